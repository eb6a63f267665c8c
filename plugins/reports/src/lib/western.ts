/**
 * The Western report kinds (natal, stellaforge, child, career, synastry): each is the Western
 * family's own answers (plugins/western/src/lib: natalChart as /chart, synastry as /synastry,
 * tally as /synastry/elements, houseRulers as /house-rulers) and the render family's wheels
 * (plugins/render/src/lib/charts), laid out; nothing is computed twice here.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { aspectClause, careerHouseParagraph, dignityClause, emphasisClause, interprets, overlayClause, patternClause, placementParagraph, position, term } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { skyAbove, skySvg } from './sky.js';
import { natalChart } from '@celestial/plugin-western/lib/natal';
import { matchScore, synastry, tally } from '@celestial/plugin-western/lib/relationships';
import { houseRulers } from '@celestial/plugin-western/lib/rulers';
import { natalPatterns } from '@celestial/plugin-western/lib/aspect-patterns';
import { houseOverlays } from '@celestial/plugin-western/lib/relationships';
import { essentialDignitiesAnswer } from '@celestial/plugin-horary/lib/answers';
import { biwheelModel, castFor, natalModel, renderWheel } from '@celestial/plugin-render/lib/charts';
import { labels } from './labels.js';
import type { Fact, ReportContent, Section, Table } from './layout.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

type Natal = ReturnType<typeof natalChart>;

export function birthLine(b: BirthInput & { name?: string; city?: string }): string {
  const zone = b.timezone ?? `UTC${(b.timezoneOffset ?? 0) >= 0 ? '+' : ''}${b.timezoneOffset ?? 0}`;
  return [b.name, `${b.date} ${b.time} ${zone}`, b.city, `${b.latitude.toFixed(4)}, ${b.longitude.toFixed(4)}`].filter(Boolean).join(' · ');
}

export function wheelSvg(birth: BirthInput, services: Services, lang: LangCode, theme: 'light' | 'dark' = 'light'): string {
  return renderWheel(natalModel(castFor(birth, services)), { theme, size: 640 }, lang).answer.svg!;
}

export function planetTable(n: Natal, lang: LangCode): Table {
  const L = labels(lang);
  return {
    head: [L.body, L.sign, L.position, L.house, L.retrograde],
    rows: n.planets.map((p) => [p.name, p.signName, p.formatted, String(p.house), p.retrograde ? '℞' : '']),
  };
}

export function houseTable(n: Natal, lang: LangCode): Table {
  const L = labels(lang);
  return { head: [L.house, L.sign, L.position], rows: n.houses.map((h) => [String(h.house), h.signName, h.formatted]) };
}

export function aspectTable(aspects: Natal['aspects'], lang: LangCode, majorOnly = false): Table {
  const L = labels(lang);
  return {
    head: [L.body, L.aspects, L.body, L.orb],
    rows: aspects.filter((a) => !majorOnly || a.type.isMajor).map((a) => [a.planet1.name, `${a.type.symbol} ${a.type.name}`, a.planet2.name, `${a.orb.toFixed(2)}°`]),
  };
}

/** Element and modality points of /synastry/elements' weighting (Sun, Moon, ASC 3; personal 2; Jupiter, Saturn 1). */
export function balanceFacts(n: Natal, lang: LangCode): { elements: Fact[]; modalities: Fact[]; dominant: string; readings: string[] } {
  const t = tally([...n.planets.map((p) => ({ name: englishName(p.slug), longitude: p.longitude })), { name: 'Ascendant', longitude: n.angles.ascendant }]);
  const elements = (['fire', 'earth', 'air', 'water'] as const).map((e) => ({ label: term('element', e, lang), value: String(t[e]) }));
  const modalities = (['cardinal', 'fixed', 'mutable'] as const).map((m) => ({ label: term('modality', m, lang), value: String(t[m]) }));
  const dominant = (['fire', 'earth', 'air', 'water'] as const).reduce((a, b) => (t[b] > t[a] ? b : a));
  const dominantModality = (['cardinal', 'fixed', 'mutable'] as const).reduce((a, b) => (t[b] > t[a] ? b : a));
  // What the emphasis says: the strongest element and modality read from the interpretation library.
  const readings = [emphasisClause('element', dominant, lang), emphasisClause('modality', dominantModality, lang)].filter((r): r is string => Boolean(r));
  return { elements, modalities, dominant: term('element', dominant, lang), readings };
}

