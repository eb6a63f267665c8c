/**
 * Aspect-pattern detection, midpoints, antiscia and harmonic longitudes on constructed
 * longitudes whose answers follow from the definitions by hand (Tierney's configurations,
 * Ebertin's midpoint formula, Lilly's antiscia, Addey's harmonic multiplication).
 */
import t from 'tap';
import {
  antiscion, AspectWeb, contraAntiscion, coveringArc, farMidpoint, grandCrosses, grandSextiles, grandTrines, harmonicLongitude, kites,
  minorGrandTrines, mysticRectangles, nearMidpoint, tSquares, yods,
} from '../../core/src/astro/index.js';

const NAMES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** Points Sun, Moon, ... at the given longitudes. */
const web = (lons: number[], scale = 1) => new AspectWeb(lons.map((longitude, id) => ({ id, name: NAMES[id]!, longitude, speed: 0 })), scale);

t.test('grand trine: element, dissociate, orbs, listed once', async (t) => {
  // Sun 5 Aries, Moon 8 Leo, Mercury 2 Sagittarius: fire, trines 123 (orb 3), 117 (3), 114 (6)... Moon-Mercury 242-128 = 114, orb 6.
  const [g, ...rest] = grandTrines(web([5, 128, 242]));
  t.same(rest, []);
  t.same(g!.planets, ['Sun', 'Moon', 'Mercury']);
  t.equal(g!.element, 'fire');
  t.equal(g!.dissociate, false);
  t.same(g!.orbs.map((o) => [o.planets, o.aspect, Math.round(o.orb * 1e9) / 1e9]), [
    [['Sun', 'Moon'], 'Trine', 3], [['Sun', 'Mercury'], 'Trine', 3], [['Moon', 'Mercury'], 'Trine', 6],
  ]);
  // Sun 28 Pisces (water), Moon 2 Cancer... 28 Pisces = 358, 2 Leo = 122, 0 Sagittarius = 240: fire-fire-water, dissociate.
  const [d] = grandTrines(web([358, 122, 240]));
  t.equal(d!.element, null);
  t.equal(d!.dissociate, true);
  // 7.5 deg off is outside the trine's 7, inside it with the orb scaled by 1.25 (8.75)
  t.same(grandTrines(web([0, 127.5, 240])), []);
  t.equal(grandTrines(web([0, 127.5, 240], 1.25)).length, 1);
  t.equal(grandTrines(web([0, 127.5, 240], 0.25)).length, 0);
});

t.test('T-square and grand cross', async (t) => {
  // Sun 10 Aries opposite Moon 12 Libra, Mars 9 Cancer square both: apex Mars, cardinal, empty leg 9 Capricorn.
  const ts = tSquares(web([10, 192, 50, 200, 99]));
  t.equal(ts.length, 1);
  t.same({ apex: ts[0]!.apex, opposition: ts[0]!.opposition, modality: ts[0]!.modality }, { apex: 'Mars', opposition: ['Sun', 'Moon'], modality: 'cardinal' });
  t.same(ts[0]!.emptyLeg, { longitude: 279, sign: 'Capricorn', degreeInSign: 9 });
  // add Jupiter at 5 Capricorn (275): a grand cross, and four T-squares inside it
  const w = web([10, 192, 50, 200, 99, 275]);
  const gc = grandCrosses(w);
  t.equal(gc.length, 1);
  t.same(gc[0]!.planets, ['Sun', 'Moon', 'Mars', 'Jupiter']);
  t.equal(gc[0]!.modality, 'cardinal');
  t.same(gc[0]!.orbs.map((o) => o.aspect).sort(), ['Opposition', 'Opposition', 'Square', 'Square', 'Square', 'Square']);
  t.same(tSquares(w).map((x) => x.apex).sort(), ['Jupiter', 'Mars', 'Moon', 'Sun']);
  // mixed modalities: 28 Aries, 27 Libra, 2 Leo (fixed), 1 Aquarius: a dissociate cross
  t.equal(grandCrosses(web([28, 207, 50, 200, 122, 301]))[0]!.modality, null);
});

