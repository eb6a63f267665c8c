/**
 * The drawings through HTTP: each one rendered to PNG for the crowded chart (the 1962-02-05
 * stellium: Sun, Moon, Mercury, Venus and Jupiter within 3 degrees of 16 Aquarius), the
 * envelope, the PNG's own header (signature, width, height) against byteLength; SVG answers
 * carry the values (degrees and minutes, retrograde marks, names in the answer's language,
 * right-to-left Arabic); bad options are 400 INVALID_INPUT naming the member.
 */
import t, { type Test } from 'tap';
import { app, post } from '../helpers/app.js';
import { CROWDED, DELHI, KYIV } from '../../plugins/render/src/lib/examples.js';

await app({ families: ['render'] });

function png(t: Test, r: any, width: number, height: number) {
  t.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(d.format, 'png');
  t.equal(d.svg, null);
  const bytes = Buffer.from(d.png, 'base64');
  t.equal(bytes.length, d.byteLength, 'byteLength is the PNG size');
  t.same([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  t.equal(bytes.readUInt32BE(16), width, 'IHDR width');
  t.equal(bytes.readUInt32BE(20), height, 'IHDR height');
}

const crowdedPng = { format: 'png', size: 500 };

t.test('each drawing renders the crowded chart to PNG', async (t) => {
  png(t, await post('/v1/render/natal-wheel', { ...CROWDED, options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/transit-biwheel', { ...KYIV, transit: { date: CROWDED.date, time: CROWDED.time, timezoneOffset: 0 }, options: { ...crowdedPng, theme: 'console' } }), 500, 500);
  png(t, await post('/v1/render/synastry-biwheel', { chart1: CROWDED, chart2: KYIV, options: { ...crowdedPng, theme: 'light' } }), 500, 500);
  png(t, await post('/v1/render/aspect-grid', { chart: CROWDED, options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/aspect-grid', { chart1: CROWDED, chart2: KYIV, options: { ...crowdedPng, width: 600, height: 500 } }), 600, 500);
  png(t, await post('/v1/render/north-indian-chart', { ...CROWDED, options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/south-indian-chart', { ...CROWDED, varga: 'D9', options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/moon-phase', { date: CROWDED.date, time: '12:00:00', timezoneOffset: 0, options: { format: 'png', size: 300 } }), 300, 300);
  png(t, await post('/v1/render/iching-hexagram', { number: 3, options: { format: 'png', size: 300 } }), 300, 300);
  png(t, await post('/v1/render/composite-wheel', { chart1: CROWDED, chart2: { ...CROWDED, time: '06:00:00' }, options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/composite-wheel', { chart1: CROWDED, chart2: KYIV, method: 'davison', options: crowdedPng }), 500, 500);
  png(t, await post('/v1/render/graphic-ephemeris', { from: '1962-01-01', to: '1962-03-31', chart: CROWDED, options: { format: 'png', width: 600, height: 400 } }), 600, 400);
  png(t, await post('/v1/render/astrocartography-map', { ...CROWDED, options: { format: 'png', width: 600, height: 300 } }), 600, 300);
  png(t, await post('/v1/render/local-space-map', { ...CROWDED, options: { format: 'png', size: 400 } }), 400, 400);
  png(t, await post('/v1/render/tarot-spread', { spread: 'grand-tableau', deck: 'lenormand', cards: ['rider', 'clover', { slug: 'ship' }], options: { format: 'png', width: 800, height: 600 } }), 800, 600);
  png(t, await post('/v1/render/eclipse-path', { path: [{ latitude: -40, longitude: 170 }, { latitude: -45, longitude: -170 }, { latitude: -50, longitude: -150 }], options: { format: 'png', width: 600, height: 300 } }), 600, 300);
});

t.test('natal wheel SVG: degrees and minutes, retrograde, aspects, themes', async (t) => {
  const r = await post('/v1/render/natal-wheel', { ...CROWDED, options: { theme: 'light', title: 'Eclipse 1962' } });
  t.equal(r.status, 200);
  const svg: string = r.body.data.svg;
  t.equal(r.body.data.format, 'svg');
  t.equal(r.body.data.byteLength, Buffer.byteLength(svg));
  t.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
  t.match(svg, /fill="#ffffff"/, 'light theme background');
  t.match(svg, />Eclipse 1962</);
  // The total solar eclipse of 1962-02-05 fell at 15°43' Aquarius (greatest eclipse 00:12 UT;
  // the Sun moves 1' in 24 min): the Sun is written 15° 42' at 0h UT (XML-escaped apostrophe).
  t.match(svg, />☉\uFE0E</);
  t.match(svg, />15°</);
  t.match(svg, />42&apos;</);
  // Uranus, Neptune and Pluto: Uranus and Pluto retrograde in February 1962 (stations in
  // January), Neptune still direct until March; ℞ marks appear.
  t.ok((svg.match(/>℞</g) ?? []).length >= 2, 'retrograde marks');
  t.match(svg, /stroke="#8E44AD"/, 'conjunction arcs in the conjunction colour');
  const plain = await post('/v1/render/natal-wheel', { ...CROWDED, options: { showAspects: false, showRetrograde: false } });
  t.notMatch(plain.body.data.svg, />℞</);
  t.notMatch(plain.body.data.svg, /#8E44AD/);
});

t.test('languages: Arabic right to left, Hindi names, Japanese hexagram names', async (t) => {
  const ar = await post('/v1/render/moon-phase', { date: '2026-11-24', time: '12:00:00', timezone: 'Asia/Riyadh', options: { title: 'القمر' } }, { 'accept-language': 'ar' });
  t.equal(ar.status, 200);
  t.match(ar.body.data.svg, /direction="rtl"/);
  t.match(ar.body.data.svg, />البدر</, 'full moon of 2026-11-24 named in Arabic');
  // In a right-to-left drawing the degrees and minutes stay left to right: 15° 42', not '42 15.
  const arWheel = await post('/v1/render/natal-wheel', CROWDED, { 'accept-language': 'ar' });
  t.match(arWheel.body.data.svg, /^<svg [^>]*direction="rtl"/);
  t.match(arWheel.body.data.svg, /direction="ltr" unicode-bidi="embed">15°<\/text>/, 'the Sun at 15° Aquarius written left to right');
  t.match(arWheel.body.data.svg, /direction="ltr" unicode-bidi="embed">42&apos;<\/text>/, 'and its 42 minutes');
  const hi = await post('/v1/render/south-indian-chart', { ...DELHI }, { 'accept-language': 'hi' });
  t.match(hi.body.data.svg, /मेष/, 'Aries in Hindi');
  const ja = await post('/v1/render/iching-hexagram', { number: 63 }, { 'accept-language': 'ja' });
  t.match(ja.body.data.svg, /63\. 水火既済/);
});

t.test('hexagram from an /iching lines array; relating figure drawn', async (t) => {
  const r = await post('/v1/render/iching-hexagram', { lines: [9, 8, 7, 6, 7, 8].map((value) => ({ value, isYang: value % 2 === 1, isChanging: value === 6 || value === 9 })) });
  t.equal(r.status, 200);
  t.match(r.body.data.svg, />63\. /);
  t.match(r.body.data.svg, />31\. /);
  const still = await post('/v1/render/iching-hexagram', { lines: [9, 8, 7, 6, 7, 8].map((value) => ({ value })), showRelating: false });
  t.notMatch(still.body.data.svg, />31\. /);
});

t.test('bad input: 400 INVALID_INPUT naming the member', async (t) => {
  const cases: [string, unknown, string][] = [
    ['/v1/render/natal-wheel', { ...KYIV, options: { size: 100 } }, 'size'],
    ['/v1/render/natal-wheel', { ...KYIV, options: { theme: 'neon' } }, 'theme'],
    ['/v1/render/natal-wheel', { ...KYIV, options: { format: 'gif' } }, 'format'],
    ['/v1/render/aspect-grid', { chart1: KYIV }, 'chart'],
    ['/v1/render/aspect-grid', { chart: KYIV, maxOrb: 31 }, 'maxOrb'],
    ['/v1/render/iching-hexagram', {}, 'number'],
    ['/v1/render/iching-hexagram', { number: 65 }, 'number'],
    ['/v1/render/eclipse-path', { path: [{ latitude: 0, longitude: 0 }], options: { pathColor: 'red"/><script>' } }, 'pathColor'],
    ['/v1/render/eclipse-path', { path: [] }, 'path'],
    ['/v1/render/south-indian-chart', { ...DELHI, varga: 'D5' }, 'varga'],
    ['/v1/render/graphic-ephemeris', { from: '2026-01-01', to: '2027-06-01' }, 'to'],
    ['/v1/render/graphic-ephemeris', { from: '2026-01-01', to: '2026-02-01', modulus: 60 }, 'modulus'],
    ['/v1/render/graphic-ephemeris', { from: '2026-01-01', to: '2026-02-01', planetIds: [999] }, 'planetIds'],
    ['/v1/render/composite-wheel', { chart1: KYIV, chart2: KYIV, method: 'average' }, 'method'],
    ['/v1/render/astrocartography-map', { ...KYIV, lines: ['ZENITH'] }, 'lines'],
    ['/v1/render/local-space-map', { ...KYIV, radiusKm: 50 }, 'radiusKm'],
    ['/v1/render/tarot-spread', { spread: 'no-such-spread', deck: 'rider-waite', cards: ['the-fool'] }, 'spread'],
    ['/v1/render/tarot-spread', { spread: 'celtic-cross', deck: 'lenormand', cards: ['rider'] }, 'deck'],
    ['/v1/render/tarot-spread', { spread: 'single-card', deck: 'rider-waite', cards: ['the-fool', 'death'] }, 'cards'],
    ['/v1/render/tarot-spread', { spread: 'single-card', deck: 'rider-waite', cards: ['the-joker'] }, 'cards.0'],
  ];
  for (const [url, body, member] of cases) {
    const r = await post(url, body);
    t.equal(r.status, 400, `${url} ${member}`);
    t.equal(r.body.error?.code, 'INVALID_INPUT');
    t.match(JSON.stringify(r.body.error), member, `details name ${member}`);
  }
});

t.test('graphic ephemeris and maps carry their values', async (t) => {
  // Saturn on the 45-degree dial in 1962: 303.8 deg mod 45 = 33.8; the natal line of the
  // crowded chart's Sun at 315.7 mod 45 = 0.7: a dashed line near the bottom of the dial.
  const ge = await post('/v1/render/graphic-ephemeris', { from: '1962-01-15', to: '1962-03-15', planetIds: [6], chart: CROWDED });
  t.equal(ge.status, 200);
  t.match(ge.body.data.svg, />♄\uFE0E</);
  t.match(ge.body.data.svg, /stroke-dasharray="4 3"/, 'natal lines');
  t.match(ge.body.data.svg, />Feb</, 'month names');
  t.match(ge.body.data.svg, />Mar</);
  const de = await post('/v1/render/graphic-ephemeris', { from: '1962-01-15', to: '1962-03-15', planetIds: [6] }, { 'accept-language': 'de' });
  t.match(de.body.data.svg, />Mär</, 'month names in the language (German short form)');
  const acg = await post('/v1/render/astrocartography-map', { ...CROWDED, planetIds: [0], lines: ['MC'] });
  t.equal(acg.status, 200);
  t.match(acg.body.data.svg, />☉\uFE0EMC</);
  t.notMatch(acg.body.data.svg, /ASC</, 'only the lines asked for');
});

t.test('tarot spread: Waite\'s Celtic Cross positions, the crossing and reversed cards turned', async (t) => {
  const drawn = ['the-fool', 'the-tower', 'ace-of-cups', 'three-of-swords', 'the-star', 'king-of-wands', 'the-moon', 'two-of-pentacles', 'death', 'the-world'].map((slug, i) => ({ position: { index: i + 1 }, card: { slug }, reversed: i === 1 || i === 8 }));
  const r = await post('/v1/render/tarot-spread', { spread: 'celtic-cross', deck: 'rider-waite', cards: drawn });
  t.equal(r.status, 200);
  const p = r.body.data.positions;
  t.equal(p.length, 10);
  t.same(p.map((x: any) => x.rotation), [0, 270, 0, 0, 0, 0, 0, 0, 180, 0], 'card 2 crosses (90) and is reversed (+180); card 9 reversed');
  t.equal(p[0].x, p[1].x, 'the crossing card lies on the first');
  t.equal(p[0].y, p[1].y);
  t.ok(p[2].y < p[0].y && p[3].y > p[0].y && p[4].x < p[0].x && p[5].x > p[0].x, 'crown above, beneath below, behind left, before right');
  // The card under the crossing card keeps its name in sight: written in the strip below the
  // crossing card (0.4 of the card's height from its centre, the crossing card covering 0.3).
  const svg: string = r.body.data.svg;
  const fool = /<g transform="translate\(([\d.]+) ([\d.]+)\) rotate\(0\)">(?:(?!<\/g>).)*?<text x="0" y="([\d.]+)"[^>]*>The Fool<\/text>/.exec(svg);
  t.ok(fool, 'The Fool written on card 1');
  const cardH = Number(/<rect x="-[\d.]+" y="-([\d.]+)"/.exec(svg)![1]) * 2;
  t.ok(Number(fool![3]) > cardH * 0.3, 'below the crossing card');
  t.match(svg, />1\. What covers<\/text>.*?>2\. What crosses<\/text>/, 'both positions named under the pair');
  t.ok(p[6].y > p[7].y && p[7].y > p[8].y && p[8].y > p[9].y, 'the staff rises from 7 to 10');
  t.match(r.body.data.svg, />The Tower</);
  const de = await post('/v1/render/tarot-spread', { spread: 'single-card', deck: 'rider-waite', cards: ['the-fool'] }, { 'accept-language': 'de' });
  t.match(de.body.data.svg, />Der Narr</, 'card name in German');
});
