/**
 * Composes the interpretive paragraphs of the Western reports from the bundles (bodies, signs,
 * houses, aspects, dignities, elements and modalities, patterns) and each language's frame
 * (templates.ts). Deterministic: the same placement gives the same words. Names come from
 * core's vocabulary tables (term), meanings from the bundles; nothing is inflected.
 *
 *   en: "Sun — Leo — House 10: identity, will and vitality. Manner: warmth, pride, generosity.
 *        Area of life: career, reputation, public standing."
 *   ja: "太陽 — 獅子座 — 第10ハウス：自己、意志、活力。表れ方：温かさ、誇り、気前のよさ。領域：…。"
 */
import type { LangCode } from '../schemas/common.js';
import type { Terms } from '../vocabulary/terms.js';
import { term } from '../vocabulary/names.js';
import { BODY_KEYWORD, BODY_MEANING, CHILD_BODY_MEANING } from './bodies.js';
import { SIGN_MANNER } from './signs.js';
import { CAREER_HOUSE, HOUSE_ARENA } from './houses.js';
import { ASPECT_MEANING } from './aspects.js';
import { DIGNITY_MEANING } from './dignities.js';
import { ELEMENT_EMPHASIS, MODALITY_EMPHASIS, PATTERN_MEANING } from './balance.js';
import { FRAME_LABELS, punctuation } from './templates.js';

type Bundle = Readonly<Record<string, Terms>>;

const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
const ANGLES = new Set(['ascendant', 'midheaven', 'descendant', 'imum-coeli']);
/** Short names some answers give the angles (/transit-calendar's natal points: 'mc'). */
const ALIASES: Record<string, string> = { mc: 'midheaven', asc: 'ascendant', ic: 'imum-coeli', dsc: 'descendant' };
const canonical = (slug: string) => ALIASES[slug] ?? slug;

/** The aspect glyphs the reports' tables print (Unicode Miscellaneous Symbols; Q/bQ for the quintiles, which have none). */
const ASPECT_SYMBOL: Record<string, string> = {
  conjunction: '☌', sextile: '⚹', square: '□', trine: '△', opposition: '☍', 'semi-sextile': '⚺', 'semi-square': '∠', quintile: 'Q', sesquiquadrate: '⚼', biquintile: 'bQ', quincunx: '⚻',
};

function text(bundle: Bundle, key: string | number, lang: LangCode): string | undefined {
  const row = bundle[String(key)];
  return row ? (row[lang] ?? row.en) : undefined;
}

function label(key: 'manner' | 'arena' | 'ruler' | 'emphasis', lang: LangCode): string {
  return text(FRAME_LABELS, key, lang)!;
}

/** A body or an angle by its slug, named in the language (core's body and chart-angle tables). */
export function pointName(point: string, lang: LangCode): string {
  const slug = canonical(point);
  return ANGLES.has(slug) ? term('chart-angle', slug, lang) : term('body', slug, lang);
}

/** "House 10", "Haus 10", "10. ház", "第10ハウス": the house named with its number. */
export function houseName(house: number, lang: LangCode): string {
  return text(FRAME_LABELS, 'house', lang)!.replace('{n}', String(house));
}

function signSlug(sign: number): string {
  return SIGN_SLUGS[(((sign - 1) % 12) + 12) % 12]!;
}

/** Whether the library holds a meaning for the body (the reports skip points it has none for, e.g. Lilith). */
export function interprets(body: string): boolean {
  return Object.hasOwn(BODY_MEANING, body);
}

export interface Placement {
  /** Body slug (core's body table: sun ... pluto, mean-node, true-node, chiron) or ascendant / midheaven. */
  body: string;
  /** Sign 1-12. */
  sign: number;
  /** House 1-12, absent for an angle or an unknown birth time. */
  house?: number;
}

/**
 * The paragraph of one placement: head (body — sign — house), what the body signifies, how the
 * sign colours it, and what the house is about. `focus` 'child' reads the body from the child
 * report's own angle (Moon needs, Mercury learning ...) where the bundle has one.
 */
