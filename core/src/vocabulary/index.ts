/** The one vocabulary of every answer (DESIGN.md, "Vocabulary: one language in every answer"). */
export * from './terms.js';
export * from './tables/index.js';
export { HOUSE_SYSTEM_SLUG } from './tables/house-system.js';
export { HOUSE_SLUGS } from './tables/house.js';
export { HEXAGRAM_SLUGS } from './tables/hexagram.js';
export { HD_CROSS_SLUGS, hdCrossSlug } from './tables/hd-cross.js';
export * from './names.js';
export * from './bodies.js';
export * from './position.js';
export * from './time.js';
export * from './kebab.js';
export * from './sentences.js';
