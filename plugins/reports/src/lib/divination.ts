/**
 * The divination family's report kinds: Human Design (the bodygraph of /human-design/bodygraph:
 * personality at birth, design when the Sun stood 88° of arc earlier, found by the family's root
 * finder) drawn by the render family's bodygraph, and numerology (the numbers of /numerology/*, Decoz's rules, masters kept).
 * The Human Design names come in the report's language with the family's answer (core's hd-*
 * tables); the numbers' names and meanings, which the family's answers give in English, from
 * core's numerology-number, numerology-meaning and numerology-system tables by the same numbers.
 */
import { term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { bodygraph } from '@celestial/plugin-divination/lib/human-design';
import { bodygraphOut } from '@celestial/plugin-divination/lib/human-design-view';
import { bodygraphSvg } from '@celestial/plugin-render/lib/bodygraph';
import { expression, lifePath, nameParts, parseBirthDate, personality, personalYear, reduce, soulUrge } from '@celestial/plugin-divination/lib/numerology';
import type { NumerologySystem } from '@celestial/plugin-divination/lib/numerology';
import { labels } from './labels.js';
import type { ReportContent, Section } from './layout.js';
import { birthLine } from './western.js';

export function humanDesignReport(birth: BirthInput & { name?: string; city?: string }, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const moment = resolveMoment(birth, services);
  const g = bodygraph(services.ephemeris, moment.julianDayUT);
  // The family's answer names its terms in `lang` (core's hd-* tables); the drawing prints the same.
  const out = bodygraphOut(g, lang);
  const facts = [
    { label: L.hdType, value: out.type.name },
    { label: L.strategy, value: out.strategy },
    { label: L.authority, value: out.authority.name },
    { label: L.profile, value: out.profile.formatted },
    { label: L.definition, value: out.definition.name },
    { label: L.notSelfTheme, value: out.notSelfTheme },
    { label: L.incarnationCross, value: out.incarnationCross.name },
  ];
  const sections: Section[] = [
    // The render family's bodygraph (plugins/render/src/lib/bodygraph.ts) of the same answer.
    { heading: L.summary, drawings: [bodygraphSvg(out, { theme: 'light' }, lang)], facts },
    { heading: L.centres, tables: [{ rows: out.centres.map((c) => [c.name, c.defined ? L.defined : L.open]) }] },
    { heading: L.channels, tables: [{ rows: out.channels.map((c) => [`${c.gates[0]}-${c.gates[1]}`, c.name]) }] },
    {
      heading: L.activations,
      tables: [{ head: [L.body, L.personality, L.design], rows: g.personality.map((p, i) => [out.gates[i]!.body.name, `${p.gate}.${p.line}`, `${g.design[i]!.gate}.${g.design[i]!.line}`]) }],
    },
  ];
  return { kind: 'human-design', title, subtitle: birthLine(birth), sections };
}

export function numerologyReport(fullName: string, birthDate: string, system: NumerologySystem, year: number, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const parts = nameParts(fullName, 'fullName');
  const b = parseBirthDate(birthDate);
  const lp = lifePath(b);
  const py = personalYear(b, year);
  const named = (slug: string) => term('numerology-number', slug, lang);
  const rows: [string, number][] = [
    [named('life-path'), lp.number],
    [named('expression'), expression(parts, system).number],
    [named('soul-urge'), soulUrge(parts, system).number],
    [named('personality'), personality(parts, system).number],
    [named('birthday'), reduce(b.day)],
    [`${named('personal-year')} ${year}`, py.master ?? py.number],
  ];
  return {
    kind: 'numerology',
    title,
    subtitle: `${fullName} · ${birthDate} · ${term('numerology-system', system, lang)}`,
    sections: [
      { heading: L.summary, tables: [{ head: ['', L.number, ''], rows: rows.map(([k, n]) => [k, String(n), term('numerology-meaning', String(n), lang)]) }] },
    ],
  };
}
