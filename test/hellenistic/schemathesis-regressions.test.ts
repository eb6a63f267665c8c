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

t.test('/hellenistic/profections/monthly, sidereal, born in 293 (session 9: a 500): the sidereal return opens the year, 25 days after the tropical one', async (t) => {
  // Schemathesis' body less its unknown members. The solar return was searched within 3 days of
  // the birthday; a sidereal one drifts from it with the ayanamsa, here about 24 deg since 293.
  const body = { longitude: -174.03006503155387, latitude: 4.111577300635078e-12, time: '00:00:00', date: '0293-06-21', targetDate: '2026-11-26' };
  const sidereal = await post('/v1/hellenistic/profections/monthly?precision=14', { ...body, zodiacType: 'sidereal' });
  t.equal(sidereal.status, 200);
  const tropical = await post('/v1/hellenistic/profections/monthly', body);
  t.equal(tropical.status, 200);
  const startOf = (r: typeof sidereal) => Date.parse(r.body.data.months[0].start);
  // Lahiri's ayanamsa grew from 0.107 deg (293, the answer's settings) to about 24.2 deg (2026);
  // the Sun, near 0.953 deg a day in July, needs about 25.3 days to cover the difference.
  t.equal(sidereal.body.data.settings.ayanamsaValue.toFixed(3), '0.107');
  const days = (startOf(sidereal) - startOf(tropical)) / 86_400_000;
  t.ok(days > 24.8 && days < 25.8, `sidereal return ${days.toFixed(2)} days after the tropical one`);
  const months = sidereal.body.data.months as { start: string; end: string }[];
  t.equal(months.length, 12);
  for (let k = 0; k < 12; k++) {
    const length = (Date.parse(months[k]!.end) - Date.parse(months[k]!.start)) / 86_400_000;
    t.ok(length > 29 && length < 32, `solar month ${k + 1}: ${length.toFixed(2)} days`);
    if (k > 0) t.equal(months[k]!.start, months[k - 1]!.end, 'the months follow each other');
  }
});
