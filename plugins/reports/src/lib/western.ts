/**
 * The Western report kinds (natal, stellaforge, child, career, synastry): each is laid out from
 * the answers of the Western family's OPERATIONS, taken in-process through the Operations
 * service (DESIGN.md "Services": a composing family reads other families' operations, not their
 * libs): POST /chart, /synastry, /synastry/elements, /synastry/house-overlays, /match/score,
 * /house-rulers, /horary/essential-dignities and the drawings of /render/natal-wheel and
 * /render/synastry-biwheel, /aspect-patterns/{grand-trine,t-square,yod}; nothing is computed
 * twice here.
 */
import type { Caller, Ephemeris, LangCode, Operations } from '@celestial/core';
import { aspectClause, careerHouseParagraph, dignityClause, emphasisClause, interprets, overlayClause, patternClause, placementParagraph, pointName, position, term } from '@celestial/core';
import type { BirthInput } from '@celestial/core/astro';
import { skyAbove, skySvg } from './sky.js';
import { labels } from './labels.js';
import type { Fact, ReportContent, Section, Table } from './layout.js';

/**
 * What a Western report reads with: the Operations service, the caller of the report (passed
 * through, so the invoked operations see who asks and charge nothing of their own), and the
 * Ephemeris for the celestial poster's sky (the reports family's own drawing, lib/sky.ts).
 */
export interface Sources {
  operations: Operations;
  caller: Caller;
  ephemeris: Ephemeris;
  timeZones: import('@celestial/core').TimeZones;
}
/** The services the report's own drawing (the celestial poster's sky) takes. */
export type Services = Pick<Sources, 'ephemeris' | 'timeZones'>;

/** One operation's answer in the report's language, for the report's caller. */
export function ask<T>(src: Sources, key: string, body: unknown, lang: LangCode): Promise<T> {
  return src.operations.invoke<T>(key, { body, lang, caller: src.caller });
}

interface Ref { id?: number | null; slug: string; name: string }
interface AnsweredBody extends Ref { longitude: number; sign: number; signName: string; formatted: string; house: number; retrograde?: boolean }
interface AnsweredAspect { planet1: Ref; planet2: Ref; type: { slug: string; name: string; symbol: string; isMajor: boolean }; orb: number }
/** POST /chart's answer, the members the reports read. */
export interface Natal {
  moment: { julianDayUT: number };
  planets: AnsweredBody[];
  houses: { house: number; longitude: number; sign: number; signName: string; formatted: string }[];
  angles: { ascendant: number; mc: number };
  aspects: AnsweredAspect[];
}
type Tally = Record<'fire' | 'earth' | 'air' | 'water' | 'cardinal' | 'fixed' | 'mutable', number>;

/** The members of the report body that are not birth data (the chart operations take birth data only). */
function birthOf(b: BirthInput & { name?: string; city?: string }): BirthInput {
  const { name: _n, city: _c, ...birth } = b as BirthInput & { name?: string; city?: string };
  return birth as BirthInput;
}

export function birthLine(b: BirthInput & { name?: string; city?: string }): string {
  const zone = b.timezone ?? `UTC${(b.timezoneOffset ?? 0) >= 0 ? '+' : ''}${b.timezoneOffset ?? 0}`;
  return [b.name, `${b.date} ${b.time} ${zone}`, b.city, `${b.latitude.toFixed(4)}, ${b.longitude.toFixed(4)}`].filter(Boolean).join(' · ');
}

/** The natal wheel as /render/natal-wheel draws it (SVG, 640 px). */
export async function wheelSvg(birth: BirthInput, src: Sources, lang: LangCode, theme: 'light' | 'dark' = 'light'): Promise<string> {
  return (await ask<{ svg: string }>(src, 'POST /render/natal-wheel', { ...birthOf(birth), options: { theme, size: 640 } }, lang)).svg;
}

export function castNatal(birth: BirthInput, src: Sources, lang: LangCode): Promise<Natal> {
  return ask<Natal>(src, 'POST /chart', birthOf(birth), lang);
}

