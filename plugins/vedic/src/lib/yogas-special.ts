/**
 * Neecha bhanga (Phaladeepika ch. 7), kartari (Phaladeepika ch. 6) and arishta with its
 * bhanga (BPHS ch. 9-10; Brihat Jataka ch. 6), each rule reported separately.
 */
import { EXALTATION, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { vargaSign } from './vargas.js';
import { aspects, clamp100, conjunct, countFrom, isKendra, isStrong, isTrikona, lordOf, nameOf, SEVEN, signAt, yoga } from './yogas.js';
import type { YogaChart, YogaNote, YogaResult } from './yogas.js';

/* ---------------- Neecha bhanga (Phaladeepika ch. 7 sl. 26-30) ---------------- */

/** `rulesMet`: the cancelling rules that hold, as sentences of core's yoga-cancellation table (issue 12: English before). */
export interface NeechaBhanga { graha: string; sign: number; signName: string; cancelled: boolean; rulesMet: YogaNote[]; rulesTested: number }

export function neechaBhanga(y: YogaChart): NeechaBhanga[] {
  const out: NeechaBhanga[] = [];
  const inKendra = (g: number) => isKendra(y.house[g]!) || isKendra(countFrom(y.sign[1]!, y.sign[g]!));
  for (let g = 0 as GrahaNumber; g <= 6; g = (g + 1) as GrahaNumber) {
    if (y.dignity[g] !== 'debilitated') continue;
    const debSign = y.sign[g]!;
    const debLord = SIGN_LORD[debSign - 1]!;
    const exaltLord = SIGN_LORD[EXALTATION[g].sign]!;
    const exaltsHere = ([0, 1, 2, 3, 4, 5, 6] as GrahaNumber[]).find((o) => EXALTATION[o].sign === debSign - 1);
    const rules: YogaNote[] = [];
    // Phaladeepika ch. 7 sl. 26 (the two lords), sl. 27 (the graha exalted there), sl. 28 (the aspect), sl. 29 (navamsa), sl. 30 (mutual kendras).
    if (inKendra(debLord)) rules.push({ slug: 'debilitation-lord-in-kendra', graha: debLord });
    if (inKendra(exaltLord)) rules.push({ slug: 'exaltation-lord-in-kendra', graha: exaltLord });
    if (exaltsHere !== undefined && exaltsHere !== g && inKendra(exaltsHere)) rules.push({ slug: 'exalted-there-in-kendra', graha: exaltsHere });
    if (debLord !== g && aspects(y, debLord, g)) rules.push({ slug: 'aspected-by-debilitation-lord', graha: debLord });
    // vargaSign and EXALTATION[].sign are both 0-based (Aries 0).
    if (vargaSign(y.longitude[g]!, 9) === EXALTATION[g].sign) rules.push({ slug: 'exalted-in-navamsa' });
    if (debLord !== exaltLord && isKendra(countFrom(y.sign[debLord]!, y.sign[exaltLord]!))) rules.push({ slug: 'debilitation-and-exaltation-lords-in-mutual-kendras', graha: debLord, other: exaltLord });
    out.push({ graha: nameOf(g), sign: debSign, signName: SIGN_NAMES_EN[debSign - 1]!, cancelled: rules.length > 0, rulesMet: rules, rulesTested: 6 });
  }
  return out;
}

/* ---------------- Kartari (Phaladeepika ch. 6 sl. 103) ---------------- */

export interface KartariHouse { house: number; sign: number; shubhaKartari: boolean; papaKartari: boolean; hemmingGrahas: string[] }

export function kartariOf(y: YogaChart, sign: number, house: number): KartariHouse {
  const all = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const second = all.filter((g) => y.sign[g] === signAt(sign, 2));
  const twelfth = all.filter((g) => y.sign[g] === signAt(sign, 12));
  const both = second.length > 0 && twelfth.length > 0;
  const flank = [...twelfth, ...second];
  return {
    house,
    sign,
    shubhaKartari: both && flank.every((g) => y.benefic[g]),
    papaKartari: both && flank.every((g) => y.malefic[g]),
    hemmingGrahas: both ? flank.map(nameOf) : [],
  };
}

export function kartari(y: YogaChart): { houses: KartariHouse[]; lagna: KartariHouse; moon: KartariHouse } {
  const houses = Array.from({ length: 12 }, (_, i) => kartariOf(y, signAt(y.lagnaSign, i + 1), i + 1));
  return { houses, lagna: houses[0]!, moon: kartariOf(y, y.sign[1]!, y.house[1]!) };
}

/* ---------------- Arishta and arishta bhanga (BPHS ch. 9-10; Brihat Jataka ch. 6) ---------------- */

/** The gandanta padas: the last pada of Ashlesha, Jyeshtha, Revati and the first of Magha, Mula, Ashwini. */
export function isGandantaPada(nakshatra: number, pada: number): boolean {
  return ([9, 18, 27].includes(nakshatra) && pada === 4) || ([1, 10, 19].includes(nakshatra) && pada === 1);
}

/** A cancellation of arishta: a sentence of core's yoga-cancellation table, and whether it holds in the chart. */
export interface ArishtaBhanga { rule: YogaNote; cancels: boolean }

/**
 * `twilight`: the birth falls within one ghati (24 minutes) of sunrise or sunset (sandhya;
 * service reading of Brihat Jataka ch. 6 sl. 1, which names the sandhya without a span).
 */
export function arishta(y: YogaChart, twilight: boolean): { yogas: YogaResult[]; bhanga: ArishtaBhanga[] } {
  const malefics7 = [0, 2, 6];
  const moon = y.chart.grahas[1]!;
  const weakMoon = !y.shukla || Math.min(y.elongation, 360 - y.elongation) < 72;
  const lagnaLord = lordOf(y, 1);
  // The verses are quoted from Santhanam's BPHS as a public machine-readable edition gives them.
  const beneficsKonaKendra = SEVEN.filter((g) => y.benefic[g]).every((g) => isKendra(y.house[g]!) || isTrikona(y.house[g]!));
  const bhanga: ArishtaBhanga[] = [
    // BPHS ch. 10 sl. 2: "Should one among Budh, Guru and Shukra be in an angle from Lagna, all evils are destroyed"
    // (a strong Jupiter in a kendra, the catalogue's form, is one case of it).
    { rule: { slug: 'benefic-in-kendra' }, cancels: [3, 4, 5].some((g) => isKendra(y.house[g]!)) },
    // BPHS ch. 10 sl. 4: "Lagn Lord is singly capable of counteracting all evils, if he is strongly placed in an angle".
    { rule: { slug: 'strong-lagna-lord-in-kendra', graha: lagnaLord }, cancels: isKendra(y.house[lagnaLord]!) && isStrong(y, lagnaLord) },
    // Brihat Jataka ch. 6.
    { rule: { slug: 'full-moon-or-benefic-navamsa' }, cancels: Math.abs(y.elongation - 180) <= 30 || [3, 4, 5].includes(SIGN_LORD[vargaSign(y.longitude[1]!, 9)]!) },
    // BPHS (Santhanam), on longevity: "One having benefics in Kendras and/or Konas, while malefics are in Sahaj, Ari and Labh
    // Bhava will obtain super-natural life-span" (its verse number was not at hand; the malefics are the Sun, Mars and Saturn,
    // as the nodes, always seven signs apart, cannot both stand in the 3rd, 6th and 11th).
    { rule: { slug: 'benefics-angular-malefics-in-upachayas' }, cancels: beneficsKonaKendra && malefics7.every((m) => [3, 6, 11].includes(y.house[m]!)) },
  ];
  const applying = bhanga.filter((b) => b.cancels).map((b) => b.rule);
  // A formed arishta that a bhanga cancels is absent, with the bhangas applying in its cancellations.
  const make = (name: string, formed: boolean, planets: number[], houses: number[], rule: YogaNote, source: string): YogaResult =>
    yoga('arishta', name, formed && applying.length === 0, { planets, houses, strength: clamp100(70 + 10 * planets.length - y.strength[1]! / 5), rule, source, cancellations: formed ? applying : [] });
  const moonAspectors = malefics7.filter((m) => aspects(y, m, 1));
  const kendraMalefics = [0, 2, 6, 7, 8].filter((m) => isKendra(y.house[m]!));
  const yogas = [
    make('Balarishta (Moon in a dusthana aspected by malefics)', [6, 8, 12].includes(y.house[1]!) && moonAspectors.length > 0, [1, ...moonAspectors], [y.house[1]!],
      { slug: 'balarishta-moon-in-dusthana' }, 'BPHS ch. 9 sl. 3-6; Brihat Jataka ch. 6'),
    make('Balarishta (malefics in the 1st and 7th, weak Moon)', malefics7.some((m) => y.house[m] === 1) && malefics7.some((m) => y.house[m] === 7) && weakMoon, malefics7.filter((m) => y.house[m] === 1 || y.house[m] === 7), [1, 7],
      { slug: 'balarishta-malefics-first-and-seventh' }, 'Brihat Jataka ch. 6 (BPHS ch. 9 sl. 17 reads it with the Moon joined by a malefic and no benefic relief)'),
    // BPHS ch. 9 sl. 13: "Early death will come to pass, if there be a birth ... in Gandanta, while Chandra and malefics occupy
    // Kendras from Lagn."
    make('Gandanta birth', isGandantaPada(moon.nakshatra.number, moon.pada) && isKendra(y.house[1]!) && kendraMalefics.length > 0, [1, ...kendraMalefics], [y.house[1]!],
      { slug: 'gandanta-birth' }, 'BPHS ch. 9 sl. 13'),
    make('Sandhya birth (afflicted Moon)', twilight && (malefics7.some((m) => conjunct(y, m, 1)) || moonAspectors.length > 0), [1, ...malefics7.filter((m) => conjunct(y, m, 1) || aspects(y, m, 1))], [y.house[1]!],
      { slug: 'sandhya-birth' }, 'Brihat Jataka ch. 6 sl. 1'),
    make('Balarishta (weak Moon in the lagna, malefics in the 8th or kendras)', y.house[1] === 1 && weakMoon && malefics7.some((m) => y.house[m] === 8 || (m !== 0 && isKendra(y.house[m]!) && y.house[m] !== 1)), [1, ...malefics7.filter((m) => y.house[m] === 8 || isKendra(y.house[m]!))], [1, 8],
      { slug: 'balarishta-weak-moon-in-lagna' }, 'Brihat Jataka ch. 6 sl. 3'),
  ];
  return { yogas, bhanga };
}
