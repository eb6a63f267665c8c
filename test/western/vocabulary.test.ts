/**
 * plugins/western/src/lib/vocabulary.ts: the presenters that write the shared chart cast in the
 * one vocabulary (DESIGN.md, "Vocabulary"), with answers worked by hand.
 */
import t from 'tap';
import { bodyInHouseOut, bodyNaming, cuspOut, refOut, warningOf, withWarnings } from '../../plugins/western/src/lib/vocabulary.js';

t.test('bodyOut: id, slug, name in the language, sign 1-12, formatted', async (t) => {
  // 112.7661° = 90° + 22.7661°: 22°45′57.96″ Cancer, truncated to 22°45′57″ (ephemerides do not round up).
  const sun = { id: 0, name: 'Sun', longitude: 112.7661, latitude: 0.0001, distance: 1.0163, speed: 0.9538, retrograde: false, sign: 'Cancer' as const, signIndex: 3, degreeInSign: 22.7661, house: 10 };
  const en = bodyInHouseOut(sun, 'en');
  t.same(en, {
    id: 0, slug: 'sun', name: 'Sun', longitude: 112.7661, sign: 4, signName: 'Cancer', degreeInSign: en.degreeInSign, formatted: '22°45′57″ Cancer',
    latitude: 0.0001, distance: 1.0163, speed: 0.9538, retrograde: false, house: 10,
  });
  t.ok(Math.abs(en.degreeInSign - 22.7661) < 1e-12);
  t.equal((en as unknown as Record<string, unknown>).signIndex, undefined, 'the retired signIndex is not written');
  const de = bodyInHouseOut(sun, 'de');
  t.equal(de.name, 'Sonne');
  t.equal(de.formatted, '22°45′57″ Krebs');
  t.equal(de.slug, 'sun', 'slugs never follow the language');
  t.equal(bodyInHouseOut({ ...sun, id: 11, name: 'True Node', longitude: 359.99 }, 'en').sign, 12, '359.99° is Pisces, 12');
});

t.test('cuspOut and names of points outside the body table', async (t) => {
  t.same(cuspOut({ house: 1, cusp: 0, sign: 'Aries', degreeInSign: 0 }, 'ja'), { house: 1, longitude: 0, sign: 1, signName: '牡羊座', degreeInSign: 0, formatted: '0°00′00″ 牡羊座' });
  t.same(bodyNaming(1000, 'Ascendant', 'de'), { slug: 'ascendant', name: 'Ascendant' }, 'an angle the body table lacks keeps its English name, slug by kebab');
  t.same(refOut({ id: 15, name: 'Chiron' }, 'uk'), { id: 15, slug: 'chiron', name: 'Хірон' });
});

t.test('warningOf: the code from the sentence', async (t) => {
  t.same(warningOf('Chiron is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids'), {
    code: 'body-left-out', message: 'Chiron is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids',
  });
  t.equal(warningOf('chart1: Chiron is left out: its ephemeris file covers 1800-2400 only').code, 'body-left-out');
  t.equal(warningOf('Sedna (90377) is not placed: no file').code, 'body-left-out');
  t.equal(warningOf('circumpolar at this latitude, no semi-arc: Moon left out').code, 'circumpolar-left-out');
  t.equal(warningOf('The Moon changes sign (Leo to Virgo) 12 minutes after the given time.').code, 'sign-change-near');
  t.equal(warningOf('something else').code, 'note');
  const w = withWarnings({ a: 1, warnings: ['x', { code: 'unknown-member', message: 'm' }] });
  t.same(w, { a: 1, warnings: [{ code: 'note', message: 'x' }, { code: 'unknown-member', message: 'm' }] }, 'objects kept, sentences wrapped');
});

