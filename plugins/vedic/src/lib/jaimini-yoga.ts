/**
 * The karaka yogas of /vedic/yogas/jaimini/karaka-yoga: a service rule built on Jaimini's chara
 * karakas (Jaimini Sutras 1.1; BPHS ch. 32). No classical text names these eight yogas; the
 * scoring is the catalogue's and is stated in full in the operation description.
 */
import { grahaSlug, kebab, named, signName, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { houseFrom, signDignity } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { charaKarakas } from './jaimini.js';
import type { CharaRole } from './jaimini.js';

/** What each chara karaka signifies (BPHS ch. 32 sl. 18-24); the slug of core's karaka-yoga table is the kebab-case English. */
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

export const grade = (strength: number): 'strong' | 'moderate' | 'weak' => (strength >= 60 ? 'strong' : strength >= 40 ? 'moderate' : 'weak');

/** Japanese writes the full-width colon and brackets; the other languages ": " and " (...)" (no table row is punctuation only). */
const colon = (lang: LangCode) => (lang === 'ja' ? '：' : ': ');
const bracketed = (name: string, inner: string, lang: LangCode) => (lang === 'ja' ? `${name}（${inner}）` : `${name} (${inner})`);
const comma = (lang: LangCode) => (lang === 'ja' ? '、' : lang === 'ar' ? '، ' : ', ');

/**
 * The karaka yogas in `lang` (issue 12: English before): each yoga named from core's karaka-yoga
 * table, the karaka from the karaka table, the graha and sign named in `lang`. SERVICE-SPEC fixes
 * `karaka`, `manifestation` and `summary` as strings: they are the text in `lang`, and the slugs an app
 * keys to stand beside them (`karakaSlug`, `matter`, `grade`, `summarySlug`, `strongYogas`), as
 * /vedic/jaimini/karakas puts `roleSlug` beside `role`.
 */
export function karakaYogas(chart: RashiChart, lang: LangCode) {
  const karakas = charaKarakas(chart);
  const ak = karakas[0]!;
  const akPlace = chart.grahas[ak.graha]!;
  const yogas = karakas.map((k) => {
    const p = chart.grahas[k.graha]!;
    const fromAk = houseFrom(akPlace.sign, p.sign);
    const akLink = k.rank !== 1 && [...KENDRA, ...TRINE].includes(fromAk);
    const strength = karakaStrength(p.house, signDignity(k.graha, p.longitude), akLink);
    const karaka = kebab(k.role);
    const slug = `${karaka}-yoga`;
    const matter = named('karaka-yoga', kebab(KARAKA_MATTERS[k.role]), lang);
    const g = grade(strength);
    return {
      slug,
      name: term('karaka-yoga', slug, lang), karaka: term('karaka', karaka, lang), karakaSlug: karaka, graha: k.graha, grahaName: term('body', grahaSlug(k.graha), lang),
      house: p.house, sign: p.sign, signName: signName(p.sign, lang),
      kendra: KENDRA.includes(p.house), trine: TRINE.includes(p.house), dusthana: DUSTHANA.includes(p.house),
      manifestation: `${matter.name}${colon(lang)}${term('karaka-yoga', `grade-${g}`, lang)}`, matter, grade: g, strength,
    };
  });
  const strong = yogas.filter((y) => y.strength >= 60);
  return {
    lagna: { sign: chart.lagna.sign, signName: signName(chart.lagna.sign, lang) },
    atmakaraka: { graha: ak.graha, grahaName: term('body', grahaSlug(ak.graha), lang), house: akPlace.house },
    yogas,
    summary: strong.length
      ? term('karaka-yoga', 'summary-strong', lang).replace('{yogas}', strong.map((y) => bracketed(y.name, `${y.matter.name}${comma(lang)}${y.strength}`, lang)).join(lang === 'ja' ? '、' : '; '))
      : term('karaka-yoga', 'summary-none', lang),
    summarySlug: strong.length ? ('summary-strong' as const) : ('summary-none' as const),
    strongYogas: strong.map((y) => y.slug),
  };
}
