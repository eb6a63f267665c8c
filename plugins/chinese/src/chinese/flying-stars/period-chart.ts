import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, defineOperation } from '@celestial/core';
import { DIRECTIONS, PALACE_TRIGRAMS, TRIGRAM_CHARS } from '../../lib/fengshui.js';
import { formations, loShuOf, periodChart, resolvePeriod } from '../../lib/xuan-kong.js';

const Star = Type.Integer({ minimum: 1, maximum: 9 });
const MountainOut = Type.Object({ index: Type.Integer({ minimum: 1, maximum: 24 }), slug: Type.String(), chinese: Type.String(), yuan: StringEnum(['earth', 'heaven', 'man'] as const), yinYang: StringEnum(['yang', 'yin'] as const) });
const mountainOut = (m: ReturnType<typeof periodChart>['facing']) => ({ index: m.index, slug: m.slug, chinese: m.chinese, yuan: m.yuan, yinYang: m.yang ? 'yang' as const : 'yin' as const });

export default defineOperation({
  method: 'POST',
  path: '/chinese/flying-stars/period-chart',
  summary: 'The Xuan Kong flying star chart of a building from its facing and period',
  description: 'Xuan Kong Fei Xing after Shen Zhurong, Shen Shi Xuan Kong Xue (1925). Period = `period` when sent, else that of `moveInDate`, else of today (20-year periods counted from Lichun 1864; period 9 = Lichun 2024 to Lichun 2044). The period star flies forward on the Lo Shu path (center, NW, W, NE, S, N, SW, E, SE); the base stars of the sitting and facing palaces enter the center as mountain and water stars and fly forward when the mountain at the same yuan position in the star\'s home trigram is yang, backward when yin (a 5 takes the polarity of the actual sitting or facing mountain). Replacement (Ti Gua, `replacement` auto) when the facing lies within 3 deg of a mountain boundary: each entering star is replaced by the Ti star of that mountain (Zi, Gui, Jia, Shen 1; Ren, Mao, Yi, Wei, Kun 2; Qian, Hai, Chen, Xun, Si, Xu 6; You, Xin, Chou, Gen, Bing 7; Yin, Wu, Geng, Ding 9; for a 5, of the actual mountain) and flown with its polarity. Formations: wang shan wang xiang, shang shan xia shui, double stars at facing or sitting, fu yin and fan yin (against the Lo Shu), he shi (sums of 10 with the base star, or mountain with water, in every palace), lian zhu and fu mu san ban gua (in every palace). Palaces are numbered by the Lo Shu (1 north ... 9 south, 5 center).',
  body: Type.Object({
    facingDegrees: Type.Number({ minimum: 0, maximum: 360, description: 'compass bearing of the facing, degrees from north clockwise' }),
    period: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    moveInDate: Type.Optional(DateString),
    replacement: Type.Optional(StringEnum(['auto', 'off'] as const, { default: 'auto' })),
  }),
  response: Type.Object({
    period: Star,
    periodSource: StringEnum(['period', 'move-in-date', 'today'] as const),
    facingMountain: MountainOut,
    sittingMountain: MountainOut,
    replacementUsed: Type.Boolean(),
    mountainStarFlight: StringEnum(['forward', 'backward'] as const),
    waterStarFlight: StringEnum(['forward', 'backward'] as const),
    palaces: Type.Array(Type.Object({
      palace: Star,
      direction: StringEnum([...DIRECTIONS, 'center'] as const),
      trigram: Type.Union([Type.Object({ slug: Type.String(), chinese: Type.String() }), Type.Null()]),
      baseStar: Star, mountainStar: Star, waterStar: Star,
    })),
    formations: Type.Array(Type.Object({ slug: Type.String(), chinese: Type.String(), palaces: Type.Array(Star) })),
  }),
  calculation: true,
  examples: [{ name: 'period-8-facing-south', body: { facingDegrees: 180, period: 8 } }, { name: 'moved-in-2025-replacement', body: { facingDegrees: 23.5, moveInDate: '2025-03-01' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const { period, source: periodSource } = resolvePeriod(ephemeris, body, Date.now() / 86_400_000 + 2_440_587.5);
    const c = periodChart(period, body.facingDegrees % 360, body.replacement ?? 'auto');
    const order = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    return {
      period, periodSource,
      facingMountain: mountainOut(c.facing), sittingMountain: mountainOut(c.sitting),
      replacementUsed: c.replacementUsed,
      mountainStarFlight: c.mountainEntry.forward ? 'forward' as const : 'backward' as const,
      waterStarFlight: c.waterEntry.forward ? 'forward' as const : 'backward' as const,
      palaces: order.map((d) => ({
        palace: loShuOf(d),
        direction: d === 8 ? 'center' as const : DIRECTIONS[d]!,
        trigram: d === 8 ? null : { slug: PALACE_TRIGRAMS[d]!, chinese: TRIGRAM_CHARS[PALACE_TRIGRAMS[d]!]! },
        baseStar: c.base[d]!, mountainStar: c.mountain[d]!, waterStar: c.water[d]!,
      })).sort((a, b) => a.palace - b.palace),
      formations: formations(c),
    };
  },
});
