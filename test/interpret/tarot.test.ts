/**
 * POST /interpret/tarot (SERVICE-SPEC, shape to the letter): the built-in composer reads the
 * cards from our deck texts (the reading of each position is the card's meaning on its side, as
 * GET /tarot/{deck}/cards/{slug} gives it), the spread's positions, the language resolution
 * (header, lang query, body language, then uk; unknown codes fall back to uk), determinism, the
 * drawn array of a draw response accepted as is, and the bring-your-own-key header rules.
 * /interpret/iching and /interpret/horoscope read the answers of the I Ching and Western
 * families' operations (Operations service): compared with those answers here.
 */
import t from 'tap';
import type { InjectOptions } from 'fastify';
import { freshApp, testStore, withKey } from '../helpers/app.js';
import { DEFAULT_ACCOUNT_ID } from '../../runtime/src/bootstrap.js';
import { cardTexts } from '../../plugins/tarot/src/lib/decks.js';
import { composeTarot, DISCLAIMER, tarotFacts } from '../../plugins/divination/src/lib/interpret/composer.js';
import { ANONYMOUS, ownProviderOf } from '@celestial/core';
import { resolveService } from '../../runtime/src/container.js';
import { loadChainConfig } from '../../runtime/src/services/interpreter/chain-config.js';

// The operation is in the `ai` pack: the test account buys it (the master account has none).
const store = await testStore();
// Its Interpreter has no operator chain (the composer alone) and sends any provider call to the
// test-only loopback origin on a closed port (the caller's provider unreachable, below).
const served = await freshApp({ store, families: ['divination', 'tarot'], config: { ai: loadChainConfig({ NODE_ENV: 'test', CELESTIAL_AI_TEST_ORIGIN: 'http://127.0.0.1:1' }) } });
await store.updateAccount(DEFAULT_ACCOUNT_ID, { packs: ['ai'] });
t.teardown(() => served.close());
const operations = resolveService(served.services, 'Operations');
async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const r = await served.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: withKey(headers) });
  return { status: r.statusCode, body: r.json(), raw: r.body };
}

t.test('composer: facts from the deck texts, deterministic', async (t) => {
  const facts = (deck: 'rider-waite' | 'marseille' | 'lenormand', spread: string | undefined, cards: { slug: string; reversed: boolean }[]) => tarotFacts(deck, spread, cards, operations, 'en', ANONYMOUS);
  const f = await facts('rider-waite', 'three-card', [{ slug: 'the-fool', reversed: false }, { slug: 'the-tower', reversed: true }]);
  const fool = cardTexts('rider-waite', 'the-fool', 'en').texts;
  const tower = cardTexts('rider-waite', 'the-tower', 'en').texts;
  t.equal(f.positions[0]!.reading, fool.upright.meaning);
  t.equal(f.positions[1]!.reading, tower.reversed.meaning);
  t.equal(f.positions[0]!.card.name, 'The Fool');
  t.equal(f.spread!.slug, 'three-card');
  t.ok(f.positions[0]!.positionMeaning, 'position meaning from the spread');
  const c = composeTarot(f);
  t.equal(c.synthesis, `The Fool: ${fool.upright.keywords[0]} → The Tower: ${tower.reversed.keywords[0]}`);
  t.equal(c.advice, `The Tower: ${tower.reversed.keywords.join(', ')}`);
  t.same(composeTarot(await facts('rider-waite', 'three-card', [{ slug: 'the-fool', reversed: false }, { slug: 'the-tower', reversed: true }])), c, 'same words for the same input');
  // Lenormand cards are never reversed.
  t.equal((await facts('lenormand', undefined, [{ slug: 'rider', reversed: true }])).positions[0]!.reversed, false);
  t.equal((await facts('marseille', 'no-such-spread', [{ slug: 'the-fool', reversed: false }])).positions[0]!.position, '1');
  await t.rejects(facts('rider-waite', undefined, [{ slug: 'the-fool', reversed: false }, { slug: 'no-card', reversed: false }, { slug: 'nor-this', reversed: false }]), { code: 'INVALID_INPUT', details: [{ path: 'cards.1' }] }, 'the first unknown card by its place');
  t.equal(Object.keys(DISCLAIMER).length, 21);
});

