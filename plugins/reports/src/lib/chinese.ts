/**
 * The Four Pillars report: the Chinese family's own chart (castChart of /bazi/four-pillars: year
 * from Lichun, months from the jie as exact ephemeris instants, the day pillar from the sixty-day
 * cycle, the hour pillar), ten gods against the day master and Na Yin (zi-ping.ts), the element
 * balance of /bazi/element-balance and the luck pillars of /bazi/luck-pillars (luck.ts).
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart } from '@celestial/plugin-chinese/lib/chart';
import type { BaziRequest } from '@celestial/plugin-chinese/lib/chart';
import { pillarIndexes, pillarOut } from '@celestial/plugin-chinese/lib/bazi';
import { PHASE_SLUGS, parseIso, phaseNamed, stemNamed, stemPhase } from '@celestial/plugin-chinese/lib/cycle';
import { luckPillarIndexes, luckStart } from '@celestial/plugin-chinese/lib/luck';
import { dayMasterStrength, elementBalance } from '@celestial/plugin-chinese/lib/strength';
import { hiddenStemsOf, tenGodNamed } from '@celestial/plugin-chinese/lib/zi-ping';
import { labels } from './labels.js';
import type { ReportContent } from './layout.js';
import { birthLine } from './western.js';

export function baziReport(birth: BaziRequest & { name?: string; city?: string; timezoneOffset?: number | null; timezone?: string }, gender: 'male' | 'female', services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode, title: string): ReportContent {
  const L = labels(lang);
  const chart = castChart(birth, services, lang);
  const { raw, jd, m } = chart;
  const dm = raw.day % 10;
  const pillars = [[L.year, raw.year], [L.month, raw.month], [L.day, raw.day], [L.hour, raw.hour]] as const;
  const balance = elementBalance(pillarIndexes(raw), false);
  const total = balance.points.reduce((a, b) => a + b, 0);
  const start = luckStart(raw, jd, gender, parseIso(m.localDate));
  // The day master's strength (/bazi/day-master-strength) and the branches' hidden stems (/bazi/hidden-stems).
  const strength = dayMasterStrength(pillarIndexes(raw));
  const hidden = (idx: number) => hiddenStemsOf(idx % 12).map((h) => `${stemNamed(h.stem, lang).name} (${tenGodNamed(dm, h.stem, lang).name})`).join(', ');
  const luck = luckPillarIndexes(raw.month, start.forward, 8);
  return {
    kind: 'chinese-bazi',
    title,
    subtitle: birthLine(birth as never),
    sections: [
      {
        heading: L.chart,
        tables: [{
          head: ['', L.stemBranch, L.chart, L.elements, L.tenGod, L.hiddenStems],
          rows: pillars.map(([label, idx]) => {
            const p = pillarOut(idx, lang);
            return [label, p.ganzhi, p.name, `${p.stemElement.name} / ${p.branchElement.name}`, label === L.day ? L.dayMaster : tenGodNamed(dm, idx % 10, lang).name, hidden(idx)];
          }),
        }],
        facts: [
          { label: L.dayMaster, value: `${pillarOut(raw.day, lang).stem.name} (${phaseNamed(stemPhase(dm), lang).name})` },
          { label: L.score, value: `${strength.score} · ${strength.verdict}` },
        ],
      },
      { heading: L.elements, tables: [{ head: [L.elements, L.score, '%'], rows: PHASE_SLUGS.map((_, e) => [phaseNamed(e, lang).name, String(Number(balance.points[e]!.toFixed(2))), ((balance.points[e]! / total) * 100).toFixed(1)]) }] },
      {
        heading: L.luckPillars,
        facts: [{ label: L.start, value: `${start.years}y ${start.months}m ${start.days}d (${start.forward ? '→' : '←'})` }],
        tables: [{ head: [L.period, L.stemBranch, L.chart, L.tenGod], rows: luck.map((idx, i) => { const p = pillarOut(idx, lang); return [`${start.years + 10 * i}–${start.years + 10 * i + 10}`, p.ganzhi, p.name, tenGodNamed(dm, idx % 10, lang).name]; }) }],
      },
    ],
  };
}
