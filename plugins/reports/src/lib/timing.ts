/**
 * The Western report kinds of relationships and time: composite (Hand's midpoint composite or
 * Davison's time-space midpoint: the Western family's composite() and davison(), as /composite
 * and /davison), solar return (solarReturn of /returns/solar: the Sun's return to its natal
 * longitude by root finding, tropical, at the birthplace or `location`) and the year-ahead
 * transit forecast (transitCalendar of /transit-calendar: every exact pass, retrograde triple
 * passes included, with orb entry and exit). The profected sign is the Hellenistic family's
 * profectedSign (whole signs from the Ascendant, one sign a year).
 */
import type { LangCode } from '@celestial/core';
import { position, term } from '@celestial/core';
import { houseOfBody } from '@celestial/core/astro';
import type { BirthInput, CastChart } from '@celestial/core/astro';
import { composite, davison } from '@celestial/plugin-western/lib/relationships';
import { signIngresses, solarReturn } from '@celestial/plugin-western/lib/time-events';
import { transitCalendar, transitLunations } from '@celestial/plugin-western/lib/transits';
import { profectedSign } from '@celestial/plugin-hellenistic/lib/time-lords';
import { castFor, natalModel, renderWheel } from '@celestial/plugin-render/lib/charts';
import { labels } from './labels.js';
import { timelineSvg } from './timeline.js';
import type { ReportContent } from './layout.js';
import { aspectClause } from '@celestial/core';
import { aspectReadings, birthLine, placementReadings, signOf, slugOf } from './western.js';
import type { Services } from './western.js';

/** The composite's bodies, cusps and angles in the shape the render family's wheel reads. */
function wheelOf(chart: { planets: { id: number; name: string; longitude: number; retrograde?: boolean }[]; houses: { cusp: number }[]; angles: { ascendant: number; mc: number } }, lang: LangCode): string {
  const cast = { bodies: chart.planets.map((p) => ({ ...p, speed: 0, retrograde: Boolean(p.retrograde) })), cusps: chart.houses.map((h) => h.cusp), angles: chart.angles } as unknown as CastChart;
  return renderWheel(natalModel(cast), { theme: 'light', size: 640 }, lang).answer.svg!;
}

export function compositeReport(chart1: BirthInput & { name?: string }, chart2: BirthInput & { name?: string }, method: 'midpoint' | 'davison', services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const c = method === 'davison' ? davison({ chart1, chart2 } as never, services) : composite({ chart1, chart2 } as never, services);
  const rows = c.planets.map((p) => {
    const pos = position(p.longitude, lang);
    return [term('body', p.name.toLowerCase(), lang), pos.signName, pos.formatted, String(p.house)];
  });
  return {
    kind: 'composite',
    title: `${title} (${method === 'davison' ? 'Davison' : 'Hand'})`,
    subtitle: `${birthLine(chart1)} — ${birthLine(chart2)}`,
    sections: [
      { heading: L.chart, drawings: [wheelOf(c, lang)], facts: [{ label: term('chart-angle', 'ascendant', lang), value: position(c.angles.ascendant, lang).formatted }, { label: term('chart-angle', 'midheaven', lang), value: position(c.angles.mc, lang).formatted }] },
      // The composite read as one chart of the relationship (Hand, Planets in Composite): each placement and aspect.
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows }], readings: placementReadings(c.planets.map((p) => ({ slug: slugOf(p.name), sign: signOf(p.longitude), house: p.house })), c.angles, lang) },
      { heading: L.aspects, tables: [{ head: [L.body, L.aspects, L.body, L.orb], rows: c.aspects.map((a) => [term('body', a.planet1.slug, lang), `${a.type.symbol} ${term('aspect', a.type.slug, lang)}`, term('body', a.planet2.slug, lang), `${a.orb.toFixed(2)}°`]) }], readings: aspectReadings(c.aspects, lang) },
    ],
  };
}

export function solarReturnReport(birth: BirthInput & { name?: string; city?: string }, year: number, location: { latitude: number; longitude: number; timezone?: string } | undefined, services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const r = solarReturn({ ...birth, year, ...(location ? { location } : {}) } as never, services, lang);
  const age = year - Number(birth.date.slice(0, 4));
  // The profection counts whole signs from the natal Ascendant, one a year of age.
  const natalAscendant = castFor(birth, services).angles.ascendant;
  const wheel = wheelOf({ planets: r.planets as never, houses: r.houses as never, angles: r.angles }, lang);
  const sun = r.planets.find((p) => p.id === 0);
  return {
    kind: 'solar-return',
    title: `${title} ${year}`,
    subtitle: `${birthLine(birth)} · ${r.returnMoment.local}`,
    sections: [
      {
        heading: L.chart,
        drawings: [wheel],
        facts: [
          { label: term('chart-angle', 'ascendant', lang), value: position(r.angles.ascendant, lang).formatted },
          { label: `${term('body', 'sun', lang)} · ${L.house}`, value: String(sun?.house ?? '') },
          { label: `${term('chart-angle', 'ascendant', lang)} → ${L.house}`, value: String(r.returnAscendantNatalHouse) },
          { label: `${L.year} ${age}`, value: position(profectedSign(Math.floor(natalAscendant / 30), age) * 30 + 15, lang).signName },
        ],
      },
      // The year's placements in the return chart's houses, and each return planet's aspect to the natal chart.
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows: r.planets.map((p) => { const pos = position(p.longitude, lang); return [p.name, pos.signName, pos.formatted, String(p.house)]; }) }], readings: placementReadings(r.planets, r.angles, lang) },
      { heading: L.aspects, tables: [{ head: [L.body, L.aspects, L.body, L.orb], rows: r.aspectsToNatal.map((a) => [a.planet1.name, `${a.type.symbol} ${a.type.name}`, a.planet2.name, `${a.orb.toFixed(2)}°`]) }], readings: aspectReadings(r.aspectsToNatal, lang) },
    ],
  };
}

