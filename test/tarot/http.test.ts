/**
 * The tarot family through HTTP: status, envelope, schema and values. Draw values are pinned
 * against test/oracles/tarot/vectors.json, written by an independent Python implementation of
 * the catalogue's engine (test/oracles/tarot/engine.py); Greer's arithmetic, the Book T tables
 * and the dignity rules are worked by hand in the comments.
 */
import t from 'tap';
import fs from 'node:fs';
import { app, get, post, schemaErrors } from '../helpers/app.js';
import shadowOp from '../../plugins/tarot/src/rider-waite/draw/shadow-work.js';
import crossOp from '../../plugins/tarot/src/marseille/draw/cross.js';
import tableauOp from '../../plugins/tarot/src/lenormand/draw/grand-tableau.js';
import natalOp from '../../plugins/tarot/src/natal-signature.js';
import cardOp from '../../plugins/tarot/src/rider-waite/cards/get.js';
import { LANG_CODES } from '@celestial/core';
import { houseSystemNameIn } from '../../core/src/astro/index.js';
import { deckTexts } from '../../plugins/tarot/src/lib/decks.js';

await app({ families: ['tarot'] });
const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/tarot/vectors.json', import.meta.url), 'utf8'));
const vector = (deck: string, spread: string) => vectors.draws.find((d: any) => d.deck === deck && d.spread === spread);
const drawnOf = (r: any) => r.body.data.drawn.map((d: any) => ({ slug: d.card.slug, reversed: d.reversed }));

t.test('GET /tarot/decks: three decks, public-domain art sets', async (t) => {
  const r = await get('/v1/tarot/decks');
  t.equal(r.status, 200);
  t.same(r.body.data.decks.map((d: any) => [d.slug, d.cardCount, d.reversible]), [['rider-waite', 78, true], ['marseille', 78, true], ['lenormand', 36, false]]);
  t.same(r.body.data.decks.map((d: any) => [d.artSets[0].artist, d.artSets[0].year, d.artSets[0].licence]), [
    ['Pamela Colman Smith', 1909, 'public-domain'],
    ['Nicolas Conver', 1760, 'public-domain'],
    ['B. Dondorf', 1880, 'public-domain'],
  ]);
});

t.test('spreads: 23 in the catalogue, filtered by deck; one with its grid; 404', async (t) => {
  const all = await get('/v1/tarot/spreads');
  t.equal(all.body.data.spreads.length, 23);
  const len = await get('/v1/tarot/spreads?deck=lenormand');
  t.same(len.body.data.spreads.map((s: any) => s.slug), ['three-card-line', 'five-card-line', 'seven-card-line', 'nine-card-box', 'grand-tableau']);
  const rws = await get('/v1/tarot/spreads?deck=rider-waite');
  t.equal(rws.body.data.spreads.length, 18, '18 tarot spreads');
  const marseille = await get('/v1/tarot/spreads?deck=marseille');
  t.notOk(marseille.body.data.spreads.some((s: any) => s.slug === 'shadow-work'), 'shadow work is a Rider-Waite operation only');
  const cc = await get('/v1/tarot/spreads/celtic-cross');
  t.equal(cc.status, 200);
  t.equal(cc.body.data.cardCount, 10);
  t.same(cc.body.data.layout[1], { index: 2, x: 1, y: 1, rotation: 90 }, 'the crossing card lies across the first');
  t.same(cc.body.data.positions.slice(0, 3).map((p: any) => p.slug), ['covers', 'crosses', 'crowns'], "Waite's order");
  const wheel = await get('/v1/tarot/spreads/astrological');
  t.same([wheel.body.data.layout[0].x, wheel.body.data.layout[0].y], [0, 3], 'house 1 at the left of the wheel');
  t.same([wheel.body.data.layout[3].x, wheel.body.data.layout[3].y], [3, 6], 'house 4 at the bottom');
  t.same([wheel.body.data.layout[9].x, wheel.body.data.layout[9].y], [3, 0], 'house 10 at the top');
  const missing = await get('/v1/tarot/spreads/no-such-spread');
  t.equal(missing.status, 404);
  t.equal(missing.body.error.code, 'NOT_FOUND');
});

