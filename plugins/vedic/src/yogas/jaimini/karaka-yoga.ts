import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH_HHMM } from '../../lib/examples.js';
import { castRashi } from '../../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../../lib/schemas.js';
import { karakaYogas } from '../../lib/jaimini-yoga.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/jaimini/karaka-yoga',
  // SERVICE-SPEC "POST /vedic/yogas/jaimini/karaka-yoga" prescribes the members; slug is added beside name, karakaSlug beside karaka,
  // matter and grade beside manifestation, summarySlug and strongYogas beside summary (the strings in the answer's language, issue 12).
  specFixed: ['lagna', 'atmakaraka'],
  summary: 'The 8 chara karakas read as yogas by house, dignity and relation to the Atmakaraka',
  description:
    'Service rule built on Jaimini\'s chara karakas (no classical text names these 8 yogas): the 8 karakas as in /vedic/jaimini/karakas (Jaimini Sutras 1.1; BPHS ch. 32; Rahu 30 deg minus his degree); house = whole-sign house of the graha from the lagna; kendra 1 4 7 10, trine 1 5 9, dusthana 6 8 12; strength = clamp(40 + 25 kendra + 25 trine - 30 dusthana + dignity (exalted +15, moolatrikona or own +10, debilitated -15) + 10 when the graha is not the Atmakaraka and is conjunct it or in a kendra or trine from its sign, 0, 100); manifestation = the role\'s matter graded strong (>= 60), moderate (40-59) or weak (< 40).',
  body: vedicBirthData({}, { time: 'HH:mm|HH:mm:ss' }),
  response: Type.Object({
    ...ChartEcho,
    lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    atmakaraka: Type.Object({ graha: Type.Integer({ minimum: 0, maximum: 7 }), grahaName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }) }),
    yogas: Type.Array(Type.Object({
      slug: Type.String({ description: 'the yoga by its karaka: atmakaraka-yoga ... darakaraka-yoga' }), name: Type.String({ description: "the yoga's name in the answer's language" }),
      karaka: Type.String({ description: "the karaka's name in the answer's language (core's karaka table)" }), karakaSlug: Type.String({ description: 'atmakaraka ... darakaraka' }),
      graha: Type.Integer({ minimum: 0, maximum: 7 }), grahaName: Type.String({ description: "the graha's name in the answer's language" }),
      house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(),
      kendra: Type.Boolean(), trine: Type.Boolean(), dusthana: Type.Boolean(),
      manifestation: Type.String({ description: "the matter and its grade in the answer's language (e.g. self: strong)" }),
      matter: Type.Object({ slug: Type.String({ description: 'self, career, siblings, mother, father, children, rivals-and-disease, spouse (BPHS ch. 32)' }), name: Type.String({ description: "the matter in the answer's language" }) }),
      grade: StringEnum(['strong', 'moderate', 'weak'] as const, { description: 'strong >= 60, moderate 40-59, weak < 40' }),
      strength: Type.Number({ minimum: 0, maximum: 100 }),
    }), { minItems: 8, maxItems: 8 }),
    summary: Type.String({ description: "the yogas at the strong grade, in the answer's language" }),
    summarySlug: StringEnum(['summary-strong', 'summary-none'] as const, { description: "the summary's sentence in core's karaka-yoga table" }),
    strongYogas: Type.Array(Type.String(), { description: 'slugs of the yogas at the strong grade (>= 60)' }),
  }),
  examples: [{ name: 'delhi, HH:mm', body: DELHI_BIRTH_HHMM }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), ...karakaYogas(chart, lang) };
  },
});
