/**
 * Lagna shuddhi: the purity of an electional lagna (Muhurta Chintamani, Vivaha and
 * Shubhashubha prakaranas): benefics in kendras (1, 4, 7, 10) and trikonas (5, 9), malefics in
 * 3, 6, 11, the 8th empty (and the 7th for marriage), the Moon not in 6, 8, 12 from the lagna,
 * the lagna not the 8th sign from the native's janma lagna or janma rashi, no papa-kartari
 * (malefics on both sides) on the lagna or the Moon, and the lagna not gandanta (the last
 * navamsa of a water sign or the first of the fire sign that follows).
 * Each check answers its rule by slug and name (core's muhurta-rule table) and what was found
 * as a reason of core's muhurta-reason table (slug, data as members, the sentence in `text`);
 * issue 12: both were English text.
 */
import { named, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { NATURAL_BENEFICS, NATURAL_MALEFICS } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { grahasInHouse, muhurtaReason } from './muhurta.js';
import type { MuhurtaReason } from './muhurta.js';
import { grahaNaming } from './vocabulary.js';
import { listOf } from './explanations.js';

export interface LagnaCheck {
  /** The rule by slug, named in the answer's language (core's muhurta-rule table). */
  rule: { slug: string; name: string };
  passed: boolean;
  /** What the chart shows for the rule (core's muhurta-reason table). */
  detail: MuhurtaReason;
}

export function lagnaShuddhi(chart: RashiChart, options: { native?: RashiChart; activity?: string; lang?: LangCode } = {}): { checks: LagnaCheck[]; score: number } {
  const lang = options.lang ?? 'en';
  const lagna = chart.lagna.sign;
  const houseOf = (g: number) => chart.grahas[g]!.house;
  // Benefics: Jupiter, Venus, Mercury (the foundation's list without the Moon, which has its own rule).
  const benefics = NATURAL_BENEFICS.filter((g) => g !== 1) as number[];
  const malefics = NATURAL_MALEFICS as readonly number[];
  const refs = (gs: readonly number[]) => gs.map((g) => grahaNaming(g, lang));
  const names = (gs: readonly number[]) => listOf(refs(gs).map((r) => r.name), lang);
  const checks: LagnaCheck[] = [];
  const check = (rule: string, passed: boolean, detail: MuhurtaReason) => checks.push({ rule: named('muhurta-rule', rule, lang), passed, detail });
  const goodBenefics = benefics.filter((g) => [1, 4, 5, 7, 9, 10].includes(houseOf(g)));
  check('benefics-in-kendras-trikonas', goodBenefics.length > 0, muhurtaReason('benefics-in-kendras-trikonas', lang, { grahas: names(goodBenefics) }, { grahas: refs(goodBenefics) }));
  const misplaced = malefics.filter((g) => ![3, 6, 11].includes(houseOf(g)));
  check('malefics-in-3-6-11', misplaced.length === 0, muhurtaReason('malefics-outside-3-6-11', lang, { grahas: names(misplaced) }, { grahas: refs(misplaced) }));
  const inHouse = (h: number) => chart.grahas.filter((g) => g.house === h).map((g) => g.graha as number);
  check('eighth-house-empty', inHouse(8).length === 0, grahasInHouse(8, inHouse(8), lang));
  if (options.activity === 'marriage') check('seventh-house-empty', inHouse(7).length === 0, grahasInHouse(7, inHouse(7), lang));
  const moonHouse = houseOf(1);
  check('moon-not-in-6-8-12', ![6, 8, 12].includes(moonHouse), muhurtaReason('moon-house', lang, { house: moonHouse }, { house: moonHouse }));
  if (options.native) {
    const janmaLagna = options.native.lagna.sign;
    const janmaRashi = options.native.grahas[1]!.sign;
    const from = (a: number, b: number) => ((b - a + 12) % 12) + 1;
    const hl = from(janmaLagna, lagna);
    const hr = from(janmaRashi, lagna);
    check('lagna-not-8th-from-janma-lagna', hl !== 8, muhurtaReason('house-from-janma-lagna', lang, { house: hl }, { house: hl }));
    check('lagna-not-8th-from-janma-rashi', hr !== 8, muhurtaReason('house-from-janma-rashi', lang, { house: hr }, { house: hr }));
  }
  const inSign = (sign: number) => chart.grahas.filter((g) => g.sign === ((sign - 1 + 12) % 12) + 1 && malefics.includes(g.graha)).map((g) => g.graha as number);
  const kartari = (sign: number) => inSign(sign - 1).length > 0 && inSign(sign + 1).length > 0;
  const sides = (sign: number) => ({ before: refs(inSign(sign - 1)), after: refs(inSign(sign + 1)) });
  const sideNames = (sign: number) => ({ before: names(inSign(sign - 1)), after: names(inSign(sign + 1)) });
  check('no-papa-kartari-on-lagna', !kartari(lagna), muhurtaReason('kartari-lagna', lang, sideNames(lagna), sides(lagna)));
  const moonSign = chart.grahas[1]!.sign;
  check('no-papa-kartari-on-moon', !kartari(moonSign), muhurtaReason('kartari-moon', lang, sideNames(moonSign), sides(moonSign)));
  const deg = chart.lagna.degreeInSign;
  const gandanta = ([4, 8, 12].includes(lagna) && deg >= 30 - 10 / 3) || ([1, 5, 9].includes(lagna) && deg < 10 / 3);
  const sn = signName(lagna, lang);
  check('lagna-not-gandanta', !gandanta, muhurtaReason('lagna-degree', lang, { degree: deg.toFixed(2), sign: sn }, { degree: deg, sign: lagna, signName: sn }));
  const passed = checks.filter((c) => c.passed).length;
  return { checks, score: Math.round((100 * passed) / checks.length) };
}
