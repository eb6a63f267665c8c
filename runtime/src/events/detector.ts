/**
 * The detector (DESIGN.md "Events"): the events of one subscription in a window of time, from
 * the ephemeris, through core's detector primitives (core/src/astro/sky-events.ts; the root
 * finders of events.ts and crossings.ts, exact to well under a second). Each event carries a
 * stable key (kind, body, instant to the second) from which the delivery id is derived, the
 * instant it happened, the instant it is due (earlier for alerts ahead of the event) and its
 * `data`, in English with instants at +00:00 (a delivery has no request zone; transit-alert
 * and dasha-change write local times in the subscriber's zone when they give one).
 */
import type { Ephemeris, TimeZones, ZodiacSettings } from '@celestial/core';
import { bodyName, bodySlug, grahaSlug, jdToIsoWithOffset, position, signName } from '@celestial/core';
import {
  aspectByAngle, chartSettings, eclipsesBetween, exactAspectsBetween, ingressesBetween, lunarPhasesBetween, natalExactTransits, natalThresholdCrossings,
  PHASE_SLUG_OF_ANGLE, PTOLEMAIC_ASPECT_ANGLES, resolveMoment, stationsBetween, STATION_PLANETS, SUN_TO_PLUTO_WITHOUT_MOON, voidPeriods,
  ayanamsaBySlug, DASHA_YEAR_DAYS, mahadashas, subPeriods, VIMSHOTTARI,
} from '@celestial/core/astro';
import type { DashaPeriod, NatalPoint } from '@celestial/core/astro';


export interface DetectedEvent {
  /** Stable across instances and restarts: kind, subject and the instant to the second. */
  key: string;
  occurredJd: number;
  dueJd: number;
  data: Record<string, unknown>;
}

