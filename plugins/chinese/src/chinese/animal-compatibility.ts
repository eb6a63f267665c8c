import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, StringEnum, defineOperation, listOf, named, sentence } from '@celestial/core';
import { lichunYear } from '../lib/bazi.js';
import { ANIMAL_SLUGS, animalNamed, branchNamed, jdnOf, parseIso, yearCycleIndex } from '../lib/cycle.js';
import { branchRelations, SELF_PUNISHING } from '../lib/relations.js';
import type { BranchRelation } from '../lib/relations.js';
import { checkCalendarYear } from '../lib/chart.js';
import { NamedChinese, NamedPlain } from '../lib/schemas.js';

const RELATIONS = ['six-harmony', 'three-harmony', 'clash', 'punishment', 'harm', 'destruction', 'same', 'neutral'] as const;
/** The catalogue's weights (this service's own). */
const SCORE: Record<BranchRelation, number> = { 'six-harmony': 90, 'three-harmony': 85, same: 70, neutral: 50, destruction: 35, harm: 30, punishment: 25, clash: 15 };

export default defineOperation({
  method: 'POST',
  path: '/chinese/animal-compatibility',
  summary: 'Compatibility of two Chinese zodiac animals by the branch relations',
  description: 'Branch relations of San Ming Tong Hui: six harmonies (rat-ox, tiger-pig, rabbit-dog, dragon-rooster, snake-monkey, horse-goat), three harmonies (trines), clashes (opposites), harms, punishments, destructions. Scores (service weights): six-harmony 90, three-harmony 85, same 70 (60 if self-punishing dragon/horse/rooster/pig), neutral 50, destruction 35, harm 30, punishment 25, clash 15. When a pair has several relations the first of six-harmony, three-harmony, clash, punishment, harm, destruction, same, neutral is the relation and its score applies; the others go to notes. Dates are resolved to animals at Lichun (12:00 UT+8).',
  body: Type.Object({
    animal1: Type.Optional(StringEnum(ANIMAL_SLUGS)),
    animal2: Type.Optional(StringEnum(ANIMAL_SLUGS)),
    date1: Type.Optional(DateString),
    date2: Type.Optional(DateString),
  }),
  response: Type.Object({
    animal1: NamedPlain,
    animal2: NamedPlain,
    relation: StringEnum(RELATIONS),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    relations: Type.Array(StringEnum(RELATIONS), { description: 'every relation of the pair, in order of precedence' }),
    notes: Type.Array(Type.Object({
      slug: StringEnum(['also-relation', 'self-punishing'] as const),
      relation: Type.Optional(Type.Object({ slug: StringEnum(RELATIONS), name: Type.String() }, { description: 'also-relation: the further relation of the pair' })),
      branches: Type.Optional(Type.Array(NamedChinese, { description: 'self-punishing: the self-punishing branches (chen, wu, you, hai)' })),
      text: Type.String({ description: "the note in the answer's language (core's animal-compatibility-note table)" }),
    })),
  }),
  examples: [{ name: 'snake-monkey', body: { animal1: 'snake', animal2: 'monkey' } }, { name: 'dates', body: { date1: '1990-07-15', date2: '1984-02-03' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const resolve = (animal: string | undefined, date: string | undefined, field: string): number => {
      if (animal !== undefined) return ANIMAL_SLUGS.indexOf(animal as (typeof ANIMAL_SLUGS)[number]);
      if (date === undefined) throw ApiError.invalidField(field, `send ${field} or date${field.slice(-1)}`);
      const { year, month, day } = parseIso(date);
      checkCalendarYear(year, `date${field.slice(-1)}`);
      return yearCycleIndex(lichunYear(ephemeris, jdnOf(year, month, day) - 0.5 + 4 / 24).year) % 12;
    };
    const a = resolve(body.animal1, body.date1, 'animal1');
    const b = resolve(body.animal2, body.date2, 'animal2');
    const relations = branchRelations(a, b);
    const relation = relations[0]!;
    const selfPunishing = relation === 'same' && SELF_PUNISHING.includes(a);
    // The notes as slugs, references and a sentence in the answer's language (issue 12: 'also punishment' in every language).
    const notes: { slug: 'also-relation' | 'self-punishing'; relation?: { slug: BranchRelation; name: string }; branches?: ReturnType<typeof branchNamed>[]; text: string }[] = relations.slice(1).map((r) => {
      const relation = { slug: r, name: named('branch-relation', r, lang).name };
      return { slug: 'also-relation' as const, relation, text: sentence('animal-compatibility-note', 'also-relation', lang, { relation: relation.name }) };
    });
    if (selfPunishing) {
      const branches = SELF_PUNISHING.map((b) => branchNamed(b, lang));
      notes.push({ slug: 'self-punishing', branches, text: sentence('animal-compatibility-note', 'self-punishing', lang, { branches: listOf(branches.map((b) => b.name), lang, '') }) });
    }
    return {
      animal1: animalNamed(a, lang), animal2: animalNamed(b, lang), relation,
      score: selfPunishing ? 60 : SCORE[relation], relations, notes,
    };
  },
});
