import { Type } from '@sinclair/typebox';
import { StringEnum, defineOperation } from '@celestial/core';
import { DIRECTIONS, PALACE_PHASE, PALACE_TRIGRAMS, TRIGRAM_CHARS, mountainAt } from '../lib/fengshui.js';
import { phaseNamed } from '../lib/cycle.js';
import { NamedPlain } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/twenty-four-mountains',
  summary: 'The Luo Pan mountain of a compass bearing, with its palace, yuan and Xuan Kong polarity',
  description: '24 mountains of the Luo Pan: 15-deg sectors starting with Ren at 337.5 deg (Ren, Zi, Gui, Chou, Gen, Yin, Jia, Mao, Yi, Chen, Xun, Si, Bing, Wu, Ding, Wei, Kun, Shen, Geng, You, Xin, Xu, Qian, Hai), three per trigram palace (Kan N, Gen NE, Zhen E, Xun SE, Li S, Kun SW, Dui W, Qian NW); yuan: the first of each palace earth, the middle heaven, the last man; Xuan Kong polarity per Shen Shi Xuan Kong Xue: in Kan, Zhen, Li and Dui the earth mountain is yang and the heaven and man mountains yin; in Gen, Xun, Kun and Qian the reverse; element = that of the palace trigram. A bearing on a boundary belongs to the mountain that begins there.',
  body: Type.Object({ degrees: Type.Number({ minimum: 0, maximum: 360, description: 'compass bearing, degrees from north clockwise' }) }),
  response: Type.Object({
    degrees: Type.Number(),
    mountain: Type.Object({ index: Type.Integer({ minimum: 1, maximum: 24 }), slug: Type.String(), chinese: Type.String() }),
    palace: Type.Object({ trigram: Type.String(), chinese: Type.String(), direction: StringEnum(DIRECTIONS) }),
    element: NamedPlain,
    yinYang: StringEnum(['yang', 'yin'] as const),
    yuan: StringEnum(['earth', 'heaven', 'man'] as const),
    degreesIntoMountain: Type.Number({ minimum: 0, maximum: 15 }),
    boundaries: Type.Object({ from: Type.Number(), to: Type.Number() }),
  }),
  calculation: true,
  examples: [{ name: 'due-south', body: { degrees: 180 } }, { name: 'ren-zi-boundary', body: { degrees: 352.5 } }],
  handler: ({ body, lang }) => {
    const m = mountainAt(body.degrees);
    const t = PALACE_TRIGRAMS[m.palace]!;
    return {
      degrees: body.degrees,
      mountain: { index: m.index, slug: m.slug, chinese: m.chinese },
      palace: { trigram: t, chinese: TRIGRAM_CHARS[t]!, direction: DIRECTIONS[m.palace]! },
      element: phaseNamed(PALACE_PHASE[m.palace]!, lang),
      yinYang: m.yang ? 'yang' as const : 'yin' as const,
      yuan: m.yuan,
      degreesIntoMountain: m.into,
      boundaries: { from: m.from, to: m.to },
    };
  },
});
