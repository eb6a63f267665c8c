/** The gochara calendar: every sign and nakshatra ingress and station of the grahas in a range (lib/gochara.ts finders). */
import { signName, signSlug, term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { NAKSHATRAS, resolveMoment } from '@celestial/core/astro';
import { GRAHA_NAMES, GRAHA_NUMBERS, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { ingressesOf, stationsOf, houseFromSign } from './gochara.js';
import type { GrahaEvent } from './gochara.js';
import { castRashi } from './rashi.js';
import type { VedicBirthInput, VedicServices } from './rashi.js';
import { localIso } from './schemas.js';
import { vedicSettings, vedicSettingsEcho } from './settings.js';
import { addDays, checkRange } from './muhurta.js';

export interface CalendarInput {
  startDate: string;
  endDate: string;
  ayanamsa?: string;
  ayanamsaId?: number | null;
  nodeType?: 'mean' | 'true';
  node?: 'mean' | 'true';
  chart?: VedicBirthInput;
  grahas?: string[];
  kinds?: string[];
  moonNakshatras?: boolean;
}

/**
 * The sign (sign ingresses and stations) or nakshatra (nakshatra ingresses) an event leaves or
 * enters, as a reference in `lang` (issue 12: English names before): number, slug, name.
 */
function placeNamed(kind: GrahaEvent['kind'], englishName: string, lang: LangCode): { number: number; slug: string; name: string } {
  if (kind === 'nakshatra-ingress') {
    const n = NAKSHATRAS.findIndex((x) => x.name === englishName);
    return { number: n + 1, slug: NAKSHATRAS[n]!.slug, name: term('nakshatra', NAKSHATRAS[n]!.slug, lang) };
  }
  const sign = SIGN_NAMES_EN.indexOf(englishName as (typeof SIGN_NAMES_EN)[number]) + 1;
  return { number: sign, slug: signSlug(sign), name: signName(sign, lang) };
}

export function gocharaCalendar(body: CalendarInput, services: VedicServices & { ephemeris: Ephemeris }, lang: LangCode = 'en') {
  const { ephemeris } = services;
  checkRange(body.startDate, body.endDate, 366);
  const natal = body.chart ? castRashi(body.chart, services) : null;
  // The chart's conventions win for the ayanamsa and node when a chart is sent without top-level ones.
  const settings = vedicSettings({ ...(natal ? body.chart! : {}), ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}), ...(body.ayanamsaId != null ? { ayanamsaId: body.ayanamsaId } : {}), ...(body.nodeType ? { nodeType: body.nodeType } : {}), ...(body.node ? { node: body.node } : {}) } as never);
  const place = natal ? { latitude: natal.latitude, longitude: natal.longitude, ...(natal.moment.timezone ? { timezone: natal.moment.timezone } : { timezoneOffset: natal.moment.timezoneOffset }) } : { latitude: 0, longitude: 0, timezoneOffset: 0 };
  const start = resolveMoment({ date: body.startDate, time: '00:00:00', ...place }, services);
  const end = resolveMoment({ date: addDays(body.endDate, 1), time: '00:00:00', ...place }, services);
  const grahas: GrahaNumber[] = body.grahas?.length ? GRAHA_NUMBERS.filter((g) => body.grahas!.includes(GRAHA_NAMES[g])) : [...GRAHA_NUMBERS];
  const kinds = new Set(body.kinds?.length ? body.kinds : ['sign-ingress', 'nakshatra-ingress', 'station-retrograde', 'station-direct']);
  const events: GrahaEvent[] = [];
  for (const g of grahas) {
    const nak = kinds.has('nakshatra-ingress') && (g !== 1 || body.moonNakshatras === true);
    events.push(...ingressesOf(ephemeris, g, start.julianDayUT, end.julianDayUT, settings, { signs: kinds.has('sign-ingress'), nakshatras: nak }));
    if (kinds.has('station-retrograde') || kinds.has('station-direct')) events.push(...stationsOf(ephemeris, g, start.julianDayUT, end.julianDayUT, settings).filter((e) => kinds.has(e.kind)));
  }
  events.sort((a, b) => a.jd - b.jd || a.graha - b.graha);
  const offset = natal ? start.timezoneOffset : 0;
  return {
    settings: vedicSettingsEcho(settings, ephemeris.ayanamsa(start.julianDayUT, settings.chart.siderealMode)),
    timezoneOffset: offset,
    events: events.map((e) => ({
      at: localIso(e.jd, offset),
      utc: localIso(e.jd, 0).replace('+00:00', 'Z'),
      graha: GRAHA_NAMES[e.graha],
      kind: e.kind,
      from: placeNamed(e.kind, e.from, lang),
      to: placeNamed(e.kind, e.to, lang),
      ...(natal && e.kind === 'sign-ingress' ? { houseFromMoon: houseFromSign(natal.grahas[1]!.sign, e.toSign!), houseFromLagna: houseFromSign(natal.lagna.sign, e.toSign!) } : {}),
    })),
    count: events.length,
  };
}
