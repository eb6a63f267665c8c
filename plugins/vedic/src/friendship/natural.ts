import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { naturalRelation, SAPTA_GRAHAS } from '../lib/grahas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/vedic/friendship/natural',
  summary: 'Naisargika maitri: the natural friends, neutrals and enemies of Sun..Saturn (static table)',
  description: 'The table of BPHS ch. 3 served as listed (the derivation rule from the moolatrikona lords, applied mechanically, would differ, e.g. make Venus the Moon\'s friend). Not symmetric: the Moon has no enemies.',
  response: Type.Object({
    relations: Type.Array(Type.Object({ ...GrahaRef, friends: Type.Array(Type.Object(GrahaRef)), neutrals: Type.Array(Type.Object(GrahaRef)), enemies: Type.Array(Type.Object(GrahaRef)) }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'the table' }],
  deps: {},
  handler: ({ lang }) => ({
    relations: SAPTA_GRAHAS.map((g) => {
      const others = SAPTA_GRAHAS.filter((o) => o !== g);
      const of = (r: string) => others.filter((o) => naturalRelation(g, o) === r).map((o) => grahaRef(o, lang));
      return { ...grahaRef(g, lang), friends: of('friend'), neutrals: of('neutral'), enemies: of('enemy') };
    }),
  }),
});
