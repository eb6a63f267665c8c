/**
 * The karaka yogas of /vedic/yogas/jaimini/karaka-yoga: a service rule built on Jaimini's chara
 * karakas (Jaimini Sutras 1.1; BPHS ch. 32). No classical text names these eight yogas; the
 * scoring is the catalogue's and is stated in full in the operation description.
 */
import { kebab } from '@celestial/core';
import { houseFrom, signDignity } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { charaKarakas } from './jaimini.js';
import type { CharaRole } from './jaimini.js';

/** What each chara karaka signifies (BPHS ch. 32 sl. 18-24). */
export const KARAKA_MATTERS: Readonly<Record<CharaRole, string>> = {
  Atmakaraka: 'self', Amatyakaraka: 'career', Bhratrikaraka: 'siblings', Matrikaraka: 'mother',
  Pitrikaraka: 'father', Putrakaraka: 'children', Gnatikaraka: 'rivals and disease', Darakaraka: 'spouse',
};

const KENDRA = [1, 4, 7, 10];
const TRINE = [1, 5, 9];
const DUSTHANA = [6, 8, 12];

export function karakaStrength(house: number, dignity: ReturnType<typeof signDignity>, akLink: boolean): number {
  let s = 40;
  if (KENDRA.includes(house)) s += 25;
  if (TRINE.includes(house)) s += 25;
  if (DUSTHANA.includes(house)) s -= 30;
  if (dignity === 'exalted') s += 15;
  else if (dignity === 'moolatrikona' || dignity === 'own') s += 10;
  else if (dignity === 'debilitated') s -= 15;
  if (akLink) s += 10;
  return Math.max(0, Math.min(100, s));
}

export const grade = (strength: number) => (strength >= 60 ? 'strong' : strength >= 40 ? 'moderate' : 'weak');

export function karakaYogas(chart: RashiChart) {
  const karakas = charaKarakas(chart);
  const ak = karakas[0]!;
  const akPlace = chart.grahas[ak.graha]!;
  const yogas = karakas.map((k) => {
    const p = chart.grahas[k.graha]!;
    const fromAk = houseFrom(akPlace.sign, p.sign);
    const akLink = k.rank !== 1 && [...KENDRA, ...TRINE].includes(fromAk);
    const strength = karakaStrength(p.house, signDignity(k.graha, p.longitude), akLink);
    return {
      slug: kebab(`${k.role} yoga`),
      name: `${k.role} yoga`, karaka: k.role, graha: k.graha, grahaName: k.grahaName,
      house: p.house, sign: p.sign, signName: p.signName,
      kendra: KENDRA.includes(p.house), trine: TRINE.includes(p.house), dusthana: DUSTHANA.includes(p.house),
      manifestation: `${KARAKA_MATTERS[k.role]}: ${grade(strength)}`, strength,
    };
  });
  const strong = yogas.filter((y) => y.strength >= 60);
  return {
    lagna: { sign: chart.lagna.sign, signName: chart.lagna.signName },
    atmakaraka: { graha: ak.graha, grahaName: ak.grahaName, house: akPlace.house },
    yogas,
    summary: strong.length ? `Strong: ${strong.map((y) => `${y.name} (${KARAKA_MATTERS[y.karaka as CharaRole]}, ${y.strength})`).join('; ')}` : 'No karaka yoga reaches the strong grade (60)',
  };
}