export function placementParagraph(p: Placement, lang: LangCode, focus: 'natal' | 'child' = 'natal'): string | undefined {
  const meaning = (focus === 'child' ? text(CHILD_BODY_MEANING, p.body, lang) : undefined) ?? text(BODY_MEANING, p.body, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  const sign = signSlug(p.sign);
  const head = [pointName(p.body, lang), term('sign', sign, lang), ...(p.house ? [houseName(p.house, lang)] : [])].join(P.dash);
  const clauses = [`${head}${P.colon}${meaning}${P.stop}`, `${label('manner', lang)}${P.colon}${text(SIGN_MANNER, sign, lang)}${P.stop}`];
  if (p.house) clauses.push(`${label('arena', lang)}${P.colon}${text(HOUSE_ARENA, p.house, lang)}${P.stop}`);
  return clauses.join(P.gap);
}

export interface AspectReading {
  body1: string;
  aspect: string;
  body2: string;
  /** Whose body (synastry: the partners' names; transits: none). */
  owner1?: string;
  owner2?: string;
}

/**
 * One aspect's clause: "Sun △ Moon (Trine): ease, flow and natural talent (will ↔ feelings)."
 * The aspect's meaning between the two functions it joins; undefined for an aspect the library
 * has no meaning for.
 */
export function aspectClause(a: AspectReading, lang: LangCode): string | undefined {
  const meaning = text(ASPECT_MEANING, a.aspect, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  const side = (body: string, owner?: string) => (owner ? `${owner} · ${pointName(body, lang)}` : pointName(body, lang));
  const k1 = text(BODY_KEYWORD, canonical(a.body1), lang);
  const k2 = text(BODY_KEYWORD, canonical(a.body2), lang);
  const functions = k1 && k2 ? `${P.open}${k1} ↔ ${k2}${P.close}` : '';
  return `${side(a.body1, a.owner1)} ${ASPECT_SYMBOL[a.aspect] ?? ''} ${side(a.body2, a.owner2)}${P.open}${term('aspect', a.aspect, lang)}${P.close}${P.colon}${meaning}${functions}${P.stop}`.replace('  ', ' ');
}

/** "Mars — Detriment: working against its nature, effort needed." */
export function dignityClause(body: string, dignity: string, lang: LangCode): string | undefined {
  const meaning = text(DIGNITY_MEANING, dignity, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  return `${pointName(body, lang)}${P.dash}${term('dignity', dignity, lang)}${P.colon}${meaning}${P.stop}`;
}

/** "Emphasis — Fire: enthusiasm, action, confidence." for the strongest element or modality. */
export function emphasisClause(kind: 'element' | 'modality', slug: string, lang: LangCode): string | undefined {
  const meaning = text(kind === 'element' ? ELEMENT_EMPHASIS : MODALITY_EMPHASIS, slug, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  return `${label('emphasis', lang)}${P.dash}${term(kind, slug, lang)}${P.colon}${meaning}${P.stop}`;
}

/** "Grand trine (Sun, Moon, Jupiter): a closed circle of ease ..." */
export function patternClause(pattern: string, bodies: readonly string[], lang: LangCode): string | undefined {
  const meaning = text(PATTERN_MEANING, pattern, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  return `${term('aspect-pattern', pattern, lang)}${P.open}${bodies.map((b) => pointName(b, lang)).join(P.list)}${P.close}${P.colon}${meaning}${P.stop}`;
}

/**
 * The career report's reading of a house and its ruler: "House 10: vocation, ambition and the
 * public role. Ruler: Saturn — House 4: home, family, roots."
 */
export function careerHouseParagraph(house: number, ruler: string | undefined, rulerHouse: number | undefined, lang: LangCode): string | undefined {
  const meaning = text(CAREER_HOUSE, house, lang) ?? text(HOUSE_ARENA, house, lang);
  if (!meaning) return undefined;
  const P = punctuation(lang);
  const clauses = [`${houseName(house, lang)}${P.colon}${meaning}${P.stop}`];
  if (ruler && rulerHouse) clauses.push(`${label('ruler', lang)}${P.colon}${pointName(ruler, lang)}${P.dash}${houseName(rulerHouse, lang)}${P.colon}${text(HOUSE_ARENA, rulerHouse, lang)}${P.stop}`);
  return clauses.join(P.gap);
}

/**
 * A synastry overlay: one partner's body in the other's house. "Olena · Venus → James · House 7:
 * love — partnership, marriage, open rivals."
 */
export function overlayClause(owner: string, body: string, host: string, house: number, lang: LangCode): string | undefined {
  const keyword = text(BODY_KEYWORD, body, lang);
  const arena = text(HOUSE_ARENA, house, lang);
  if (!keyword || !arena) return undefined;
  const P = punctuation(lang);
  return `${owner} · ${pointName(body, lang)} → ${host} · ${houseName(house, lang)}${P.colon}${keyword}${P.dash}${arena}${P.stop}`;
}
