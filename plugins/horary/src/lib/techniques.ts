/**
 * Lilly's ways of perfection and of its denial beyond the direct aspect (Christian Astrology
 * Book I, the definitions of translation, collection, prohibition, frustration and
 * refranation), the timing of perfection (Book II; the table in Frawley, The Horary Textbook)
 * and the almuten of the figure. Every instant is a root found on the ephemeris (core's
 * bracketing and Brent), never a stepped grid.
 */
import { ApiError } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { almutenFiguris, lotBySlug, lotLongitude, prenatalSyzygy, shortestArc, SIGNS, signIndexOf, syzygyDegree } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { ASPECT_SLUG, castFigure, directPerfection, iso, nextIngress, nextStation, perfections, planetaryHourAt, planetRef, radixHouse, SEVEN } from './figure.js';
import type { Figure, Services } from './figure.js';
import { domicileLordOf, MOIETIES, SWISS_ID } from './lilly.js';
import { echo, receivedBy } from './answers.js';
import { term } from '@celestial/core';

const aspectRef = (angle: number, lang: LangCode) => ({ slug: ASPECT_SLUG[angle]!, name: term('aspect', ASPECT_SLUG[angle]!, lang) });

function checkHouse(field: string, h: number | undefined) {
  if (h !== undefined && (!Number.isInteger(h) || h < 1 || h > 12)) throw ApiError.invalidField(field, 'must be a house number 1-12');
}

function significators(f: Figure, body: { quesitedHouse: number; derivedFrom?: number }) {
  checkHouse('quesitedHouse', body.quesitedHouse);
  checkHouse('derivedFrom', body.derivedFrom);
  const house = radixHouse(body.quesitedHouse, body.derivedFrom);
  return { querent: domicileLordOf(f.asc), quesited: domicileLordOf(f.cusps[house - 1]!), house };
}

/** Days a planet may be searched ahead: the Moon's aspects fall within days, the others' within months. */
const horizonOf = (...ps: SevenPlanet[]) => (ps.includes('Moon') ? 30 : 400);

/** The first exact aspect of two planets ahead, before `until`. */
function firstPerfection(f: Figure, services: Services, a: SevenPlanet, b: SevenPlanet, until: number) {
  return perfections(f, services, SWISS_ID[a], SWISS_ID[b], f.jd, until)[0] ?? null;
}

/** The last exact aspect of two planets within `days` before the question. */
function lastPerfection(f: Figure, services: Services, a: SevenPlanet, b: SevenPlanet, days: number) {
  const list = perfections(f, services, SWISS_ID[a], SWISS_ID[b], f.jd - days, f.jd);
  return list[list.length - 1] ?? null;
}

// ---------------------------------------------------------------- translation of light

export function translationOfLight(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const { querent, quesited } = significators(f, body);
  const translations = [];
  if (querent !== quesited) {
    for (const t of SEVEN) {
      if (t === querent || t === quesited) continue;
      if (!(Math.abs(f.speed[t]) > Math.abs(f.speed[querent]) && Math.abs(f.speed[t]) > Math.abs(f.speed[quesited]))) continue;
      const tExit = nextIngress(f, services, SWISS_ID[t], f.jd, horizonOf(t)) ?? f.jd + horizonOf(t);
      for (const [from, to] of [[querent, quesited], [quesited, querent]] as const) {
        const sep = lastPerfection(f, services, t, from, horizonOf(t) / 2);
        if (!sep) continue;
        // Lately separated: the arc since that aspect still within the translator's moiety.
        const since = Math.abs(shortestArc(f.lon[t], f.lon[from]) - sep.angle);
        if (since > MOIETIES[t]) continue;
        const app = firstPerfection(f, services, t, to, tExit);
        if (!app) continue;
        // No other aspect of the translator between: none of its perfections with a third planet comes first.
        const between = SEVEN.filter((p) => p !== t && p !== to).some((p) => (firstPerfection(f, services, t, p, app.jd)?.jd ?? Infinity) < app.jd);
        if (between) continue;
        translations.push({
          translator: planetRef(t, lang),
          separatingFrom: planetRef(from, lang), separatingAspect: aspectRef(sep.angle, lang), separatedAt: iso(f, sep.jd), orbSinceSeparation: since,
          applyingTo: planetRef(to, lang), applyingAspect: aspectRef(app.angle, lang), orb: Math.abs(shortestArc(f.lon[t], f.lon[to]) - app.angle), completesDate: iso(f, app.jd),
        });
      }
    }
  }
  return { ...echo(f, services, lang), significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang) }, found: translations.length > 0, translations };
}

