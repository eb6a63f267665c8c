import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, defineOperation } from '@celestial/core';
import { lichunYear } from '../lib/bazi.js';
import { jdnOf, parseIso, phaseNamed } from '../lib/cycle.js';
import { checkCalendarYear } from '../lib/chart.js';
import { DIRECTIONS, EAST_GROUP, PALACE_NUMBER, PALACE_TRIGRAMS, STAR_PHASE, TRIGRAM_CHARS, YOU_NIAN_BAD, YOU_NIAN_GOOD, kuaNumber, yearStar, youNian } from '../lib/fengshui.js';
import { NamedPlain } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/kua',
  summary: 'The Eight Mansions kua number of a person, with the favourable and unfavourable directions',
  description: 'Eight Mansions (Ba Zhai Ming Jing): the solar year from the exact Lichun instant (birthDate taken at 12:00 UT+8); s = that year\'s Nine Star Ki year star 9 - ((Y - 2000) mod 9); male kua = s (5 -> 2); female kua = 15 - s reduced to one digit (10 -> 1 ... 14 -> 5), then 5 -> 8; east group 1, 3, 4, 9, west group 2, 6, 7, 8. Directions from the You Nian table of the Da You Nian verse (sheng-qi, tian-yi, yan-nian, fu-wei; huo-hai, liu-sha, wu-gui, jue-ming).',
  body: Type.Object({ birthDate: DateString, gender: StringEnum(['male', 'female'] as const) }),
  response: Type.Object({
    solarYear: Type.Integer(),
    yearStar: Type.Integer({ minimum: 1, maximum: 9 }),
    kua: Type.Integer({ minimum: 1, maximum: 9 }),
    group: StringEnum(['east', 'west'] as const),
    trigram: Type.Object({ slug: Type.String(), chinese: Type.String() }),
    element: NamedPlain,
    favourable: Type.Array(Type.Object({ kind: StringEnum(YOU_NIAN_GOOD), direction: StringEnum(DIRECTIONS) }), { minItems: 4, maxItems: 4 }),
    unfavourable: Type.Array(Type.Object({ kind: StringEnum(YOU_NIAN_BAD), direction: StringEnum(DIRECTIONS) }), { minItems: 4, maxItems: 4 }),
  }),
  examples: [{ name: 'female-1990', body: { birthDate: '1990-07-15', gender: 'female' } }, { name: 'male-before-lichun', body: { birthDate: '1984-02-03', gender: 'male' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { year, month, day } = parseIso(body.birthDate);
    checkCalendarYear(year, 'birthDate');
    const solarYear = lichunYear(ephemeris, jdnOf(year, month, day) - 0.5 + 4 / 24).year;
    const s = yearStar(solarYear);
    const kua = kuaNumber(s, body.gender);
    const dirs = youNian(kua);
    const palace = PALACE_NUMBER.indexOf(kua as (typeof PALACE_NUMBER)[number]);
    const trigram = PALACE_TRIGRAMS[palace]!;
    return {
      solarYear, yearStar: s, kua,
      group: EAST_GROUP.includes(kua) ? 'east' as const : 'west' as const,
      trigram: { slug: trigram, chinese: TRIGRAM_CHARS[trigram]! },
      element: phaseNamed(STAR_PHASE[kua - 1]!, lang),
      favourable: YOU_NIAN_GOOD.map((kind, i) => ({ kind, direction: DIRECTIONS[dirs[i]!]! })),
      unfavourable: YOU_NIAN_BAD.map((kind, i) => ({ kind, direction: DIRECTIONS[dirs[i + 4]!]! })),
    };
  },
});