t.test('warningOf in the answer\'s language: the sentences core and the techniques write in English, from the western-note table (issue 12)', async (t) => {
  t.same(warningOf('Chiron is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids', 'ja'), {
    code: 'body-left-out', message: 'キロンは除外：その天体暦ファイルは1800〜2400年のみを扱い、モシエ理論には小惑星がない',
  });
  t.equal(warningOf('Chiron is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids', 'de').message, 'Chiron fehlt: seine Ephemeridendatei deckt nur 1800-2400 ab, und die Moshier-Theorie kennt keine Asteroiden');
  t.same(warningOf('circumpolar at this latitude, no semi-arc: Moon-Asc, Sun-MC left out', 'ja'), { code: 'circumpolar-left-out', message: 'この緯度では周極で半弧がない：月–アセンダント, 太陽–天頂は除外' });
  t.equal(warningOf('no sunrise or sunset at this latitude and date: the rulers of the day and hour are not scored in the lord of the geniture', 'hi').message, 'इस अक्षांश और तिथि पर सूर्योदय या सूर्यास्त नहीं: दिन और होरा के स्वामी जन्मकुंडली के स्वामी में नहीं गिने जाते');
  t.equal(warningOf('something else', 'ja').message, 'something else', 'an unknown sentence passes as it is');
  t.same(withWarnings({ warnings: ['no sunrise or sunset at this latitude and date: the rulers of the day and hour are not scored in the lord of the geniture'] }, 'de').warnings[0]!.code, 'no-sunrise-or-sunset');
});

t.test('returns answer in the vocabulary and echo the natal moment and settings (issue 12)', async (t) => {
  const { post } = await import('../helpers/app.js');
  const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const r = await post('/v1/returns/solar?lang=de', { ...KYIV, year: 2024 });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z', 'the natal moment (14:30 EEST = 11:30 UT)');
  t.equal(d.settings.houseSystem, 'P');
  const sun = d.planets.find((p: any) => p.slug === 'sun');
  t.equal(sun.name, 'Sonne');
  // At the solar return the Sun stands on its natal longitude.
  t.ok(Math.abs(sun.longitude - d.natalSunLongitude) < 1e-6);
  t.equal(sun.sign, 4, 'Cancer, sign 4');
  t.match(sun.formatted, /^22°4\d′\d\d″ Krebs$/);
  t.match(d.returnMoment.local, /^2024-07-1[45]T\d\d:\d\d:\d\d\+03:00$/, 'Kyiv summer time');
  const lunar = await post('/v1/returns/lunar', { ...KYIV, startDate: '2024-01-01', endDate: '2024-02-15' });
  t.equal(lunar.body.data.moment.timezone, 'Europe/Kyiv');
  const moon = lunar.body.data.returns[0].planets.find((p: any) => p.slug === 'moon');
  const natalMoon = (await post('/v1/synastry', { chart1: KYIV, chart2: KYIV })).body.data.chart1.planets.find((p: any) => p.slug === 'moon');
  t.ok(Math.abs(moon.longitude - natalMoon.longitude) < 1e-5, 'the return Moon on the natal Moon');
  t.equal(moon.sign, natalMoon.sign);
});

t.test('aspects carry slugs and follow the language (issue 12): /chart and /aspects', async (t) => {
  const { post } = await import('../helpers/app.js');
  const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const en = (await post('/v1/chart', KYIV)).body.data;
  const de = (await post('/v1/chart?lang=de', KYIV)).body.data;
  t.ok(en.aspects.length > 0);
  t.equal(de.aspects.length, en.aspects.length, 'the language changes names only');
  // The German names of the Ptolemaic aspects as German astrology writes them.
  const GERMAN: Record<string, string> = { conjunction: 'Konjunktion', sextile: 'Sextil', square: 'Quadrat', trine: 'Trigon', opposition: 'Opposition' };
  for (const [i, a] of de.aspects.entries()) {
    const e = en.aspects[i];
    t.equal(a.type.slug, e.type.name.toLowerCase().replace(/ /g, '-'), `${e.type.name} has its English name as slug`);
    t.same([a.planet1.slug, a.planet2.slug, a.exactAngle], [e.planet1.slug, e.planet2.slug, e.exactAngle]);
    if (GERMAN[a.type.slug]) t.equal(a.type.name, GERMAN[a.type.slug]);
    if (a.planet1.slug === 'sun') t.equal(a.planet1.name, 'Sonne');
  }
  const sunFirst = (await post('/v1/aspects?lang=uk', { ...KYIV, planet1Ids: [0] })).body.data;
  t.ok(sunFirst.aspects.length > 0 && sunFirst.aspects.every((a: any) => a.planet1.slug === 'sun' && a.planet1.name === 'Сонце' && a.planet1.id === 0));
});
