/**
 * The divination family's report kinds, built from what its operations answer, taken through
 * the Operations service (core/src/operations.ts) so the report shows exactly the JSON answer:
 * Human Design from POST /human-design/bodygraph (personality at birth, design when the Sun
 * stood 88° of arc earlier) with the drawing of POST /render/human-design-bodygraph; numerology
 * from POST /numerology/{life-path, expression, soul-urge, personality, birthday, personal-year}
 * (Decoz's rules, masters kept). Names come in the report's language with the answers (core's
 * hd-* and hd-cross tables); the numbers' names and keywords from core's numerology tables; the
 * readings from this family's bundles (readings/human-design.ts after Ra Uru Hu's Definitive
 * Book, readings/numerology.ts after Decoz).
 */
import { term } from '@celestial/core';
import type { Caller, LangCode, Operations } from '@celestial/core';
import type { BirthInput } from '@celestial/core/astro';
import type { bodygraphOut } from '@celestial/plugin-divination/lib/human-design-view';
import type { NumerologySystem } from '@celestial/plugin-divination/lib/numerology';
import { labels } from './labels.js';
import type { ReportContent, Section } from './layout.js';
import { birthLine } from './western.js';
import { HD_READINGS } from './readings/human-design.js';
import type { HdReadingKey } from './readings/human-design.js';
import { NUMEROLOGY_READINGS, NUMEROLOGY_READING_KEYS } from './readings/numerology.js';
import type { NumerologyReadingKey } from './readings/numerology.js';
import { READING_WORDS } from './readings/words.js';
import { led } from './readings/bundle.js';

/** Who calls and in which language: the composing report's caller, passed through. */
export interface Invoking {
  operations: Operations;
  caller: Caller;
  lang: LangCode;
}

type Bodygraph = ReturnType<typeof bodygraphOut>;

/**
 * The Human Design reading: type (strategy and signature), authority, profile (its two lines),
 * definition and the cross's angle, each a heading (the answer's name) and the bundle's sentences.
 */
export function humanDesignReading(g: Pick<Bodygraph, 'type' | 'authority' | 'profile' | 'definition' | 'incarnationCross'>, lang: LangCode): string[] {
  const L = labels(lang);
  const hd = (key: HdReadingKey) => HD_READINGS.text(key, lang);
  return [
    led(lang, g.type.name, hd(`type-${g.type.slug}` as HdReadingKey)),
    led(lang, `${L.authority} · ${g.authority.name}`, hd(`authority-${g.authority.slug}` as HdReadingKey)),
    led(lang, `${L.profile} ${g.profile.formatted}`, hd(`line-${g.profile.personalityLine}` as HdReadingKey), hd(`line-${g.profile.designLine}` as HdReadingKey)),
    led(lang, `${L.definition} · ${g.definition.name}`, hd(`definition-${g.definition.slug}` as HdReadingKey)),
    led(lang, g.incarnationCross.name, hd(`angle-${g.incarnationCross.angle}` as HdReadingKey)),
  ];
}

export async function humanDesignReport(birth: BirthInput & { name?: string; city?: string }, run: Invoking, title: string): Promise<ReportContent> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const out = await operations.invoke<Bodygraph>('POST /human-design/bodygraph', { body: birth, lang, caller });
  const drawing = await operations.invoke<{ svg: string | null }>('POST /render/human-design-bodygraph', { body: { ...birth, options: { theme: 'light' } }, lang, caller });
  const facts = [
    { label: L.hdType, value: out.type.name },
    { label: L.strategy, value: out.strategy },
    { label: L.authority, value: out.authority.name },
    { label: L.profile, value: out.profile.formatted },
    { label: L.definition, value: out.definition.name },
    { label: L.notSelfTheme, value: out.notSelfTheme },
    { label: L.incarnationCross, value: out.incarnationCross.name },
  ];
  const personality = out.gates.filter((a) => a.side === 'personality');
  const design = out.gates.filter((a) => a.side === 'design');
  const sections: Section[] = [
    { heading: L.summary, drawings: drawing.svg ? [drawing.svg] : [], facts },
    { heading: READING_WORDS.text('interpretation', lang), paragraphs: humanDesignReading(out, lang) },
    { heading: L.centres, tables: [{ rows: out.centres.map((c) => [c.name, c.defined ? L.defined : L.open]) }] },
    { heading: L.channels, tables: [{ rows: out.channels.map((c) => [`${c.gates[0]}-${c.gates[1]}`, c.name]) }] },
    {
      heading: L.activations,
      tables: [{ head: [L.body, L.personality, L.design], rows: personality.map((p, i) => [p.body.name, `${p.gate}.${p.line}`, `${design[i]!.gate}.${design[i]!.line}`]) }],
    },
  ];
  return { kind: 'human-design', title, subtitle: birthLine(birth), sections };
}

/** A core number's paragraph: its name and value as the heading, the bundle's sentence after (none for 0: no letters of that kind). */
export function numberReading(name: string, n: number, lang: LangCode, note?: string): string | undefined {
  const key = String(n) as NumerologyReadingKey;
  return NUMEROLOGY_READING_KEYS.includes(key) ? led(lang, `${name} ${n}${note ? ` (${note})` : ''}`, NUMEROLOGY_READINGS.text(key, lang)) : undefined;
}

export async function numerologyReport(fullName: string, birthDate: string, system: NumerologySystem, year: number, run: Invoking, title: string): Promise<ReportContent> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const call = <T>(path: string, body: unknown) => operations.invoke<T>(`POST /numerology/${path}`, { body, lang, caller });
  const byName = { fullName, system };
  const [lp, ex, su, pe, bd, py] = await Promise.all([
    call<{ number: number }>('life-path', { birthDate }),
    call<{ number: number }>('expression', byName),
    call<{ number: number }>('soul-urge', byName),
    call<{ number: number }>('personality', byName),
    call<{ number: number }>('birthday', { birthDate }),
    call<{ personalYear: number; master: number | null }>('personal-year', { birthDate, date: `${String(year).padStart(4, '0')}-01-01` }),
  ]);
  const named = (slug: string) => term('numerology-number', slug, lang);
  const rows: [string, number][] = [
    [named('life-path'), lp.number],
    [named('expression'), ex.number],
    [named('soul-urge'), su.number],
    [named('personality'), pe.number],
    [named('birthday'), bd.number],
    [`${named('personal-year')} ${year}`, py.master ?? py.personalYear],
  ];
  // The personal year's reading names its number first and the year after it: "Personal year 5 (2026)".
  const readings = rows.map(([k, n], i) => (i === 5 ? numberReading(named('personal-year'), n, lang, String(year)) : numberReading(k, n, lang)));
  return {
    kind: 'numerology',
    title,
    subtitle: `${fullName} · ${birthDate} · ${term('numerology-system', system, lang)}`,
    sections: [
      { heading: L.summary, tables: [{ head: ['', L.number, ''], rows: rows.map(([k, n]) => [k, String(n), term('numerology-meaning', String(n), lang)]) }] },
      { heading: READING_WORDS.text('interpretation', lang), paragraphs: readings.filter((p): p is string => p !== undefined) },
    ],
  };
}
