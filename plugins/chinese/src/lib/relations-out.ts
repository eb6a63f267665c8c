/** Interactions as the answers write them (/bazi/interactions, /bazi/annual-pillars). */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { BRANCH_CHARS, BRANCH_SLUGS, STEM_CHARS, STEM_SLUGS, phaseNamed } from './cycle.js';
import type { Found } from './relations.js';
import { NamedPlain } from './schemas.js';

const PILLAR_LABELS = ['year', 'month', 'day', 'hour', 'luck', 'annual', 'monthly', 'daily'] as const;

export const InteractionItem = Type.Object({
  members: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_LABELS), char: Type.String(), slug: Type.String() })),
  resultElement: Type.Optional(NamedPlain),
  transforms: Type.Optional(Type.Boolean()),
  kind: Type.Optional(StringEnum(['full', 'half', 'mutual', 'self'] as const)),
});

export function foundOut(list: Found[], kind: 'stem' | 'branch', lang: LangCode) {
  return list.map((f) => ({
    members: f.members.map((m) => ({ pillar: m.pillar as (typeof PILLAR_LABELS)[number], char: kind === 'stem' ? STEM_CHARS[m.index]! : BRANCH_CHARS[m.index]!, slug: kind === 'stem' ? STEM_SLUGS[m.index]! : BRANCH_SLUGS[m.index]! })),
    ...(f.resultPhase !== undefined ? { resultElement: phaseNamed(f.resultPhase, lang) } : {}),
    ...(f.transforms !== undefined ? { transforms: f.transforms } : {}),
    ...(f.kind !== undefined ? { kind: f.kind as 'full' | 'half' | 'mutual' | 'self' } : {}),
  }));
}
