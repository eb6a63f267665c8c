/**
 * The Western report kinds of relationships and time, laid out from the answers of the Western
 * family's operations (the Operations service, as lib/western.ts): composite (POST /composite,
 * Hand's midpoint composite, or POST /davison, Davison's time-space midpoint, drawn by
 * /render/composite-wheel), solar return (POST /returns/solar: the Sun's return to its natal
 * longitude by root finding, tropical, at the birthplace or `location`; drawn by
 * /render/natal-wheel at the return instant and place; the profected sign of
 * /hellenistic/profections/annual) and the year-ahead transit forecast (POST /transit-calendar:
 * every exact pass, retrograde triple passes included, with orb entry and exit; /ingresses;
 * /transits/lunations; the natal cusps of /chart).
 */
import type { LangCode } from '@celestial/core';
import { aspectClause, isoWithOffset, pointName, position, term } from '@celestial/core';
import { houseOfBody } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { labels } from './labels.js';
import { timelineSvg } from './timeline.js';
import type { TimelineEvent } from './timeline.js';
import type { ReportContent } from './layout.js';
import { ask, aspectReadings, birthLine, castNatal, placementReadings } from './western.js';
import type { Sources } from './western.js';

interface Ref { id?: number | null; slug: string; name: string }
interface AnsweredAspect { planet1: Ref; planet2: Ref; type: { slug: string; name: string; symbol: string }; orb: number }
interface AnsweredBody extends Ref { longitude: number; sign: number; signName: string; formatted: string; house: number }
interface CompositeAnswer { planets: AnsweredBody[]; angles: { ascendant: number; mc: number }; aspects: AnsweredAspect[] }

function birthOf(b: BirthInput & { name?: string; city?: string }): BirthInput {
  const { name: _n, city: _c, ...birth } = b as BirthInput & { name?: string; city?: string };
  return birth as BirthInput;
}

export async function compositeReport(chart1: BirthInput & { name?: string }, chart2: BirthInput & { name?: string }, method: 'midpoint' | 'davison', src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const pair = { chart1: birthOf(chart1), chart2: birthOf(chart2) };
  const [c, wheel] = await Promise.all([
    ask<CompositeAnswer>(src, method === 'davison' ? 'POST /davison' : 'POST /composite', pair, lang),
    ask<{ svg: string }>(src, 'POST /render/composite-wheel', { ...pair, method, options: { theme: 'light', size: 640 } }, lang),
  ]);
  const rows = c.planets.map((p) => [p.name, p.signName, p.formatted, String(p.house)]);
  return {
    kind: 'composite',
    title: `${title} (${method === 'davison' ? 'Davison' : 'Hand'})`,
    subtitle: `${birthLine(chart1)} — ${birthLine(chart2)}`,
    sections: [
      { heading: L.chart, drawings: [wheel.svg], facts: [{ label: term('chart-angle', 'ascendant', lang), value: position(c.angles.ascendant, lang).formatted }, { label: term('chart-angle', 'midheaven', lang), value: position(c.angles.mc, lang).formatted }] },
      // The composite read as one chart of the relationship (Hand, Planets in Composite): each placement and aspect.
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows }], readings: placementReadings(c.planets, c.angles, lang) },
      { heading: L.aspects, tables: [{ head: [L.body, L.aspects, L.body, L.orb], rows: c.aspects.map((a) => [a.planet1.name, `${a.type.symbol} ${a.type.name}`, a.planet2.name, `${a.orb.toFixed(2)}°`]) }], readings: aspectReadings(c.aspects, lang) },
    ],
  };
}

interface SolarReturnAnswer {
  returnMoment: { utc: string; local: string };
  planets: AnsweredBody[];
  angles: { ascendant: number; mc: number };
  returnAscendantNatalHouse: number;
  aspectsToNatal: AnsweredAspect[];
}

