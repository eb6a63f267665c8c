import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { DECK_CARDS } from './lib/decks.js';
import { birthCards } from './lib/greer.js';
import { parseIsoDate } from './lib/calendar.js';
import { Fallbacks, cardRef } from './lib/reading.js';
import { CardRef, IsoDate, LangMembers } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/tarot/birth-cards',
  summary: "Greer's tarot birth cards: personality, soul and constellation",
  description:
    "Mary K. Greer, 'Who Are You in the Tarot?' (2002; earlier 'Tarot Constellations', 1987): month + day + year added as numbers (4 + 29 + 1962 = 1995), then digits summed repeatedly until the result is 22 or less: the personality card (22 = The Fool). Its digit sum reduced to one digit is the soul card (19 gives Sun, Wheel of Fortune, Magician; 22 gives The Fool with The Emperor; 10 gives Wheel of Fortune with Magician; a one-digit result is both). The constellation is every major reducing to the soul number. Rider-Waite numbering.",
  body: Type.Object({ birthDate: IsoDate }),
  response: Type.Object({ sum: Type.Integer(), personality: CardRef, soul: CardRef, constellation: Type.Array(CardRef), ...LangMembers }),
  examples: [{ name: 'Greer\'s arithmetic example', body: { birthDate: '1962-04-29' } }],
  handler: ({ body, lang }) => {
    const d = parseIsoDate(body.birthDate, 'birthDate');
    const r = birthCards(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    const fb = new Fallbacks('rider-waite', lang);
    const major = (n: number) => cardRef('rider-waite', DECK_CARDS['rider-waite'][n]!, fb);
    return { sum: r.sum, personality: major(r.personality), soul: major(r.soul), constellation: r.constellation.map(major), language: lang, warnings: fb.warnings() };
  },
});
