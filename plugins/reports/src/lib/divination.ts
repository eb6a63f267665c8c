/**
 * The divination family's report kinds: Human Design (the bodygraph of /human-design/bodygraph:
 * personality at birth, design when the Sun stood 88° of arc earlier, found by the family's root
 * finder) drawn by the render family's bodygraph, and numerology (the numbers of /numerology/*, Decoz's rules, masters kept). The
 * family's meanings are English, as its own operations answer them.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { bodygraph } from '@celestial/plugin-divination/lib/human-design';
import { bodygraphOut } from '@celestial/plugin-divination/lib/human-design-view';
import { bodygraphSvg } from '@celestial/plugin-render/lib/bodygraph';
import { expression, lifePath, NUMBER_MEANINGS, nameParts, parseBirthDate, personality, personalYear, reduce, soulUrge } from '@celestial/plugin-divination/lib/numerology';
import type { NumerologySystem } from '@celestial/plugin-divination/lib/numerology';
import { labels } from './labels.js';
import type { ReportContent, Section } from './layout.js';
import { birthLine } from './western.js';

export function humanDesignReport(birth: BirthInput & { name?: string; city?: string }, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const moment = resolveMoment(birth, services);
  const g = bodygraph(services.ephemeris, moment.julianDayUT);
  const out = bodygraphOut(g, lang);
  const facts = [
    { label: 'Type', value: out.type.name },
    { label: 'Strategy', value: out.strategy },
    { label: 'Authority', value: out.authority.name },
    { label: 'Profile', value: out.profile.formatted },
    { label: 'Definition', value: out.definition.name },
    { label: 'Not-self theme', value: out.notSelfTheme },
    { label: 'Incarnation cross', value: out.incarnationCross.name },
  ];
  const sections: Section[] = [
    // The render family's bodygraph (plugins/render/src/lib/bodygraph.ts) of the same answer.
    { heading: L.summary, drawings: [bodygraphSvg(out, { theme: 'light' }, lang)], facts },
    { heading: 'Centers', tables: [{ rows: out.centres.map((c) => [c.name, c.defined ? 'defined' : 'open']) }] },
    { heading: 'Channels', tables: [{ rows: out.channels.map((c) => [`${c.gates[0]}-${c.gates[1]}`, c.name]) }] },
    {
      heading: 'Activations',
      tables: [{ head: [L.body, 'Personality', 'Design'], rows: g.personality.map((p, i) => [out.gates[i]!.body.name, `${p.gate}.${p.line}`, `${g.design[i]!.gate}.${g.design[i]!.line}`]) }],
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
  const rows: [string, number][] = [
    ['Life path', lp.number],
    ['Expression', expression(parts, system).number],
    ['Soul urge', soulUrge(parts, system).number],
    ['Personality', personality(parts, system).number],
    ['Birthday', reduce(b.day)],
    [`Personal year ${year}`, py.master ?? py.number],
  ];
  return {
    kind: 'numerology',
    title,
    subtitle: `${fullName} · ${birthDate} · ${system}`,
    sections: [
      { heading: L.summary, tables: [{ head: ['', L.number, ''], rows: rows.map(([k, n]) => [k, String(n), NUMBER_MEANINGS[n] ?? '']) }] },
    ],
  };
}
