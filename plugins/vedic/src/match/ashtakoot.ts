import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, signName, StringEnum, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { ashtakoota } from '../lib/koota.js';
import type { KootaSide } from '../lib/koota.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { MATCH_EXAMPLE, PartnerEcho, partnerMoons, TwoChartsBody } from '../lib/koota-charts.js';

/**
 * What a koota compares on each side, named in the answer's language (issue 12): a varna, vashya
 * class, gana or nadi (koota-quality table), the tara counted to the other partner's star (tara
 * table), the yoni animal with its sex (yoni-animal table), the Moon sign's lord by reference
 * (graha maitri) or the Moon sign 1-12 (bhakoot).
 */
const KootaSideSchema = Type.Object({
  slug: Type.String({ description: 'brahmin ... shudra, chatushpada ... keeta, janma ... parama-mitra, horse ... lion, a graha slug, a sign slug, deva/manushya/rakshasa, adi/madhya/antya' }),
  name: Type.String({ description: "its name in the answer's language" }),
  sex: Type.Optional(StringEnum(['male', 'female'] as const, { description: 'yoni: the animal\'s sex' })),
  graha: Type.Optional(GrahaNamingMembers.graha),
  id: GrahaNamingMembers.id,
  sign: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'bhakoot: the Moon sign, Aries 1' })),
});

const KOOTA_SIDE_CONCEPT = { varna: 'koota-quality', vashya: 'koota-quality', gana: 'koota-quality', nadi: 'koota-quality', tara: 'tara', yoni: 'yoni-animal' } as const;

function kootaSide(koota: string, side: KootaSide, lang: LangCode) {
  if (side.graha !== undefined) return grahaNaming(side.graha, lang);
  if (side.sign !== undefined) return { slug: side.slug, name: signName(side.sign, lang), sign: side.sign };
  const concept = KOOTA_SIDE_CONCEPT[koota as keyof typeof KOOTA_SIDE_CONCEPT];
  return { slug: side.slug, name: term(concept, side.slug, lang), ...(side.sex ? { sex: side.sex } : {}) };
}

export default defineOperation({
  method: 'POST',
  path: '/vedic/match/ashtakoot',
  summary: 'Ashtakoota guna milan (36 points) from the groom\'s and the bride\'s Moons',
  description:
    'Muhurta Chintamani, Vivaha prakarana: varna 1 (sign triplicity caste), vashya 2 (sign classes, Sagittarius and Capricorn split at 15 deg), tara 3 (star count both ways by 9; 3, 5, 7 bad), yoni 4 (14 animals), graha maitri 5 (Moon-sign lords, BPHS natural friendships), gana 6, bhakoot 7 (2/12, 5/9, 6/8 give 0), nadi 8 (same nadi 0). 18 or more is acceptable. chart1 is the groom, chart2 the bride.',
  body: TwoChartsBody,
  response: Type.Object({
    groom: PartnerEcho,
    bride: PartnerEcho,
    kootas: Type.Array(Type.Object({ slug: Type.String({ description: 'varna, vashya, tara, yoni, graha-maitri, gana, bhakoot, nadi' }), name: Type.String(), points: Type.Number({ minimum: 0 }), max: Type.Number(), boy: KootaSideSchema, girl: KootaSideSchema }), { minItems: 8, maxItems: 8 }),
    total: Type.Number({ minimum: 0, maximum: 36 }),
    max: Type.Literal(36),
    verdict: StringEnum(['excellent', 'very-good', 'acceptable', 'not-recommended'] as const, { description: 'by the total: 28 or more excellent, 24 very good, 18 (half the gunas, the accepted minimum) acceptable' }),
    doshas: Type.Array(Type.Object({
      slug: StringEnum(['nadi', 'bhakoot', 'gana'] as const, { description: 'the koota that scored nothing (its dosha)' }),
      name: Type.String({ description: "the koota's name in the answer's language" }),
      distance: Type.Optional(Type.String({ description: 'bhakoot: the distance of the Moon signs (2-12, 5-9, 6-8)' })),
    })),
  }),
  examples: [{ name: 'delhi-mumbai', body: MATCH_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const p = partnerMoons(body, services, lang);
    const a = ashtakoota(p.groom, p.bride);
    return { ...p.echo, ...a, doshas: a.doshas.map(({ koota, ...d }) => ({ slug: koota, name: term('koota', koota, lang), ...d })), kootas: a.kootas.map((k) => ({ slug: kebab(k.name), ...k, name: term('koota', kebab(k.name), lang), boy: kootaSide(k.name, k.boy, lang), girl: kootaSide(k.name, k.girl, lang) })) };
  },
});