// ---------------------------------------------------------------- collection of light

export function collectionOfLight(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const { querent, quesited } = significators(f, body);
  const direct = querent === quesited ? null : directPerfection(f, services, querent, quesited);
  const collections = [];
  if (direct && !direct.perfects) {
    for (const c of SEVEN) {
      if (c === querent || c === quesited) continue;
      if (!(Math.abs(f.speed[c]) < Math.abs(f.speed[querent]) && Math.abs(f.speed[c]) < Math.abs(f.speed[quesited]))) continue;
      const until = Math.min(
        ...[querent, quesited, c].map((p) => nextIngress(f, services, SWISS_ID[p], f.jd, horizonOf(querent, quesited)) ?? f.jd + horizonOf(querent, quesited)),
      );
      const a = firstPerfection(f, services, querent, c, until);
      const b = firstPerfection(f, services, quesited, c, until);
      if (!a || !b) continue;
      const receives = receivedBy(c, f.lon[querent], f.diurnal).length > 0 && receivedBy(c, f.lon[quesited], f.diurnal).length > 0;
      collections.push({
        collector: planetRef(c, lang),
        fromQuerent: { aspect: aspectRef(a.angle, lang), daysToPerfect: a.jd - f.jd, date: iso(f, a.jd) },
        fromQuesited: { aspect: aspectRef(b.angle, lang), daysToPerfect: b.jd - f.jd, date: iso(f, b.jd) },
        receivesBoth: receives,
      });
    }
  }
  return {
    ...echo(f, services, lang),
    significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang) },
    directlyPerfects: direct?.perfects ?? false,
    found: collections.length > 0,
    collections,
  };
}

// ---------------------------------------------------------------- prohibition and frustration

export function prohibition(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const { querent, quesited } = significators(f, body);
  const main = querent === quesited ? null : directPerfection(f, services, querent, quesited);
  const impediments = [];
  if (main && main.jd !== null) {
    const faster = Math.abs(f.speed[querent]) >= Math.abs(f.speed[quesited]) ? querent : quesited;
    const slower = faster === querent ? quesited : querent;
    for (const p of SEVEN) {
      if (p === querent || p === quesited) continue;
      for (const sig of [faster, slower]) {
        const x = firstPerfection(f, services, sig, p, main.jd);
        if (!x) continue;
        // A third planet perfecting with the applying (swifter) significator first prohibits;
        // the slower significator perfecting with another first frustrates (Lilly, Book I).
        impediments.push({
          type: sig === faster ? ('prohibition' as const) : ('frustration' as const),
          planet: planetRef(p, lang), withSignificator: planetRef(sig, lang), aspect: aspectRef(x.angle, lang), date: iso(f, x.jd), daysBeforeMain: main.jd - x.jd,
        });
      }
    }
  }
  impediments.sort((a, b) => b.daysBeforeMain - a.daysBeforeMain);
  return {
    ...echo(f, services, lang),
    significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang) },
    mainPerfection: main && main.jd !== null ? { aspect: aspectRef(main.angle!, lang), date: iso(f, main.jd), perfects: main.perfects } : null,
    blocked: impediments.length > 0,
    impediments,
  };
}

// ---------------------------------------------------------------- refranation

export function refranation(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const { querent, quesited } = significators(f, body);
  const retrogradeAtQuestion = SEVEN.filter((p) => f.speed[p] < 0).map((p) => planetRef(p, lang));
  const none = { ...echo(f, services, lang), significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang) }, refranation: false, planet: null, stationDate: null, stationLongitude: null, wouldHavePerfected: null, retrogradeAtQuestion };
  if (querent === quesited) return none;
  // The aspect they are applying to now: the Ptolemaic angle nearest their separation, in orbs,
  // with the gap closing at the present speeds.
  const sep = shortestArc(f.lon[querent], f.lon[quesited]);
  const angle = [0, 60, 90, 120, 180].reduce((best, a) => (Math.abs(sep - a) < Math.abs(sep - best) ? a : best), 0);
  const gap = Math.abs(sep - angle);
  const h = 1e-3;
  const later = Math.abs(shortestArc(f.lon[querent] + f.speed[querent] * h, f.lon[quesited] + f.speed[quesited] * h) - angle);
  const closing = (gap - later) / h; // degrees a day
  if (gap > MOIETIES[querent] + MOIETIES[quesited] || closing <= 0) return none;
  const projected = f.jd + gap / closing;
  const horizon = Math.min(projected - f.jd + 1, 400);
  const stations = [querent, quesited]
    .map((p) => ({ p, jd: nextStation(f, services, SWISS_ID[p], f.jd, horizon) }))
    .filter((s): s is { p: SevenPlanet; jd: number } => s.jd !== null)
    .sort((a, b) => a.jd - b.jd);
  const actual = firstPerfection(f, services, querent, quesited, f.jd + horizon);
  const s = stations[0];
  if (!s || (actual && actual.angle === angle && actual.jd < s.jd)) return none;
  return {
    ...none,
    refranation: true,
    planet: planetRef(s.p, lang),
    stationDate: iso(f, s.jd),
    stationLongitude: services.ephemeris.position(s.jd, SWISS_ID[s.p], f.zodiac).longitude,
    wouldHavePerfected: { aspect: aspectRef(angle, lang), date: iso(f, projected) },
  };
}