export const FORECAST_DEFAULT = [5, 6, 7, 8, 9] as const;

export function transitForecastReport(birth: BirthInput & { name?: string; city?: string }, startDate: string, transitPlanetIds: readonly number[] | undefined, services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const endDate = end.toISOString().slice(0, 10);
  const cal = transitCalendar({ ...birth, startDate, endDate, transitPlanetIds: [...(transitPlanetIds ?? FORECAST_DEFAULT)] } as never, services);
  const byMonth = new Map<string, typeof cal.events>();
  for (const e of cal.events) {
    for (const at of e.exactAt) {
      if (at.slice(0, 10) < startDate || at.slice(0, 10) > endDate) continue;
      const m = at.slice(0, 7);
      byMonth.set(m, [...(byMonth.get(m) ?? []), { ...e, exactAt: [at] }]);
    }
  }
  const months = [...byMonth.keys()].sort();
  const ids = [...(transitPlanetIds ?? FORECAST_DEFAULT)];
  // Sign ingresses of the transiting bodies (/ingresses, UT) and the house they enter in the natal chart.
  const natal = castFor(birth, services);
  const ingresses = signIngresses({ startDate, endDate, planetIds: ids.filter((id) => id <= 9) }, services, lang).events;
  // New and full moons within 3° of a natal point by conjunction, square or opposition, eclipses marked (/transits/lunations).
  const lunations = transitLunations({ ...birth, startDate, endDate } as never, services).lunations.filter((l) => l.contacts.length > 0);
  // The natal house of the sign boundary crossed at the ingress.
  const houseAt = (i: { fromSign: number; toSign: number; retrograde: boolean }) => houseOfBody(((i.retrograde ? i.fromSign : i.toSign) - 1) * 30, natal.cusps, natal.settings.houseSystem);
  return {
    kind: 'transit-forecast',
    title: `${title} ${startDate} – ${endDate}`,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.summary, facts: [{ label: L.aspects, value: String(cal.count) }], ...(cal.events.length ? { drawings: [timelineSvg(cal.events, startDate, endDate, lang)] } : {}) },
      ...(ingresses.length
        ? [{ heading: L.ingresses, tables: [{ head: [L.date, L.body, L.sign, L.house, L.retrograde], rows: ingresses.map((i) => [i.at.slice(0, 16).replace('T', ' ') + ' UT', i.name, `${i.fromSignName} → ${i.toSignName}`, String(houseAt(i)), i.retrograde ? '℞' : '']) }] }]
        : []),
      ...(lunations.length
        ? [{ heading: L.lunations, tables: [{ head: [L.date, '', L.position, L.house, ''], rows: lunations.map((l) => [l.at.slice(0, 16).replace('T', ' '), `${term('lunar-phase', l.kind === 'new' ? 'new-moon' : 'full-moon', lang)}${l.isEclipse ? ' (eclipse)' : ''}`, l.formatted, String(l.natalHouse), l.contacts.map((c) => `${c.aspect} ${c.point.name} (${c.orb.toFixed(1)}°)`).join('; ')]) }] }]
        : []),
      ...months.map((m) => ({
        // The month named in the report's language (Intl: CLDR month names), e.g. 'July 2026'.
        heading: new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-15T00:00:00Z`)),
        tables: [{
          head: [L.date, L.body, L.aspects, L.body, L.house, L.retrograde],
          rows: byMonth.get(m)!.sort((a, b) => a.exactAt[0]!.localeCompare(b.exactAt[0]!)).map((e) => [e.exactAt[0]!.slice(0, 16).replace('T', ' '), term('body', e.transitPlanet.toLowerCase(), lang), `${e.aspect.symbol} ${term('aspect', e.aspect.slug, lang)}`, e.natalPoint.name, String(e.natalHouse), e.retrogradeAtExact[e.exactAt.length - 1] ? '℞' : '']),
        }],
        // Each transit of the month once (a retrograde triple pass reads the same each time), after Hand, Planets in Transit.
        readings: [...new Set(byMonth.get(m)!.map((e) => aspectClause({ body1: slugOf(e.transitPlanet), aspect: e.aspect.slug, body2: e.natalPoint.slug }, lang)).filter((r): r is string => Boolean(r)))],
      })),
    ],
  };
}
