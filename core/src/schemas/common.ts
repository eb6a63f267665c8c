/** Shapes several operations' answers share. */
import { type Static, Type } from '@sinclair/typebox';
import { UTC_INSTANT_PATTERN } from '../vocabulary/time.js';

export const LANG_CODES = ['uk', 'en', 'de', 'ru', 'pl', 'es', 'pt', 'fr', 'it', 'nl', 'cs', 'ro', 'hu', 'el', 'tr', 'ar', 'hi', 'ja', 'ko', 'vi', 'id'] as const;
export type LangCode = (typeof LANG_CODES)[number];

/**
 * The response language by SERVICE-SPEC's order: the `Accept-Language` header, then the `lang`
 * query parameter, then the body's `language`, then `fallback`: `en`, except `/interpret/*`,
 * whose texts default to `uk` (DESIGN.md, "Vocabulary"; `defaultLangFor` says which). The first source that names one of
 * LANG_CODES wins; an unknown code is passed over silently (so a browser's `Accept-Language:
 * xx-YY` never turns into a 400). The header may be a full list (`de-CH,de;q=0.9,en;q=0.8`):
 * its tags are tried by descending q, each by its primary subtag, because that is what the
 * header means and the 21 codes are all primary subtags.
 */
export function resolveLang(headers: Record<string, string | string[] | undefined> | undefined, query?: unknown, body?: unknown, fallback: LangCode = 'en'): LangCode {
  const known = (v: unknown): LangCode | undefined => {
    const code = typeof v === 'string' ? v.trim().toLowerCase() : '';
    return (LANG_CODES as readonly string[]).includes(code) ? (code as LangCode) : undefined;
  };
  const raw = headers?.['accept-language'];
  const header = Array.isArray(raw) ? raw.join(',') : raw;
  if (header) {
    const tags = header.split(',').map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((x) => x.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { code: tag.split('-')[0]!, q: q ? Number(q.slice(2)) : 1, i };
    }).filter((x) => Number.isFinite(x.q) && x.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
    for (const t of tags) { const c = known(t.code); if (c) return c; }
  }
  return known((query as { lang?: unknown } | undefined)?.lang) ?? known((body as { language?: unknown } | undefined)?.language) ?? fallback;
}

/**
 * The language an operation answers in when the request names none: `en`, but `uk` under
 * `/interpret/*`, whose texts SERVICE-SPEC writes in Ukrainian first. The one place that rule lives.
 */
export function defaultLangFor(path: string): LangCode {
  return path.startsWith('/interpret/') || path === '/interpret' ? 'uk' : 'en';
}

/** The `language` member of a localised answer: which of the 21 languages its names are in. */
export const Language = Type.Unsafe<LangCode>({ type: 'string', enum: [...LANG_CODES], description: 'the language of the display names in this answer' });

/**
 * One entry of an answer's `warnings` (DESIGN.md, "Vocabulary": unknown members are allowed but
 * never silent). `code` is kebab-case (`unknown-member`, ...); `member` and `suggestion` name a
 * request member the operation did not read and the nearest member it would have read.
 */
export const Warning = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'what kind of warning, kebab-case' }),
  message: Type.String({ description: 'the warning for people, in the answer\'s language' }),
  member: Type.Optional(Type.String({ description: 'JSON path of the request member concerned, e.g. target_date or person1.birth_time' })),
  suggestion: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'the nearest member the operation reads, or null when none is near' })),
});
export type Warning = Static<typeof Warning>;
export const Warnings = Type.Array(Warning, { description: 'what the answer left out, approximated or did not read, and why' });

/**
 * A measure on a cycle (a longitude on the circle, a point on a 45-degree dial, hours of the
 * sidereal day): below `cycle` as computed, but the `precision` query parameter rounds every
 * number (SERVICE-SPEC, "Common query parameters"), so 359.7 at `precision=0` is answered as 360.
 * The schema therefore bounds it inclusively: an `exclusiveMaximum` was broken by the service's
 * own rounding (Schemathesis, issue 10: `/modern/uranian/dial-90?precision=0` answered a
 * `dial45` of 45).
 */
export function CyclicMeasure(cycle: number, description?: string) {
  const note = `below ${cycle} unrounded; \`precision\` can round it up to ${cycle}`;
  return Type.Number({ minimum: 0, maximum: cycle, description: description ? `${description} (${note})` : note });
}

export const Moment = Type.Object({
  // UTC by its name, beside the zone and offset below (DESIGN.md, Vocabulary: instants carry the
  // request zone's offset; this one member says the same instant in UTC).
  utc: Type.String({ pattern: UTC_INSTANT_PATTERN, description: 'ISO 8601 UTC instant' }),
  timezoneOffset: Type.Number({ description: 'offset applied, hours' }),
  timezone: Type.Union([Type.String(), Type.Null()], { description: 'resolved IANA zone, or null when an offset was sent' }),
  julianDayUT: Type.Number(),
  deltaTSeconds: Type.Number(),
  ephemeris: Type.Union([Type.Literal('swiss'), Type.Literal('moshier')], { description: 'Swiss Ephemeris files (1800-2400) or the Moshier analytical theory outside them' }),
});

export const Settings = Type.Object({
  houseSystem: Type.String(),
  houseSystemName: Type.String(),
  zodiacType: Type.Union([Type.Literal('tropical'), Type.Literal('sidereal')]),
  ayanamsa: Type.Union([Type.String(), Type.Null()]),
  ayanamsaValue: Type.Union([Type.Number(), Type.Null()]),
  nodeType: Type.String({ description: 'which lunar node the chart calls "the node": both are listed, mean (10) and true (11)' }),
});

export const AspectItem = Type.Object({
  planet1: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  planet2: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  type: Type.Object({
    slug: Type.String({ description: 'the aspect, kebab-case (conjunction, semi-sextile, angle-51 for an angle the table does not name)' }),
    name: Type.String(), angle: Type.Number(), orb: Type.Number(), symbol: Type.String(),
    isMajor: Type.Boolean(), i18nKey: Type.String(), color: Type.String(),
  }),
  exactAngle: Type.Number(),
  orb: Type.Number(),
  isApplying: Type.Boolean(),
});

/** A named result: its slug for code, its name in the answer's language. */
export const SlugAndName = Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) });

/**
 * A lot's formula Asc + A - B (core/src/astro/lots.ts lotFormulaNamed): the three points by
 * reference (A and B a planet, or the lot of Fortune or Spirit) and the formula in words.
 */
export const LotFormula = Type.Object({
  ascendant: SlugAndName,
  add: SlugAndName,
  subtract: SlugAndName,
  text: Type.String({ description: "Ascendant + A - B with the names in the answer's language (Ascendant + Moon - Sun in English)" }),
}, { description: 'Asc + A - B' });