// ---------------------------------------------------------------- timing

const UNIT: Readonly<Record<string, Readonly<Record<string, 'days' | 'weeks' | 'months' | 'years' | 'indeterminate'>>>> = {
  cardinal: { angular: 'days', succedent: 'weeks', cadent: 'months' },
  mutable: { angular: 'weeks', succedent: 'months', cadent: 'years' },
  fixed: { angular: 'months', succedent: 'years', cadent: 'indeterminate' },
};
const HOUSE_TYPE = (h: number): 'angular' | 'succedent' | 'cadent' => ([1, 4, 7, 10].includes(h) ? 'angular' : [2, 5, 8, 11].includes(h) ? 'succedent' : 'cadent');

export function timing(body: BirthInput & { quesitedHouse: number; derivedFrom?: number }, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const { querent, quesited } = significators(f, body);
  const p = querent === quesited ? null : directPerfection(f, services, querent, quesited);
  const applying = Math.abs(f.speed[querent]) >= Math.abs(f.speed[quesited]) ? querent : quesited;
  const signQuality = SIGNS[signIndexOf(f.lon[applying])]!.modality;
  const houseType = HOUSE_TYPE(f.house[applying]);
  const unit = UNIT[signQuality]![houseType]!;
  return {
    ...echo(f, services, lang),
    significators: { querent: planetRef(querent, lang), quesited: planetRef(quesited, lang) },
    perfects: p?.perfects ?? false,
    applyingPlanet: planetRef(applying, lang),
    aspect: p && p.angle !== null ? aspectRef(p.angle, lang) : null,
    degreesToPerfection: p?.orb ?? null,
    signQuality,
    houseType,
    unit,
    estimate: p && p.orb !== null && unit !== 'indeterminate' ? { value: p.orb, unit } : null,
    ephemerisPerfectionDate: p && p.jd !== null ? iso(f, p.jd) : null,
  };
}

// ---------------------------------------------------------------- almuten of the figure

export function almutenFigurisAnswer(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const z = prenatalSyzygy(services.ephemeris, f.jd, f.zodiac);
  const zSun = services.ephemeris.position(z.jd, 0, f.zodiac).longitude;
  const zMoon = services.ephemeris.position(z.jd, 1, f.zodiac).longitude;
  const zAsc = services.ephemeris.houses(z.jd, body.latitude, body.longitude, f.chart.settings.houseSystem, f.zodiac).ascendant;
  const syzygy = syzygyDegree(zSun, zMoon, z.kind, zAsc).longitude;
  const fortune = lotLongitude(lotBySlug('fortune')!, { Asc: f.asc, Sun: f.lon.Sun, Moon: f.lon.Moon }, f.diurnal);
  const hour = planetaryHourAt(f, services, body.latitude, body.longitude);
  const places = { Sun: f.lon.Sun, Moon: f.lon.Moon, Ascendant: f.asc, Fortune: fortune, Syzygy: syzygy };
  const r = almutenFiguris({ diurnal: f.diurnal, places, houses: f.house, dayRuler: hour?.dayRuler ?? null, hourRuler: hour?.hourRuler ?? null });
  return {
    ...echo(f, services, lang),
    places: { sun: f.lon.Sun, moon: f.lon.Moon, ascendant: f.asc, fortune, prenatalSyzygy: syzygy },
    dayRuler: hour ? planetRef(hour.dayRuler, lang) : null,
    hourRuler: hour ? planetRef(hour.hourRuler, lang) : null,
    ranking: r.scores.map((s) => ({ ...planetRef(s.planet as SevenPlanet, lang), essentialPoints: s.essential, housePoints: s.house, dayHourPoints: s.day + s.hour, total: s.total })),
    almuten: planetRef(r.planet as SevenPlanet, lang),
  };
}
