import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { ashtakoota } from '../lib/koota.js';
import { MATCH_EXAMPLE, PartnerEcho, partnerMoons, TwoChartsBody } from '../lib/koota-charts.js';

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
    kootas: Type.Array(Type.Object({ slug: Type.String({ description: 'varna, vashya, tara, yoni, graha-maitri, gana, bhakoot, nadi' }), name: Type.String(), points: Type.Number({ minimum: 0 }), max: Type.Number(), boy: Type.String(), girl: Type.String() }), { minItems: 8, maxItems: 8 }),
    total: Type.Number({ minimum: 0, maximum: 36 }),
    max: Type.Literal(36),
    verdict: Type.String(),
    doshas: Type.Array(Type.String()),
  }),
  examples: [{ name: 'delhi-mumbai', body: MATCH_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const p = partnerMoons(body, services, lang);
    const a = ashtakoota(p.groom, p.bride);
    return { ...p.echo, ...a, kootas: a.kootas.map((k) => ({ slug: kebab(k.name), ...k, name: term('koota', kebab(k.name), lang) })) };
  },
});
