/**
 * The render kit's calculation and layout, with known answers: the glyph declutter keeps the
 * order of the bodies and their spacing; no two label boxes of the wheel layout overlap for a
 * crowded chart (the 1962 Aquarius stellium: five bodies within 10 degrees) at 300, 600 and
 * 2000 px, single and biwheel; the bright limb's position angle against Meeus's worked
 * example 48.a; the hexagram figures drawn from lookup answers, lines and marks worked by hand;
 * the eclipse band geometry.
 */
import t from 'tap';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { declutter } from '../../plugins/render/src/lib/declutter.js';
import { boxesOverlap, brokenLine, drawWheel, segmentInBox } from '../../plugins/render/src/lib/wheel.js';
import type { LabelBox } from '../../plugins/render/src/lib/wheel.js';
import { biwheelModel, castFor, natalModel, transitBodies } from '../../plugins/render/src/lib/charts.js';
import { canvasOf, degMin, rasterise } from '../../plugins/render/src/lib/kit.js';
import { brightLimbAngle, litPath, moonFace, screenRotation } from '../../plugins/render/src/lib/moon.js';
import { figureOf, renderHexagram } from '../../plugins/render/src/lib/hexagram.js';
import { bandEdges, unwrap } from '../../plugins/render/src/lib/map.js';
import { boxInside, renderNorthIndian, renderSouthIndian, shortName, shortNames } from '../../plugins/render/src/lib/indian.js';
import { formerIndianChart } from './former-indian.js';
import { gridAspects, orbText, renderGrid } from '../../plugins/render/src/lib/grid.js';
import { crossings, sampleStep } from '../../plugins/render/src/lib/graphic-ephemeris.js';
import { declutter1d } from '../../plugins/render/src/lib/declutter.js';
import { CROWDED, KYIV } from '../../plugins/render/src/lib/examples.js';

const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const arc = (a: number, b: number) => Math.abs(((b - a + 540) % 360) - 180);

function collisions(labels: readonly LabelBox[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (boxesOverlap(labels[i]!, labels[j]!)) out.push(`${labels[i]!.owner} x ${labels[j]!.owner}`);
    }
  }
  return out;
}

t.test('declutter: order kept, neighbours at least the gap apart, untouched when sparse', async (t) => {
  // Five bodies within 4 degrees and two far away.
  const lons = [301.2, 300.0, 302.5, 303.1, 299.4, 120, 10];
  const s = declutter(lons, 6);
  const sorted = [...s].sort((a, b) => a.longitude - b.longitude);
  const displays = sorted.map((x) => x.display);
  for (let i = 0; i + 1 < displays.length; i++) t.ok(arc(displays[i]!, displays[i + 1]!) >= 6 - 1e-9, `gap ${i}`);
  t.same(sorted.map((x) => x.index), [6, 5, 4, 1, 0, 2, 3], 'ascending longitude');
  t.ok(displays.slice(2).every((d, i, a) => i === 0 || d > a[i - 1]!), 'the cluster keeps its order on the ring');
  t.equal(s[5]!.display, 120, 'a lone body stays at its degree');
  // The cluster is centred on the mean of its true longitudes: 301.24.
  const cluster = s.filter((x) => x.longitude > 290);
  const mean = cluster.reduce((a, x) => a + x.display, 0) / cluster.length;
  t.ok(Math.abs(mean - 301.24) < 1e-9, 'centred on the true mean');
  // Across 0 Aries: 358, 359, 0, 1 stay in order through the wrap.
  const w = declutter([358, 359, 0.5, 1], 5);
  const order = w.map((x) => (x.display + 180) % 360);
  t.ok(order[0]! < order[1]! && order[1]! < order[2]! && order[2]! < order[3]!, 'order through 0 Aries');
  t.ok(arc(w[0]!.display, w[3]!.display) >= 15 - 1e-9);
  // A full ring: 40 bodies at one degree share the circle evenly (gap shrinks to 360/40).
  const full = declutter(Array.from({ length: 40 }, () => 10), 20);
  const fd = full.map((x) => x.display).sort((a, b) => a - b);
  for (let i = 0; i + 1 < fd.length; i++) t.ok(Math.abs(fd[i + 1]! - fd[i]! - 9) < 1e-9);
});