/** tally() weighs by the English body name (Sun, Moon ...): the slug's English term. */
function englishName(slug: string): string {
  return term('body', slug, 'en');
}

function castNatal(birth: BirthInput, services: Services, lang: LangCode): Natal {
  return natalChart(birth, services, lang);
}

function planet(n: Natal, slug: string) {
  return n.planets.find((p) => p.slug === slug)!;
}

function bigThree(n: Natal, lang: LangCode): Fact[] {
  const asc = position(n.angles.ascendant, lang);
  return [
    { label: term('body', 'sun', lang), value: planet(n, 'sun').formatted },
    { label: term('body', 'moon', lang), value: planet(n, 'moon').formatted },
    { label: term('chart-angle', 'ascendant', lang), value: asc.formatted },
  ];
}

/**
 * The interpretive paragraph of each placement (core's interpretation library): every body the
 * library reads (the true node is left out: it reads as the mean node, a line above it), then
 * the Ascendant and the Midheaven by their sign.
 */
export function placementReadings(planets: readonly { slug: string; sign: number; house?: number }[], angles: { ascendant: number; mc: number } | undefined, lang: LangCode, only?: readonly string[]): string[] {
  const bodies = planets.filter((p) => p.slug !== 'true-node' && interprets(p.slug) && (!only || only.includes(p.slug)));
  const out = bodies.map((p) => placementParagraph({ body: p.slug, sign: p.sign, ...(p.house ? { house: p.house } : {}) }, lang));
  if (angles) out.push(placementParagraph({ body: 'ascendant', sign: signOf(angles.ascendant) }, lang), placementParagraph({ body: 'midheaven', sign: signOf(angles.mc) }, lang));
  return out.filter((r): r is string => Boolean(r));
}

/** One clause per aspect: what it means between the two functions it joins (owners: the partners of a synastry). */
export function aspectReadings(aspects: readonly { planet1: { slug: string }; planet2: { slug: string }; type: { slug: string } }[], lang: LangCode, owners?: [string, string]): string[] {
  return aspects
    .filter((a) => a.planet1.slug !== 'true-node' && a.planet2.slug !== 'true-node')
    .map((a) => aspectClause({ body1: a.planet1.slug, aspect: a.type.slug, body2: a.planet2.slug, ...(owners ? { owner1: owners[0], owner2: owners[1] } : {}) }, lang))
    .filter((r): r is string => Boolean(r));
}

/** A body's slug from the English name some Western answers carry ('Mean Node' -> 'mean-node'). */
export function slugOf(englishName: string): string {
  return englishName.toLowerCase().replace(/\s+/g, '-');
}

export function signOf(longitude: number): number {
  return Math.floor((((longitude % 360) + 360) % 360) / 30) + 1;
}

function bigThreeReadings(n: Natal, lang: LangCode): string[] {
  return [...placementReadings(n.planets, undefined, lang, ['sun', 'moon']), placementParagraph({ body: 'ascendant', sign: signOf(n.angles.ascendant) }, lang)].filter((r): r is string => Boolean(r));
}

export const NATAL_SECTIONS = ['overview', 'planets', 'houses', 'aspects', 'dignities', 'patterns'] as const;

/**
 * Essential dignities with Lilly's scores (Christian Astrology, 1647, p. 101: domicile 5,
 * exaltation 4, triplicity 3, term 2, face 1; detriment -5, fall -4, peregrine -5), as the
 * horary family's /horary/essential-dignities answers them for the seven planets.
 */
