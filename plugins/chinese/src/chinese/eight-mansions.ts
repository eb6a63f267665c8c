import { Type } from '@sinclair/typebox';
import { StringEnum, defineOperation } from '@celestial/core';
import { DIRECTIONS, EAST_GROUP, PALACE_NUMBER, PALACE_TRIGRAMS, TRIGRAM_CHARS, YOU_NIAN_BAD, YOU_NIAN_GOOD, mountainAt, sectorOf, youNian } from '../lib/fengshui.js';
import { mod } from '../lib/cycle.js';

const STARS = [...YOU_NIAN_GOOD, ...YOU_NIAN_BAD] as const;

export default defineOperation({
  method: 'POST',
  path: '/chinese/eight-mansions',
  summary: 'The Eight Mansions (Ba Zhai) chart of a house from its facing direction',
  description: 'House (Zhai) gua of Ba Zhai Ming Jing: true facing = facingDegrees + magneticDeclination (east positive) when a declination is sent; sitting = facing + 180 deg; eight 45-deg sectors centred on N (337.5-22.5), NE, ...; the sitting trigram (Kan N, Gen NE, Zhen E, Xun SE, Li S, Kun SW, Dui W, Qian NW) sets the house (east group Kan, Zhen, Xun, Li; west group Qian, Kun, Gen, Dui); the eight You Nian stars are laid from the sitting palace by the Da You Nian verse, i.e. the table of /chinese/kua read with the sitting trigram\'s number (Kan 1, Kun 2, Zhen 3, Xun 4, Qian 6, Dui 7, Gen 8, Li 9).',
  body: Type.Object({
    facingDegrees: Type.Number({ minimum: 0, maximum: 360 }),
    magneticDeclination: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'degrees, east positive; added to a magnetic bearing' })),
  }),
  response: Type.Object({
    facingDegrees: Type.Number({ description: 'true facing after the declination' }),
    facing: Type.Object({ direction: StringEnum(DIRECTIONS), mountain: Type.Object({ index: Type.Integer(), slug: Type.String(), chinese: Type.String() }) }),
    sitting: Type.Object({ direction: StringEnum(DIRECTIONS), trigram: Type.Object({ slug: Type.String(), chinese: Type.String() }), number: Type.Integer() }),
    houseGroup: StringEnum(['east', 'west'] as const),
    sectors: Type.Array(Type.Object({ direction: StringEnum(DIRECTIONS), star: StringEnum(STARS), luck: StringEnum(['auspicious', 'inauspicious'] as const) }), { minItems: 8, maxItems: 8 }),
  }),
  examples: [{ name: 'facing-south', body: { facingDegrees: 180 } }, { name: 'magnetic', body: { facingDegrees: 92, magneticDeclination: -7.5 } }],
  handler: ({ body }) => {
    const facing = mod(body.facingDegrees + (body.magneticDeclination ?? 0), 360);
    const sittingSector = sectorOf(facing + 180);
    const n = PALACE_NUMBER[sittingSector]!;
    const dirs = youNian(n);
    const m = mountainAt(facing);
    const trigram = PALACE_TRIGRAMS[sittingSector]!;
    return {
      facingDegrees: facing,
      facing: { direction: DIRECTIONS[sectorOf(facing)]!, mountain: { index: m.index, slug: m.slug, chinese: m.chinese } },
      sitting: { direction: DIRECTIONS[sittingSector]!, trigram: { slug: trigram, chinese: TRIGRAM_CHARS[trigram]! }, number: n },
      houseGroup: EAST_GROUP.includes(n) ? 'east' as const : 'west' as const,
      sectors: DIRECTIONS.map((direction, d) => {
        const k = dirs.indexOf(d);
        return { direction, star: STARS[k]!, luck: k < 4 ? 'auspicious' as const : 'inauspicious' as const };
      }),
    };
  },
});
