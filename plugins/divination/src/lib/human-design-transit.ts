/**
 * POST /human-design/transit (moved out of the operation's handler, answers unchanged): the
 * transit instant (date and time in the transit zone, 12:00:00 when only the date is sent, the
 * clock's now without a date), the 13 transiting activations overlaid on the natal bodygraph,
 * and the answer in the vocabulary. Source of the rules: Ra Uru Hu and Lynda Bunnell, 'The
 * Definitive Book of Human Design' (2011); the overlay itself is ./human-design-relations.ts.
 */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { activationsAt, bodygraph } from './human-design.js';
import { activeGates, transitOverlay } from './human-design-relations.js';
import { bodyName, centreNamed, channelOut, structureOut } from './human-design-view.js';
import { englishTextWarnings } from './warnings.js';

export interface TransitServices {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
  clock: Clock;
}

export interface TransitRequest {
  chart: BirthInput;
  date?: string;
  time?: string;
  timezoneOffset?: number;
  timezone?: string;
}

/** The transit instant as a Julian day (UT) and the offset its answer is written in, hours. */
export function transitInstant(body: TransitRequest, services: TransitServices): { jd: number; offset: number } {
  if (body.timezone !== undefined && !services.timeZones.isValidZone(body.timezone)) throw ApiError.invalidField('timezone', 'must be an IANA zone name such as Europe/Kyiv');
  if (body.time !== undefined && body.date === undefined) throw ApiError.invalidField('date', 'is required when time is sent');
  if (body.date !== undefined) {
    const m = resolveMoment({ date: body.date, time: body.time ?? '12:00:00', timezone: body.timezone, timezoneOffset: body.timezoneOffset ?? 0, latitude: body.chart.latitude, longitude: body.chart.longitude }, services);
    return { jd: m.julianDayUT, offset: m.timezoneOffset };
  }
  const now = services.clock.now();
  const iso = now.toISOString();
  const offset = body.timezone !== undefined ? services.timeZones.offsetAtLocal(body.timezone, iso.slice(0, 10), iso.slice(11, 19)) : body.timezoneOffset ?? 0;
  return { jd: now.getTime() / 86_400_000 + 2440587.5, offset };
}

export function humanDesignTransit(body: TransitRequest, services: TransitServices, lang: LangCode) {
  const natal = bodygraph(services.ephemeris, resolveMoment(body.chart, services).julianDayUT);
  const { jd, offset } = transitInstant(body, services);
  const overlay = transitOverlay(activeGates(natal), activationsAt(services.ephemeris, jd));
  return {
    at: jdToIsoWithOffset(jd, offset * 60),
    transitActivations: overlay.activations.map((a) => ({ body: { slug: a.body, name: bodyName(a.body, lang) }, gate: a.gate, line: a.line, longitude: a.longitude })),
    addedGates: overlay.addedGates,
    completedChannels: overlay.completedChannels.map((c) => ({ channel: channelOut(c.channel, lang), natalGate: c.natalGate, transitGate: c.transitGate })),
    transitOnlyChannels: overlay.transitOnlyChannels.map((c) => channelOut(c, lang)),
    temporarilyDefinedCentres: overlay.temporarilyDefinedCentres.map((c) => centreNamed(c, lang)),
    typeUnderTransit: structureOut(overlay.under, lang).type,
    natalType: structureOut(natal, lang).type,
    warnings: englishTextWarnings(lang),
  };
}
