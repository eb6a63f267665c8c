/**
 * What Schemathesis found in the Hellenistic and modern family (issue 10, session 8): with
 * `?precision=0` (SERVICE-SPEC: every non-integer number rounded) a dial position of 44.5 or
 * more was answered as 45 where the response schema said `exclusiveMaximum: 45`. The dials,
 * phase angles and elongations are below their cycle as computed; rounded, they may reach it,
 * so their schemas (core's CyclicMeasure) bound them inclusively. Through HTTP, each answer
 * checked against the operation's own response schema.
 */
import t from 'tap';
import { app, post, schemaErrors, KYIV } from '../helpers/app.js';
import dial90Op from '../../plugins/hellenistic/src/modern/uranian/dial-90.js';
import midpointSortOp from '../../plugins/hellenistic/src/modern/ebertin/midpoint-sort.js';
import graphicOp from '../../plugins/hellenistic/src/modern/ebertin/graphic-ephemeris.js';

await app({ families: ['hellenistic'] });

type Dialled = { slug?: string; pair?: string; dial45: number };

t.test('/modern/uranian/dial-90?precision=0: a dial45 rounded up to 45 is valid against the schema', async (t) => {
  const exact = await post('/v1/modern/uranian/dial-90', KYIV);
  const rounded = await post('/v1/modern/uranian/dial-90?precision=0', KYIV);
  t.equal(exact.status, 200);
  t.equal(rounded.status, 200);
  const near = (exact.body.data.factors as Dialled[]).filter((f) => f.dial45 >= 44.5);
  t.ok(near.length >= 1, `factors at 44.5-45 on the 45-degree dial: ${near.map((f) => `${f.slug} ${f.dial45}`).join(', ')}`);
  t.ok((exact.body.data.factors as Dialled[]).every((f) => f.dial45 >= 0 && f.dial45 < 45), 'unrounded, every dial45 is below 45');
  for (const f of near) t.equal((rounded.body.data.factors as Dialled[]).find((g) => g.slug === f.slug)?.dial45, 45, `${f.slug}: rounded to 45`);
  t.equal(schemaErrors(dial90Op.response, rounded.body.data), null, 'the rounded answer matches the response schema');
});

t.test('/modern/ebertin/midpoint-sort?precision=0 and /modern/ebertin/graphic-ephemeris?precision=0: valid against their schemas', async (t) => {
  const sort = await post('/v1/modern/ebertin/midpoint-sort?precision=0', KYIV);
  t.equal(sort.status, 200);
  const dials = [...sort.body.data.factors, ...sort.body.data.midpoints] as Dialled[];
  t.ok(dials.some((d) => d.dial45 === 45), 'some factor or midpoint is answered at 45');
  // The dial member alone here; the whole answer (its degreeInSign rounded to 30) below.
  const dialSchema = (midpointSortOp.response as any).properties.midpoints.items.properties.dial45;
  t.same(dials.map((d) => schemaErrors(dialSchema, d.dial45)).filter(Boolean), [], 'every dial45 matches its schema');
  const body = { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [5, 6], stepDays: 7 };
  const graphic = await post('/v1/modern/ebertin/graphic-ephemeris?precision=0', body);
  t.equal(graphic.status, 200);
  t.ok((graphic.body.data.natalLines as Dialled[]).some((l) => l.dial45 === 45), 'a natal line is answered at 45');
  t.equal(schemaErrors(graphicOp.response, graphic.body.data), null, 'graphic-ephemeris matches its response schema');
});

t.test('whole answers with a degreeInSign rounded to 30 (core PositionMembers: at most 30 and 360)', async (t) => {
  const sort = await post('/v1/modern/ebertin/midpoint-sort?precision=0', KYIV);
  t.ok(JSON.stringify(sort.body.data).includes('"degreeInSign":30'), 'precision=0 rounds some degreeInSign up to 30');
  t.equal(schemaErrors(midpointSortOp.response, sort.body.data), null, 'midpoint-sort matches its response schema');
});