export function planetTable(n: Pick<Natal, 'planets'>, lang: LangCode): Table {
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

export function aspectTable(aspects: readonly AnsweredAspect[], lang: LangCode, majorOnly = false): Table {
  const L = labels(lang);
  return {
    head: [L.body, L.aspects, L.body, L.orb],
    // Named by slug in the report's language: some answers name the angles in English ('Ascendant').
    rows: aspects.filter((a) => !majorOnly || a.type.isMajor).map((a) => [pointName(a.planet1.slug, lang), `${a.type.symbol} ${a.type.name}`, pointName(a.planet2.slug, lang), `${a.orb.toFixed(2)}°`]),
  };
}

/** Element and modality points as /synastry/elements weighs them (Sun, Moon, ASC 3; personal 2; Jupiter, Saturn 1). */
export function balanceOf(t: Tally, lang: LangCode): { elements: Fact[]; modalities: Fact[]; dominant: string; readings: string[] } {
  const elements = (['fire', 'earth', 'air', 'water'] as const).map((e) => ({ label: term('element', e, lang), value: String(t[e]) }));
  const modalities = (['cardinal', 'fixed', 'mutable'] as const).map((m) => ({ label: term('modality', m, lang), value: String(t[m]) }));
  const dominant = (['fire', 'earth', 'air', 'water'] as const).reduce((a, b) => (t[b] > t[a] ? b : a));
  const dominantModality = (['cardinal', 'fixed', 'mutable'] as const).reduce((a, b) => (t[b] > t[a] ? b : a));
  // What the emphasis says: the strongest element and modality read from the interpretation library.
  const readings = [emphasisClause('element', dominant, lang), emphasisClause('modality', dominantModality, lang)].filter((r): r is string => Boolean(r));
  return { elements, modalities, dominant: term('element', dominant, lang), readings };
}

/**
 * One chart's points: /synastry/elements answers each partner's tally, so the chart is sent as
 * both partners and the first is read (no single-chart operation weighs the points this way).
 */
export async function balanceFacts(birth: BirthInput, src: Sources, lang: LangCode): Promise<ReturnType<typeof balanceOf>> {
  const b = birthOf(birth);
  const t = await ask<{ chart1: Tally }>(src, 'POST /synastry/elements', { chart1: b, chart2: b }, lang);
  return balanceOf(t.chart1, lang);
}

function planet(n: Natal, slug: string): AnsweredBody {
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

type DignityFlag = 'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face' | 'detriment' | 'fall' | 'peregrine';
interface DignityAnswer {
  planets: (Record<DignityFlag, boolean> & { slug: string; name: string; formatted: string; score: number })[];
  strongest: Ref;
}

/**
 * Essential dignities with Lilly's scores (Christian Astrology, 1647, p. 101: domicile 5,
 * exaltation 4, triplicity 3, term 2, face 1; detriment -5, fall -4, peregrine -5), as
 * /horary/essential-dignities answers them for the seven planets.
 */
export async function dignityTable(birth: BirthInput, src: Sources, lang: LangCode): Promise<{ table: Table; strongest: string; readings: string[] }> {
  const L = labels(lang);
  const d = await ask<DignityAnswer>(src, 'POST /horary/essential-dignities', birthOf(birth), lang);
  const flags = ['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall', 'peregrine'] as const;
  const marks = (p: DignityAnswer['planets'][number]) => flags.filter((k) => p[k]).map((k) => term('dignity', k, lang)).join(', ');
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

/** A pattern member as /aspect-patterns/* answers it: a body reference, or (a T-square's opposition, a yod's base) the body's English name. */
type Member = string | Ref;
interface PatternsAnswer<P> { patterns: P[] }

/**
 * Grand trines, T-squares and yods over Sun-Pluto as POST /aspect-patterns/{grand-trine,
 * t-square,yod} answer them, at their default orbs: the /aspects orbs (trine and square 7°,
 * opposition 8°, sextile 5°, quincunx 3°), those of the report's aspect table, so every
 * pattern listed is made of aspects the table shows. The report asked its former lib call for
 * `orb: 6`, which the finder reads as a scale on those orbs (trines and squares at 42°), and
 * listed configurations no aspect table showed; the operations refuse a scale above 2.
 */
async function patternRows(birth: BirthInput, src: Sources, lang: LangCode): Promise<{ rows: string[][]; readings: string[] }> {
  const slug = (m: Member) => (typeof m === 'string' ? m.toLowerCase() : m.slug);
  const name = (m: Member) => (typeof m === 'string' ? term('body', slug(m), lang) : m.name);
  const pattern = (p: 'grand-trine' | 't-square' | 'yod') => term('aspect-pattern', p, lang);
  const apex = labels(lang).apex;
  const b = birthOf(birth);
  const [trines, squares, yods] = await Promise.all([
    ask<PatternsAnswer<{ planets: Member[] }>>(src, 'POST /aspect-patterns/grand-trine', b, lang).then((a) => a.patterns),
    ask<PatternsAnswer<{ opposition: Member[]; apex: Member }>>(src, 'POST /aspect-patterns/t-square', b, lang).then((a) => a.patterns),
    ask<PatternsAnswer<{ base: Member[]; apex: Member }>>(src, 'POST /aspect-patterns/yod', b, lang).then((a) => a.patterns),
  ]);
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

export async function natalReport(birth: BirthInput & { name?: string; city?: string }, sections: readonly string[] | undefined, src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const want = new Set(sections?.length ? sections : NATAL_SECTIONS);
  const [n, bal, wheel, dignities, p] = await Promise.all([
    castNatal(birth, src, lang),
    balanceFacts(birth, src, lang),
    want.has('overview') ? wheelSvg(birth, src, lang) : undefined,
    want.has('dignities') ? dignityTable(birth, src, lang) : undefined,
    want.has('patterns') ? patternRows(birth, src, lang) : undefined,
  ]);
  const out: Section[] = [];
  if (wheel) out.push({ heading: L.chart, drawings: [wheel], facts: [...bigThree(n, lang), { label: L.elements, value: bal.dominant }] });
  if (want.has('planets')) out.push({ heading: L.planets, tables: [planetTable(n, lang)], readings: placementReadings(n.planets, n.angles, lang) });
  if (want.has('houses')) out.push({ heading: L.houses, tables: [houseTable(n, lang)] });
  if (want.has('aspects')) out.push({ heading: L.aspects, tables: [aspectTable(n.aspects, lang)], readings: aspectReadings(n.aspects, lang) });
  if (dignities) out.push({ heading: L.dignities, tables: [dignities.table], readings: dignities.readings });
  if (p) {
    out.push({ heading: L.patterns, ...(p.rows.length ? { tables: [{ rows: p.rows }], readings: p.readings } : { paragraphs: [L.none] }) });
  }
  out.push({ heading: `${L.elements} · ${L.modalities}`, facts: [...bal.elements, ...bal.modalities], readings: bal.readings });
  return { kind: 'natal', title, subtitle: birthLine(birth), sections: out };
}

export async function stellaforgeReport(birth: BirthInput & { name?: string; city?: string }, style: 'editorial' | 'celestial' | 'classic', src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const [n, bal, wheel] = await Promise.all([castNatal(birth, src, lang), balanceFacts(birth, src, lang), wheelSvg(birth, src, lang, style === 'celestial' ? 'dark' : 'light')]);
  // Celestial: the sky above the birthplace at birth beside the wheel (lib/sky.ts), at /chart's instant.
  const sky = style === 'celestial' ? [skySvg(skyAbove(src.ephemeris, n.moment.julianDayUT, birth.latitude, birth.longitude, lang), lang)] : [];
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
export async function childReport(birth: BirthInput & { name?: string; city?: string }, childName: string | undefined, src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const [n, bal, wheel] = await Promise.all([castNatal(birth, src, lang), balanceFacts(birth, src, lang), wheelSvg(birth, src, lang)]);
  const focus = ['moon', 'mercury', 'venus', 'mars', 'saturn'].map((s) => planet(n, s));
  const fifth = n.houses.find((h) => h.house === 5)!;
  return {
    kind: 'child',
    title: childName ? `${title}: ${childName}` : title,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.chart, drawings: [wheel], facts: [...bigThree(n, lang), { label: `${L.house} 5`, value: fifth.formatted }] },
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

interface HouseRulers { houses: { house: number; ruler: Ref; rulerHouse: number }[] }

/** Career: MC and the 10th, 6th and 2nd houses with their rulers (/house-rulers), Sun and Saturn. */
export async function careerReport(birth: BirthInput & { name?: string; city?: string }, src: Sources, lang: LangCode, title: string, vedic?: Section): Promise<ReportContent> {
  const L = labels(lang);
  const [n, rulers, dignity, wheel] = await Promise.all([castNatal(birth, src, lang), ask<HouseRulers>(src, 'POST /house-rulers', birthOf(birth), lang), dignityTable(birth, src, lang), wheelSvg(birth, src, lang)]);
  const mc = position(n.angles.mc, lang);
  const rows = [10, 6, 2].map((h) => {
    const cusp = n.houses.find((x) => x.house === h)!;
    const r = rulers.houses.find((x) => x.house === h);
    return [String(h), cusp.formatted, r ? `${r.ruler.name} (${L.house} ${r.rulerHouse})` : ''];
  });
  const houseReadings = [10, 6, 2]
    .map((h) => {
      const r = rulers.houses.find((x) => x.house === h);
      return careerHouseParagraph(h, r?.ruler.slug, r?.rulerHouse, lang);
    })
    .filter((r): r is string => Boolean(r));
  const focus = ['sun', 'saturn'].map((s) => planet(n, s));
  return {
    kind: 'career',
    title,
    subtitle: birthLine(birth),
    sections: [
      { heading: L.chart, drawings: [wheel], facts: [{ label: term('chart-angle', 'midheaven', lang), value: mc.formatted }], readings: [placementParagraph({ body: 'midheaven', sign: mc.sign }, lang)!] },
      { heading: L.houses, tables: [{ head: [L.house, L.position, term('dignity', 'domicile', lang)], rows }], readings: houseReadings },
      { heading: L.planets, tables: [{ head: [L.body, L.sign, L.position, L.house], rows: focus.map((p) => [p.name, p.signName, p.formatted, String(p.house)]) }], readings: placementReadings(focus, undefined, lang) },
      // The vocational planet: the planet of the highest Lilly score (/horary/essential-dignities).
      { heading: L.dignities, facts: [{ label: L.summary, value: dignity.strongest }], tables: [dignity.table], readings: dignity.readings },
      ...(vedic ? [vedic] : []),
    ],
  };
}

interface SynastryAnswer { chart1: Pick<Natal, 'planets'>; chart2: Pick<Natal, 'planets'>; aspects: AnsweredAspect[] }
interface Overlay { planet: Ref; house: number }
interface MatchScore { score: number; label: 'challenging' | 'mixed' | 'good' | 'excellent'; harmony: number; tension: number; attraction: number }

export async function synastryReport(chart1: BirthInput & { name?: string }, chart2: BirthInput & { name?: string }, names: [string, string], src: Sources, lang: LangCode, title: string): Promise<ReportContent> {
  const L = labels(lang);
  const pair = { chart1: birthOf(chart1), chart2: birthOf(chart2) };
  // Both charts and the inter-aspects from one /synastry; the bi-wheel, the element points, the
  // house overlays and the compatibility figures (harmony, tension, attraction, 0-100) from theirs.
  const [s, biwheel, tallies, overlays, match] = await Promise.all([
    ask<SynastryAnswer>(src, 'POST /synastry', pair, lang),
    ask<{ svg: string }>(src, 'POST /render/synastry-biwheel', { ...pair, options: { theme: 'light', size: 640 } }, lang),
    ask<{ chart1: Tally; chart2: Tally }>(src, 'POST /synastry/elements', pair, lang),
    ask<{ chart1InChart2: Overlay[]; chart2InChart1: Overlay[] }>(src, 'POST /synastry/house-overlays', pair, lang),
    ask<MatchScore>(src, 'POST /match/score', pair, lang),
  ]);
  const b1 = balanceOf(tallies.chart1, lang);
  const b2 = balanceOf(tallies.chart2, lang);
  const read = (o: Overlay) => o.planet.slug !== 'true-node';
  return {
    kind: 'synastry',
    title: `${title}: ${names[0]} & ${names[1]}`,
    subtitle: `${birthLine({ ...chart1, name: names[0] })} — ${birthLine({ ...chart2, name: names[1] })}`,
    sections: [
      {
        heading: L.chart,
        drawings: [biwheel.svg],
        facts: [
          { label: L.score, value: `${match.score} / 100 (${L[match.label]})` },
          { label: `${L.harmony} · ${L.tension} · ${L.attraction}`, value: `${match.harmony.toFixed(0)} · ${match.tension.toFixed(0)} · ${match.attraction.toFixed(0)}` },
        ],
      },
      { heading: L.aspects, tables: [aspectTable(s.aspects, lang)], readings: aspectReadings(s.aspects, lang, names) },
      { heading: L.elements, tables: [{ head: ['', names[0], names[1]], rows: b1.elements.map((e, i) => [e.label, e.value, b2.elements[i]!.value]) }] },
      {
        // House overlays (/synastry/house-overlays): each partner's planets in the other's houses.
        heading: L.houses,
        tables: [{ head: [L.body, `${names[0]} → ${names[1]}`, `${names[1]} → ${names[0]}`], rows: overlays.chart1InChart2.map((o, i) => [o.planet.name, String(o.house), String(overlays.chart2InChart1[i]?.house ?? '')]) }],
        readings: [
          ...overlays.chart1InChart2.filter(read).map((o) => overlayClause(names[0], o.planet.slug, names[1], o.house, lang)),
          ...overlays.chart2InChart1.filter(read).map((o) => overlayClause(names[1], o.planet.slug, names[0], o.house, lang)),
        ].filter((r): r is string => Boolean(r)),
      },
      { heading: `${L.planets}: ${names[0]}`, tables: [planetTable(s.chart1, lang)], pageBreak: true },
      { heading: `${L.planets}: ${names[1]}`, tables: [planetTable(s.chart2, lang)] },
    ],
  };
}
