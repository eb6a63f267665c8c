/**
 * The Four Pillars report, built from the Chinese family's answers taken through the Operations
 * service (core/src/operations.ts), so the report shows exactly what the JSON operations answer:
 * the pillars and day master of POST /bazi/four-pillars (year from Lichun, months from the jie as
 * exact ephemeris instants), the stems' and hidden stems' ten gods of POST /bazi/ten-gods, the
 * element balance of POST /bazi/element-balance, the strength of POST /bazi/day-master-strength
 * and the eight luck pillars of POST /bazi/luck-pillars. The reading (readings/bazi.ts, after
 * Yuan Hai Zi Ping and Zi Ping Zhen Quan): the day master's phase and strength, the strongest
 * and the missing elements, and the ten god most present.
 */
import { PHASE_SLUGS, phaseNamed } from '@celestial/core/astro';
import type { LangCode } from '@celestial/core';
import { labels } from './labels.js';
import type { ReportContent } from './layout.js';
import { birthLine } from './western.js';
import type { Invoking } from './divination.js';
import { BAZI_READINGS } from './readings/bazi.js';
import type { BaziReadingKey } from './readings/bazi.js';
import { READING_WORDS } from './readings/words.js';
import { joined, led, withChinese, yearsMonthsDays } from './readings/bundle.js';

type Named = { slug: string; name: string; chinese?: string };
type Pillar = { ganzhi: string; name: string; stem: Named; stemElement: Named; branchElement: Named };
type PillarKey = 'year' | 'month' | 'day' | 'hour';
interface FourPillars { pillars: Record<PillarKey, Pillar>; dayMaster: { stem: Named; element: Named } }
interface TenGods { stems: { pillar: PillarKey; tenGod: Named }[]; hiddenStems: { pillar: PillarKey; stem: Named; tenGod: Named; weight: number }[] }
interface Balance { elements: Record<string, { points: number; percent: number }>; dominant: string; missing: string[] }
interface Strength { score: number; verdict: 'very-weak' | 'weak' | 'balanced' | 'strong' | 'very-strong' }
interface Luck { direction: 'forward' | 'backward'; startAge: { years: number; months: number; days: number }; pillars: { pillar: Pillar; tenGod: Named; fromAge: number; toAge: number }[] }

/**
 * The ten god most present: each visible stem (year, month, hour) counts 1, each hidden stem
 * its weight (main, middle, residual qi: the answer's weights), ties to the first met.
 */
export function leadingTenGod(g: TenGods): Named | undefined {
  const tally = new Map<string, { god: Named; score: number }>();
  const add = (god: Named, w: number) => tally.set(god.slug, { god, score: (tally.get(god.slug)?.score ?? 0) + w });
  for (const s of g.stems) add(s.tenGod, 1);
  for (const h of g.hiddenStems) add(h.tenGod, h.weight);
  return [...tally.values()].sort((a, b) => b.score - a.score)[0]?.god;
}

/** The Bazi reading: day master (phase, strength), strongest and missing elements, the leading ten god. */
export function baziReading(fp: FourPillars, strength: Strength, balance: Balance, lead: Named | undefined, lang: LangCode): string[] {
  const L = labels(lang);
  const W = (k: Parameters<typeof READING_WORDS.text>[0]) => READING_WORDS.text(k, lang);
  const B = (k: BaziReadingKey) => BAZI_READINGS.text(k, lang);
  const verdict: BaziReadingKey = strength.verdict.endsWith('strong') ? 'strong' : strength.verdict.endsWith('weak') ? 'weak' : 'balanced';
  const element = (slug: string) => phaseNamed(PHASE_SLUGS.indexOf(slug as never), lang).name;
  const out = [
    led(lang, `${L.dayMaster} · ${withChinese(fp.dayMaster.stem)} (${fp.dayMaster.element.name})`, B(fp.dayMaster.element.slug as BaziReadingKey), B(verdict)),
    led(lang, `${W('strongest-element')} · ${element(balance.dominant)} (${balance.elements[balance.dominant]!.percent.toFixed(0)}%)`, B(balance.dominant as BaziReadingKey)),
    balance.missing.length
      ? led(lang, `${W('missing-element')} · ${balance.missing.map(element).join(', ')}`, joined(lang, ...balance.missing.map((m) => B(m as BaziReadingKey))), B('missing'))
      : W('all-elements'),
  ];
  if (lead) out.push(led(lang, `${W('leading-ten-god')} · ${withChinese(lead)}`, B(lead.slug as BaziReadingKey)));
  return out;
}