t.test('wheel layout: no label collides in the crowded chart, three sizes, one and two rings', async (t) => {
  const crowded = castFor(CROWDED, services);
  const inAquarius = crowded.bodies.filter((b) => b.longitude >= 300 && b.longitude < 330).map((b) => b.longitude).sort((a, b) => a - b);
  t.ok(inAquarius.some((l, i) => i + 4 < inAquarius.length && inAquarius[i + 4]! - l < 10), `five bodies within 10 degrees (${inAquarius.map((x) => x.toFixed(1))})`);
  const natal = natalModel(crowded);
  const bi = biwheelModel(castFor(KYIV, services), transitBodies(KYIV, { date: CROWDED.date, time: CROWDED.time, timezoneOffset: 0 }, services));
  for (const size of [300, 600, 2000]) {
    for (const [name, model] of [['natal', natal], ['biwheel', bi]] as const) {
      const drawing = drawWheel(canvasOf({ size }, 'en'), model);
      const per = natal.inner.length * 3;
      t.ok(drawing.labels.length >= per, `${name} ${size}: glyph, degrees and minutes of every body`);
      t.same(collisions(drawing.labels), [], `${name} ${size}: no overlapping labels`);
      // Labels against the axis and cusp lines: no line runs through (or within 2 px of) a label.
      const crossed = drawing.cusps.flatMap((seg) => drawing.labels.filter((l) => segmentInBox(seg.x1, seg.y1, seg.x2, seg.y2, l, 2) !== null).map((l) => `${seg.owner} x ${l.owner}`));
      t.same(crossed, [], `${name} ${size}: no cusp line touches a label`);
      t.ok(drawing.cusps.filter((seg) => seg.owner === 'cusp 1').length >= 1, `${name} ${size}: the Ascendant's line is drawn`);
      const off = drawing.labels.filter((l) => l.x - l.w / 2 < 0 || l.x + l.w / 2 > size || l.y - l.h / 2 < 0 || l.y + l.h / 2 > size).map((l) => l.owner);
      t.same(off, [], `${name} ${size}: every label (Asc and MC too) whole on the canvas`);
      t.ok(drawing.labels.some((l) => l.owner === 'angle asc'), 'Asc written');
    }
  }
  // The biwheel's aspect circle keeps room for its lines: 55 px of radius at 600 px before the
  // inner ring's labels could shrink, at least 66 px now.
  const biAspect = drawWheel(canvasOf({ size: 600 }, 'en'), bi).aspectRadius;
  t.ok(biAspect > 66, `biwheel aspect circle ${biAspect.toFixed(1)} px`);
  // The 1962 chart's Ascendant (Delhi, 0h UT) is 17°29' Capricorn; the Aquarius stellium's
  // labels, spread by the declutter, reach back over it (Mars 2° and Saturn 3° Aquarius), so
  // their rows sit across the Ascendant's line, which must be broken around them.
  t.ok(Math.abs(natal.ascendant - 287.48) < 0.01, `Ascendant ${natal.ascendant}`);
  const ascPieces = drawWheel(canvasOf({ size: 600 }, 'en'), natal).cusps.filter((seg) => seg.owner === 'cusp 1');
  t.ok(ascPieces.length >= 2, `the Ascendant's line broken around the labels on it (${ascPieces.length} pieces)`);
  // The clipping itself, worked by hand: a line along y = 0 from x = 0 to 10 through a box
  // centred at 5 of width 2 (pad 0.5) is inside from x = 3.5 to 6.5, so 0.35 to 0.65; with
  // the 2.5 px clearance, 1.5 to 8.5.
  t.same(segmentInBox(0, 0, 10, 0, { owner: 'b', x: 5, y: 0, w: 2, h: 2 }, 0.5), [0.35, 0.65]);
  t.equal(segmentInBox(0, 5, 10, 5, { owner: 'b', x: 5, y: 0, w: 2, h: 2 }, 0.5), null, 'passes above');
  const pieces = brokenLine(0, 0, 10, 0, [{ owner: 'b', x: 5, y: 0, w: 2, h: 2 }]);
  t.equal(pieces.length, 2);
  t.ok(Math.abs(pieces[0]![1] - 0.15) < 1e-9 && Math.abs(pieces[1]![0] - 0.85) < 1e-9, 'gap of the box plus 2.5 px each side');
  // Degrees and minutes as written on the wheel: truncated, never 60'.
  t.same(degMin(300 + 15.999999), { deg: '15°', min: "59'" });
  t.same(degMin(29.5), { deg: '29°', min: "30'" });
});