export function dignityTable(birth: BirthInput, services: Services, lang: LangCode): { table: Table; strongest: string; readings: string[] } {
  const L = labels(lang);
  const d = essentialDignitiesAnswer(birth, services, lang);
  const marks = (p: (typeof d.planets)[number]) =>
    (['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall', 'peregrine'] as const).filter((k) => p[k]).map((k) => term('dignity', k, lang)).join(', ');
  return {
    table: { head: [L.body, L.position, L.dignities, L.score], rows: d.planets.map((p) => [p.name, p.formatted, marks(p), String(p.score)]) },
    strongest: d.strongest.name,
    // Each planet's leading state (a sign dignity or debility before the minor ones, Lilly's order).
    readings: d.planets
      .map((p) => {
        const state = (['domicile', 'exaltation', 'detriment', 'fall', 'triplicity', 'term', 'face', 'peregrine'] as const).find((k) => p[k]);
        return state ? dignityClause(p.slug, state, lang) : undefined;
      })
      .filter((r): r is string => Boolean(r)),
  };
}

/** Grand trines, T-squares and yods: the /aspect-patterns/* finders over Sun-Pluto, orb 6°, with what each means. */
function patternRows(birth: BirthInput, services: Services, lang: LangCode): { rows: string[][]; readings: string[] } {
  const slug = (n: string) => n.toLowerCase();
  const name = (n: string) => term('body', slug(n), lang);
  const pattern = (p: 'grand-trine' | 't-square' | 'yod') => term('aspect-pattern', p, lang);
  const apex = labels(lang).apex;
  const o = { ...birth, orb: 6 };
  const trines = natalPatterns('grandTrines', o, services, lang).patterns;
  const squares = natalPatterns('tSquares', o, services, lang).patterns;
  const yods = natalPatterns('yods', o, services, lang).patterns;
  const rows = [
    ...trines.map((p) => [pattern('grand-trine'), p.planets.map(name).join(', ')]),
    ...squares.map((p) => [pattern('t-square'), `${p.opposition.map(name).join(' ☍ ')} · ${apex} ${name(p.apex)}`]),
    ...yods.map((p) => [pattern('yod'), `${p.base.map(name).join(', ')} · ${apex} ${name(p.apex)}`]),
  ];
  // The apex last in the list, where the T-square's and the yod's meaning points.
  const readings = [
    ...trines.map((p) => patternClause('grand-trine', p.planets.map(slug), lang)),
    ...squares.map((p) => patternClause('t-square', [...p.opposition.map(slug), slug(p.apex)], lang)),
    ...yods.map((p) => patternClause('yod', [...p.base.map(slug), slug(p.apex)], lang)),
  ].filter((r): r is string => Boolean(r));
  return { rows, readings };
}

export function natalReport(birth: BirthInput & { name?: string; city?: string }, sections: readonly string[] | undefined, services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const n = castNatal(birth, services, lang);
  const want = new Set(sections?.length ? sections : NATAL_SECTIONS);
  const out: Section[] = [];
  const bal = balanceFacts(n, lang);
  if (want.has('overview')) out.push({ heading: L.chart, drawings: [wheelSvg(birth, services, lang)], facts: [...bigThree(n, lang), { label: L.elements, value: bal.dominant }] });
  if (want.has('planets')) out.push({ heading: L.planets, tables: [planetTable(n, lang)], readings: placementReadings(n.planets, n.angles, lang) });
  if (want.has('houses')) out.push({ heading: L.houses, tables: [houseTable(n, lang)] });
  if (want.has('aspects')) out.push({ heading: L.aspects, tables: [aspectTable(n.aspects, lang)], readings: aspectReadings(n.aspects, lang) });
  if (want.has('dignities')) {
    const d = dignityTable(birth, services, lang);
    out.push({ heading: L.dignities, tables: [d.table], readings: d.readings });
  }
  if (want.has('patterns')) {
    const p = patternRows(birth, services, lang);
    out.push({ heading: L.patterns, ...(p.rows.length ? { tables: [{ rows: p.rows }], readings: p.readings } : { paragraphs: [L.none] }) });
  }
  out.push({ heading: `${L.elements} · ${L.modalities}`, facts: [...bal.elements, ...bal.modalities], readings: bal.readings });
  return { kind: 'natal', title, subtitle: birthLine(birth), sections: out };
}