t.test('yod, with and without a boomerang', async (t) => {
  // Sun 0 Aries sextile Moon 0 Gemini (60); Mercury 15 Scorpio (225) is 150 from Moon? 225-60 = 165: no.
  // Apex at 210 (0 Scorpio): Sun-apex 150, Moon-apex 150. Reaction point 30 (0 Taurus).
  const [y, ...rest] = yods(web([0, 60, 210]));
  t.same(rest, []);
  t.equal(y!.apex, 'Mercury');
  t.same(y!.base, ['Sun', 'Moon']);
  t.same(y!.reactionPoint, { longitude: 30, sign: 'Taurus', degreeInSign: 0 });
  t.equal(y!.boomerang, null);
  // Venus at 33 (3 Taurus), 177 from the apex: the boomerang, orb 3
  const [b] = yods(web([0, 60, 210, 33]));
  t.same(b!.boomerang, { planet: 'Venus', orb: 3 });
  // a quincunx 3.5 off is outside its 3 deg orb
  t.same(yods(web([0, 60, 213.5])), []);
});

t.test('kite, mystic rectangle, grand sextile, minor grand trine', async (t) => {
  // grand trine 0/120/240 plus Mars at 180: opposite the Sun (head), sextile the other two
  const k = kites(web([0, 120, 240, 50, 180]));
  t.equal(k.length, 1);
  t.same({ tail: k[0]!.tail, head: k[0]!.head, trine: k[0]!.trine }, { tail: 'Mars', head: 'Sun', trine: ['Sun', 'Moon', 'Mercury'] });
  t.equal(k[0]!.orbs.length, 6);
  // mystic rectangle 0 / 60 / 180 / 240: oppositions Sun-Mercury and Moon-Venus
  const m = mysticRectangles(web([0, 60, 180, 240]));
  t.equal(m.length, 1);
  t.same(m[0]!.oppositions, [['Sun', 'Mercury'], ['Moon', 'Venus']]);
  t.same(m[0]!.orbs.map((o) => o.aspect).sort(), ['Opposition', 'Opposition', 'Sextile', 'Sextile', 'Trine', 'Trine']);
  t.same(grandCrosses(web([0, 60, 180, 240])), [], 'a rectangle is no cross');
  // minor grand trine: trine 0-120, apex 60 sextile both
  const mg = minorGrandTrines(web([0, 120, 60]));
  t.same(mg.map((x) => [x.apex, x.trine]), [['Mercury', ['Sun', 'Moon']]]);
  // grand sextile: six bodies 60 apart (shuffled in the input); it holds 2 grand trines, 3 mystic rectangles, 6 minor grand trines
  const six = web([0, 120, 240, 60, 180, 300].map((x, i) => x + (i % 2 ? 1.5 : -1)));
  const gs = grandSextiles(six);
  t.equal(gs.length, 1);
  t.same(gs[0]!.planets, ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter']);
  t.equal(gs[0]!.orbs.length, 15);
  t.equal(grandTrines(six).length, 2);
  t.equal(mysticRectangles(six).length, 3);
  t.equal(minorGrandTrines(six).length, 6);
  t.same(grandSextiles(web([0, 120, 240, 60, 180])), [], 'five bodies are no grand sextile');
});

t.test('midpoints (Ebertin), antiscia (Lilly), harmonic longitudes (Addey), covering arc', async (t) => {
  t.equal(nearMidpoint(10, 50), 30);
  t.equal(nearMidpoint(50, 10), 30, 'symmetric');
  t.equal(nearMidpoint(350, 20), 5, 'across 0 Aries on the shorter arc');
  t.equal(nearMidpoint(100, 300), 20, '200 apart: the shorter arc runs 300 -> 100 through 0');
  t.equal(farMidpoint(10, 50), 210);
  t.equal(antiscion(10), 170, '10 Aries -> 20 Virgo');
  t.equal(antiscion(95), 85, '5 Cancer -> 25 Gemini');
  t.equal(antiscion(300), 240, '0 Aquarius -> 0 Sagittarius');
  t.equal(contraAntiscion(10), 350, '10 Aries -> 20 Pisces');
  t.equal(contraAntiscion(0), 0);
  t.equal(harmonicLongitude(100, 5), 140, '500 mod 360');
  t.equal(harmonicLongitude(45, 8), 0);
  t.equal(harmonicLongitude(100, 2.5), 250, 'fractional harmonic');
  t.same(coveringArc([350, 5, 355]), { start: 350, end: 5, span: 15 });
  t.same(coveringArc([10, 20, 15]), { start: 10, end: 20, span: 10 });
});