t.test('moon: bright limb by Meeus example 48.a; the lit shape; the ephemeris face', async (t) => {
  // Meeus, Astronomical Algorithms 2nd ed., example 48.a (1992 April 12, 0h TD):
  // Sun alpha0 = 20.6579 deg, delta0 = +8.6964; Moon alpha = 134.6885, delta = +13.7684 -> chi = 285.0.
  t.ok(Math.abs(brightLimbAngle(20.6579, 8.6964, 134.6885, 13.7684) - 285.0) < 0.1);
  // A waxing moon seen from the north: chi near 270 puts the bright limb on the right (+x).
  t.ok(Math.abs(screenRotation(270, false)) < 1e-9 || Math.abs(screenRotation(270, false) - 360) < 1e-9);
  t.equal(Math.round(screenRotation(270, true)), 180, 'turned over in the south');
  t.equal(litPath(100, 0.5), 'M0 -100 A100 100 0 0 1 0 100 A0 100 0 0 0 0 -100Z', 'quarter: straight terminator');
  t.match(litPath(100, 0.75), /A50 100 0 0 1 0 -100Z$/, 'gibbous: terminator half-axis r|2k-1| = 50, bulging to the dark side');
  const face = moonFace(services.ephemeris, 2448724.5 - 59 / 86400);
  t.ok(Math.abs(face.illuminatedFraction - 0.6786) < 0.002, `k = ${face.illuminatedFraction} (Meeus 0.6786)`);
  t.ok(Math.abs(face.brightLimbAngle - 285.0) < 0.3, `chi = ${face.brightLimbAngle}`);
  // Elongation about 111 degrees: within 22.5 of the quarter, so first-quarter in the eight phases.
  t.equal(face.phase, 'first-quarter');
});