t.test('card indexes in canonical order', async (t) => {
  const rws = await get('/v1/tarot/rider-waite/cards');
  t.equal(rws.body.data.cards.length, 78);
  t.same([rws.body.data.cards[8].slug, rws.body.data.cards[11].slug], ['strength', 'justice'], 'Strength VIII, Justice XI (Waite)');
  t.same(rws.body.data.cards.slice(22, 24).map((c: any) => c.slug), ['ace-of-wands', 'two-of-wands']);
  t.equal(rws.body.data.cards[77].slug, 'king-of-pentacles');
  const minors = await get('/v1/tarot/rider-waite/cards?arcana=minor');
  t.equal(minors.body.data.cards.length, 56);
  const cups = await get('/v1/tarot/rider-waite/cards?suit=cups');
  t.equal(cups.body.data.cards.length, 14);
  const mars = await get('/v1/tarot/marseille/cards?arcana=major');
  t.same(mars.body.data.cards.slice(7, 12).map((c: any) => [c.number, c.slug]), [[7, 'the-chariot'], [8, 'justice'], [9, 'the-hermit'], [10, 'wheel-of-fortune'], [11, 'strength']], 'Marseille: Justice VIII, Force XI');
  const hearts = await get('/v1/tarot/lenormand/cards?playingSuit=hearts');
  // Catalogue insets: Rider 9, House K, Tree 7, Stars 6, Stork Q, Dog 10, Heart J, Man A, Moon 8 of hearts.
  t.same(hearts.body.data.cards.map((c: any) => c.slug), ['rider', 'house', 'tree', 'stars', 'stork', 'dog', 'heart', 'man', 'moon']);
  t.same(hearts.body.data.cards.map((c: any) => c.rank), ['nine', 'king', 'seven', 'six', 'queen', 'ten', 'jack', 'ace', 'eight']);
});

t.test('card records: Book T astrology, numerology, element, yes/no; 404', async (t) => {
  const king = await get('/v1/tarot/rider-waite/cards/king-of-cups');
  t.equal(king.status, 200);
  t.equal(schemaErrors(cardOp.response, king.body.data), null);
  // RWS King = GD Prince of Cups: 20 Libra to 20 Scorpio; 14 -> 1 + 4 = 5.
  t.same([king.body.data.astrology, king.body.data.numerology, king.body.data.element, king.body.data.number], ['libra-20-to-scorpio-20', 5, 'water', 14]);
  t.match(king.body.data.source, /Pictorial Key/);
  const two = await get('/v1/tarot/rider-waite/cards/two-of-wands');
  t.equal(two.body.data.astrology, 'mars-in-aries', 'Book T: 0 deg Aries = 2 of Wands, Mars decan');
  const page = await get('/v1/tarot/rider-waite/cards/page-of-swords');
  t.equal(page.body.data.astrology, null, 'pages (GD Princesses) have no span');
  t.equal(page.body.data.numerology, 2, '11 -> 2');
  const judgement = await get('/v1/tarot/rider-waite/cards/judgement');
  t.same([judgement.body.data.number, judgement.body.data.numerology, judgement.body.data.astrology, judgement.body.data.element], [20, 2, 'fire', 'fire']);
  const force = await get('/v1/tarot/marseille/cards/strength');
  t.same([force.body.data.number, force.body.data.astrology], [11, 'leo'], 'Marseille Force XI keeps Leo by identity');
  const coffin = await get('/v1/tarot/lenormand/cards/coffin');
  t.same([coffin.body.data.number, coffin.body.data.suit, coffin.body.data.rank, coffin.body.data.element, coffin.body.data.yes, coffin.body.data.reversed], [8, 'diamonds', 'nine', null, 'no', { keywords: [], meaning: '' }]);
  const none = await get('/v1/tarot/rider-waite/cards/the-joker');
  t.equal(none.status, 404);
  t.equal(none.body.error.code, 'NOT_FOUND');
});

