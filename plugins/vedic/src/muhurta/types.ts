import { Type } from '@sinclair/typebox';
import { defineOperation, kebab, signName, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { NAKSHATRAS } from '@celestial/core/astro';
import { WEEKDAY_NAMES } from '../lib/day.js';
import { tithiName } from '../lib/limbs.js';
import { ACTIVITIES, BASE_BAD_TITHIS, STAR_CLASSES } from '../lib/muhurta-rules.js';
import { LUNAR_MONTHS } from '../lib/panchang.js';
import { listOf, sentence } from '../lib/explanations.js';

/**
 * The catalogue in the answer's language (issue 12): the activity by core's muhurta-activity
 * table, nakshatras, tithis, weekdays and lagnas by their core tables, what it avoids by core's
 * muhurta-rule table (`{ slug, name }`); ids, numbers and the Sanskrit names stay.
 */
function catalogue(lang: LangCode) {
  const star = (n: number) => term('nakshatra', NAKSHATRAS[n - 1]!.slug, lang);
  const types = ACTIVITIES.map((a) => {
    const tithis = (a.tithis.length ? a.tithis : Array.from({ length: 30 }, (_, i) => i + 1)).filter((n) => !(BASE_BAD_TITHIS as readonly number[]).includes(n));
    return {
      id: a.id,
      slug: a.id, // the activity's id is already its stable kebab-case name
      name: term('muhurta-activity', a.id, lang),
      sanskritName: a.sanskritName,
      path: `/vedic/muhurta/${a.id}`,
      source: a.source,
      starClasses: [...a.starClasses],
      nakshatras: a.nakshatras.map((n) => ({ number: n, slug: NAKSHATRAS[n - 1]!.slug, name: star(n) })),
      tithis: tithis.filter((n) => !a.shuklaOnly || n <= 15).map((n) => ({ number: n, slug: kebab(tithiName(n).name), name: term('tithi', kebab(tithiName(n).name), lang), paksha: tithiName(n).paksha })),
      weekdays: (a.weekdays.length ? a.weekdays : [0, 1, 2, 3, 4, 5, 6]).map((w) => term('weekday', kebab(WEEKDAY_NAMES[w]!), lang)),
      lagnas: (a.lagnas.length ? a.lagnas : Array.from({ length: 12 }, (_, i) => i + 1)).map((s) => signName(s, lang)),
      // The lunar months griha pravesh allows fill the rule that names the others (Muhurta Chintamani, Griha-pravesha prakarana).
      avoid: a.avoid.map((slug) => ({ slug, name: sentence('muhurta-rule', slug, lang, { months: listOf(a.lunarMonths.map((k) => term('lunar-month', kebab(LUNAR_MONTHS[k]!), lang)), lang) }) })),
    };
  });
  const starClasses = Object.fromEntries(Object.entries(STAR_CLASSES).map(([k, v]) => [k, (v as readonly number[]).map(star)]));
  return { types, starClasses };
}

const Named = Type.Object({ number: Type.Integer(), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'GET',
  path: '/muhurta/types',
  summary: 'Catalogue of the 12 muhurta activities and the rules each finder applies',
  description:
    'Static catalogue of the activities served by the /vedic/muhurta/* finders (and /reports/muhurta): the Moon\'s stars, the tithis (Rikta 4, 9, 14 and Amavasya never), weekdays and lagnas each allows and what it avoids, after Muhurta Chintamani (Daivajna Rama, 1600) and B. V. Raman\'s Muhurtha; star classes dhruva, chara, kshipra, mridu, ugra, mishra, tikshna as the Nakshatra prakarana groups them (Abhijit, kshipra, is not one of the 27 divisions the finders read). Free, 0 credits.',
  response: Type.Object({
    types: Type.Array(Type.Object({
      id: Type.String(), slug: Type.String(), name: Type.String(), sanskritName: Type.String(), path: Type.String(), source: Type.String(),
      starClasses: Type.Array(Type.String()),
      nakshatras: Type.Array(Named), tithis: Type.Array(Type.Object({ number: Type.Integer(), slug: Type.String(), name: Type.String(), paksha: Type.String() })),
      weekdays: Type.Array(Type.String()), lagnas: Type.Array(Type.String()),
      avoid: Type.Array(Type.Object({ slug: Type.String({ description: 'the rule (rikta-tithis, amavasya, vishti-karana, rahu-kala, ...)' }), name: Type.String({ description: "the rule in the answer's language" }) })),
    }), { minItems: 12, maxItems: 12 }),
    starClasses: Type.Record(Type.String(), Type.Array(Type.String())),
  }),
  examples: [{}],
  deps: {},
  handler: ({ lang }) => catalogue(lang),
});