t.test('hexagram: figures from lookup answers, changing lines marked on the cast only', async (t) => {
  // 63 Ji Ji, After Completion: Li (fire, 101) below, Kan (water, 010) above, bottom line first;
  // 31 Xian: Gen (mountain, 001) below, Dui (lake, 110) above (the Shuo Gua's trigram lines).
  const jiJi = { number: 63, displayName: 'After Completion', binary: '101010', trigrams: { lower: { name: 'Fire' }, upper: { name: 'Water' } } };
  const xian = { number: 31, displayName: 'Influence', binary: '001110', trigrams: { lower: { name: 'Mountain' }, upper: { name: 'Lake' } } };
  const cast = figureOf(jiJi, [9, 8, 7, 6, 7, 8]);
  t.same(cast, { number: 63, name: 'After Completion', trigrams: { lower: 'Fire', upper: 'Water' }, lines: [9, 8, 7, 6, 7, 8], marks: true });
  t.same(figureOf(xian, null).lines, [0, 0, 1, 1, 1, 0], 'the relating figure\'s lines from its binary, unmarked');
  const svg = renderHexagram([cast, figureOf(xian, null)], { theme: 'light' }, 'en').svg!;
  t.match(svg, />63\. After Completion</);
  t.match(svg, />Water \/ Fire</, 'upper trigram first');
  t.match(svg, />31\. Influence</);
  t.equal(svg.match(/>o</g)?.length, 1, 'one old yang (9) marked o');
  t.equal(svg.match(/>x</g)?.length, 1, 'one old yin (6) marked x');
  t.match(svg, />→</, 'the arrow between two figures');
  // A yin line is two bars, a yang line one: 3 + 3 x 2 bars for 63, 3 + 3 x 2 for 31.
  t.equal(svg.match(/<rect x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" rx="2"/g)?.length, 18);
  t.notMatch(renderHexagram([figureOf(jiJi, [7, 8, 7, 8, 7, 8])], undefined, 'en').svg!, />→</, 'one figure, no arrow');
});

t.test('map: unwrap across 180 and the band perpendicular to the track', async (t) => {
  t.same(unwrap([170, 179, -179, -170]), [170, 179, 181, 190]);
  // A track due east along the equator: edges 1 degree north and south.
  const { left, right } = bandEdges([{ lng: 0, lat: 0 }, { lng: 10, lat: 0 }], 1);
  t.same(left.map((p) => [p.lng, p.lat]), [[0, 1], [10, 1]]);
  t.same(right.map((p) => [p.lng, p.lat]), [[0, -1], [10, -1]]);
  // Due north at 60N: the offset is 1 degree of arc, 2 degrees of longitude (1 / cos 60).
  const n = bandEdges([{ lng: 0, lat: 59 }, { lng: 0, lat: 61 }], 1);
  t.ok(Math.abs(n.left[0]!.lng - -1 / Math.cos((59 * Math.PI) / 180)) < 1e-9);
});

t.test('Indian charts and the aspect grid: entries do not collide in the crowded chart', async (t) => {
  const ch = formerIndianChart(CROWDED, services, 'D1', 'en');
  // Sidereal (Lahiri, about 23.3 deg in 1962): the Aquarius stellium falls in Capricorn (sign 10).
  t.ok(ch.bySign[9]!.length >= 6, 'six or more grahas in sidereal Capricorn');
  for (const draw of [renderNorthIndian, renderSouthIndian]) {
    for (const size of [300, 600, 2000]) {
      const { labels, regions } = draw(ch, { size }, 'en');
      t.same(collisions(labels), [], `${draw.name} ${size}: no collision`);
      // Each entry wholly inside its own house or sign, 2 px clear of its lines (eight grahas
      // in one sign used to run over the house lines, and off the canvas in the South chart).
      const outside = labels.filter((l) => !boxInside(l, regions[l.owner.split(':')[0]!]!, 2)).map((l) => l.owner);
      t.same(outside, [], `${draw.name} ${size}: entries inside their house`);
    }
  }
  t.equal(shortName('Sun'), 'Su');
  t.equal(shortName('सूर्य'), 'सू', 'one Devanagari syllable');
  t.equal(shortName('太陽'), '太');
  // Arabic's article is not a name: الشمس (Sun) and القمر (Moon) were both drawn "ال".
  t.same(shortNames(['الشمس', 'القمر', 'المريخ', 'عطارد', 'المشتري', 'الزهرة', 'زحل', 'راهو', 'كيتو']), ['شم', 'قم', 'مر', 'عط', 'مش', 'زه', 'زح', 'را', 'كي']);
  // Vietnamese names share their first word (Mặt Trời / Mặt Trăng, Sao Hỏa ... Sao Thổ): the last one is cut, a letter longer where two begin alike.
  t.same(shortNames(['Mặt Trời', 'Mặt Trăng', 'Sao Hỏa', 'Sao Thủy', 'Sao Mộc', 'Sao Kim', 'Sao Thổ', 'Rahu', 'Ketu']), ['Trờ', 'Tră', 'Hỏ', 'Thủ', 'Mộ', 'Ki', 'Thổ', 'Ra', 'Ke']);
  t.same(shortNames(['Zon', 'Maan', 'Mars', 'Mercurius']), ['Zo', 'Maa', 'Mar', 'Me'], 'Dutch Moon and Mars told apart');
  // Right to left: the degrees and minutes isolated left to right, so 23°36' is not laid out as 36°23.
  const arSvg = renderSouthIndian(formerIndianChart(CROWDED, services, 'D1', 'ar'), undefined, 'ar').answer.svg!;
  t.match(arSvg, /direction="rtl" unicode-bidi="embed">[^<]+ \u2066\d+°\d+&apos;/);
  const rows = castFor(CROWDED, services).bodies;
  const found = gridAspects(rows, null, [0, 60, 90, 120, 180], 3);
  t.ok(found.length > 0 && found.every((a) => a.orb <= 3 && [0, 60, 90, 120, 180].includes(a.type.angle)), 'maxOrb and aspectAngles filter');
  t.same(collisions(renderGrid(rows, null, found, { size: 600 }, 'en').labels), []);
  t.equal(orbText(2.2525), "2°15'");
});

t.test('PNG: one 2000 px wheel rasterised with the bundled fonts', async (t) => {
  const c = canvasOf({ size: 2000 }, 'en');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000">${drawWheel(c, natalModel(castFor(CROWDED, services))).svg}</svg>`;
  const png = rasterise(svg, 2000);
  t.same([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], 'PNG signature');
  t.equal(png.readUInt32BE(16), 2000, 'width');
  t.equal(png.readUInt32BE(20), 2000, 'height');
});

t.test('graphic ephemeris: sampling budget and crossings across the dial', async (t) => {
  t.equal(sampleStep(365, 10), 1, '3660 points: daily');
  t.equal(sampleStep(365, 32), 3, '366 x 32 = 11712 points: every third day');
  // A body moving 1 deg/day from 43 on the 45 dial passes 0 (wraps) and meets a natal point at 0.5.
  const curve = { id: 0, samples: [0, 1, 2, 3].map((k) => ({ jd: 100 + k, value: (43 + k) % 45 })) };
  const hits = crossings(curve, [{ id: 9, value: 0.5 }], 45);
  t.equal(hits.length, 1);
  t.ok(Math.abs(hits[0]!.jd - 102.5) < 1e-9, 'crossed at day 2.5 (43 + 2.5 = 45.5 = 0.5 on the dial)');
  t.equal(crossings(curve, [{ id: 9, value: 44 }], 45).length, 1, 'a hit on a sample counted once');
  t.same(crossings(curve, [{ id: 9, value: 20 }], 45), [], 'no crossing far away');
  // Margin labels: order kept, gap kept, inside the bounds.
  const ys = declutter1d([10, 11, 12, 300], 14, 0, 320);
  t.ok(ys[0]! < ys[1]! && ys[1]! < ys[2]! && ys[1]! - ys[0]! >= 14 - 1e-9 && ys[0]! >= 0);
  t.equal(ys[3], 300);
});