export function stellaforgeReport(birth: BirthInput & { name?: string; city?: string }, style: 'editorial' | 'celestial' | 'classic', services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const n = castNatal(birth, services, lang);
  const bal = balanceFacts(n, lang);
  const wheel = wheelSvg(birth, services, lang, style === 'celestial' ? 'dark' : 'light');
  // Celestial: the sky above the birthplace at birth beside the wheel (lib/sky.ts).
  const sky = style === 'celestial' ? [skySvg(skyAbove(services.ephemeris, resolveMoment(birth, services).julianDayUT, birth.latitude, birth.longitude, lang), lang)] : [];
  return {
    kind: 'stellaforge',
    style,
    title: birth.name || title,
    subtitle: birthLine({ ...birth, name: '' }),
    // The big three read from the interpretation library: Sun, Moon and the rising sign.
    sections: [{ heading: L.summary, drawings: [wheel, ...sky], facts: [...bigThree(n, lang), { label: L.elements, value: bal.dominant }], readings: bigThreeReadings(n, lang) }],
  };
}

/** The planets a child report reads (catalogue: Moon, Mercury, Venus, Mars, Saturn) with their sign and house. */
export function childReport(birth: BirthInput & { name?: string; city?: string }, childName: string | undefined, services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const n = castNatal(birth, services, lang);
  const bal = balanceFacts(n, lang);
  const focus = ['moon', 'mercury', 'venus', 'mars', 'saturn'].map((s) => planet(n, s));
  const fifth = n.houses.find((h) => h.house === 5)!;
  return {
    kind: 'child',
    title: childName ? `${title}: ${childName}` : title,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.chart, drawings: [wheelSvg(birth, services, lang)], facts: [...bigThree(n, lang), { label: `${L.house} 5`, value: fifth.formatted }] },
      { heading: `${L.elements} · ${L.modalities}`, facts: [...bal.elements, ...bal.modalities, { label: L.summary, value: bal.dominant }], readings: bal.readings },
      {
        heading: L.planets,
        tables: [{ head: [L.body, L.sign, L.position, L.house], rows: focus.map((p) => [p.name, p.signName, p.formatted, String(p.house)]) }],
        // The child's own angle on each planet (Moon needs, Mercury learning ...: Hand, Planets in Youth).
        readings: focus.map((p) => placementParagraph({ body: p.slug, sign: p.sign, house: p.house }, lang, 'child')).filter((r): r is string => Boolean(r)),
      },
    ],
  };
}

/** Career: MC and the 10th, 6th and 2nd houses with their rulers (/house-rulers), Sun and Saturn. */
export function careerReport(birth: BirthInput & { name?: string; city?: string }, services: Services, lang: LangCode, title: string, vedic?: Section): ReportContent {
  const L = labels(lang);
  const n = castNatal(birth, services, lang);
  const rulers = houseRulers(birth, services, lang);
  const dignity = dignityTable(birth, services, lang);
  const mc = position(n.angles.mc, lang);
  const rows = [10, 6, 2].map((h) => {
    const cusp = n.houses.find((x) => x.house === h)!;
    const r = rulers.houses?.find((x) => x.house === h);
    return [String(h), cusp.formatted, r ? `${term('body', r.ruler.toLowerCase(), lang)} (${L.house} ${r.rulerHouse})` : ''];
  });
  const focus = ['sun', 'saturn'].map((s) => planet(n, s));
  const houseReadings = [10, 6, 2]
    .map((h) => {
      const r = rulers.houses?.find((x) => x.house === h);
      return careerHouseParagraph(h, r?.ruler.toLowerCase(), r?.rulerHouse, lang);
    })
    .filter((r): r is string => Boolean(r));
  return {
    kind: 'career',
    title,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.chart, drawings: [wheelSvg(birth, services, lang)], facts: [{ label: term('chart-angle', 'midheaven', lang), value: mc.formatted }], readings: [placementParagraph({ body: 'midheaven', sign: mc.sign }, lang)!] },
      { heading: L.houses, tables: [{ head: [L.house, L.position, term('dignity', 'domicile', lang)], rows }], readings: houseReadings },
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows: focus.map((p) => [p.name, p.signName, p.formatted, String(p.house)]) }], readings: placementReadings(focus, undefined, lang) },
      // The vocational planet: the planet of the highest Lilly score (the horary family's table).
      { heading: L.dignities, facts: [{ label: L.summary, value: dignity.strongest }], tables: [dignity.table], readings: dignity.readings },
      ...(vedic ? [vedic] : []),
    ],
  };
}

