/**
 * The bodygraph drawing: its geometry (every one of the 64 gates placed once, inside its own
 * centre with its whole disc, discs of a centre apart; every one of the 36 channels has a
 * path), and through HTTP the drawing of Ra Uru Hu's own chart against his chart as Jovian
 * Archive publishes it (Manifestor, splenic authority, profile 5/1, Left Angle Cross of the
 * Clarion 51/57 | 61/62, channels 10-20, 10-57, 20-57, 23-43 and 25-51: Ajna, Throat, G,
 * Heart and Spleen defined) and against the /human-design/bodygraph answer for the same
 * birth (the drawing must show exactly that answer: same defined centres, same gates and
 * sides); no label collides at 300, 600 and 2000 px; PNG header; bad options 400.
 */
import t from 'tap';
import { app, post } from '../helpers/app.js';
import { CENTRE_GATES, CHANNELS } from '@celestial/plugin-divination/lib/human-design-data';
import { CENTRE_SHAPES, GATE_AT, GATE_R, channelPath, distanceToOutline, drawBodygraph, halves, insidePolygon, sideColours } from '../../plugins/render/src/lib/bodygraph.js';
import type { BodygraphView } from '../../plugins/render/src/lib/bodygraph.js';
import { boxesOverlap } from '../../plugins/render/src/lib/wheel.js';
import { canvasOf, THEMES } from '../../plugins/render/src/lib/kit.js';
import { CROWDED } from '../../plugins/render/src/lib/examples.js';

await app({ families: ['render', 'divination'] });

const RA = { date: '1948-04-09', time: '00:14:00', timezoneOffset: -5, latitude: 45.5, longitude: -73.57 };

t.test('geometry: 64 gates each once inside its centre, 36 channel paths', async (t) => {
  const placed = Object.keys(GATE_AT).map(Number).sort((a, b) => a - b);
  t.same(placed, Array.from({ length: 64 }, (_, i) => i + 1), 'gates 1-64, each once');
  for (const [centre, gates] of Object.entries(CENTRE_GATES)) {
    const shape = CENTRE_SHAPES[centre]!;
    for (const g of gates) {
      t.ok(insidePolygon(GATE_AT[g]!, shape), `gate ${g} inside ${centre}`);
      t.ok(distanceToOutline(GATE_AT[g]!, shape) >= GATE_R - 1e-9, `gate ${g}'s disc within ${centre}`);
    }
    for (let i = 0; i < gates.length; i++) {
      for (let j = i + 1; j < gates.length; j++) {
        const [a, b] = [GATE_AT[gates[i]!]!, GATE_AT[gates[j]!]!];
        t.ok(Math.hypot(a[0] - b[0], a[1] - b[1]) >= 2 * GATE_R + 1, `${centre}: discs ${gates[i]} and ${gates[j]} apart`);
      }
    }
  }
  t.equal(CHANNELS.length, 36);
  // The Charisma channel 20-34 goes round the G's left corner (148, 320) instead of under it.
  const charisma = channelPath([20, 34]);
  t.equal(charisma.length, 3);
  t.ok(charisma[1]![0] < 148, 'detour left of the G');
  // Halves: a straight channel 0-10 splits at 5; a bent one at half its length.
  t.same(halves([[0, 0], [10, 0]]), [[[0, 0], [5, 0]], [[5, 0], [10, 0]]]);
  t.same(halves([[0, 0], [3, 0], [3, 4]]), [[[0, 0], [3, 0], [3, 0.5]], [[3, 0.5], [3, 4]]]);
  t.same(sideColours(THEMES.light), { personality: '#111111', design: '#d0312d' }, 'the book: personality black, design red');
});