export async function solarReturnReport(birth: BirthInput & { name?: string; city?: string }, year: number, location: { latitude: number; longitude: number; timezone?: string } | undefined, src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const r = await ask<SolarReturnAnswer>(src, 'POST /returns/solar', { ...birthOf(birth), year, ...(location ? { location } : {}) }, lang);
  // The return chart is the chart of the return instant at the return place: /render/natal-wheel
  // draws it from that instant (UT, to the second: the Sun moves 0.04" in a second).
  const place = location ?? birth;
  const [date, time] = [r.returnMoment.utc.slice(0, 10), r.returnMoment.utc.slice(11, 19)];
  const settings = { ...(birth.houseSystem ? { houseSystem: birth.houseSystem } : {}) };
  // The profected sign of the year of age that starts at this birthday: asked the day after it.
  const [mm, dd] = birth.date.slice(5).split('-').map(Number) as [number, number];
  const dayAfter = new Date(Date.UTC(year, mm - 1, dd + 1)).toISOString().slice(0, 10);
  const age = year - Number(birth.date.slice(0, 4));
  const [wheel, profection] = await Promise.all([
    ask<{ svg: string }>(src, 'POST /render/natal-wheel', { date, time, timezoneOffset: 0, latitude: place.latitude, longitude: place.longitude, ...settings, options: { theme: 'light', size: 640 } }, lang),
    ask<{ profectedSign: { signName: string } }>(src, 'POST /hellenistic/profections/annual', { ...birthOf(birth), targetDate: dayAfter }, lang),
  ]);
  const sun = r.planets.find((p) => p.slug === 'sun');
  return {
    kind: 'solar-return',
    title: `${title} ${year}`,
    subtitle: `${birthLine(birth)} · ${r.returnMoment.local}`,
    sections: [
      {
        heading: L.chart,
        drawings: [wheel.svg],
        facts: [
          { label: term('chart-angle', 'ascendant', lang), value: position(r.angles.ascendant, lang).formatted },
          { label: `${term('body', 'sun', lang)} · ${L.house}`, value: String(sun?.house ?? '') },
          { label: `${term('chart-angle', 'ascendant', lang)} → ${L.house}`, value: String(r.returnAscendantNatalHouse) },
          { label: `${L.year} ${age}`, value: profection.profectedSign.signName },
        ],
      },
      // The year's placements in the return chart's houses, and each return planet's aspect to the natal chart.
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows: r.planets.map((p) => [p.name, p.signName, p.formatted, String(p.house)]) }], readings: placementReadings(r.planets, r.angles, lang) },
      { heading: L.aspects, tables: [{ head: [L.body, L.aspects, L.body, L.orb], rows: r.aspectsToNatal.map((a) => [a.planet1.name, `${a.type.symbol} ${a.type.name}`, a.planet2.name, `${a.orb.toFixed(2)}°`]) }], readings: aspectReadings(r.aspectsToNatal, lang) },
    ],
  };
}

export const FORECAST_DEFAULT = [5, 6, 7, 8, 9] as const;

type CalendarEvent = TimelineEvent & { natalHouse: number };
interface Ingress { at: string; name: string; fromSign: number; toSign: number; fromSignName: string; toSignName: string; retrograde: boolean }
/** A lunation of /transits/lunations; a contact's `aspect` is a reference whose name is already in the asked language. */
interface Lunation { at: string; kind: 'new' | 'full'; isEclipse: boolean; formatted: string; natalHouse: number; contacts: { aspect: { slug: string; name: string }; point: Ref; orb: number }[] }