export function synastryReport(chart1: BirthInput & { name?: string }, chart2: BirthInput & { name?: string }, names: [string, string], services: Services, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const s = synastry({ chart1, chart2 } as never, services, lang) as unknown as { aspects: Natal['aspects'] };
  const n1 = castNatal(chart1, services, lang);
  const n2 = castNatal(chart2, services, lang);
  const biwheel = renderWheel(biwheelModel(castFor(chart1, services), castFor(chart2, services).bodies), { theme: 'light', size: 640 }, lang).answer.svg!;
  const b1 = balanceFacts(n1, lang);
  const b2 = balanceFacts(n2, lang);
  const overlays = houseOverlays({ chart1, chart2 } as never, services);
  // The compatibility figures of /match/score (harmony, tension, attraction, 0-100).
  const match = matchScore({ chart1, chart2 } as never, services);
  return {
    kind: 'synastry',
    title: `${title}: ${names[0]} & ${names[1]}`,
    subtitle: `${birthLine({ ...chart1, name: names[0] })} — ${birthLine({ ...chart2, name: names[1] })}`,
    sections: [
      {
        heading: L.chart,
        drawings: [biwheel],
        facts: [
          { label: L.score, value: `${match.score} / 100 (${match.label})` },
          { label: 'Harmony · Tension · Attraction', value: `${match.harmony.toFixed(0)} · ${match.tension.toFixed(0)} · ${match.attraction.toFixed(0)}` },
        ],
      },
      { heading: L.aspects, tables: [aspectTable(s.aspects, lang)], readings: aspectReadings(s.aspects, lang, names) },
      { heading: L.elements, tables: [{ head: ['', names[0], names[1]], rows: b1.elements.map((e, i) => [e.label, e.value, b2.elements[i]!.value]) }] },
      {
        // House overlays (/synastry/house-overlays): each partner's planets in the other's houses.
        heading: L.houses,
        tables: [{ head: [L.body, `${names[0]} → ${names[1]}`, `${names[1]} → ${names[0]}`], rows: overlays.chart1InChart2.map((o, i) => [term('body', o.planet.toLowerCase(), lang), String(o.house), String(overlays.chart2InChart1[i]?.house ?? '')]) }],
        readings: [
          ...overlays.chart1InChart2.filter((o) => slugOf(o.planet) !== 'true-node').map((o) => overlayClause(names[0], slugOf(o.planet), names[1], o.house, lang)),
          ...overlays.chart2InChart1.filter((o) => slugOf(o.planet) !== 'true-node').map((o) => overlayClause(names[1], slugOf(o.planet), names[0], o.house, lang)),
        ].filter((r): r is string => Boolean(r)),
      },
      { heading: `${L.planets}: ${names[0]}`, tables: [planetTable(n1, lang)], pageBreak: true },
      { heading: `${L.planets}: ${names[1]}`, tables: [planetTable(n2, lang)] },
    ],
  };
}
