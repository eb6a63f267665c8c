/**
 * /temperament: Lilly's method (Christian Astrology III) worked by hand on constructed
 * testimonies, the almuten of the figure worked by hand (Lilly's dignity scores, Ibn Ezra's
 * house, day and hour points), the quality tables, and the operation through HTTP on the Kyiv
 * chart (15 July 1990, a Sunday: the Sun rules the day, and 14:30 local falls in the 8th
 * planetary hour, the Sun's again: in mid-July Kyiv has about 16 h of daylight, hours of ~80 min
 * from a sunrise near 05:00 local, so 14:30 is 7.1 unequal hours in).
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import temperamentOp from '../../plugins/western/src/temperament.js';
import { phaseQualities, planetQualities, seasonQualities, signQualities, tally } from '../../plugins/western/src/lib/temperament.js';
import { almutenAt, almutenFiguris } from '../../core/src/astro/index.js';

t.test('unit: quality tables', async (t) => {
  t.same(signQualities(0), { heat: 'hot', humidity: 'dry' }, 'Aries fire');
  t.same(signQualities(1), { heat: 'cold', humidity: 'dry' }, 'Taurus earth');
  t.same(signQualities(6), { heat: 'hot', humidity: 'moist' }, 'Libra air');
  t.same(signQualities(11), { heat: 'cold', humidity: 'moist' }, 'Pisces water');
  t.same(planetQualities('Saturn', 0), { heat: 'cold', humidity: 'dry' });
  t.same(planetQualities('Jupiter', 0), { heat: 'hot', humidity: 'moist' });
  t.same(planetQualities('Mars', 0), { heat: 'hot', humidity: 'dry' });
  t.same(planetQualities('Venus', 0), { heat: 'cold', humidity: 'moist' });
  t.same(planetQualities('Mercury', 100), { heat: 'cold', humidity: 'moist' }, 'Mercury in Cancer takes water');
  t.same(planetQualities('Mercury', 250), { heat: 'hot', humidity: 'dry' }, 'Mercury in Sagittarius takes fire');
  t.same(phaseQualities(45), { heat: 'hot', humidity: 'moist' });
  t.same(phaseQualities(135), { heat: 'hot', humidity: 'dry' });
  t.same(phaseQualities(225), { heat: 'cold', humidity: 'dry' });
  t.same(phaseQualities(315), { heat: 'cold', humidity: 'moist' });
  t.same(seasonQualities(15), { heat: 'hot', humidity: 'moist' }, 'spring');
  t.same(seasonQualities(130), { heat: 'hot', humidity: 'dry' }, 'summer');
  t.same(seasonQualities(200), { heat: 'cold', humidity: 'dry' }, 'autumn');
  t.same(seasonQualities(300), { heat: 'cold', humidity: 'moist' }, 'winter');
});

t.test('unit: a tally worked by hand', async (t) => {
  // Ascendant Aries (hot-dry); its lord Mars in Cancer (cold-moist); Moon in Taurus (cold-dry);
  // Moon between first quarter and full (hot-dry); Sun in Leo, summer (hot-dry); lord of the
  // geniture Saturn (cold-dry). Hot 3, cold 3: the tie goes to the Ascendant, hot. Dry 5, moist 1.
  // Choleric; the heat axis won by 0 against 4, so the secondary flips heat: melancholic.
  const q = (heat: 'hot' | 'cold', humidity: 'moist' | 'dry') => ({ heat, humidity });
  const r = tally([
    { factor: 'ascendant', qualities: q('hot', 'dry') }, { factor: 'ascendant-lord', qualities: q('cold', 'moist') },
    { factor: 'moon-sign', qualities: q('cold', 'dry') }, { factor: 'moon-phase', qualities: q('hot', 'dry') },
    { factor: 'season', qualities: q('hot', 'dry') }, { factor: 'lord-of-geniture', qualities: q('cold', 'dry') },
  ], 0);
  t.same(r.qualities, { hot: 3, cold: 3, moist: 1, dry: 5 });
  t.equal(r.temperament, 'choleric');
  t.equal(r.secondary, 'melancholic');
  t.same(r.tiesBrokenByAscendant, { heat: true, humidity: false });
  // Same votes with a Pisces Ascendant breaking the heat tie: cold and dry, melancholic.
  t.equal(tally([{ factor: 'moon-sign', qualities: q('hot', 'dry') }, { factor: 'season', qualities: q('cold', 'dry') }], 11).temperament, 'melancholic');
});

t.test('unit: almuten of a degree and of the figure, by hand', async (t) => {
  // 15 Leo by day: Sun domicile 5 + fire triplicity (day) 3 = 8; Saturn term (11-18) 2;
  // Jupiter face (10-20) 1.
  const a = almutenAt(135, true);
  t.same(a.scores.map((x) => [x.planet, x.score]), [['Sun', 8], ['Saturn', 2], ['Jupiter', 1]]);
  // Five places at 15 Leo: Sun 40, Saturn 10, Jupiter 5. Houses: Jupiter in the 1st (12), all
  // others in the 12th (1). Jupiter rules day (7) and hour (6): 5 + 12 + 7 + 6 = 30 < Sun 41.
  const houses = { Sun: 12, Moon: 12, Mercury: 12, Venus: 12, Mars: 12, Jupiter: 1, Saturn: 12 };
  const f = almutenFiguris({ diurnal: true, places: { Sun: 135, Moon: 135, Ascendant: 135, Fortune: 135, Syzygy: 135 }, houses, dayRuler: 'Jupiter', hourRuler: 'Jupiter' });
  t.equal(f.planet, 'Sun');
  t.same(f.scores.find((x) => x.planet === 'Sun'), { planet: 'Sun', essential: 40, house: 1, day: 0, hour: 0, total: 41 });
  t.same(f.scores.find((x) => x.planet === 'Jupiter'), { planet: 'Jupiter', essential: 5, house: 12, day: 7, hour: 6, total: 30 });
  t.same(f.scores.find((x) => x.planet === 'Saturn')!.total, 11);
});

t.test('/temperament through HTTP on the Kyiv chart', async (t) => {
  const r = await post('/v1/temperament', KYIV);
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(schemaErrors(temperamentOp.response, d), null);
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
  // Sun in Cancer: summer, hot-dry; the Moon ~270 deg from the Sun (last quarter on 15 July 1990): cold-moist.
  t.same(d.testimonies.find((x: any) => x.factor === 'season').qualities, { heat: 'hot', humidity: 'dry' });
  t.same(d.testimonies.find((x: any) => x.factor === 'moon-phase').qualities, { heat: 'cold', humidity: 'moist' });
  // Issue 12: a testimony is data (the point by reference, the sign 1-12) with its sentence in the
  // answer's language. Kyiv 1990-07-15 11:30 EEST: Ascendant 2 deg 47 Scorpio, the Sun in Cancer.
  t.match(d.testimonies.find((x: any) => x.factor === 'ascendant'), { point: { slug: 'ascendant', name: 'Ascendant' }, sign: 8, signName: 'Scorpio', detail: 'Ascendant in Scorpio' });
  t.match(d.testimonies.find((x: any) => x.factor === 'season'), { point: { id: 0, slug: 'sun' }, sign: 4, detail: 'Sun in Cancer' });
  const ja = (await post('/v1/temperament', KYIV, { 'accept-language': 'ja' })).body.data;
  t.equal(ja.testimonies.find((x: any) => x.factor === 'ascendant').detail, '蠍座のアセンダント');
  t.equal(ja.testimonies.find((x: any) => x.factor === 'ascendant-lord').detail, 'アセンダントの支配星火星：' + ja.testimonies.find((x: any) => x.factor === 'ascendant-lord').signName);
  const de = (await post('/v1/temperament', KYIV, { 'accept-language': 'de' })).body.data;
  t.equal(de.testimonies.find((x: any) => x.factor === 'season').detail, 'Sonne: Krebs');
  t.match(de.testimonies.find((x: any) => x.factor === 'moon-phase').detail, /^Mond \d+(\.\d+)?° von der Sonne entfernt$/);
  const sun = d.lordOfGeniture.scores.find((x: any) => x.planet === 'sun');
  t.ok(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].includes(d.lordOfGeniture.planet), 'the lord by slug');
  t.equal(sun.day, 7, 'Sunday: the Sun rules the day');
  t.equal(sun.hour, 6, '8th hour of a Sunday: the Sun');
  // The tally is the testimonies counted.
  const count = (k: string) => d.testimonies.filter((x: any) => x.qualities.heat === k || x.qualities.humidity === k).length;
  t.same(d.qualities, { hot: count('hot'), cold: count('cold'), moist: count('moist'), dry: count('dry') });
  const bad = await post('/v1/temperament', { ...KYIV, houseSystem: 'Z' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /houseSystem/);
});
