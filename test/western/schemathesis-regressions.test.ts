/**
 * What Schemathesis found in the Western family (issue 10, session 9): an aspect angle outside the
 * aspect table (aspectAngles [192.11...] on /moon-aspects, folded to 167.89) came back as the bare
 * string "167.88...°" where the response schema declares { slug, name }: the contact lists wrote
 * the English label and withAspectRefs leaves a string the table does not name untouched. The
 * same held on /sky-aspects, /transits/heliocentric and /transits/to-progressed. They now write
 * { slug: "angle-72-5", name: "72.5°" } (aspectNaming), and table aspects in the answer's language.
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import moonAspectsOp from '../../plugins/western/src/moon-aspects.js';
import skyAspectsOp from '../../plugins/western/src/sky-aspects.js';
import heliocentricOp from '../../plugins/western/src/transits/heliocentric.js';
import toProgressedOp from '../../plugins/western/src/transits/to-progressed.js';

await app({ families: ['western'] });

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
/** The separation a - b folded to 0-180. */
const folded = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
};

t.test('POST /moon-aspects with aspectAngles [192.11...]: the aspect is { slug, name } and the Moon is 167.89° from the planet', async (t) => {
  // Schemathesis' body (lang=hi), less its unknown members (its offset was 2^-24 hours).
  const angle = 192.11408287933207;
  const r = await post('/v1/moon-aspects?lang=hi', { year: 2924, month: 8, timezoneOffset: 2 ** -24, aspectAngles: [angle], planetIds: [0, 2] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(moonAspectsOp.response, r.body.data), null, 'the answer keeps its schema');
  t.ok(r.body.data.count > 0);
  for (const a of r.body.data.aspects) {
    t.same(a.aspect, { slug: 'angle-167-88591712066793', name: '167.88591712066793°' });
    t.ok(Math.abs(folded(a.moonLongitude, a.planetLongitude) - (360 - angle)) < 1e-4, `${a.at}: Moon - ${a.slug} is the angle`);
  }
});

t.test('POST /moon-aspects keeps table aspects in the answer\'s language', async (t) => {
  const r = await post('/v1/moon-aspects?lang=de', { year: 2024, month: 1, planetIds: [0], aspectAngles: [120] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(moonAspectsOp.response, r.body.data), null);
  // The Moon trines the Sun twice a synodic month (waxing and waning): at least twice in January.
  t.ok(r.body.data.count >= 2);
  for (const a of r.body.data.aspects) {
    t.same(a.aspect, { slug: 'trine', name: 'Trigon' });
    t.ok(Math.abs(folded(a.moonLongitude, a.planetLongitude) - 120) < 1e-4, `${a.at}: 120° apart`);
  }
});

t.test('POST /sky-aspects with aspectAngles [72.5]: { slug: angle-72-5, name: 72.5° } and the bodies 72.5° apart', async (t) => {
  const r = await post('/v1/sky-aspects', { startDate: '2024-01-01', endDate: '2024-06-01', aspectAngles: [72.5], planetIds: [0, 4, 5] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(skyAspectsOp.response, r.body.data), null, 'the answer keeps its schema');
  t.ok(r.body.data.count > 0);
  for (const a of r.body.data.aspects) {
    t.same(a.aspect, { slug: 'angle-72-5', name: '72.5°' });
    t.ok(Math.abs(folded(a.longitude1, a.longitude2) - 72.5) < 1e-4, `${a.exactAt}: ${a.planet1.slug}-${a.planet2.slug}`);
  }
});

t.test('POST /transits/heliocentric and /transits/to-progressed with an off-table angle keep their schemas', async (t) => {
  const body = { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31', aspectAngles: [72.5, 120] };
  for (const [path, op] of [['/v1/transits/heliocentric', heliocentricOp], ['/v1/transits/to-progressed', toProgressedOp]] as const) {
    const r = await post(`${path}?lang=de`, body);
    t.equal(r.status, 200, path);
    t.equal(schemaErrors(op.response, r.body.data), null, `${path}: the answer keeps its schema`);
    const aspects = new Set<string>(r.body.data.events.map((e: { aspect: { slug: string; name: string } }) => JSON.stringify(e.aspect)));
    t.same([...aspects].sort(), [JSON.stringify({ slug: 'angle-72-5', name: '72.5°' }), JSON.stringify({ slug: 'trine', name: 'Trigon' })].sort(), `${path}: both angles found, named`);
  }
});
