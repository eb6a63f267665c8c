import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { NAKSHATRAS } from '@celestial/core/astro';
import { defineOperation, Ephemeris, TimeZones, signSlug } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { avakhada } from '../lib/koota-avakhada.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/avakhada',
  summary: 'Avakhada chakra: varna, vashya, yoni, gana, nadi, tattva, paya and naming syllable of the Moon',
  description:
    'From the Moon\'s sidereal sign, nakshatra and pada with the koota tables of Muhurta Chintamani (Vivaha prakarana): varna and vashya by sign, yoni (14 animals), gana and nadi by star, tattva by the sign\'s element, paya from the Moon\'s house from the lagna (1, 6, 11 swarna; 2, 5, 9 rajata; 3, 7, 10 tamra; 4, 8, 12 loha), namakshara from the 108 pada syllables (Chu, Che, Cho, La for Ashwini ...).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    varna: Type.String(),
    vashya: Type.String(),
    yoni: Type.String(),
    gana: Type.String(),
    nadi: Type.String(),
    tattva: Type.String(),
    paya: Type.String(),
    namakshara: Type.String(),
    rashi: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String(), rashi: Type.String(), lord: GrahaRefSchema }),
    nakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), slug: Type.String(), name: Type.String(), lord: GrahaRefSchema, pada: Type.Integer({ minimum: 1, maximum: 4 }) }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const a = avakhada(chart);
    return withGrahaRefs({ ...chartEcho(chart, services.ephemeris), ...a, rashi: { ...a.rashi, slug: signSlug(a.rashi.sign) }, nakshatra: { ...a.nakshatra, slug: NAKSHATRAS[a.nakshatra.number - 1]!.slug } }, lang);
  },
});