export async function transitForecastReport(birth: BirthInput & { name?: string; city?: string }, startDate: string, transitPlanetIds: readonly number[] | undefined, src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const endDate = end.toISOString().slice(0, 10);
  const ids = [...(transitPlanetIds ?? FORECAST_DEFAULT)];
  const b = birthOf(birth);
  // Every exact pass (/transit-calendar); the sign ingresses of the transiting bodies (/ingresses,
  // answered in UT: the request names no zone) and the natal house they enter; new and full
  // moons within 3° of a natal point by conjunction, square or opposition, eclipses marked
  // (/transits/lunations); the natal cusps (/chart).
  const [cal, ingressAnswer, lunationAnswer, natal] = await Promise.all([
    ask<{ count: number; events: CalendarEvent[] }>(src, 'POST /transit-calendar', { ...b, startDate, endDate, transitPlanetIds: ids }, lang),
    ids.some((id) => id <= 9) ? ask<{ events: Ingress[] }>(src, 'POST /ingresses', { startDate, endDate, planetIds: ids.filter((id) => id <= 9) }, lang) : { events: [] as Ingress[] },
    ask<{ lunations: Lunation[] }>(src, 'POST /transits/lunations', { ...b, startDate, endDate }, lang),
    castNatal(birth, src, lang) as Promise<Awaited<ReturnType<typeof castNatal>> & { settings: { houseSystem: string }; moment: { timezoneOffset: number } }>,
  ]);
  const byMonth = new Map<string, CalendarEvent[]>();
  for (const e of cal.events) {
    for (const at of e.exactAt) {
      if (at.slice(0, 10) < startDate || at.slice(0, 10) > endDate) continue;
      const m = at.slice(0, 7);
      byMonth.set(m, [...(byMonth.get(m) ?? []), { ...e, exactAt: [at] }]);
    }
  }
  const months = [...byMonth.keys()].sort();
  const ingresses = ingressAnswer.events;
  const lunations = lunationAnswer.lunations.filter((l) => l.contacts.length > 0);
  const cusps = natal.houses.map((h) => h.longitude);
  // An ingress at the birth moment's UTC offset, the zone /transit-calendar and /transits/lunations
  // answer in (the other tables), with the offset written: '2026-01-26 20:34 +03:00'.
  const ingressAt = (i: Ingress) => {
    const local = isoWithOffset(Date.parse(i.at), natal.moment.timezoneOffset * 60);
    return `${local.slice(0, 16).replace('T', ' ')} ${local.slice(19)}`;
  };
  // The natal house of the sign boundary crossed at the ingress.
  const houseAt = (i: Ingress) => houseOfBody(((i.retrograde ? i.fromSign : i.toSign) - 1) * 30, cusps, natal.settings.houseSystem as never);
  return {
    kind: 'transit-forecast',
    title: `${title} ${startDate} – ${endDate}`,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.summary, facts: [{ label: L.aspects, value: String(cal.count) }], ...(cal.events.length ? { drawings: [timelineSvg(cal.events, startDate, endDate, lang)] } : {}) },
      ...(ingresses.length
        ? [{ heading: L.ingresses, tables: [{ head: [L.date, L.body, L.sign, L.house, L.retrograde], rows: ingresses.map((i) => [ingressAt(i), i.name, `${i.fromSignName} → ${i.toSignName}`, String(houseAt(i)), i.retrograde ? '℞' : '']) }] }]
        : []),
      ...(lunations.length
        ? [{ heading: L.lunations, tables: [{ head: [L.date, '', L.position, L.house, ''], rows: lunations.map((l) => [l.at.slice(0, 16).replace('T', ' '), `${term('lunar-phase', l.kind === 'new' ? 'new-moon' : 'full-moon', lang)}${l.isEclipse ? ` (${l.kind === 'new' ? L.solarEclipse : L.lunarEclipse})` : ''}`, l.formatted, String(l.natalHouse), l.contacts.map((c) => `${c.aspect.name} ${pointName(c.point.slug, lang)} (${c.orb.toFixed(1)}°)`).join('; ')]) }] }]
        : []),
      ...months.map((m) => ({
        // The month named in the report's language (Intl: CLDR month names), e.g. 'July 2026'.
        heading: new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-15T00:00:00Z`)),
        tables: [{
          head: [L.date, L.body, L.aspects, L.body, L.house, L.retrograde],
          rows: byMonth.get(m)!.sort((a, b) => a.exactAt[0]!.localeCompare(b.exactAt[0]!)).map((e) => [e.exactAt[0]!.slice(0, 16).replace('T', ' '), e.transitPlanet.name, `${e.aspect.symbol} ${term('aspect', e.aspect.slug, lang)}`, pointName(e.natalPoint.slug, lang), String(e.natalHouse), e.retrogradeAtExact[e.exactAt.length - 1] ? '℞' : '']),
        }],
        // Each transit of the month once (a retrograde triple pass reads the same each time), after Hand, Planets in Transit.
        readings: [...new Set(byMonth.get(m)!.map((e) => aspectClause({ body1: e.transitPlanet.slug, aspect: e.aspect.slug, body2: e.natalPoint.slug }, lang)).filter((r): r is string => Boolean(r)))],
      })),
    ],
  };
}
