/** The four /runes/draw/* operations: one shape and one writer, the spread the only difference. */
import { Type } from '@sinclair/typebox';
import { defineOperation, kebab, Random, randomSeed, Warnings } from '@celestial/core';
import { AETT_NAMES, drawRunes, RUNE_SPREADS } from './runes.js';
import { englishTextWarnings } from './warnings.js';

const Seed = Type.Integer({ minimum: 0, maximum: 4294967295, description: 'uint32 seed of mulberry32; a random one is chosen and returned when omitted' });

export const DrawnRune = Type.Object({
  slug: Type.String(), name: Type.String(), glyph: Type.String(),
  aett: Type.Object({ slug: Type.String(), name: Type.String() }),
  keywords: Type.Array(Type.String()),
  meaning: Type.String({ description: 'the upright or merkstave reading as drawn, English' }),
});

export function runeDrawOperation(spreadSlug: keyof typeof RUNE_SPREADS, example: number) {
  const spread = RUNE_SPREADS[spreadSlug]!;
  return defineOperation({
    method: 'POST',
    path: `/runes/draw/${spreadSlug}`,
    summary: `${spread.name}: ${spread.positions.length} rune(s) drawn from the Elder Futhark, reproducible by seed`,
    description: `${spread.name}, ${spread.positions.length} rune(s): ${spread.positions.map((p) => `${p.index} ${p.name} (${p.meaning})`).join(', ')}. Source: ${spread.source}. Draw: mulberry32(seed) (a random seed chosen and returned when omitted) Fisher-Yates shuffle of the 24 runes in futhark order (Durstenfeld: for i = 23 down to 1, j = floor(r x (i + 1)), swap); with allowMerkstave, each drawn reversible rune, in order, is merkstave when the next PRNG value < 0.5 (Gebo, Hagalaz, Nauthiz, Isa, Jera, Eihwaz, Sowilo, Ingwaz, Dagaz are never reversed and take no PRNG value). Meanings paraphrased after Thorsson (1984), in English.`,
    body: Type.Object({ seed: Type.Optional(Seed), question: Type.Optional(Type.String({ maxLength: 500, description: 'echoed; it does not affect the draw' })), allowMerkstave: Type.Optional(Type.Boolean({ description: 'default false' })) }),
    response: Type.Object({
      spread: Type.Object({ slug: Type.String(), name: Type.String(), runeCount: Type.Integer({ minimum: 1 }) }),
      seed: Seed,
      question: Type.Union([Type.String(), Type.Null()]),
      drawn: Type.Array(Type.Object({ position: Type.Object({ index: Type.Integer({ minimum: 1 }), slug: Type.String(), name: Type.String(), meaning: Type.String() }), rune: DrawnRune, merkstave: Type.Boolean() })),
      warnings: Warnings,
    }),
    cache: false,
    examples: [{ name: 'seeded', body: { seed: example, allowMerkstave: true } }],
    deps: { random: Random },
    handler: ({ body, lang }, { random }) => {
      const seed = body.seed ?? randomSeed();
      const drawn = drawRunes(random.seeded(seed), spread.positions.length, body.allowMerkstave ?? false);
      return {
        spread: { slug: spread.slug, name: spread.name, runeCount: spread.positions.length },
        seed,
        question: body.question ?? null,
        drawn: drawn.map(({ rune, merkstave }, i) => ({
          position: { ...spread.positions[i]!, slug: kebab(spread.positions[i]!.name) },
          rune: { slug: rune.slug, name: rune.name, glyph: rune.glyph, aett: { slug: rune.aett, name: AETT_NAMES[rune.aett] }, keywords: rune.keywords, meaning: merkstave ? rune.merkstave! : rune.upright },
          merkstave,
        })),
        warnings: englishTextWarnings(lang),
      };
    },
  });
}
