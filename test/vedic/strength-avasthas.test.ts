/**
 * Avasthas (BPHS ch. 45), friendship (BPHS ch. 3) and graha drishti (BPHS ch. 26): worked
 * rules, pyjhora's relation tables and graha drishti (test/oracles/vedic_strength.py), and the
 * operations through HTTP.
 *
 * pyjhora's compound-relation matrix (house._get_compound_relationships_of_planets) is compared
 * cell by cell for the 8 charts. The natural table is compared for the seven
 * (pyjhora's table also relates the nodes, which BPHS' table does not).
 */
import fs from 'node:fs';
import t from 'tap';
import { get, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { baladi, deeptadi, jagradadi, lajjitadi } from '../../plugins/vedic/src/lib/avasthas.js';
import { isCombust } from '../../plugins/vedic/src/lib/grahas.js';
import naturalOp from '../../plugins/vedic/src/friendship/natural.js';
import temporaryOp from '../../plugins/vedic/src/friendship/temporary.js';
import compoundOp from '../../plugins/vedic/src/friendship/compound.js';
import drishtiOp from '../../plugins/vedic/src/drishti/graha.js';
import baladiOp from '../../plugins/vedic/src/avasthas/baladi.js';
import jagradadiOp from '../../plugins/vedic/src/avasthas/jagradadi.js';
import deeptadiOp from '../../plugins/vedic/src/avasthas/deeptadi.js';
import lajjitadiOp from '../../plugins/vedic/src/avasthas/lajjitadi.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-strength.json', import.meta.url), 'utf8'));
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
// pyjhora's compound matrix holds its relation constants minus one: 0 adhishatru ... 4 adhimitra.
const COMPOUND = ['adhishatru', 'shatru', 'sama', 'mitra', 'adhimitra'];

t.test('baladi by degree and parity (BPHS ch. 45)', async (t) => {
  t.equal(baladi(1, 3), 'Bala'); t.equal(baladi(1, 27), 'Mrita'); t.equal(baladi(1, 14), 'Yuva');
  t.equal(baladi(2, 3), 'Mrita'); t.equal(baladi(2, 27), 'Bala'); t.equal(baladi(2, 20), 'Kumara'); t.equal(baladi(12, 8), 'Vriddha');
  t.equal(baladi(11, 29.99), 'Mrita'); t.equal(baladi(11, 30), 'Mrita');
});

t.test('jagradadi and deeptadi against pyjhora\'s compound relations; Delhi worked examples', async (t) => {
  for (const c of vectors.cases) {
    const chart = castRashi(c.body, services);
    for (let g = 0; g < 7; g++) {
      const p = chart.grahas[g]!;
      const lord = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4][p.sign - 1]!;
      const rel = COMPOUND[c.compound[g][lord]];
      if (lord === g) continue;
      const exalted = p.sign - 1 === [0, 1, 9, 5, 3, 11, 6][g];
      const debilitated = p.sign - 1 === ([0, 1, 9, 5, 3, 11, 6][g]! + 6) % 12;
      if (exalted || debilitated) continue;
      const j = jagradadi(chart, g as 0).avastha;
      t.equal(j, rel === 'shatru' || rel === 'adhishatru' ? 'Sushupti' : 'Swapna', `${c.name} ${NAMES[g]} jagradadi (${rel})`);
      const d = deeptadi(chart, g as 0).avastha;
      if (d !== 'Kopa' && d !== 'Vikala') t.equal(d, { adhimitra: 'Mudita', mitra: 'Shanta', sama: 'Deena', shatru: 'Dukhita', adhishatru: 'Khala' }[rel!], `${c.name} ${NAMES[g]} deeptadi (${rel})`);
      if (isCombust(g as 0, p.longitude, chart.grahas[0]!.longitude, p.retrograde)) t.equal(d, 'Kopa');
    }
  }
  const delhi = castRashi(vectors.cases[0].body, services);
  // Jupiter 29 Gemini with the Sun 28 Gemini: combust -> Kopa; Saturn (Sagittarius) aspects Gemini with its 7th:
  // Jupiter is with the Sun and aspected by a malefic -> Kshobhita.
  t.equal(deeptadi(delhi, 4).avastha, 'Kopa');
  t.ok(lajjitadi(delhi, 4).avasthas.includes('Kshobhita'));
  t.equal(delhi.grahas[6]!.signName, 'Sagittarius');
});