t.test('/interpret/tarot: each position the meaning GET /tarot/{deck}/cards/{slug} answers, the spread GET /tarot/spreads/{slug}', async (t) => {
  for (const lang of ['ja', 'ar'] as const) {
    const r = await post('/v1/interpret/tarot', { deck: 'rider-waite', spread: 'celtic-cross', cards: ['ace-of-cups', { slug: 'death', reversed: true }], language: lang });
    t.equal(r.status, 200);
    const spread = (await served.inject({ method: 'GET', url: `/v1/tarot/spreads/celtic-cross?lang=${lang}`, headers: withKey() })).json().data;
    for (const [i, [slug, side]] of ([['ace-of-cups', 'upright'], ['death', 'reversed']] as const).entries()) {
      const card = (await served.inject({ method: 'GET', url: `/v1/tarot/rider-waite/cards/${slug}`, headers: withKey({ 'accept-language': lang }) })).json().data;
      t.match(r.body.data.positions[i], { card: { slug, name: card.name }, reading: card[side].meaning }, `${lang}: ${slug} ${side}`);
      t.not(card.name, cardTexts('rider-waite', slug, 'en').texts.name, `${lang}: named in the language`);
    }
    t.equal(r.body.data.positions.length, 2);
    t.equal(spread.positions.length, 10, 'the first two of the spread\'s ten positions read');
  }
});

t.test('bring-your-own-key header rules', async (t) => {
  t.equal(ownProviderOf({}), null);
  t.throws(() => ownProviderOf({ 'x-provider-key': 'sk-abc' }), { code: 'INVALID_INPUT' });
  t.throws(() => ownProviderOf({ 'x-provider': 'openai' }), { code: 'INVALID_INPUT' });
  t.throws(() => ownProviderOf({ 'x-provider': 'nope', 'x-provider-key': 'k' }), { code: 'INVALID_INPUT' });
  t.throws(() => ownProviderOf({ 'x-provider': 'openai', 'x-provider-key': 'k', 'x-provider-model': 'm'.repeat(121) }), { code: 'INVALID_INPUT' });
  t.same(ownProviderOf({ 'x-provider': 'openai', 'x-provider-key': 'sk-secret-123456789' }), { provider: 'openai', key: 'sk-secret-123456789', model: undefined });
});

t.test('through HTTP', async (t) => {
  const body = { deck: 'rider-waite', spread: 'three-card', cards: ['the-fool', { slug: 'the-tower', reversed: true }, 'the-star'], question: 'What now?' };
  const r = await post('/v1/interpret/tarot', body);
  t.equal(r.status, 200);
  const d = r.body.data;
  t.equal(d.language, 'uk', 'uk when nothing asks for a language');
  t.equal(d.model, 'celestial-composer-1');
  t.equal(d.deck, 'rider-waite');
  t.equal(d.question, 'What now?');
  t.equal(d.positions.length, 3);
  t.match(d.positions[1], { index: 2, card: { slug: 'the-tower', name: cardTexts('rider-waite', 'the-tower', 'uk').texts.name }, reversed: true, reading: cardTexts('rider-waite', 'the-tower', 'uk').texts.reversed.meaning });
  t.equal(d.disclaimer, DISCLAIMER.uk);
  t.same((await post('/v1/interpret/tarot', body)).body.data, d, 'deterministic');

  const en = await post('/v1/interpret/tarot', { ...body, language: 'en' });
  t.equal(en.body.data.language, 'en');
  t.equal(en.body.data.positions[0].card.name, 'The Fool');
  const header = await post('/v1/interpret/tarot?lang=de', { ...body, language: 'en' }, { 'accept-language': 'fr' });
  t.equal(header.body.data.language, 'fr', 'the header first');
  const query = await post('/v1/interpret/tarot?lang=de', { ...body, language: 'en' });
  t.equal(query.body.data.language, 'de', 'then the lang query');
  const unknown = await post('/v1/interpret/tarot', { ...body, language: 'xx' });
  t.equal(unknown.status, 200);
  t.equal(unknown.body.data.language, 'uk', 'unknown codes fall back to uk silently');

  const drawn = await post('/v1/tarot/rider-waite/draw/three-card', { seed: 42 });
  t.equal(drawn.status, 200);
  const fromDraw = await post('/v1/interpret/tarot', { spread: 'three-card', cards: drawn.body.data.drawn, language: 'en' });
  t.equal(fromDraw.status, 200);
  t.same(fromDraw.body.data.positions.map((p: { card: { slug: string } }) => p.card.slug), drawn.body.data.drawn.map((x: { card: { slug: string } }) => x.card.slug));

  const bad = await post('/v1/interpret/tarot', { cards: ['not-a-card'] });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'cards.0');
  t.equal((await post('/v1/interpret/tarot', { cards: [] })).status, 400);
  t.equal((await post('/v1/interpret/tarot', body, { 'x-provider': 'openai' })).status, 400);
  // The caller's provider unreachable (the test-only loopback origin on a closed port; the
  // adapters themselves: test/divination/interpret-providers.test.ts): 503, no fallback.
  const byok = await post('/v1/interpret/tarot', body, { 'x-provider': 'openai', 'x-provider-key': 'sk-test-0123456789abcdefXYZ' });
  t.equal(byok.status, 503);
  t.equal(byok.body.error.code, 'AI_UNAVAILABLE');
  t.notMatch(byok.raw, 'sk-test-0123456789abcdefXYZ', 'the key never comes back');
});

