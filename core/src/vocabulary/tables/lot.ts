/** The lots of core/src/astro/lots.ts (Paulus Alexandrinus ch. 23; Bonatti, Liber Astronomiae VIII). */
import type { TermTable } from '../terms.js';

export const LOT_TERMS = {
  fortune: { en: 'Lot of Fortune' },
  spirit: { en: 'Lot of Spirit' },
  eros: { en: 'Lot of Eros' },
  necessity: { en: 'Lot of Necessity' },
  courage: { en: 'Lot of Courage' },
  victory: { en: 'Lot of Victory' },
  nemesis: { en: 'Lot of Nemesis' },
  father: { en: 'Part of the Father' },
  mother: { en: 'Part of the Mother' },
  brothers: { en: 'Part of Brothers' },
  children: { en: 'Part of Children' },
  sickness: { en: 'Part of Sickness' },
  'marriage-men': { en: 'Part of Marriage (of men)' },
  'marriage-women': { en: 'Part of Marriage (of women)' },
} satisfies TermTable;