t.test('friendship and graha drishti through HTTP, against pyjhora', async (t) => {
  const c = vectors.cases[0];
  const nat = await get('/v1/vedic/friendship/natural');
  t.equal(nat.status, 200); t.equal(schemaErrors(naturalOp.response!, nat.body.data), null);
  for (let g = 0; g < 7; g++) {
    const r = nat.body.data.relations[g];
    const seven = (xs: number[]) => xs.filter((x) => x <= 6).map((x) => NAMES[x]);
    t.same(r.friends.map((o: any) => o.name), seven(vectors.natural.friends[g]), `${NAMES[g]} friends`);
    t.same(r.neutrals.map((o: any) => o.name), seven(vectors.natural.neutrals[g]), `${NAMES[g]} neutrals`);
    t.same(r.enemies.map((o: any) => o.name), seven(vectors.natural.enemies[g]), `${NAMES[g]} enemies`);
  }
  // The catalogue's statement of the BPHS table.
  const ref = (slug: string, name: string, graha: number, id: number) => ({ slug, name, graha, id });
  t.same(nat.body.data.relations[5], {
    ...ref('venus', 'Venus', 5, 3), friends: [ref('mercury', 'Mercury', 3, 2), ref('saturn', 'Saturn', 6, 6)], neutrals: [ref('mars', 'Mars', 2, 4), ref('jupiter', 'Jupiter', 4, 5)], enemies: [ref('sun', 'Sun', 0, 0), ref('moon', 'Moon', 1, 1)],
  });
  // The lists in the answer's language, the slugs unchanged.
  const natHi = await get('/v1/vedic/friendship/natural', { 'accept-language': 'hi' });
  t.same(natHi.body.data.relations[5].friends.map((o: any) => [o.slug, o.name]), [['mercury', 'बुध'], ['saturn', 'शनि']], 'Venus\'s friends in Hindi');
  t.same(nat.body.data.relations[1].enemies, []);

  const tmp = await post('/v1/vedic/friendship/temporary', c.body);
  t.equal(tmp.status, 200); t.equal(schemaErrors(temporaryOp.response!, tmp.body.data), null);
  for (const r of tmp.body.data.matrix) t.equal(r.relation, [2, 3, 4, 10, 11, 12].includes(r.houseDistance) ? 'friend' : 'enemy');

  const cmp = await post('/v1/vedic/friendship/compound', c.body);
  t.equal(cmp.status, 200); t.equal(schemaErrors(compoundOp.response!, cmp.body.data), null);
  let compared = 0;
  for (const r of cmp.body.data.matrix) {
    const expected = COMPOUND[c.compound[r.graha][r.other.graha]];
    t.equal(r.other.name, NAMES[r.other.graha], 'the other graha by its number and name');
    t.equal(r.compound, expected, `${r.name} -> ${r.other.name}`); compared++;
  }
  t.equal(compared, 42);

  const dr = await post('/v1/vedic/drishti/graha', c.body);
  t.equal(dr.status, 200); t.equal(schemaErrors(drishtiOp.response!, dr.body.data), null);
  for (let g = 0; g < 7; g++) {
    // The grahas by reference (issue 12): `from` and `toGraha` carry the graha number, slug and name.
    const onGraha = (a: any) => a.from.graha === g && a.toGraha !== null && NAMES.includes(a.toGraha.name);
    const full = dr.body.data.aspects.filter((a: any) => onGraha(a) && a.kind === 'full').map((a: any) => a.toGraha.graha).sort();
    t.same(full, c.fullDrishtiOn[g], `${NAMES[g]} full drishti on grahas as pyjhora`);
    for (const a of dr.body.data.aspects.filter(onGraha)) {
      t.equal(a.from.slug, NAMES[g]!.toLowerCase());
      t.ok(Math.abs(a.virupas - c.drishti[g][a.toGraha.graha]) < 0.05, `${NAMES[g]} -> ${a.toGraha.name} virupas`);
    }
  }
  // Saturn in Sagittarius: full on the 3rd, 7th, 10th signs from it (Aquarius, Gemini, Virgo).
  const sat = dr.body.data.houses.filter((h: any) => h.aspectedBy.some((x: any) => x.slug === 'saturn')).map((h: any) => h.sign).sort((a: number, b: number) => a - b);
  t.same(sat, [3, 6, 11]);
  const drHi = (await post('/v1/vedic/drishti/graha', c.body, { 'accept-language': 'hi' })).body.data;
  t.ok(drHi.houses.some((h: any) => h.aspectedBy.some((x: any) => x.slug === 'saturn' && x.name === 'शनि')), 'Saturn named in Hindi, its slug unchanged');
  const bad = await post('/v1/vedic/drishti/graha', { ...c.body, date: '1990-02-30x' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /date/);
});

t.test('POST /vedic/avasthas/* through HTTP', async (t) => {
  const c = vectors.cases[0];
  const chart = castRashi(c.body, services);
  const b = await post('/v1/vedic/avasthas/baladi', c.body);
  t.equal(b.status, 200); t.equal(schemaErrors(baladiOp.response!, b.body.data), null);
  // Sun 28 deg 53' Gemini (odd): 24-30 -> Mrita, nil.
  t.equal(b.body.data.planets[0].avastha, 'mrita');
  t.equal(b.body.data.planets[0].resultFraction, 0);
  for (const p of b.body.data.planets) t.equal(p.avastha, baladi(p.sign, p.degreeInSign).toLowerCase());
  t.match(b.body.data.planets[0], { slug: 'sun', graha: 0, id: 0, name: 'Sun' });
  const j = await post('/v1/vedic/avasthas/jagradadi', c.body);
  t.equal(j.status, 200); t.equal(schemaErrors(jagradadiOp.response!, j.body.data), null);
  const d = await post('/v1/vedic/avasthas/deeptadi', c.body);
  t.equal(d.status, 200); t.equal(schemaErrors(deeptadiOp.response!, d.body.data), null);
  t.equal(d.body.data.planets[4].avastha, 'kopa');
  const l = await post('/v1/vedic/avasthas/lajjitadi', c.body);
  t.equal(l.status, 200); t.equal(schemaErrors(lajjitadiOp.response!, l.body.data), null);
  t.ok(l.body.data.planets[4].avasthas.includes('kshobhita'));
  t.equal(chart.grahas[4]!.signName, 'Gemini');
  const bad = await post('/v1/vedic/avasthas/baladi', { ...c.body, longitude: 200 });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /longitude/);
});