t.test("Ra Uru Hu's bodygraph drawn as published and as /human-design/bodygraph answers", async (t) => {
  const json = await post('/v1/human-design/bodygraph', RA);
  t.equal(json.status, 200);
  const r = await post('/v1/render/human-design-bodygraph', { ...RA, options: { theme: 'light' } });
  t.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
  t.equal(r.body.ok, true);
  const svg: string = r.body.data.svg;
  t.equal(r.body.data.format, 'svg');
  t.equal(r.body.data.byteLength, Buffer.byteLength(svg));
  t.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="720"/, 'default 600 x 720');

  const definedDrawn = [...svg.matchAll(/data-centre="([a-z-]+)" data-defined="true"/g)].map((m) => m[1]).sort();
  t.same(definedDrawn, ['ajna', 'g', 'heart', 'spleen', 'throat'], 'as published: Ajna, Throat, G, Heart, Spleen defined');
  t.same(definedDrawn, json.body.data.centres.filter((c: any) => c.defined).map((c: any) => c.slug).sort(), 'the JSON answer\'s centres');
  t.equal([...svg.matchAll(/data-centre=/g)].length, 9, 'nine centres');
  t.equal([...svg.matchAll(/data-gate=/g)].length, 64, 'every gate numbered');

  const drawn = new Map([...svg.matchAll(/data-gate="(\d+)" data-activation="([a-z]+)"/g)].map((m) => [Number(m[1]), m[2]]));
  const expected = new Map<number, string>();
  for (const a of json.body.data.gates as { gate: number; side: string }[]) {
    const was = expected.get(a.gate);
    expected.set(a.gate, was && was !== a.side ? 'both' : a.side);
  }
  for (let g = 1; g <= 64; g++) t.equal(drawn.get(g), expected.get(g) ?? 'none', `gate ${g}`);
  // The Clarion: personality Sun 51 and Earth 57, design Sun 61 and Earth 62.
  t.match(drawn.get(51), /personality|both/);
  t.match(drawn.get(57), /personality|both/);
  t.match(drawn.get(61), /design|both/);
  t.match(drawn.get(62), /design|both/);
  t.match(svg, />Manifestor · 5\/1 · Splenic</);
  t.match(svg, /Left Angle Cross of the Clarion 1</);
  t.match(svg, /<title>Sun 51\.5<\/title>/, 'personality Sun in gate 51, line 5');
  t.match(svg, /<title>Sun 61\.1<\/title>/, 'design Sun in gate 61, line 1');
  t.match(svg, /fill="#d0312d"/, 'design red');
  t.match(svg, /fill="#111111"/, 'personality black');
});

t.test('PNG at 300 and 2000 px; bad options are 400 naming the member', async (t) => {
  for (const [size, theme] of [[300, 'dark'], [2000, 'console']] as const) {
    const r = await post('/v1/render/human-design-bodygraph', { ...CROWDED, options: { format: 'png', size, theme } });
    t.equal(r.status, 200);
    t.equal(r.body.data.svg, null);
    const png = Buffer.from(r.body.data.png, 'base64');
    t.equal(png.length, r.body.data.byteLength);
    t.same([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    t.equal(png.readUInt32BE(16), size);
    t.equal(png.readUInt32BE(20), size);
  }
  const bad = await post('/v1/render/human-design-bodygraph', { ...CROWDED, options: { size: 100 } });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /size/);
});

t.test('no label collides (gates, columns, summary) at 300, 600 x 720 and 2000 px', async (t) => {
  const r = await post('/v1/human-design/bodygraph', CROWDED);
  const view = r.body.data as BodygraphView;
  for (const options of [{ size: 300 }, {}, { size: 2000 }, { width: 300, height: 2000 }, { width: 2000, height: 300 }]) {
    const c = canvasOf(options, 'en', { width: 600, height: 720 });
    const { labels } = drawBodygraph(c, view);
    const hits: string[] = [];
    for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) if (boxesOverlap(labels[i]!, labels[j]!)) hits.push(`${labels[i]!.owner} x ${labels[j]!.owner}`);
    t.same(hits, [], `${c.width} x ${c.height}`);
    const outside = labels.filter((b) => b.x - b.w / 2 < 0 || b.x + b.w / 2 > c.width || b.y - b.h / 2 < 0 || b.y + b.h / 2 > c.height).map((b) => b.owner);
    t.same(outside, [], `${c.width} x ${c.height}: every label on the canvas`);
  }
});

t.test('the activation columns are named in the drawing\'s language (core table hd-activation-side)', async (t) => {
  const ja = await post('/v1/render/human-design-bodygraph?lang=ja', RA);
  t.equal(ja.status, 200);
  t.match(ja.body.data.svg, />デザイン</, 'design in Japanese');
  t.match(ja.body.data.svg, />パーソナリティ</, 'personality in Japanese');
  t.notMatch(ja.body.data.svg, />Personality</);
  const de = await post('/v1/render/human-design-bodygraph?lang=de', RA);
  t.match(de.body.data.svg, />Persönlichkeit</);
});

t.test('textEms: a CJK or Hangul character is a full em, a Latin letter 0.62', async (t) => {
  const { textEms } = await import('../../plugins/render/src/lib/kit.js');
  t.equal(textEms('デザイン'), 4);
  t.equal(textEms('디자인'), 3);
  t.ok(Math.abs(textEms('Design') - 6 * 0.62) < 1e-12);
  t.ok(Math.abs(textEms('パーソナリティ') - 7) < 1e-12, 'the prolonged sound mark (U+30FC) is wide too');
});
