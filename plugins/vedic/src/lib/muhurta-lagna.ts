/**
 * Lagna shuddhi: the purity of an electional lagna (Muhurta Chintamani, Vivaha and
 * Shubhashubha prakaranas): benefics in kendras (1, 4, 7, 10) and trikonas (5, 9), malefics in
 * 3, 6, 11, the 8th empty (and the 7th for marriage), the Moon not in 6, 8, 12 from the lagna,
 * the lagna not the 8th sign from the native's janma lagna or janma rashi, no papa-kartari
 * (malefics on both sides) on the lagna or the Moon, and the lagna not gandanta (the last
 * navamsa of a water sign or the first of the fire sign that follows).
 */
import { GRAHA_NAMES, NATURAL_BENEFICS, NATURAL_MALEFICS } from './grahas.js';
import type { RashiChart } from './rashi.js';

export interface LagnaCheck {
  rule: string;
  passed: boolean;
  detail: string;
}

const names = (gs: number[]) => gs.map((g) => GRAHA_NAMES[g]).join(', ') || 'none';

export function lagnaShuddhi(chart: RashiChart, options: { native?: RashiChart; activity?: string } = {}): { checks: LagnaCheck[]; score: number } {
  const lagna = chart.lagna.sign;
  const houseOf = (g: number) => chart.grahas[g]!.house;
  // Benefics: Jupiter, Venus, Mercury (the foundation's list without the Moon, which has its own rule).
  const benefics = NATURAL_BENEFICS.filter((g) => g !== 1) as number[];
  const malefics = NATURAL_MALEFICS as readonly number[];
  const checks: LagnaCheck[] = [];
  const goodBenefics = benefics.filter((g) => [1, 4, 5, 7, 9, 10].includes(houseOf(g)));
  checks.push({ rule: 'benefics in kendras or trikonas', passed: goodBenefics.length > 0, detail: `in kendra or trikona: ${names(goodBenefics)}` });
  const misplaced = malefics.filter((g) => ![3, 6, 11].includes(houseOf(g)));
  checks.push({ rule: 'malefics in 3, 6, 11', passed: misplaced.length === 0, detail: `elsewhere: ${names(misplaced as number[])}` });
  const eighth = chart.grahas.filter((g) => g.house === 8).map((g) => g.graha as number);
  checks.push({ rule: '8th house empty', passed: eighth.length === 0, detail: `in the 8th: ${names(eighth)}` });
  if (options.activity === 'marriage') {
    const seventh = chart.grahas.filter((g) => g.house === 7).map((g) => g.graha as number);
    checks.push({ rule: '7th house empty (marriage)', passed: seventh.length === 0, detail: `in the 7th: ${names(seventh)}` });
  }
  const moonHouse = houseOf(1);
  checks.push({ rule: 'Moon not in 6, 8, 12', passed: ![6, 8, 12].includes(moonHouse), detail: `Moon in house ${moonHouse}` });
  if (options.native) {
    const janmaLagna = options.native.lagna.sign;
    const janmaRashi = options.native.grahas[1]!.sign;
    const from = (a: number, b: number) => ((b - a + 12) % 12) + 1;
    checks.push({ rule: "lagna not the 8th from the native's janma lagna", passed: from(janmaLagna, lagna) !== 8, detail: `${from(janmaLagna, lagna)} from the janma lagna` });
    checks.push({ rule: "lagna not the 8th from the native's janma rashi", passed: from(janmaRashi, lagna) !== 8, detail: `${from(janmaRashi, lagna)} from the janma rashi` });
  }
  const inSign = (sign: number) => chart.grahas.filter((g) => g.sign === ((sign - 1 + 12) % 12) + 1 && malefics.includes(g.graha)).map((g) => g.graha as number);
  const kartari = (sign: number) => inSign(sign - 1).length > 0 && inSign(sign + 1).length > 0;
  checks.push({ rule: 'no papa-kartari on the lagna', passed: !kartari(lagna), detail: `12th: ${names(inSign(lagna - 1))}; 2nd: ${names(inSign(lagna + 1))}` });
  const moonSign = chart.grahas[1]!.sign;
  checks.push({ rule: 'no papa-kartari on the Moon', passed: !kartari(moonSign), detail: `either side of the Moon: ${names(inSign(moonSign - 1))} / ${names(inSign(moonSign + 1))}` });
  const deg = chart.lagna.degreeInSign;
  const gandanta = ([4, 8, 12].includes(lagna) && deg >= 30 - 10 / 3) || ([1, 5, 9].includes(lagna) && deg < 10 / 3);
  checks.push({ rule: 'lagna not gandanta', passed: !gandanta, detail: `lagna ${deg.toFixed(2)} deg in sign ${lagna}` });
  const passed = checks.filter((c) => c.passed).length;
  return { checks, score: Math.round((100 * passed) / checks.length) };
}
