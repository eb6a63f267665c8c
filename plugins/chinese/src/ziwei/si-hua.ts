import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { SI_HUA_KINDS, siHua, ziweiBirth } from '../lib/ziwei.js';
import { ziweiChartOut } from '../lib/ziwei-out.js';
import { Moment, NamedChinese, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Kind = StringEnum(SI_HUA_KINDS);
const Landing = Type.Object({ star: Type.String(), palace: Type.Union([Type.String(), Type.Null()], { description: 'palace slug where the star sits' }) });
const Four = Type.Object({ lu: Landing, quan: Landing, ke: Landing, ji: Landing });

export default defineOperation({
  method: 'POST',
  path: '/ziwei/si-hua',
  summary: 'The four transformations of the birth year and the flying Si Hua of every palace stem',
  description: 'Four transformations table (lu, quan, ke, ji): jia Lian Zhen/Po Jun/Wu Qu/Tai Yang; yi Tian Ji/Tian Liang/Zi Wei/Tai Yin; bing Tian Tong/Tian Ji/Wen Chang/Lian Zhen; ding Tai Yin/Tian Tong/Tian Ji/Ju Men; wu Tan Lang/Tai Yin/You Bi/Tian Ji; ji Wu Qu/Tan Lang/Tian Liang/Wen Qu; geng Tai Yang/Wu Qu/Tai Yin/Tian Tong (quanshu) or Tai Yang/Wu Qu/Tian Tong/Tai Yin (zhongzhou, Wang Tingzhi\'s Zhongzhou school); xin Ju Men/Tai Yang/Wen Qu/Wen Chang; ren Tian Liang/Zi Wei/Zuo Fu/Wu Qu; gui Po Jun/Ju Men/Tai Yin/Tan Lang. Applied to the birth-year (lunar year) stem and to each of the 12 palace stems (flying-star method); a self-transformation is a palace whose own stem transforms a star seated in it. Chart as /ziwei/chart.',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), siHuaVariant: Type.Optional(StringEnum(['quanshu', 'zhongzhou'] as const, { default: 'quanshu' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Type.Object({ siHuaVariant: StringEnum(['quanshu', 'zhongzhou'] as const) }),
    yearStem: NamedChinese,
    birthYear: Four,
    flying: Type.Array(Type.Object({ fromPalace: Type.String(), stem: NamedChinese, lu: Landing, quan: Landing, ke: Landing, ji: Landing }), { minItems: 12, maxItems: 12 }),
    selfTransformations: Type.Array(Type.Object({ palace: Type.String(), kind: Kind, star: Type.String() })),
    incoming: Type.Array(Type.Object({ palace: Type.String(), kinds: Type.Array(Kind) }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'beijing-female', body: { ...BEIJING_BIRTH, gender: 'female' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    const variant = body.siHuaVariant ?? 'quanshu';
    const chart = ziweiChartOut(z, variant, lang);
    const seat = new Map<string, string>();
    for (const p of chart.palaces) for (const s of [...p.majorStars, ...p.minorStars]) seat.set(s.slug, p.slug);
    const four = (stars: [string, string, string, string]) => Object.fromEntries(SI_HUA_KINDS.map((k, i) => [k, { star: stars[i]!, palace: seat.get(stars[i]!) ?? null }])) as Record<(typeof SI_HUA_KINDS)[number], { star: string; palace: string | null }>;
    const stemIndex = (slug: string) => ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'].indexOf(slug);
    const flying = chart.palaces.map((p) => ({ fromPalace: p.slug, stem: p.stem, ...four(siHua(stemIndex(p.stem.slug), variant)) }));
    const selfTransformations = flying.flatMap((f) => SI_HUA_KINDS.filter((k) => f[k].palace === f.fromPalace).map((kind) => ({ palace: f.fromPalace, kind, star: f[kind].star })));
    const incoming = chart.palaces.map((p) => ({ palace: p.slug, kinds: flying.flatMap((f) => SI_HUA_KINDS.filter((k) => f[k].palace === p.slug)) }));
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      settings: { siHuaVariant: variant },
      yearStem: chart.yearStem,
      birthYear: four(siHua(z.yearIndex % 10, variant)),
      flying, selfTransformations, incoming,
    };
  },
});
