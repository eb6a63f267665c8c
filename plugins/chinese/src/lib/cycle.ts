/**
 * The sexagenary cycle moved to core/src/astro/sexagenary.ts (the I Ching's Na Jia and plum-blossom
 * operations need it too: common.md, shared code lives in core/src/astro); re-exported here so
 * that this family's imports stay as they were.
 */
export { STEM_SLUGS, STEM_CHARS, BRANCH_SLUGS, BRANCH_CHARS, ANIMAL_SLUGS, PHASE_SLUGS, mod, stemPhase, BRANCH_PHASE, isYang, cycleIndex, stemNamed, branchNamed, animalNamed, phaseNamed, ganzhi, jdnOf, dateOfJdn, isoDate, isoOfJdn, dayCycleIndex, yearCycleIndex, yinMonthStem, ziHourStem, parseIso } from '@celestial/core/astro';
export type { Phase, Named } from '@celestial/core/astro';