t.test('draws are the independent engine\'s draws', async (t) => {
  const three = await post('/v1/tarot/rider-waite/draw/three-card', { seed: 42 });
  t.equal(three.status, 200);
  t.same(drawnOf(three), vector('rider-waite', 'three-card').drawn);
  t.equal(three.body.data.seed, 42);
  const cc = await post('/v1/tarot/rider-waite/draw/celtic-cross', { seed: 20260101 });
  t.same(drawnOf(cc), vector('rider-waite', 'celtic-cross').drawn);
  const m = await post('/v1/tarot/marseille/draw/three-card', { seed: 42 });
  t.same(drawnOf(m), vector('marseille', 'three-card').drawn, 'Marseille: reversals off by default');
  const romany = await post('/v1/tarot/marseille/draw/romany', { seed: 7 });
  t.same(drawnOf(romany), vector('marseille', 'romany').drawn);
  const box = await post('/v1/tarot/lenormand/draw/nine-card-box', { seed: 42, question: 'anything' });
  t.same(drawnOf(box), vector('lenormand', 'nine-card-box').drawn);
  t.same(box.body.data.lines.diagonals, [[1, 5, 9], [3, 5, 7]]);
  const again = await post('/v1/tarot/rider-waite/draw/three-card', { seed: 42, question: 'another question' });
  t.same(drawnOf(again), drawnOf(three), 'the question does not influence the draw');
  const upright = await post('/v1/tarot/rider-waite/draw/three-card', { seed: 42, allowReversed: false });
  t.same(drawnOf(upright).map((d: any) => d.reversed), [false, false, false]);
  const unseeded = await post('/v1/tarot/rider-waite/draw/three-card', {});
  t.ok(Number.isInteger(unseeded.body.data.seed) && unseeded.body.data.seed >= 0 && unseeded.body.data.seed < 2 ** 32, 'a chosen seed is returned');
  const replay = await post('/v1/tarot/rider-waite/draw/three-card', { seed: unseeded.body.data.seed });
  t.same(drawnOf(replay), drawnOf(unseeded), 'the returned seed replays the draw');
});