export interface DetectorServices {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const DAY_MS = 86_400_000;
const iso = (jd: number) => jdToIsoWithOffset(jd, 0);
const second = (jd: number) => Math.round((jd - 2440587.5) * 86400);

export function bodyRef(id: number): { id: number; slug: string; name: string } {
  if (id === -1) return { id, slug: 'ascendant', name: 'Ascendant' };
  if (id === -2) return { id, slug: 'midheaven', name: 'Midheaven' };
  return { id, slug: bodySlug(id) ?? `body-${id}`, name: bodyName(id, 'en') };
}

function aspectRef(angle: number): { slug: string; name: string; angle: number } {
  const k = aspectByAngle(angle);
  return { slug: k?.slug ?? `angle-${angle}`, name: k?.name ?? `${angle}\u00B0`, angle };
}

function ids(v: unknown, fallback: readonly number[]): number[] {
  return Array.isArray(v) && v.length > 0 ? (v as number[]) : [...fallback];
}

/** The natal points of a chart given as birth data: Sun-Pluto, and the Ascendant and MC where Placidus gives them (the chart's house system otherwise). */
function birthMomentOf(chart: Record<string, unknown>, services: DetectorServices) {
  return resolveMoment(
    {
      date: String(chart.date),
      time: String(chart.time ?? '12:00:00'),
      timezoneOffset: (chart.timezoneOffset as number | null | undefined) ?? null,
      ...(typeof chart.timezone === 'string' ? { timezone: chart.timezone } : {}),
      latitude: Number(chart.latitude),
      longitude: Number(chart.longitude),
    },
    services,
  );
}

export function natalPointsOf(chart: Record<string, unknown>, services: DetectorServices): NatalPoint[] {
  const m = birthMomentOf(chart, services);
  const points: NatalPoint[] = [];
  for (let b = 0; b <= 9; b++) points.push({ id: b, longitude: services.ephemeris.position(m.julianDayUT, b, TROPICAL).longitude });
  try {
    const h = services.ephemeris.houses(m.julianDayUT, Number(chart.latitude), Number(chart.longitude), (chart.houseSystem as 'P' | undefined) ?? 'P', TROPICAL);
    points.push({ id: -1, longitude: h.ascendant }, { id: -2, longitude: h.mc });
  } catch {
    /* inside the polar circles the angles are left out; the planets still trigger */
  }
  return points;
}

/** Local wall-clock offset (minutes) a subscription's zone keeps at an instant. */
function offsetMinutesAt(params: Record<string, unknown>, services: DetectorServices, jd: number): number {
  const zone = typeof params.timezone === 'string' ? params.timezone : undefined;
  if (zone) {
    const ms = (jd - 2440587.5) * DAY_MS;
    const d = new Date(ms);
    const date = d.toISOString().slice(0, 10);
    const time = d.toISOString().slice(11, 19);
    // offsetAtLocal reads a wall time; the UTC wall time is within a day of the local one, and zone
    // offsets change twice a year at most, so this is the offset at the instant but for the hours of a change.
    return Math.round(services.timeZones.offsetAtLocal(zone, date, time) * 60);
  }
  return Math.round(Number(params.timezoneOffset ?? 0) * 60);
}

/**
 * The events of one subscription (event kind and params) that are due in (startJd, endJd].
 * report-ready is not detected here: report jobs push it (EventEngine.reportReady).
 */
export function detect(event: string, params: Record<string, unknown>, startJd: number, endJd: number, services: DetectorServices): DetectedEvent[] {
  const { ephemeris } = services;
  const inWindow = (due: number) => due > startJd && due <= endJd;
  switch (event) {
    case 'retrograde-start':
    case 'retrograde-end': {
      const kind = event === 'retrograde-start' ? 'retrograde' : 'direct';
      // retrograde-end: Mercury to Pluto (spec); retrograde-start: the same planets unless params name others.
      const bodies = event === 'retrograde-end' ? [...STATION_PLANETS] : ids(params.planetIds, STATION_PLANETS);
      return stationsBetween(ephemeris, bodies, startJd, endJd)
        .filter((s) => s.kind === kind && inWindow(s.jd))
        .map((s) => ({
          key: `${event}:${s.body}:${second(s.jd)}`,
          occurredJd: s.jd,
          dueJd: s.jd,
          data: { planet: bodyRef(s.body), station: kind, at: iso(s.jd), julianDayUT: s.jd, position: position(s.longitude, 'en') },
        }));
    }
    case 'sign-ingress': {
      const settings = chartSettings({ zodiacType: params.zodiacType as 'tropical' | undefined, ayanamsa: params.ayanamsa as string | undefined });
      return ingressesBetween(ephemeris, ids(params.planetIds, SUN_TO_PLUTO_WITHOUT_MOON), startJd, endJd, settings)
        .filter((i) => inWindow(i.jd))
        .map((i) => ({
          key: `sign-ingress:${i.body}:${i.toSignIndex}:${second(i.jd)}`,
          occurredJd: i.jd,
          dueJd: i.jd,
          data: {
            planet: bodyRef(i.body),
            fromSign: i.fromSignIndex + 1,
            fromSignName: signName(i.fromSignIndex + 1, 'en'),
            toSign: i.toSignIndex + 1,
            toSignName: signName(i.toSignIndex + 1, 'en'),
            at: iso(i.jd),
            julianDayUT: i.jd,
            retrograde: i.retrograde,
            zodiacType: settings.zodiacType,
          },
        }));
    }
    case 'void-of-course-start':
    case 'void-of-course-end': {
      const method = params.method === 'traditional' ? 'traditional' : 'modern';
      const leadDays = event === 'void-of-course-start' ? Number(params.leadMinutes ?? 0) / 1440 : 0;
      // Periods whose end is up to 3 days after the window hold every start inside it.
      return voidPeriods(ephemeris, startJd, endJd + 3, method).flatMap((p) => {
        const occurred = event === 'void-of-course-start' ? p.startJd : p.endJd;
        const due = occurred - leadDays;
        if (!inWindow(due)) return [];
        const data: Record<string, unknown> = {
          method,
          startAt: iso(p.startJd),
          endAt: iso(p.endJd),
          durationMinutes: (p.endJd - p.startJd) * 1440,
          nextSign: p.nextSignIndex + 1,
          nextSignName: signName(p.nextSignIndex + 1, 'en'),
          lastAspect: p.lastAspect ? { planet: bodyRef(p.lastAspect.planet), aspect: aspectRef(p.lastAspect.angle), at: iso(p.lastAspect.jd) } : null,
        };
        if (event === 'void-of-course-start') data.leadMinutes = Number(params.leadMinutes ?? 0);
        return [{ key: `${event}:${second(occurred)}`, occurredJd: occurred, dueJd: due, data }];
      });
    }
    case 'lunar-phase': {
      const wanted = new Set(Array.isArray(params.phases) && params.phases.length ? (params.phases as string[]) : ['new', 'full']);
      return lunarPhasesBetween(ephemeris, startJd, endJd)
        .filter((l) => inWindow(l.jd) && wanted.has(PHASE_SLUG_OF_ANGLE[l.phase]!))
        .map((l) => ({
          key: `lunar-phase:${l.phase}:${second(l.jd)}`,
          occurredJd: l.jd,
          dueJd: l.jd,
          data: { phase: PHASE_SLUG_OF_ANGLE[l.phase], elongation: l.phase, at: iso(l.jd), julianDayUT: l.jd, moon: position(ephemeris.position(l.jd, 1, TROPICAL).longitude, 'en') },
        }));
    }
    case 'aspect-exact': {
      const angles = ids(params.aspectAngles, PTOLEMAIC_ASPECT_ANGLES);
      return exactAspectsBetween(ephemeris, ids(params.planetIds, SUN_TO_PLUTO_WITHOUT_MOON), angles, startJd, endJd)
        .filter((a) => inWindow(a.jd))
        .map((a) => ({
          key: `aspect-exact:${a.body1}:${a.body2}:${a.angle}:${second(a.jd)}`,
          occurredJd: a.jd,
          dueJd: a.jd,
          data: { planet1: bodyRef(a.body1), planet2: bodyRef(a.body2), aspect: aspectRef(a.angle), at: iso(a.jd), julianDayUT: a.jd },
        }));
    }
    case 'eclipse-alert': {
      const days = Number(params.daysBefore ?? 7);
      return eclipsesBetween(ephemeris, startJd + days, endJd + days)
        .filter((e) => inWindow(e.maximum - days))
        .map((e) => {
          // The eclipsed luminary: the Sun at a solar eclipse, the Moon at a lunar one.
          const lon = ephemeris.position(e.maximum, e.kind === 'solar' ? 0 : 1, TROPICAL).longitude;
          const p = position(lon, 'en');
          return {
            key: `eclipse-alert:${e.kind}:${second(e.maximum)}`,
            occurredJd: e.maximum,
            dueJd: e.maximum - days,
            data: { kind: e.kind, type: e.type, maxAt: iso(e.maximum), beginAt: iso(e.begin), endAt: iso(e.end), longitude: lon, sign: p.sign, signName: p.signName, daysBefore: days },
          };
        });
    }
    case 'transit-trigger': {
      if (!params.chart || typeof params.chart !== 'object') return [];
      const natal = natalPointsOf(params.chart as Record<string, unknown>, services);
      const orb = Number(params.orb ?? 1);
      return natalThresholdCrossings(ephemeris, natal, ids(params.transitPlanetIds, SUN_TO_PLUTO_WITHOUT_MOON), ids(params.aspectAngles, PTOLEMAIC_ASPECT_ANGLES), orb, startJd, endJd)
        .filter((c) => inWindow(c.jd))
        .map((c) => ({
          key: `transit-trigger:${c.transitBody}:${c.natal.id}:${c.angle}:${c.direction}:${second(c.jd)}`,
          occurredJd: c.jd,
          dueJd: c.jd,
          data: {
            transitPlanet: bodyRef(c.transitBody),
            natalPoint: { ...bodyRef(c.natal.id), ...position(c.natal.longitude, 'en') },
            aspect: aspectRef(c.angle),
            orb,
            direction: c.direction,
            retrograde: c.retrograde,
            at: iso(c.jd),
            julianDayUT: c.jd,
          },
        }));
    }
    case 'transit-alert': {
      if (!params.chart || typeof params.chart !== 'object') return [];
      const [hh, mm] = String(params.deliverAt ?? '07:00').split(':').map(Number) as [number, number];
      const natal = natalPointsOf(params.chart as Record<string, unknown>, services);
      const out: DetectedEvent[] = [];
      // Each local day's deliverAt inside the window: from the UTC day before the window to the one after.
      for (let day = Math.floor(startJd - 0.5) - 1; day <= Math.ceil(endJd - 0.5) + 1; day++) {
        const midnightUtc = day + 0.5;
        const guess = midnightUtc + (hh + mm / 60) / 24;
        const offsetMin = offsetMinutesAt(params, services, guess);
        const due = guess - offsetMin / 1440;
        if (!inWindow(due)) continue;
        const transits = natalExactTransits(ephemeris, natal, ids(params.transitPlanetIds, SUN_TO_PLUTO_WITHOUT_MOON), ids(params.aspectAngles, PTOLEMAIC_ASPECT_ANGLES), due, due + 1);
        const local = (jd: number) => jdToIsoWithOffset(jd, offsetMinutesAt(params, services, jd));
        out.push({
          key: `transit-alert:${second(due)}`,
          occurredJd: due,
          dueJd: due,
          data: {
            from: local(due),
            to: local(due + 1),
            count: transits.length,
            transits: transits.map((t) => ({ transitPlanet: bodyRef(t.transitBody), natalPoint: bodyRef(t.natal.id), aspect: aspectRef(t.angle), exactAt: local(t.jd), retrograde: t.retrograde })),
          },
        });
      }
      return out;
    }
    case 'dasha-change': {
      if (!params.chart || typeof params.chart !== 'object') return [];
      const chart = params.chart as Record<string, unknown>;
      const birth = birthMomentOf(chart, services).julianDayUT;
      const mode = ayanamsaBySlug(String(params.ayanamsa ?? 'lahiri'))?.sweSiderealMode ?? 1;
      const moon = ephemeris.position(birth, 1, { zodiacType: 'sidereal', siderealMode: mode }).longitude;
      const yearDays = DASHA_YEAR_DAYS[(params.dashaYear as 'gregorian' | undefined) ?? 'gregorian'] ?? DASHA_YEAR_DAYS.gregorian;
      const depth = params.level === 'maha' ? 1 : params.level === 'pratyantar' ? 3 : 2;
      const zone = { timezone: chart.timezone === 'auto' ? undefined : chart.timezone, timezoneOffset: chart.timezoneOffset };
      const local = (jd: number) => jdToIsoWithOffset(jd, offsetMinutesAt(zone, services, jd));
      const lordOut = (p: DashaPeriod) => ({ graha: p.lord.graha, slug: grahaSlug(p.lord.graha), name: p.lord.name, startsAt: local(p.start), endsAt: local(p.end) });
      const out: DetectedEvent[] = [];
      // Each boundary of the chosen level in the window: the chain of periods starting there.
      const walk = (chain: DashaPeriod[], periods: DashaPeriod[]) => {
        for (const p of periods) {
          if (p.end <= startJd || p.start > endJd) continue;
          const here = [...chain, p];
          if (here.length < depth) walk(here, subPeriods(VIMSHOTTARI, p, yearDays));
          else if (inWindow(p.start)) {
            const [maha, antar, pratyantar] = here;
            out.push({
              key: `dasha-change:${depth}:${second(p.start)}`,
              occurredJd: p.start,
              dueJd: p.start,
              data: { system: 'vimshottari', level: params.level ?? 'antar', at: local(p.start), maha: lordOut(maha!), ...(antar ? { antar: lordOut(antar) } : {}), ...(pratyantar ? { pratyantar: lordOut(pratyantar) } : {}) },
            });
          }
        }
      };
      walk([], mahadashas(VIMSHOTTARI, moon, birth, yearDays).periods);
      return out.sort((a, b) => a.occurredJd - b.occurredJd);
    }
    default:
      // report-ready: pushed by report jobs (EventEngine.reportReady), not detected.
      return [];
  }
}
