/**
 * Unknown members are allowed but never silent (DESIGN.md, "Vocabulary"; issue 12: `target_date`
 * gave a silent 200): the runtime adds one `unknown-member` warning per body member the
 * operation's schema does not declare, with the nearest declared name. Unit tests of the
 * matching, then the same through HTTP on /houses (birth data at the top level) and /synastry
 * (two nested charts).
 */
import t from 'tap';
import { Type } from '@sinclair/typebox';
import { birthData } from '@celestial/core';
import { MAX_MEMBER_WARNINGS, editDistance, nearestMember, unknownMemberWarnings, withMemberWarnings } from '../../runtime/src/http/vocabulary.js';
import { app, post } from '../helpers/app.js';

await app({ families: ['western'] });

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };

t.test('editDistance: optimal string alignment, known answers', async (t) => {
  t.equal(editDistance('', ''), 0);
  t.equal(editDistance('kitten', 'sitting'), 3, 'the textbook Levenshtein pair');
  t.equal(editDistance('tiem', 'time'), 1, 'an adjacent transposition is one edit');
  t.equal(editDistance('lattitude', 'latitude'), 1);
  t.equal(editDistance('ca', 'abc'), 3, 'OSA, not unrestricted Damerau (which gives 2)');
});

t.test('nearestMember: folded equality first, then a third of the length in edits', async (t) => {
  const known = ['targetDate', 'latitude', 'longitude', 'houseSystem', 'time'];
  t.equal(nearestMember('target_date', known), 'targetDate');
  t.equal(nearestMember('Target-Date', known), 'targetDate');
  t.equal(nearestMember('lattitude', known), 'latitude');
  t.equal(nearestMember('house_sytem', known), 'houseSystem', 'folded, then one transposition');
  t.equal(nearestMember('tiem', known), 'time');
  t.equal(nearestMember('colour', known), null, 'nothing near');
  t.equal(nearestMember('x', known), null);
});

t.test('unknownMemberWarnings: top level, nested objects, arrays, unions, records', async (t) => {
  const schema = Type.Object({
    chart: birthData(),
    people: Type.Array(Type.Object({ name: Type.String() })),
    maybe: Type.Optional(Type.Union([Type.Object({ depth: Type.Integer() }), Type.Null()])),
    orbs: Type.Optional(Type.Record(Type.String(), Type.Number())),
    targetDate: Type.Optional(Type.String()),
  });
  const w = unknownMemberWarnings(schema, {
    chart: { ...KYIV, tz: 'x' },
    people: [{ name: 'a' }, { name: 'b', nmae: 'c' }],
    maybe: { depht: 2 },
    orbs: { Trine: 5 },
    target_date: '2025-01-01',
    language: 'de',
    lang: 'de',
  });
  t.same(w.map((x) => [x.code, x.member, x.suggestion]), [
    ['unknown-member', 'chart.tz', null],
    ['unknown-member', 'people[1].nmae', 'name'],
    ['unknown-member', 'maybe.depht', 'depth'],
    ['unknown-member', 'target_date', 'targetDate'],
    ['unknown-member', 'lang', 'language'],
  ], 'language is read by the runtime everywhere; a record takes any key');
  t.match(w[3]!.message, /`target_date` is not a member.*did you mean `targetDate`/);
  // In the answer's language (core's request-warning table), the member names as sent.
  const [ja] = unknownMemberWarnings(schema, { chart: KYIV, people: [], target_date: '2025-01-01' }, 'ja');
  t.equal(ja!.message, '`target_date` はこの操作が読むメンバーではないため、無視されました。`targetDate` のことですか?');
  const [de] = unknownMemberWarnings(schema, { chart: KYIV, people: [], colour: 1 }, 'de');
  t.equal(de!.message, '`colour` ist kein Feld, das diese Operation liest, und wurde ignoriert', 'no member near: no question');
  t.same(unknownMemberWarnings(schema, { chart: KYIV, people: [] }), [], 'a body of known members: no warning');
  const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
  t.equal(unknownMemberWarnings(schema, many).length, MAX_MEMBER_WARNINGS, 'bounded');
});

t.test('withMemberWarnings keeps existing warnings and never touches the handler\'s object', async (t) => {
  const op = { body: Type.Object({ a: Type.Number() }) };
  const shared = Object.freeze({ value: 1, warnings: Object.freeze(['kept']) });
  const out = withMemberWarnings(op, { a: 1, b: 2 }, shared) as { warnings: unknown[] };
  t.equal(out.warnings.length, 2);
  t.equal(out.warnings[0], 'kept');
  t.match(out.warnings[1], { code: 'unknown-member', member: 'b' });
  t.equal(shared.warnings.length, 1, 'the original answer is unchanged');
  t.equal(withMemberWarnings(op, { a: 1 }, shared), shared, 'nothing to add: the same object');
  t.equal(withMemberWarnings({}, { b: 1 }, shared), shared, 'an operation without a body schema');
});

t.test('POST /v1/houses with target_date and lattitude: 200 with warnings naming them', async (t) => {
  const plain = await post('/v1/houses', KYIV);
  t.equal(plain.status, 200);
  const r = await post('/v1/houses', { ...KYIV, target_date: '2025-01-01', lattitude: 10 });
  t.equal(r.status, 200, r.raw.slice(0, 300));
  t.equal(r.body.ok, true);
  const unknown = r.body.data.warnings.filter((w: { code?: string }) => w.code === 'unknown-member');
  t.same(unknown.map((w: { member: string; suggestion: string | null }) => [w.member, w.suggestion]), [['target_date', null], ['lattitude', 'latitude']]);
  t.same(r.body.data.cusps, plain.body.data.cusps, 'the unknown members changed nothing else');
});

t.test('POST /v1/synastry: a misspelt member inside chart2 is named by its path', async (t) => {
  const r = await post('/v1/synastry', { chart1: KYIV, chart2: { ...LONDON, houseSytem: 'W' }, lang: 'de' });
  t.equal(r.status, 200, r.raw.slice(0, 300));
  const unknown = r.body.data.warnings.filter((w: { code?: string }) => w.code === 'unknown-member');
  t.same(unknown.map((w: { member: string; suggestion: string | null }) => [w.member, w.suggestion]), [['chart2.houseSytem', 'houseSystem'], ['lang', 'language']]);
  t.match(unknown[0].message, /^`chart2.houseSytem` is not a member/, 'a body `lang` is not read: English');
  const de = await post('/v1/synastry?lang=de', { chart1: KYIV, chart2: { ...LONDON, houseSytem: 'W' } });
  t.equal(de.body.data.warnings.find((w: { code?: string }) => w.code === 'unknown-member').message, '`chart2.houseSytem` ist kein Feld, das diese Operation liest, und wurde ignoriert; meinten Sie `houseSystem`?', 'in the answer\'s language');
});
