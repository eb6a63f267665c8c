import { Type } from '@sinclair/typebox';
import { Warnings, defineOperation } from '@celestial/core';
import { Fallbacks, drawSpread } from '../../lib/reading.js';
import { spread } from '../../lib/spreads.js';
import { AllowReversed, Card, Question, Seed, SpreadRef } from '../../lib/schemas.js';

const SHADOW_WORK = spread('shadow-work');

/**
 * spec-fixed: SERVICE-SPEC "POST /tarot/rider-waite/draw/shadow-work" prescribes `data` member for
 * member (spread, seed, drawn; position {index, name, meaning}), so the position carries no
 * `slug` and the answer no `language` here (DESIGN.md, Vocabulary: the specification's names win).
 * `warnings` appears only when something fell back to English or the body had unknown members,
 * as the runtime adds it to every answer.
 */
export default defineOperation({
  method: 'POST',
  path: '/tarot/rider-waite/draw/shadow-work',
  summary: '6-card shadow integration spread (Rider-Waite-Smith)',
  description:
    "Positions: 1 the mask (what is shown), 2 the shadow (what is denied), 3 the root (where it began), 4 the trigger (what wakes it), 5 the hidden gift, 6 integration (next step). Source: 6-card shadow integration spread after C. G. Jung's notion of the shadow (modern practice). Draw engine: mulberry32 PRNG seeded with `seed` (uint32; a random seed is chosen and returned when omitted), Fisher-Yates shuffle (Durstenfeld) of the 78 cards in canonical order, the first 6 fill the positions; with reversals on (the default) a card is reversed when the next PRNG value is below 0.5. `question` does not influence the draw.",
  body: Type.Object({ seed: Type.Optional(Seed), question: Type.Optional(Question), allowReversed: Type.Optional(AllowReversed) }),
  response: Type.Object({
    spread: SpreadRef,
    seed: Seed,
    drawn: Type.Array(
      Type.Object({
        position: Type.Object({ index: Type.Integer({ minimum: 1, maximum: 6 }), name: Type.String(), meaning: Type.String() }),
        card: Card,
        reversed: Type.Boolean(),
      }),
      { minItems: 6, maxItems: 6 },
    ),
    warnings: Type.Optional(Warnings),
  }),
  specFixed: true,
  examples: [{ name: 'seeded', body: { seed: 42, question: 'What am I not seeing?' } }],
  handler: ({ body, lang }) => {
    const fb = new Fallbacks('rider-waite', lang);
    const out = drawSpread('rider-waite', SHADOW_WORK, body, fb);
    const warnings = fb.warnings();
    return {
      spread: out.spread,
      seed: out.seed,
      drawn: out.drawn.map((d) => ({ position: { index: d.position.index, name: d.position.name, meaning: d.position.meaning }, card: d.card, reversed: d.reversed })),
      ...(warnings.length ? { warnings } : {}),
    };
  },
});
