/**
 * The interpretation library of Western placements (issue 17): the bundles of meanings in the
 * 21 response languages and the composer of the reports' paragraphs. Kept in core beside the
 * vocabulary tables rather than in the Western family: the reports family (a composing family
 * that may not import another family's lib, DESIGN.md) reads it, and the texts are keyed by
 * core's own slugs (bodies, signs, aspects, dignities, elements, modalities, patterns).
 */
export { BODY_MEANING, BODY_KEYWORD, CHILD_BODY_MEANING } from './bodies.js';
export { SIGN_MANNER } from './signs.js';
export { HOUSE_ARENA, CAREER_HOUSE } from './houses.js';
export { ASPECT_MEANING } from './aspects.js';
export { DIGNITY_MEANING } from './dignities.js';
export { ELEMENT_EMPHASIS, MODALITY_EMPHASIS, PATTERN_MEANING } from './balance.js';
export { FRAME_LABELS, punctuation } from './templates.js';
export type { Punctuation } from './templates.js';
export { aspectClause, careerHouseParagraph, dignityClause, emphasisClause, houseName, interprets, overlayClause, patternClause, placementParagraph, pointName } from './compose.js';
export type { AspectReading, Placement } from './compose.js';