export async function baziReport(birth: Record<string, unknown> & { name?: string; city?: string }, gender: 'male' | 'female', run: Invoking, title: string): Promise<ReportContent> {
  const { operations, caller, lang } = run;
  const L = labels(lang);
  const call = <T>(path: string, body: unknown = birth) => operations.invoke<T>(`POST /bazi/${path}`, { body, lang, caller });
  const [fp, gods, balance, strength, luck] = await Promise.all([
    call<FourPillars>('four-pillars'),
    call<TenGods>('ten-gods'),
    call<Balance>('element-balance'),
    call<Strength>('day-master-strength'),
    call<Luck>('luck-pillars', { ...birth, gender, count: 8 }),
  ]);
  const keys: [string, PillarKey][] = [[L.year, 'year'], [L.month, 'month'], [L.day, 'day'], [L.hour, 'hour']];
  const visible = new Map(gods.stems.map((s) => [s.pillar, s.tenGod.name]));
  const hidden = (p: PillarKey) => gods.hiddenStems.filter((h) => h.pillar === p).map((h) => `${h.stem.name} (${h.tenGod.name})`).join(', ');
  const total = PHASE_SLUGS.reduce((a, e) => a + balance.elements[e]!.points, 0);
  const s = luck.startAge;
  // Where the language names a pillar by its characters (Japanese), the name column would repeat them.
  const named = keys.some(([, k]) => fp.pillars[k].name !== fp.pillars[k].ganzhi);
  const nameCol = <T>(cells: T[]) => (named ? cells : [cells[0]!, cells[1]!, ...cells.slice(3)]);
  return {
    kind: 'chinese-bazi',
    title,
    subtitle: birthLine(birth as never),
    sections: [
      {
        heading: L.chart,
        tables: [{
          head: nameCol(['', L.stemBranch, L.chart, L.elements, L.tenGod, L.hiddenStems]),
          rows: keys.map(([label, key]) => {
            const p = fp.pillars[key];
            return nameCol([label, p.ganzhi, p.name, `${p.stemElement.name} / ${p.branchElement.name}`, key === 'day' ? L.dayMaster : (visible.get(key) ?? ''), hidden(key)]);
          }),
        }],
        facts: [
          { label: L.dayMaster, value: `${fp.dayMaster.stem.name} (${fp.dayMaster.element.name})` },
          { label: L.score, value: `${strength.score} · ${READING_WORDS.text(`verdict-${strength.verdict}`, lang)}` },
        ],
      },
      { heading: READING_WORDS.text('interpretation', lang), paragraphs: baziReading(fp, strength, balance, leadingTenGod(gods), lang) },
      { heading: L.elements, tables: [{ head: [L.elements, L.score, '%'], rows: PHASE_SLUGS.map((e, i) => [phaseNamed(i, lang).name, String(Number(balance.elements[e]!.points.toFixed(2))), ((balance.elements[e]!.points / total) * 100).toFixed(1)]) }] },
      {
        heading: L.luckPillars,
        facts: [{ label: L.start, value: `${yearsMonthsDays(lang, s.years, s.months, s.days)} (${luck.direction === 'forward' ? '→' : '←'})` }],
        tables: [{ head: nameCol([L.period, L.stemBranch, L.chart, L.tenGod]), rows: luck.pillars.map((p) => nameCol([`${p.fromAge}–${p.toAge}`, p.pillar.ganzhi, p.pillar.name, p.tenGod.name])) }],
      },
    ],
  };
}
