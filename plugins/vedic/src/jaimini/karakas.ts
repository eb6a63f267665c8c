import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, grahaSlug, kebab, signName, term, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { grahaNaming } from '../lib/vocabulary.js';
import { CHARA_ROLES, charaKarakas, NAISARGIKA_KARAKAS, SWISS_ID } from '../lib/jaimini.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/karakas',
  // SERVICE-SPEC "POST /vedic/jaimini/karakas" prescribes longitudeInSign; the vocabulary's slug, graha and id are added beside it.
  specFixed: ['chara[].longitudeInSign'],
  summary: 'Chara karakas (8-karaka scheme with Rahu) and the naisargika bhava karakas',
  description:
    'Jaimini Sutras 1.1 / BPHS ch. 32: Sun to Saturn and Rahu ranked by longitude within their sign, highest first (Atmakaraka ... Darakaraka); Rahu counted as 30 deg minus his degree in sign; Ketu excluded. naisargika: the bhava karakas of BPHS ch. 32, one per house, planet as its Swiss Ephemeris body number (as /reference/planets), name = the house matter, planetName = the graha.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    ayanamsa: Type.Number({ description: 'ayanamsa value at the birth moment, degrees' }),
    naisargika: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), planet: Type.Integer({ minimum: 0, maximum: 6, description: 'Swiss Ephemeris body number' }), name: Type.String({ description: "what the house signifies, in the answer's language (core's karaka-signification table)" }), matter: Type.String({ description: 'its slug: self-vitality, wealth-speech ... loss-liberation' }), planetName: Type.String(), slug: Type.String({ description: 'slug of the karaka graha' }), graha: Type.Integer({ minimum: 0, maximum: 6, description: 'Vedic graha number (0 Sun ... 6 Saturn)' }) }), { minItems: 12, maxItems: 12 }),
    chara: Type.Array(Type.Object({
      rank: Type.Integer({ minimum: 1, maximum: 8 }), role: Type.String({ description: "the karaka in the answer's language" }), roleSlug: Type.String({ description: 'atmakaraka ... darakaraka' }), graha: Type.Integer({ minimum: 0, maximum: 7, description: 'Vedic graha number (0 Sun ... 7 Rahu)' }), grahaName: Type.String(),
      slug: Type.String({ description: 'graha slug' }), id: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: 'Swiss Ephemeris body number (Sun ... Saturn; Rahu follows nodeType)' })),
      longitudeInSign: Type.Number({ minimum: 0, maximum: 30, description: 'degrees in sign (Rahu: as read; ranked by 30 minus this)' }),
      sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(),
    }), { minItems: 8, maxItems: 8 }),
    charaRoles: Type.Array(Type.String({ description: "the karakas in rank order, in the answer's language" }), { minItems: 8, maxItems: 8 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      lagna: { sign: chart.lagna.sign, signName: signName(chart.lagna.sign, lang) },
      ayanamsa: chart.ayanamsaValue,
      naisargika: NAISARGIKA_KARAKAS.map((k) => ({ house: k.house, planet: SWISS_ID[k.graha]!, name: term('karaka-signification', k.matter, lang), matter: k.matter, planetName: term('body', grahaSlug(k.graha), lang), slug: grahaSlug(k.graha), graha: k.graha })),
      chara: charaKarakas(chart).map(({ rank, role, graha, longitudeInSign, sign }) => {
        // The role and the graha's name in the answer's language (core's karaka and body tables); roleSlug beside role.
        const { slug, id, name } = grahaNaming(graha, lang);
        return { rank, role: term('karaka', kebab(role), lang), roleSlug: kebab(role), graha, grahaName: name, slug, ...(id === undefined ? {} : { id }), longitudeInSign, sign, signName: signName(sign, lang) };
      }),
      charaRoles: CHARA_ROLES.map((r) => term('karaka', kebab(r), lang)),
    };
  },
});
