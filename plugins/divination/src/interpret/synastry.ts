import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Operations, StringEnum, Interpreter, ownProviderOf } from '@celestial/core';
import { DISCLAIMER } from '../lib/interpret/composer.js';
import { RELATIONSHIPS, synastryFacts, synastryJob } from '../lib/interpret/synastry.js';
import type { SynastryAnswers } from '../lib/interpret/synastry.js';
import { BYOK_NOTE, LanguageField, Named, Nullable, QuestionField, ReadingTail } from '../lib/interpret/schemas.js';

const MatchBody = Type.Object({ id: Type.Optional(Type.Integer()), slug: Type.String(), name: Type.String({ description: "the body's name in the answer's language" }) });

/** /match/score's answer, as the reading echoes it. */
const MatchScore = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  label: StringEnum(['challenging', 'mixed', 'good', 'excellent'] as const),
  harmony: Type.Integer(), tension: Type.Integer(), attraction: Type.Integer(),
  // The bodies by reference, as /match/score answers them (issue 12: a body is { id, slug, name }).
  topAspects: Type.Array(Type.Object({ planet1: MatchBody, planet2: MatchBody, aspect: Type.String(), orb: Type.Number(), effect: StringEnum(['harmony', 'tension', 'attraction'] as const) })),
  // The flags as contacts by reference, as /match/score answers them (issue 12: were English phrases).
  greenFlags: Type.Array(Type.Object({ planet1: MatchBody, planet2: MatchBody, aspect: Type.Object({ slug: Type.String(), name: Type.String() }) })),
  redFlags: Type.Array(Type.Object({ planet1: MatchBody, planet2: MatchBody, aspect: Type.Object({ slug: Type.String(), name: Type.String() }) })),
}, { description: 'as /match/score' });

export default defineOperation({
  method: 'POST',
  path: '/interpret/synastry',
  summary: 'Synastry reading: the /match/score figures, the tightest inter-aspects and the house overlays of the bond, each read, then a synthesis and one piece of advice',
  description:
    `Facts first: /match/score's score, harmony, tension and attraction; the ten tightest major inter-aspects (chart1's bodies and angles to chart2's, as /synastry); each partner's Sun to Saturn in the other's houses that the relationship is read in (romantic 5, 7, 8; friendship 3, 7, 11; business 2, 6, 7, 10). ${BYOK_NOTE}`,
  body: Type.Object({
    chart1: birthData(),
    chart2: birthData(),
    relationship: Type.Optional(StringEnum(RELATIONSHIPS, { default: 'romantic' })),
    question: QuestionField,
    language: LanguageField,
  }),
  response: Type.Object({
    score: Nullable(MatchScore),
    aspects: Nullable(Type.Array(Type.Object({ planet1: Named, planet2: Named, type: Named, orb: Type.Number(), reading: Type.String() }))),
    overlays: Nullable(Type.Array(Type.Object({ planet: Named, owner: StringEnum(['chart1', 'chart2'] as const), house: Type.Integer({ minimum: 1, maximum: 12 }), reading: Type.String() }))),
    ...ReadingTail,
  }),
  examples: [{
    name: 'kyiv-london',
    body: {
      chart1: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 },
      chart2: { date: '1988-03-02', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
      relationship: 'romantic',
    },
  }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    const call = { body: { chart1: body.chart1, chart2: body.chart2 }, lang, caller };
    const [score, synastry, overlays] = await Promise.all([
      services.operations.invoke<SynastryAnswers['score']>('POST /match/score', call),
      services.operations.invoke<SynastryAnswers['synastry']>('POST /synastry', call),
      services.operations.invoke<SynastryAnswers['overlays']>('POST /synastry/house-overlays', call),
    ]);
    const f = synastryFacts({ score, synastry, overlays }, body.relationship ?? 'romantic', lang);
    const { texts, model } = await services.interpreter.interpret(synastryJob(f, body.question ?? null, lang), { own });
    return {
      score: f.score,
      aspects: f.aspects.map((a, i) => ({ ...a, reading: texts[`aspect${i + 1}`]! })),
      overlays: f.overlays.map((o, i) => ({ planet: o.planet, owner: o.owner, house: o.house, reading: texts[`overlay${i + 1}`]! })),
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
