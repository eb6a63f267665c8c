/**
 * The avakhada chakra: the Moon's koota attributes as almanacs print them beside the birth
 * chart (varna, vashya, yoni, gana, nadi from the Muhurta Chintamani tables of lib/koota.ts;
 * tattva by the element of the Moon's sign; paya by the Moon's house from the lagna; the
 * naming syllable of the Moon's pada).
 */
import { GRAHA_NAMES, RASHI_NAMES, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { GANAS, moonPlace, NADIS, NAKSHATRA_GANA, NAKSHATRA_NADI, NAKSHATRA_YONI, NAKSHATRA_YONI_SEX, payaOf, SIGN_VARNA, TATTVAS, VARNAS, VASHYA_CLASSES, vashyaClass, YONI_ANIMALS } from './koota.js';
import { namakshara, syllableDevanagari } from './sarvatobhadra.js';

export function avakhada(chart: RashiChart) {
  const moon = chart.grahas[1]!;
  const m = moonPlace(moon.longitude);
  const star = m.nakshatra;
  return {
    varna: VARNAS[SIGN_VARNA[m.sign - 1]!],
    vashya: VASHYA_CLASSES[vashyaClass(m.longitude)]!,
    yoni: `${YONI_ANIMALS[NAKSHATRA_YONI[star - 1]!]} (${NAKSHATRA_YONI_SEX[star - 1] === 'm' ? 'male' : 'female'})`,
    yoniAnimal: YONI_ANIMALS[NAKSHATRA_YONI[star - 1]!]!,
    yoniSex: NAKSHATRA_YONI_SEX[star - 1] === 'm' ? ('male' as const) : ('female' as const),
    gana: GANAS[NAKSHATRA_GANA[star - 1]!],
    nadi: NADIS[NAKSHATRA_NADI[star - 1]!],
    // Signs 1, 5, 9 fire; 2, 6, 10 earth; 3, 7, 11 air; 4, 8, 12 water.
    tattva: TATTVAS[(m.sign - 1) % 4]!,
    paya: payaOf(moon.house),
    // The naming syllable in IAST (retroflex marked) and in Devanagari, the script it is chosen in
    // (issue 12: the ASCII "Chi" was answered in every language; as /vedic/gochara/sarvatobhadra's nameSyllable).
    namakshara: { iast: namakshara(star, m.pada), devanagari: syllableDevanagari(namakshara(star, m.pada))! },
    rashi: { sign: m.sign, name: SIGN_NAMES_EN[m.sign - 1]!, rashi: RASHI_NAMES[m.sign - 1]!, lord: GRAHA_NAMES[SIGN_LORD[m.sign - 1]!] },
    nakshatra: { number: star, name: moon.nakshatra.name, lord: moon.nakshatra.ruler, pada: m.pada },
  };
}
