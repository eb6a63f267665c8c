/**
 * Lilly's particular questions (Christian Astrology Book II: things lost, theft, whether with
 * child) through HTTP on the family's two figures, every verdict worked by hand from the Swiss
 * Ephemeris positions (swe_calc_ut, swe_houses 'R', printed below) and Lilly's tables:
 *
 * London 2024-05-14 10:20 BST: ASC 5.58 Leo; cusps 2 24.99 Leo, 5 27.73 Scorpio, 7 5.58 Aquarius,
 * 8 24.99 Aquarius, 9 15.02 Pisces, 10 13.57 Taurus; Sun 24.07 Taurus (10th), Moon 11.76 Leo (1st),
 * Mars 10.54 Aries (9th), Jupiter 27.27 Taurus (10th), Venus 18.36 Taurus (10th), Saturn 17.70 Pisces (9th).
 * Kyiv 2023-11-02 21:40 EET: ASC 1.12 Leo; cusps 2 20.77 Leo, 4 7.99 Libra, 5 21.15 Scorpio;
 * Sun 10.12 Scorpio (4th), Moon 11.70 Cancer (12th), Mars 14.82 Scorpio (4th), Jupiter 10.56
 * Taurus R (10th), Venus 24.01 Virgo (3rd), Saturn 0.52 Pisces (8th).
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import lostOp from '../../plugins/horary/src/lost-object.js';
import thiefOp from '../../plugins/horary/src/thief.js';
import pregnancyOp from '../../plugins/horary/src/pregnancy.js';
import { beholds, HOUSE_QUARTER, SIGN_QUARTER } from '../../plugins/horary/src/lib/questions.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const KYIV = { date: '2023-11-02', time: '21:40:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'R' };

t.before(async () => { await app({ families: ['horary'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test('lib: beholding by sign and the quarters', async (t) => {
  t.ok(beholds(54.07, 125.58), 'Taurus and Leo: a square by sign');
  t.notOk(beholds(101.7, 121.12), 'Cancer and Leo are adjacent: averse');
  t.notOk(beholds(10, 160), 'Aries and Virgo, five signs: averse (the quincunx is no aspect)');
  t.ok(beholds(10, 190), 'Aries and Libra: opposition');
  t.same([SIGN_QUARTER.fire, SIGN_QUARTER.earth, SIGN_QUARTER.air, SIGN_QUARTER.water], ['east', 'south', 'west', 'north']);
  t.same([HOUSE_QUARTER[0], HOUSE_QUARTER[3], HOUSE_QUARTER[6], HOUSE_QUARTER[9]], ['east', 'north', 'west', 'south'], 'the angles: 1st east, 4th north, 7th west, 10th south');
});

t.test('POST /horary/lost-object', async (t) => {
  const l = await ok(t, lostOp, LONDON);
  t.same([l.objectHouse, l.significators.object.slug, l.significators.owner.slug], [2, 'sun', 'sun'], 'the 2nd cusp in Leo: the Sun signifies the thing and, ruling the Ascendant, the owner');
  t.equal(l.recoverable.verdict, 'yes');
  t.same(l.recoverable.testimonies.map(said), [
    ['moon-applies-to-owner', 'sun', null, null],
    ['moon-in-house', null, 1, null],
    ['thing-significator-in-house', 'sun', 10, null],
    ['sun-and-moon-behold-ascendant', null, null, null],
  ], 'the Moon squares the Sun in 1.1 days (12.3 deg within moieties 14.75, still in Leo); the Moon in the 1st, the Sun in the 10th; Taurus squares Leo');
  t.same(l.recoverable.testimonies.map((x: any) => x.text), ["the Moon applies to Sun, the owner's significator", 'the Moon in house 1', "Sun, the thing's significator, in house 10", 'the Sun and the Moon both behold the Ascendant'], 'the English of core\'s horary-testimony table');
  t.equal(l.location.environment.description, 'on or near the ground: floors, cellars, store rooms, pastures', 'earth: the lost-object-place table');
  t.same(l.location, { direction: 'south', houseDirection: 'south', sign: 2, environment: { element: 'earth', description: 'on or near the ground: floors, cellars, store rooms, pastures' }, nearness: 'near', height: 'low' }, 'the Sun in Taurus (earth: south, low) in the 10th (angular: near, the south of the figure)');
  t.same(l.stolenTestimonies, []);
  const k = await ok(t, lostOp, KYIV);
  t.same(k.recoverable, { verdict: 'no', testimonies: [] }, "Kyiv: the Moon past her trine to the Sun and out of Cancer before the square; the Moon in the 12th, the Sun in the 4th; the Moon's Cancer averse to Leo; Fortune (1.12 Leo + 11.70 Cancer - 10.12 Scorpio = 2.70 Aries) in the 9th");
  t.same([k.location.direction, k.location.nearness, k.location.environment.element], ['north', 'near', 'water'], 'the Sun in Scorpio in the 4th');
  const turned = await ok(t, lostOp, { ...LONDON, ownerHouse: 7 });
  t.same([turned.objectHouse, turned.significators.owner.slug, turned.significators.object.slug], [8, 'saturn', 'saturn'], "the partner's goods: the 8th, 24.99 Aquarius; Aquarius on the 7th too");
  t.same([turned.location.direction, turned.location.nearness, turned.location.houseDirection], ['north', 'far', 'south-west'], 'Saturn in Pisces in the 9th (cadent)');
  const bad = await post('/v1/horary/lost-object', { ...LONDON, ownerHouse: 13 });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((d: any) => String(d.path).includes('ownerHouse')));
});

t.test('POST /horary/thief', async (t) => {
  const l = await ok(t, thiefOp, LONDON);
  t.same(l.thiefSignificator, { planet: { slug: 'moon', name: 'Moon' }, reason: 'peregrine-in-angle', house: 1 }, 'the Moon at 11.76 Leo holds no dignity (term Mercury, face Jupiter, fire triplicity Sun by day): peregrine in the 1st');
  t.same(l.description.sexTestimonies, { byPlanet: 'female', bySign: 'male' });
  t.same([l.description.sex, l.description.ageGroup, l.description.build], ['female', 'young', 'middling'], 'the Moon 77.7 deg from the Sun: her first quarter; Leo middling');
  t.equal(l.relation, 'household', 'the significator in the 1st');
  t.equal(l.direction, 'east', 'Leo, fiery');
  t.equal(l.recovery.verdict, 'yes');
  t.same(l.recovery.testimonies.map(said), [['sun-and-moon-behold-ascendant', null, null, null], ['moon-applies-to-asc-lord', 'sun', null, null]]);
  t.equal(l.recovery.testimonies[1].text, 'the Moon applies to Sun, lord of the Ascendant');
  t.equal(l.description.complexion, 'pale and white, round-faced', "the Moon's complexion (thief-complexion table)");
  // Lilly's own figure of fish stolen (Christian Astrology Book II; 10 February 1637/8 Old Style = 20 February 1638
  // Gregorian, London, about 9 a.m.; the minute set where the Part of Fortune stands at 17 Cancer, as John Frawley
  // reads the figure, 'Where is my fish?', 2000): Lilly took Jupiter, peregrine in Scorpio in the 7th, for the thief, and
  // recovered the fish by the Moon in the Ascendant applying by sextile to Mercury, lord of the 2nd.
  const fish = await ok(t, thiefOp, { date: '1638-02-20', time: '08:59:00', timezoneOffset: 0, latitude: 51.5, longitude: -0.12, houseSystem: 'R' });
  t.same([fish.thiefSignificator.planet.slug, fish.thiefSignificator.reason, fish.thiefSignificator.house], ['jupiter', 'peregrine-in-angle', 7], "Lilly's thief: Jupiter at 5 Scorpio (term, face and triplicity of Mars) in the 7th; the Moon in the 1st is exalted, the 10th empty");
  t.equal(fish.recovery.verdict, 'yes', 'Lilly recovered the fish');
  t.ok(fish.recovery.testimonies.some((x: any) => x.slug === 'moon-applies-to-second-lord' && x.planet.slug === 'mercury'), "his testimony: the Moon's sextile to Mercury (15 Taurus to 18 Pisces)");
  t.equal(fish.direction, 'north', 'Scorpio, watery: north by the quarters (Lilly also read the watery signs as a thief living by the water)');
  const k = await ok(t, thiefOp, KYIV);
  t.same([k.thiefSignificator.planet.slug, k.thiefSignificator.reason, k.thiefSignificator.house], ['jupiter', 'peregrine-in-angle', 10], 'Kyiv: none in the 1st; Jupiter 10.56 Taurus (term Mercury, face Moon, earth triplicity Moon by night) peregrine in the 10th');
  t.same([k.description.sex, k.description.ageGroup, k.description.build, k.relation, k.direction], ['male', 'middle-aged', 'short', 'stranger', 'south']);
  t.same(k.recovery, { verdict: 'no', testimonies: [] });
});

t.test('POST /horary/pregnancy', async (t) => {
  const l = await ok(t, pregnancyOp, LONDON);
  t.same([l.significators.querent.slug, l.significators.fifthLord.slug], ['sun', 'mars'], 'Scorpio on the 5th');
  t.same(l.testimonies.map((x: any) => [...said(x), x.for, x.weight]), [
    ['barren-sign-on-ascendant', 'leo', null, null, false, 1],
    ['fruitful-sign-on-fifth-cusp', 'scorpio', null, null, true, 1],
    ['fifth-lord-cadent', 'mars', 9, null, false, 1],
    ['evil-lord-afflicts', 'moon', [12], 'sun', false, 1],
  ], 'the Sun reaches the sextile of Mars in 80 days, out of orbs (16.5 deg); the Moon past her trine; no benefic in the 1st, 5th or 11th; ASC 5.58 Leo (barren, Lilly p. 89), 5th cusp 27.7 Scorpio (fruitful); Cancer on the 12th: the Moon (131.76) 77.69 deg from the Sun (54.07), a square short by 12.31 <= 6.25 + 8.5; Saturn, lord of the 6th and 8th (347.70), in no hard aspect in orbs; the South Node (194.89) in the 4th');
  t.same(l.testimonies.map((x: any) => x.text), ['Leo on the Ascendant, a barren sign', 'Scorpio on the cusp of house 5, a fruitful sign', 'Mars, lord of house 5, cadent in house 9', 'Moon, lord of house 12, in square or opposition to Sun']);
  t.same([l.verdict, l.score], ['no', -2]);
  t.same(l.childSex, { masculineTestimonies: 3, feminineTestimonies: 1 }, 'Scorpio on the 5th feminine; Mars in Aries, the Moon and the Ascendant in Leo masculine');
  const k = await ok(t, pregnancyOp, KYIV);
  t.same(k.testimonies.map((x: any) => [x.for, x.weight]), [[true, 2], [true, 2], [true, 1], [true, 1], [false, 1], [true, 1], [false, 2]],
    'the Sun applies to Mars by conjunction (4.7 deg, in Scorpio 15 days on); the Moon applies by trine (3.1 deg); Mars receives the Sun by domicile and the Moon by triplicity (water, Mars day and night); Leo ascending barren, Scorpio on the 5th fruitful; Mars combust; Saturn (lord of the 6th and 8th, 330.52) 105.7 deg from Mars and 110.4 from the Sun, out of orbs of the square');
  t.same([k.verdict, k.score], ['yes', 4]);
  t.same(k.childSex, { masculineTestimonies: 1, feminineTestimonies: 3 });
});

/** A testimony as [slug, its planet or sign, its house(s), the other planet]: what an app keys its own text to. */
function said(x: any): unknown[] {
  return [x.slug, x.planet?.slug ?? x.sign?.slug ?? null, x.house ?? x.houses ?? null, x.other?.slug ?? null];
}
