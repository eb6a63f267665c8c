import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { SI_HUA_KINDS, siHua, ziweiBirth } from '../lib/ziwei.js';
import { ziweiChartOut, Transformations } from '../lib/ziwei-out.js';
import { Moment, NamedChinese, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';
import { STEM_SLUGS } from '../lib/cycle.js';

export default defineOperation({
  method: 'POST',
  path: '/ziwei/decade-limits',
  summary: 'The ten-year limits (Da Xian) of a Zi Wei chart with their palace stems\' Si Hua',
  description: 'Da Xian: the first decade starts in the life palace at the age (sui) equal to the bureau number (water 2, wood 3, metal 4, earth 5, fire 6); yang-year male and yin-year female (stem of the lunar year, as /ziwei/chart) move forward (clockwise, in branch order) through the palaces, others backward, 10 years each; fromYear = birth lunar year + fromAge - 1; each decade\'s Si Hua from its palace stem (Quan Shu table of /ziwei/si-hua). Decades as iztro places them.',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const) }),
  response: Type.Object({
    moment: Moment,
    direction: StringEnum(['clockwise', 'anticlockwise'] as const),
    startAge: Type.Integer({ minimum: 2, maximum: 6 }),
    decades: Type.Array(Type.Object({
      index: Type.Integer({ minimum: 0, maximum: 11 }),
      palace: Type.String(),
      branch: NamedChinese,
      stem: NamedChinese,
      fromAge: Type.Integer(),
      toAge: Type.Integer(),
      fromYear: Type.Integer(),
      transformations: Transformations,
      majorStars: Type.Array(Type.String()),
    }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'beijing-male', body: { ...BEIJING_BIRTH, gender: 'male' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    const chart = ziweiChartOut(z, 'quanshu', lang);
    const ordered = [...chart.palaces].sort((a, b) => a.decade.fromAge - b.decade.fromAge);
    const second = ordered[1]!, first = ordered[0]!;
    const clockwise = (second.index - first.index + 12) % 12 === 1;
    return {
      moment: momentEcho(z.moment, services.ephemeris),
      direction: clockwise ? 'clockwise' as const : 'anticlockwise' as const,
      startAge: first.decade.fromAge,
      decades: ordered.map((p, i) => {
        const hua = siHua(STEM_SLUGS.indexOf(p.stem.slug as (typeof STEM_SLUGS)[number]), 'quanshu');
        return {
          index: i, palace: p.slug, branch: p.branch, stem: p.stem, fromAge: p.decade.fromAge, toAge: p.decade.toAge,
          fromYear: z.lunar.lunarYear + p.decade.fromAge - 1,
          transformations: Object.fromEntries(SI_HUA_KINDS.map((k, j) => [k, hua[j]!])) as { lu: string; quan: string; ke: string; ji: string },
          majorStars: p.majorStars.map((s) => s.slug),
        };
      }),
    };
  },
});
