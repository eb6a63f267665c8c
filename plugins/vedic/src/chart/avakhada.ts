import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { NAKSHATRAS } from '@celestial/core/astro';
import { defineOperation, Ephemeris, kebab, named, signName, signSlug, term, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { avakhada } from '../lib/koota-avakhada.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) });

/** The four tattvas by sign (Agni, Prithvi, Vayu, Jala): fire, earth, air, water, as koota.ts's TATTVAS orders them. */
const TATTVA_ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/avakhada',
  summary: 'Avakhada chakra: varna, vashya, yoni, gana, nadi, tattva, paya and naming syllable of the Moon',
  description:
    'From the Moon\'s sidereal sign, nakshatra and pada with the koota tables of Muhurta Chintamani (Vivaha prakarana): varna and vashya by sign, yoni (14 animals), gana and nadi by star, tattva by the sign\'s element, paya from the Moon\'s house from the lagna (1, 6, 11 swarna; 2, 5, 9 rajata; 3, 7, 10 tamra; 4, 8, 12 loha), namakshara from the 108 pada syllables (Chu, Che, Cho, La for Ashwini ...).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    // Named results in the answer's language (issue 12, found by the English sweep: English strings
    // before): core's koota-quality table (the one the ashtakoota names its sides by), the
    // yoni-animal table with the animal's sex, the element table for the tattva.
    varna: Named, vashya: Named, gana: Named, nadi: Named,
    yoni: Type.Object({ ...Named.properties, sex: Type.Union([Type.Literal('male'), Type.Literal('female')]) }),
    tattva: Type.Object({ ...Named.properties, slug: Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]) }),
    paya: Type.String(),
    namakshara: Type.Object({ iast: Type.String({ description: 'the naming syllable of the Moon\'s pada in IAST (Chu, Ḍa retroflex)' }), devanagari: Type.String({ description: 'the syllable in Devanagari (चु), the script it is read in' }) }, { description: 'namakshara: the first syllable of a name given for the Moon\'s pada' }),
    rashi: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String(), rashi: Type.String(), lord: GrahaRefSchema }),
    nakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), slug: Type.String(), name: Type.String(), lord: GrahaRefSchema, pada: Type.Integer({ minimum: 1, maximum: 4 }) }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const a = avakhada(chart);
    const quality = (english: string) => named('koota-quality', kebab(english), lang);
    const { yoniAnimal, yoniSex, ...rest } = a;
    const element = TATTVA_ELEMENTS[(a.rashi.sign - 1) % 4]!;
    const nakshatraSlug = NAKSHATRAS[a.nakshatra.number - 1]!.slug;
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris), ...rest,
      varna: quality(a.varna), vashya: quality(a.vashya), gana: quality(a.gana), nadi: quality(a.nadi),
      yoni: { ...named('yoni-animal', kebab(yoniAnimal), lang), sex: yoniSex },
      tattva: { slug: element, name: term('element', element, lang) },
      rashi: { ...a.rashi, slug: signSlug(a.rashi.sign), name: signName(a.rashi.sign, lang) },
      nakshatra: { ...a.nakshatra, slug: nakshatraSlug, name: term('nakshatra', nakshatraSlug, lang) },
    }, lang);
  },
});