t.test('shadow work: the specification\'s shape member for member', async (t) => {
  const r = await post('/v1/tarot/rider-waite/draw/shadow-work', { seed: 42 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(shadowOp.response, r.body.data), null);
  t.same(Object.keys(r.body.data), ['spread', 'seed', 'drawn']);
  t.same(r.body.data.spread, { slug: 'shadow-work', name: 'Shadow work', cardCount: 6 });
  t.same(Object.keys(r.body.data.drawn[0]), ['position', 'card', 'reversed']);
  t.same(Object.keys(r.body.data.drawn[0].position), ['index', 'name', 'meaning']);
  t.same(Object.keys(r.body.data.drawn[0].card), ['slug', 'number', 'name', 'category', 'suit', 'rank', 'element', 'upright', 'reversed', 'astrology', 'numerology', 'yes']);
  t.same(r.body.data.drawn.map((d: any) => d.position.name), ['The mask', 'The shadow', 'The root', 'The trigger', 'The hidden gift', 'Integration']);
  t.same(drawnOf(r), vector('rider-waite', 'shadow-work').drawn);
});

t.test("Wirth's cross: four majors drawn, the fifth computed", async (t) => {
  const r = await post('/v1/tarot/marseille/draw/cross', { seed: 42 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(crossOp.response, r.body.data), null);
  const v = vector('marseille', 'cross');
  t.same(drawnOf(r).slice(0, 4), v.drawn);
  t.same([r.body.data.synthesis.sum, r.body.data.synthesis.card.slug], [v.synthesis.sum, v.synthesis.slug]);
  t.equal(r.body.data.drawn[4].card.slug, v.synthesis.slug);
  t.equal(r.body.data.drawn[4].reversed, false, 'the synthesis is never reversed');
  t.ok(r.body.data.drawn.every((d: any) => d.card.category === 'major'));
  const rws = await post('/v1/tarot/rider-waite/draw/cross', { seed: 5 });
  const w = vector('rider-waite', 'cross');
  t.same(drawnOf(rws).slice(0, 4), w.drawn);
  t.equal(rws.body.data.synthesis.card.slug, w.synthesis.slug);
});

t.test('daily: FNV-1a of deck and date (and salt)', async (t) => {
  for (const [deck, body, key] of [
    ['rider-waite', { date: '2026-01-01' }, 'rider-waite:2026-01-01'],
    ['marseille', { date: '2026-01-01', seed: 'alice' }, 'marseille:2026-01-01:alice'],
    ['lenormand', { date: '2026-11-26' }, 'lenormand:2026-11-26'],
  ] as const) {
    const r = await post(`/v1/tarot/${deck}/daily`, body);
    t.equal(r.status, 200);
    const v = vectors.draws.find((d: any) => d.key === key);
    t.equal(r.body.data.seed, v.seed, `${key} hashes to ${v.seed}`);
    t.same([r.body.data.card.slug, r.body.data.reversed], [v.drawn[0].slug, v.drawn[0].reversed]);
  }
  const bad = await post('/v1/tarot/rider-waite/daily', { date: '2026-02-30' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'date');
  // Years 1-99 are years 1-99 (Date.UTC read them as 1900-1999, and the card of 0050 was refused).
  const early = await post('/v1/tarot/rider-waite/daily', { date: '0050-03-01' });
  t.equal(early.status, 200);
  t.equal(early.body.data.date, '0050-03-01');
  t.equal((await post('/v1/tarot/rider-waite/daily', { date: '0000-03-01' })).status, 400, 'year 0 is not a calendar year here');
});

t.test('yes-no, random and custom', async (t) => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const r = await post('/v1/tarot/rider-waite/yes-no', { seed });
    const { card, reversed, answer } = r.body.data;
    const expected = card.yes === 'maybe' ? 'maybe' : reversed ? (card.yes === 'yes' ? 'no' : 'yes') : card.yes;
    t.equal(answer, expected, `seed ${seed}: ${card.slug}${reversed ? ' reversed' : ''} gives ${expected}`);
  }
  const l = await post('/v1/tarot/lenormand/yes-no', { seed: 42 });
  const { positive, negative, neutral } = l.body.data.tally;
  t.equal(positive + negative + neutral, 3);
  t.equal(l.body.data.answer, positive > negative ? 'yes' : negative > positive ? 'no' : 'maybe');
  const court = await post('/v1/tarot/rider-waite/random', { seed: 7, arcana: 'court' });
  t.equal(court.body.data.poolSize, 16);
  t.equal(court.body.data.card.category, 'court');
  const cupsCourt = await post('/v1/tarot/marseille/random', { seed: 7, arcana: 'court', suit: 'cups' });
  t.equal(cupsCourt.body.data.poolSize, 4);
  const persons = await post('/v1/tarot/lenormand/random', { seed: 7, personCards: true });
  t.equal(persons.body.data.poolSize, 4);
  t.ok(['rider', 'child', 'man', 'woman'].includes(persons.body.data.card.slug));
  const empty = await post('/v1/tarot/rider-waite/random', { seed: 7, arcana: 'major', suit: 'cups' });
  t.equal(empty.status, 400);
  t.equal(empty.body.error.code, 'INVALID_INPUT');
  const custom = await post('/v1/tarot/rider-waite/draw/custom', { count: 3, seed: 42, positions: [{ name: 'Me', meaning: 'where I stand' }] });
  t.same(custom.body.data.drawn.map((d: any) => d.position.name), ['Me', 'Card 2', 'Card 3']);
  t.same(drawnOf(custom), vector('rider-waite', 'three-card').drawn, 'the same engine as the named spreads');
  const majors = await post('/v1/tarot/rider-waite/draw/custom', { count: 22, seed: 3, majorsOnly: true });
  t.equal(new Set(majors.body.data.drawn.map((d: any) => d.card.slug)).size, 22);
  t.ok(majors.body.data.drawn.every((d: any) => d.card.category === 'major'));
  const tooMany = await post('/v1/tarot/lenormand/draw/custom', { count: 37 });
  t.equal(tooMany.status, 400);
  t.equal(tooMany.body.error.details[0].path, 'count');
});

t.test('week and year ahead carry their calendars', async (t) => {
  const w = await post('/v1/tarot/rider-waite/draw/week-ahead', { seed: 1, startDate: '2026-11-26' });
  // 2026-11-26 is a Thursday: Jupiter's day.
  // The day's ruler by reference (issue 12): Swiss id, slug, name in the answer's language.
  t.same(w.body.data.days[0], { date: '2026-11-26', weekday: 'thursday', weekdayName: 'Thursday', ruler: { id: 5, slug: 'jupiter', name: 'Jupiter' } });
  t.same(w.body.data.days.map((d: any) => d.ruler.slug), ['jupiter', 'venus', 'saturn', 'sun', 'moon', 'mars', 'mercury']);
  const y = await post('/v1/tarot/marseille/draw/year-ahead?lang=de', { seed: 1, startMonth: '2026-11' });
  t.same(y.body.data.months.slice(0, 3).map((m: any) => m.month), ['2026-11', '2026-12', '2027-01']);
  t.equal(y.body.data.months[2].label, 'Januar 2027');
  t.equal(y.body.data.language, 'de');
  const bad = await post('/v1/tarot/rider-waite/draw/year-ahead', { startMonth: '2026-13' });
  t.equal(bad.status, 400);
});

t.test('Grand Tableau: houses and the significator\'s geometry', async (t) => {
  const r = await post('/v1/tarot/lenormand/draw/grand-tableau', { seed: 42, significator: 'woman' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(tableauOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(drawnOf(r), vector('lenormand', 'grand-tableau').drawn);
  t.equal(d.layout, '8x4-plus-4');
  t.same([d.houses[0].slug, d.houses[0].card.slug], ['rider', d.drawn[0].card.slug], 'house 1 is the Rider\'s, holding the first card laid');
  const pos = d.drawn.findIndex((x: any) => x.card.slug === 'woman') + 1;
  t.equal(d.significator.position, pos);
  t.equal(d.significator.card.slug, 'woman');
  const row = pos > 32 ? 5 : Math.ceil(pos / 8);
  t.equal(d.significator.row, row);
  t.equal(d.cartouche.map((c: any) => c.position).join(), '33,34,35,36');
  t.ok(d.near.every((n: any) => n.distance === 1));
  t.equal(d.near.length + d.far.length, pos > 32 ? 32 : 31, 'every card of the four-row block is near or far');
  const nine = await post('/v1/tarot/lenormand/draw/grand-tableau', { seed: 42, layout: '9x4' });
  t.same([nine.body.data.layout, nine.body.data.cartouche], ['9x4', []]);
});

t.test("Greer's birth and year cards", async (t) => {
  // 4 + 29 + 1962 = 1995 -> 1+9+9+5 = 24 -> 2+4 = 6: The Lovers, both cards; constellation 6, 15.
  const r = await post('/v1/tarot/birth-cards', { birthDate: '1962-04-29' });
  t.equal(r.status, 200);
  t.same([r.body.data.sum, r.body.data.personality.slug, r.body.data.soul.slug], [1995, 'the-lovers', 'the-lovers']);
  t.same(r.body.data.constellation.map((c: any) => c.number), [6, 15]);
  // 1 + 1 + 1979 = 1981 -> 19: Sun, with Wheel of Fortune and Magician.
  const sun = await post('/v1/tarot/birth-cards', { birthDate: '1979-01-01' });
  t.same([sun.body.data.personality.slug, sun.body.data.soul.slug], ['the-sun', 'the-magician']);
  t.same(sun.body.data.constellation.map((c: any) => c.slug), ['the-magician', 'wheel-of-fortune', 'the-sun']);
  // 1 + 1 + 1991 = 1993 -> 22: The Fool with The Emperor.
  const fool = await post('/v1/tarot/birth-cards', { birthDate: '1991-01-01' });
  t.same([fool.body.data.personality.slug, fool.body.data.soul.slug], ['the-fool', 'the-emperor']);
  // 4 + 29 + 2026 = 2059 -> 16: The Tower; 1 + 6 = 7, The Chariot.
  const y = await post('/v1/tarot/year-card', { birthDate: '1962-04-29', year: 2026 });
  t.same([y.body.data.sum, y.body.data.card.slug, y.body.data.soul.slug], [2059, 'the-tower', 'the-chariot']);
  const bad = await post('/v1/tarot/birth-cards', { birthDate: '1962-02-30' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'birthDate');
});

t.test('natal signature on the Kyiv chart', async (t) => {
  // Sun 112.73 (22.7 Cancer): Cancer = The Chariot; third decan = 4 of Cups (Book T: Moon in
  // Cancer); 20 Cancer - 20 Leo = GD Prince of Wands = RWS King of Wands. Moon 22.96 (23.0 Aries):
  // The Emperor, third decan 4 of Wands. Ascendant 212.79 (2.8 Scorpio): Death, 5 of Cups.
  const r = await post('/v1/tarot/natal-signature', { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(natalOp.response, r.body.data), null);
  const d = r.body.data;
  t.same([d.sun.sign, d.sun.signCard.slug, d.sun.decanCard.slug, d.sun.courtCard.slug], [4, 'the-chariot', 'four-of-cups', 'king-of-wands']);
  t.same([d.moon.sign, d.moon.signCard.slug, d.moon.decanCard.slug], [1, 'the-emperor', 'four-of-wands']);
  t.same([d.ascendant.sign, d.ascendant.signCard.slug, d.ascendant.decanCard.slug], [8, 'death', 'five-of-cups']);
  t.same(d.planets.map((p: any) => [p.slug, p.planetCard.slug]), [
    ['sun', 'the-sun'], ['moon', 'the-high-priestess'], ['mercury', 'the-magician'], ['venus', 'the-empress'],
    ['mars', 'the-tower'], ['jupiter', 'wheel-of-fortune'], ['saturn', 'the-world'],
  ]);
  // Saturn 291.97 (22.0 Capricorn): The Devil.
  t.equal(d.planets[6].signCard.slug, 'the-devil');
  t.equal(d.moment.timezone, 'Europe/Kyiv');
});

t.test('elemental dignities and spread analysis', async (t) => {
  const r = await post('/v1/tarot/elemental-dignities', { cards: ['two-of-swords', 'the-fool', { slug: 'ace-of-wands', reversed: true }, 'three-of-cups'] });
  t.equal(r.status, 200);
  // air | air (same) + fire (friendly) | fire: air friendly, water contrary | water: fire contrary.
  t.same(r.body.data.cards.map((c: any) => [c.element, c.score, c.dignity]), [
    ['air', 1, 'strengthened'], ['air', 2, 'strengthened'], ['fire', 0, 'neutral'], ['water', -1, 'weakened'],
  ]);
  t.same(r.body.data.cards[0].left, null);
  t.same(r.body.data.cards[2].right, { slug: 'three-of-cups', element: 'water', relation: 'contrary' });
  t.equal(r.body.data.cards[2].reversed, true);
  const earthAir = await post('/v1/tarot/elemental-dignities', { cards: ['ace-of-pentacles', 'ace-of-swords'] });
  t.same(earthAir.body.data.cards.map((c: any) => c.dignity), ['weakened', 'weakened'], 'air and earth are contrary');
  const one = await post('/v1/tarot/elemental-dignities', { cards: ['ace-of-pentacles'] });
  t.equal(one.status, 400);
  const lenormand = await post('/v1/tarot/elemental-dignities', { deck: 'lenormand', cards: ['rider', 'clover'] });
  t.equal(lenormand.status, 400, 'Lenormand cards have no elements');

  // Quintessence: Fool 0 + Ace 1 + King (court) 0 + Seven 7 = 8: Strength in Waite's numbering, Justice in Marseille's.
  const cards = ['the-fool', 'ace-of-cups', 'king-of-swords', { slug: 'seven-of-pentacles', reversed: true }];
  const a = await post('/v1/tarot/spread-analysis', { cards });
  t.equal(a.status, 200);
  t.same([a.body.data.total, a.body.data.majors, a.body.data.minors, a.body.data.courts], [4, 1, 3, 1]);
  t.same(a.body.data.bySuit, { cups: 1, swords: 1, pentacles: 1 });
  t.same(a.body.data.byElement, { fire: 0, water: 1, air: 2, earth: 1 });
  t.same(a.body.data.missingElements, ['fire']);
  t.equal(a.body.data.dominantSuit, null, 'a tie has no dominant suit');
  t.equal(a.body.data.reversedRatio, 0.25);
  t.same([a.body.data.quintessence.sum, a.body.data.quintessence.card.slug], [8, 'strength']);
  const m = await post('/v1/tarot/spread-analysis', { deck: 'marseille', cards: ['the-fool', 'ace-of-cups', 'king-of-swords', 'seven-of-coins'] });
  t.equal(m.body.data.quintessence.card.slug, 'justice');
  // World 21 + Judgement 20 + Ten 10 = 51 -> 6: The Lovers.
  const big = await post('/v1/tarot/spread-analysis', { cards: ['the-world', 'judgement', 'ten-of-cups'] });
  t.same([big.body.data.quintessence.sum, big.body.data.quintessence.number, big.body.data.quintessence.card.slug], [51, 6, 'the-lovers']);
  const l = await post('/v1/tarot/spread-analysis', { deck: 'lenormand', cards: ['rider', 'clover', 'coffin', 'birds'] });
  t.same(l.body.data.polarity, { positive: 2, negative: 1, neutral: 1 });
  t.equal(l.body.data.quintessence, null);
  t.same(l.body.data.bySuit, { hearts: 1, diamonds: 3 });
  const dup = await post('/v1/tarot/spread-analysis', { cards: ['the-fool', 'the-fool'] });
  t.equal(dup.status, 400);
  t.equal(dup.body.error.details[0].path, 'cards.1');
});

t.test('answers in the asked language; untranslated meanings fall back to English with a warning', async (t) => {
  const de = await get('/v1/tarot/rider-waite/cards/the-magician?lang=de');
  t.equal(de.status, 200);
  t.same([de.body.data.name, de.body.data.upright.keywords[0], de.body.data.language, de.body.data.warnings], ['Der Magier', 'Geschick', 'de', []]);
  const en = await get('/v1/tarot/rider-waite/cards/the-magician');
  t.same(en.body.data.warnings, [], 'no warning in English');
  // A language whose meanings are not written yet answers them in English and says so.
  const pending = LANG_CODES.find((l) => !deckTexts('rider-waite', l)?.['the-magician']?.upright?.meaning);
  if (pending) {
    const p = await get(`/v1/tarot/rider-waite/cards/the-magician?lang=${pending}`);
    t.equal(p.body.data.upright.meaning, en.body.data.upright.meaning, `meanings not yet written in '${pending}': English`);
    t.not(p.body.data.name, en.body.data.name, 'the name is translated');
    t.same(p.body.data.warnings.map((w: any) => w.code), ['untranslated-text']);
    t.match(p.body.data.warnings[0].message, /meanings/);
  } else t.comment('meanings are written in every language: no fallback to show');
  const hi = await post('/v1/tarot/rider-waite/draw/single-card', { seed: 42 }, { 'Accept-Language': 'hi' });
  t.equal(hi.body.data.drawn[0].card.name, 'पेंटाकलों की रानी', 'Queen of Pentacles in Devanagari');
  t.match(hi.body.data.drawn[0].card.upright.meaning, /उदार/, 'meaning in Hindi');
  t.same(hi.body.data.warnings, [], 'everything written in Hindi');
  t.same([hi.body.data.spread.name, hi.body.data.drawn[0].position.name], ['एक पत्ता', 'मामले का सार']);
  const ukDraw = await post('/v1/tarot/rider-waite/draw/week-ahead?lang=uk', { seed: 42, startDate: '2026-11-26' });
  t.same([ukDraw.body.data.spread.name, ukDraw.body.data.drawn[2].position.name, ukDraw.body.data.days[0].weekdayName], ['Тиждень наперед', 'День 3', 'Четвер']);
  t.same(ukDraw.body.data.days.slice(0, 2).map((d: any) => [d.ruler.slug, d.ruler.name]), [['jupiter', 'Юпітер'], ['venus', 'Венера']], "Thursday's Jupiter and Friday's Venus in Ukrainian");
  t.same(ukDraw.body.data.warnings, [], 'Ukrainian spread texts written: nothing in English');
  const ukCustom = await post('/v1/tarot/rider-waite/draw/custom?lang=uk', { count: 2, seed: 1, positions: [{ name: 'Me' }] });
  t.same(ukCustom.body.data.drawn.map((d: any) => d.position.name), ['Me', 'Карта 2'], "the caller's own names stay as sent");
  const enDraw = await post('/v1/tarot/rider-waite/draw/single-card', { seed: 42 });
  t.same(enDraw.body.data.warnings, []);
  const lyn = await post('/v1/tarot/lenormand/yes-no?lang=fr', { seed: 42 });
  t.same(lyn.body.data.warnings, [], 'the Lenormand yes/no names no spread: nothing untranslated');
  const ar = await get('/v1/tarot/lenormand/cards/rider?lang=ar');
  t.equal(ar.body.data.name, 'الفارس');
  const ja = await get('/v1/tarot/marseille/cards?arcana=major&lang=ja');
  t.same(ja.body.data.cards.slice(0, 3).map((c: any) => c.name), ['愚者', '奇術師', '女教皇']);
  t.same(ja.body.data.warnings, [], 'index names are all written');
  const uk = await post('/v1/tarot/birth-cards?lang=uk', { birthDate: '1962-04-29' });
  t.equal(uk.body.data.personality.name, 'Закохані');
  const ukCard = await get('/v1/tarot/rider-waite/cards/the-sun?lang=uk');
  t.same([ukCard.body.data.name, ukCard.body.data.upright.keywords[0], ukCard.body.data.warnings], ['Сонце', 'радість', []], 'Ukrainian meanings written: no warning');
  t.match(ukCard.body.data.upright.meaning, /щастя/);
});

t.test('natal signature: the settings echo names the house system in the answer\'s language (issue 12), English unchanged', async (t) => {
  const body = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const [en, ja] = await Promise.all([post('/v1/tarot/natal-signature', body), post('/v1/tarot/natal-signature', body, { 'accept-language': 'ja' })]);
  t.equal(ja.status, 200);
  t.equal(ja.body.data.settings.houseSystemName, houseSystemNameIn('P', 'ja'), houseSystemNameIn('P', 'ja'));
  t.equal(en.body.data.settings.houseSystemName, 'Placidus', 'English unchanged');
});