t.test('POST /interpret/iching: Tai (11) with lines 2 and 5 changing becomes Ji Ji (63)', async (t) => {
  const r = await post('/v1/interpret/iching', { number: 11, changingLines: [2, 5], language: 'en' });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.match(d, { hexagram: { number: 11, chinese: '泰' }, relating: { number: 63 }, model: 'celestial-composer-1', language: 'en' });
  t.same(d.changingLines.map((c: { line: number }) => c.line), [2, 5]);
  // Legge (1882) on Tai: line 2 "will cross the Ho without a boat", line 5 "(king) Ti-yi's ... marriage of his younger sister".
  t.match(d.changingLines[0].reading, /^The second NINE.*cross the Ho without a boat/, "Legge's statement of line 2");
  t.match(d.changingLines[1].reading, /^The fifth SIX.*marriage of his younger sister/);
  t.equal(d.advice, d.changingLines[1].reading, 'the uppermost changing line');
  // The same cast as six line values (7 yang, 8 yin, 9 and 6 changing), bottom to top.
  const same = await post('/v1/interpret/iching', { lines: [7, 9, 7, 8, 6, 8].map((value) => ({ value })), language: 'en' });
  t.same(same.body.data, d);
  const still = await post('/v1/interpret/iching', { number: 1 });
  t.match(still.body.data, { hexagram: { number: 1 }, relating: null, changingLines: [], language: 'uk' });
  t.equal((await post('/v1/interpret/iching', { question: 'no hexagram' })).status, 400);
});

t.test('/interpret/iching: the cast of POST /iching/from-lines, the texts of GET /iching/lookup/{n}', async (t) => {
  for (const lang of ['ja', 'ar'] as const) {
    const r = await post('/v1/interpret/iching', { number: 11, changingLines: [2, 5], language: lang });
    t.equal(r.status, 200);
    const d = r.body.data;
    const cast = (await post(`/v1/iching/from-lines?lang=${lang}`, { lines: [7, 9, 7, 8, 6, 8] })).body.data;
    const { judgment: _j, ...primary } = cast.primary;
    t.same(d.hexagram, primary, `${lang}: the primary hexagram as /iching/from-lines names it`);
    t.same(d.relating, cast.relating, `${lang}: the relating hexagram (63)`);
    const tai = (await served.inject({ method: 'GET', url: `/v1/iching/lookup/11?lang=${lang}`, headers: withKey() })).json().data;
    t.equal(d.judgement, `${tai.judgment} ${tai.image}`, 'the judgement and the image of the lookup');
    t.same(d.changingLines.map((l: { reading: string }) => l.reading), [tai.lines[1].text, tai.lines[4].text], 'lines 2 and 5 of the lookup');
  }
});

t.test('/interpret/horoscope: the sections of the period\'s horoscope, the sky of the topic horoscopes', async (t) => {
  for (const [period, overall, lang] of [['week', 'weekly', 'ja'], ['day', 'daily', 'ar'], ['month', 'monthly', 'de']] as const) {
    const date = '2025-06-11';
    const r = await post('/v1/interpret/horoscope', { sign: 'leo', period, date, language: lang });
    t.equal(r.status, 200);
    const d = r.body.data;
    const h = (await post(`/v1/horoscope/${overall}`, { sign: 'leo', ...(period === 'month' ? { month: '2025-06' } : { date }), language: lang })).body.data;
    t.same(d.period, h.period, `${period}: the period of /horoscope/${overall}`);
    t.same([d.sections.love, d.sections.career, d.sections.health, d.sections.mood], [h.text.love, h.text.career, h.text.health, h.text.overview], `${period} ${lang}: its texts`);
    const instants = new Set<string>();
    for (const topic of ['love', 'career', 'health']) {
      const answer = (await post(`/v1/horoscope/${topic}`, { sign: 'leo', period, date, language: lang })).body.data;
      for (const f of answer.factors) instants.add(f.at);
    }
    t.same([...new Set(d.sky.map((e: { at: string }) => e.at))].sort(), [...instants].sort(), `${period}: every instant of the topic horoscopes' factors`);
    t.ok(d.sky.length > 0);
  }
});
