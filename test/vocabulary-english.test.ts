/**
 * No English in a Japanese answer (issue 12): every operation of the families issue 12 brings to
 * the vocabulary (Western, Vedic, reference, horary, platform) is called with each of its declared
 * examples and `Accept-Language: ja`, and every
 * display string of the answer is searched for Latin words (scripts/english-sweep.ts: what is
 * skipped as not display text, identifiers, instants, codes and spec-fixed members, is listed
 * and explained there). In Japanese a Latin word of three letters or more in a display member is
 * an English name that missed core's translation tables, or a sentence built in English.
 *
 * The findings not fixed yet are listed in test/vocabulary-english-known.json, one
 * "<operation> <path>" a line (the list of issue 12's remaining English, left for the families'
 * owners with the request that shows it: `npx tsx scripts/english-sweep.ts ja`). The test fails
 * on a finding not in the list (a new English leak) and on a line that no longer occurs (fixed:
 * `ENGLISH_SWEEP=prune npx tap test/vocabulary-english.test.ts` drops it), so the list only shrinks.
 * The other families are swept by the script (`npx tsx scripts/english-sweep.ts ja ar`); one
 * app over every family would outlast this file's time budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { REPO_ROOT } from '../runtime/src/registry.js';
import { app, MASTER_KEY } from './helpers/app.js';
import { englishSweep, latinWords, leaksIn, underSpecFixed } from '../scripts/english-sweep.js';

const KNOWN_FILE = path.join(REPO_ROOT, 'test/vocabulary-english-known.json');
const FAMILIES = ['western', 'vedic', 'reference', 'horary', 'platform'];
/**
 * Text the caller sent, echoed: /returns/solar/locations' example names its three places (Kyiv,
 * Lisbon, Tokyo) and the answer labels each with the caller's label, as sent.
 */
const CALLER_TEXT = new Set(['POST /returns/solar/locations best.name', 'POST /returns/solar/locations locations[].name']);
/** Examples that cannot answer 200 here: the login example needs the account the contract test makes first. */
const NOT_HERE = ['POST /auth/login'];

t.test('the walk: Latin words in display strings, not in identifiers, instants or codes', async (t) => {
  t.same(latinWords('2024-03-20T03:06:21+02:00'), [], 'an instant');
  t.same(latinWords('waxing-crescent'), [], 'an enumeration');
  t.same(latinWords('蟹座'), []);
  t.same(latinWords('MC 第10ハウス'), [], 'the chart abbreviations every language writes');
  t.same(latinWords('第4・第5ハウスの支配星 (Lords)'), ['Lords']);
  const found = leaksIn({ slug: 'trine', name: 'Trine', planet: { id: 0, slug: 'sun', name: '太陽' }, at: '2024-01-01T00:00:00Z', notes: ['Sun trine Moon'] });
  t.same(found.map((f) => [f.path, f.words, f.englishNames]), [
    ['name', ['Trine'], ['aspect:Trine']],
    ['notes[]', ['Sun', 'trine', 'Moon'], ['body:Moon', 'body:Sun']],
  ]);
  // Members SERVICE-SPEC prescribes (an operation's specFixed) hold what the specification says.
  t.equal(underSpecFixed(['receptions'], 'receptions[].planet1Name'), true);
  t.equal(underSpecFixed(['receptions'], 'receptionsCount'), false);
  t.same(leaksIn({ receptions: [{ planet1Name: 'Sun' }], note: 'Sun' }, undefined, ['receptions']).map((f) => f.path), ['note']);
});

t.test('Western, Vedic, reference, horary and platform answers in Japanese carry no English beyond the known list', async (t) => {
  const a = await app({ families: FAMILIES });
  const { leaks, called, failed } = await englishSweep(a as Parameters<typeof englishSweep>[0], MASTER_KEY, 'ja', (e) => FAMILIES.includes(e.family), false);
  t.ok(called > 500, `${called} examples called`);
  t.same(failed.filter((f) => !NOT_HERE.some((op) => f.startsWith(op))), [], 'every example answers 200');
  const found = new Map<string, string>();
  for (const l of leaks) if (!CALLER_TEXT.has(`${l.operation} ${l.path}`) && !found.has(`${l.operation} ${l.path}`)) found.set(`${l.operation} ${l.path}`, l.value);
  const known: string[] = JSON.parse(fs.readFileSync(KNOWN_FILE, 'utf8'));
  const fresh = [...found.keys()].filter((k) => !known.includes(k)).sort();
  const stale = known.filter((k) => FAMILIES.some((f) => a.registry.byKey.get(k.split(' ').slice(0, 2).join(' '))?.family === f) && !found.has(k));
  if (process.env.ENGLISH_SWEEP === 'prune' && stale.length) fs.writeFileSync(KNOWN_FILE, JSON.stringify(known.filter((k) => !stale.includes(k)), null, 1) + '\n');
  t.same(fresh.map((k) => `${k} ${JSON.stringify(found.get(k))}`), [], 'no new English in a Japanese answer (name it from core\'s tables, or by reference)');
  t.same(process.env.ENGLISH_SWEEP === 'prune' ? [] : stale, [], 'every known line still occurs (ENGLISH_SWEEP=prune drops the fixed ones)');
});
