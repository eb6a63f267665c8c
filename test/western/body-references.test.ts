/**
 * Bodies by reference where Western answers held names (issue 12, task C2): `planets` lists of
 * hemispheres, polarities, stelliums and the aspect grid's `bodies`; `planet1`/`planet2` of
 * /match/score, /synastry/receptions and /sky-aspects; `body` of /progressions/sign-changes;
 * `point` of /lunar-mansions; `body`/`target` of /forecast-calendar. Each is
 * { id?, slug, name in the answer's language }: the slug never follows the language, the angles
 * are the chart-angle table's (ascendant, midheaven).
 *
 * Known answers. Kyiv, 15 July 1990 14:30 EEST (Placidus): Saturn, Uranus and Neptune in the 3rd,
 * Sun, Mercury and Jupiter in the 9th (test/western/aspect-tools.test.ts, from swe_houses_ex
 * cusps): the 9th is western and southern (above the horizon), the 3rd eastern and northern.
 * Jupiter-Uranus conjunction of 21 April 2024 (DE421, test/oracles/vectors, sky-calendars).
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import { bodyRefOfName } from '../../plugins/western/src/lib/vocabulary.js';
import hemispheresOp from '../../plugins/western/src/hemispheres.js';
import skyAspectsOp from '../../plugins/western/src/sky-aspects.js';
import matchOp from '../../plugins/western/src/match/score.js';
import forecastOp from '../../plugins/western/src/forecast-calendar.js';
import { PAIR } from '../../plugins/western/src/lib/relationships-schemas.js';

const slugs = (list: { slug: string }[]) => list.map((b) => b.slug);

t.test('bodyRefOfName: bodies with their Swiss number, angles by the chart-angle table, in the language', async (t) => {
  t.same(bodyRefOfName('Mars', 'de'), { id: 4, slug: 'mars', name: 'Mars' });
  t.same(bodyRefOfName('Moon', 'de'), { id: 1, slug: 'moon', name: 'Mond' });
  t.same(bodyRefOfName('True Node', 'en'), { id: 11, slug: 'true-node', name: 'True Node' });
  t.same(bodyRefOfName('MC', 'de'), { slug: 'midheaven', name: 'Himmelsmitte' }, 'the techniques\' MC is the midheaven');
  t.same(bodyRefOfName('Asc', 'en'), { slug: 'ascendant', name: 'Ascendant' });
  t.same(bodyRefOfName('IC', 'en'), { slug: 'imum-coeli', name: 'Imum Coeli' });
});

t.test('hemispheres and polarities: planets by reference, the houses of the Kyiv chart', async (t) => {
  const [en, de] = await Promise.all([post('/v1/hemispheres', { ...KYIV, houseSystem: 'P' }), post('/v1/hemispheres', { ...KYIV, houseSystem: 'P' }, { 'accept-language': 'de' })]);
  t.equal(en.status, 200);
  t.equal(schemaErrors(hemispheresOp.response, en.body.data), null);
  const d = en.body.data;
  for (const s of ['sun', 'mercury', 'jupiter']) t.ok(slugs(d.western.planets).includes(s) && slugs(d.southern.planets).includes(s), `${s} (9th house): western and southern`);
  for (const s of ['saturn', 'uranus', 'neptune']) t.ok(slugs(d.eastern.planets).includes(s) && slugs(d.northern.planets).includes(s), `${s} (3rd house): eastern and northern`);
  t.same(d.western.planets.find((b: any) => b.slug === 'sun'), { id: 0, slug: 'sun', name: 'Sun' });
  t.same(de.body.data.western.planets.find((b: any) => b.slug === 'sun'), { id: 0, slug: 'sun', name: 'Sonne' }, 'named in German, the slug unchanged');
  t.same(slugs(de.body.data.eastern.planets), slugs(d.eastern.planets));
  t.equal(d.eastern.count + d.western.count, 10, 'Sun to Pluto counted once');

  const pol = (await post('/v1/balance/polarities', KYIV, { 'accept-language': 'de' })).body.data;
  // Sun in Cancer (water, feminine), Saturn in Capricorn (earth, feminine), Mars in Taurus (feminine).
  t.same(pol.feminine.planets.filter((b: any) => ['sun', 'saturn'].includes(b.slug)).map((b: any) => b.name), ['Sonne', 'Saturn']);
  t.equal(pol.feminine.count + pol.masculine.count, pol.feminine.planets.length + pol.masculine.planets.length);

  const st = (await post('/v1/aspect-patterns/stellium', KYIV, { 'accept-language': 'de' })).body.data;
  t.same(st.stelliums.map((s: any) => s.planets.map((b: any) => b.name)), [['Saturn', 'Uranus', 'Neptun'], ['Saturn', 'Uranus', 'Neptun'], ['Sonne', 'Merkur', 'Jupiter']]);
  const grid = (await post('/v1/aspect-grid', KYIV, { 'accept-language': 'de' })).body.data;
  t.same(grid.bodies.slice(-2), [{ slug: 'ascendant', name: 'Aszendent' }, { slug: 'midheaven', name: 'Himmelsmitte' }]);
});

t.test('pairs by reference: sky aspects, match score, synastry receptions', async (t) => {
  const body = { startDate: '2024-04-15', endDate: '2024-04-25', planetIds: [5, 7] };
  const [en, de] = await Promise.all([post('/v1/sky-aspects', body), post('/v1/sky-aspects', body, { 'accept-language': 'de' })]);
  t.equal(schemaErrors(skyAspectsOp.response, en.body.data), null);
  const ju = en.body.data.aspects.find((a: any) => a.angle === 0);
  t.match(ju.exactAt, /^2024-04-21T02:2/, 'the Jupiter-Uranus conjunction of 21 April 2024');
  t.same([ju.planet1, ju.planet2], [{ id: 5, slug: 'jupiter', name: 'Jupiter' }, { id: 7, slug: 'uranus', name: 'Uranus' }]);
  t.same([ju.planet1Id, ju.planet2Id], [ju.planet1.id, ju.planet2.id]);
  const juDe = de.body.data.aspects.find((a: any) => a.angle === 0);
  t.same([juDe.planet1.name, juDe.planet2.name], ['Jupiter', 'Uranus']);

  const [m, mUk] = await Promise.all([post('/v1/match/score', PAIR), post('/v1/match/score', PAIR, { 'accept-language': 'uk' })]);
  t.equal(schemaErrors(matchOp.response, m.body.data), null);
  t.ok(m.body.data.topAspects.length > 0);
  t.same(mUk.body.data.topAspects.map((a: any) => [a.planet1.slug, a.planet2.slug]), m.body.data.topAspects.map((a: any) => [a.planet1.slug, a.planet2.slug]));
  for (const a of mUk.body.data.topAspects) for (const p of [a.planet1, a.planet2]) t.equal(p.name, bodyRefOfName(p.slug, 'uk').name, `${p.slug} in Ukrainian`);
  t.ok(mUk.body.data.topAspects.some((a: any) => ['Сонце', 'Місяць', 'Венера', 'Марс', 'Асцендент'].includes(a.planet1.name)), 'a personal point named in Ukrainian');

  const rec = (await post('/v1/synastry/receptions', PAIR, { 'accept-language': 'de' })).body.data;
  t.ok(rec.receptions.every((x: any) => typeof x.planet1.slug === 'string' && typeof x.planet2.name === 'string'));
  const venus = rec.receptions.find((x: any) => x.planet1.slug === 'venus');
  if (venus) t.equal(venus.planet1.name, 'Venus');
});

t.test('calendars and tables: body, target and point by reference', async (t) => {
  const changes = (await post('/v1/progressions/sign-changes', { ...KYIV, toAge: 40 }, { 'accept-language': 'de' })).body.data;
  // The progressed Sun moves as the Sun does a day after birth, 0.955 deg a day in mid-July: from 112.73 (22 deg 44' Cancer)
  // it needs 7.27 deg to Leo (7.27 / 0.955 = 7.6 years) and 37.27 deg to Virgo (at about 0.958 on average: 38.9).
  const sun = changes.events.filter((e: any) => e.body.slug === 'sun' && e.kind === 'sign');
  t.same(sun.map((e: any) => e.body.name), ['Sonne', 'Sonne']);
  t.ok(Math.abs(sun[0].age - 7.27 / 0.955) < 0.1 && Math.abs(sun[1].age - 37.27 / 0.958) < 0.3, `Sun ingresses at ${sun.map((e: any) => e.age.toFixed(1))}`);

  const lm = (await post('/v1/lunar-mansions', KYIV, { 'accept-language': 'de' })).body.data;
  t.same(lm.points.find((p: any) => p.point.slug === 'moon').point, { id: 1, slug: 'moon', name: 'Mond' });

  const fc = await post('/v1/forecast-calendar', { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31', include: ['returns', 'ingresses'] }, { 'accept-language': 'de' });
  t.equal(fc.status, 200);
  t.equal(schemaErrors(forecastOp.response, fc.body.data), null);
  const sr = fc.body.data.events.find((e: any) => e.technique === 'return' && e.body.slug === 'sun');
  t.same([sr.body, sr.target], [{ id: 0, slug: 'sun', name: 'Sonne' }, { id: 0, slug: 'sun', name: 'Sonne' }]);
  for (const e of fc.body.data.events.filter((x: any) => x.technique === 'ingress')) {
    t.equal(e.target, null, 'an ingress meets no natal point');
    t.ok(e.toSign >= 1 && e.toSign <= 12 && typeof e.toSignName === 'string', 'its sign 1-12 with the name');
  }
});

t.test('pattern members by reference in every pattern shape (issue 12, session 10): yod base, kite head/tail/trine, minor grand trine', async (t) => {
  const { withBodyRefs: refs } = await import('../../plugins/western/src/lib/vocabulary.js');
  const yodOp = (await import('../../plugins/western/src/aspect-patterns/yod.js')).default;
  const kiteOp = (await import('../../plugins/western/src/aspect-patterns/kite.js')).default;
  // The shapes core's finders answer (core/src/astro/aspect-patterns.ts), written at the boundary in Japanese.
  const yod = refs({ patterns: [{ apex: 'Mars', base: ['Sun', 'Saturn'] }] }, 'ja');
  t.same(yod.patterns[0]!.base, [{ id: 0, slug: 'sun', name: '太陽' }, { id: 6, slug: 'saturn', name: '土星' }]);
  const kite = refs({ patterns: [{ tail: 'Moon', head: 'Venus', trine: ['Venus', 'Mars', 'Jupiter'] }] }, 'de');
  t.same([kite.patterns[0]!.tail.name, kite.patterns[0]!.head.name, kite.patterns[0]!.trine.map((b) => b.name)], ['Mond', 'Venus', ['Venus', 'Mars', 'Jupiter']]);
  t.same(kite.patterns[0]!.trine.map((b) => b.slug), ['venus', 'mars', 'jupiter']);
  // The operations' schemas take the references (the Kyiv chart has neither pattern: the answers are empty there).
  for (const op of [yodOp, kiteOp]) t.equal((await post(`/v1${op.path}`, KYIV, { 'accept-language': 'ja' })).status, 200);
  const wide = await post('/v1/aspect-patterns/yod', { ...KYIV, orb: 2, includeAngles: true }, { 'accept-language': 'ja' });
  t.equal(schemaErrors(yodOp.response, wide.body.data), null);
  for (const p of wide.body.data.patterns) t.ok(p.base.every((b: any) => typeof b.slug === 'string' && !/[A-Za-z]/.test(b.name)), 'a yod base in Japanese');
});
