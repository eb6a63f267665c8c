/**
 * Human Design (catalogue /human-design/*): the wheel by hand (gate 41 at 302 deg, 0 deg Aries
 * in gate 25 line 2), the 26 activations and the Design instant of 40 births against
 * renlei-tu (PyPI, an independent implementation; test/oracles/human-design/renlei.py writes
 * renlei.json), the published bodygraphs of Ra Uru Hu, Barack Obama, Oprah Winfrey and Albert
 * Einstein (type, profile, authority, definition, cross as Jovian Archive prints them), the
 * type/authority/definition rules on gate sets built by hand, the relationship, penta and
 * Variable rules, the Rave calendar's crossings, and every operation through HTTP.
 */
import t from 'tap';
import { app, get, post } from '../helpers/app.js';
import renlei from '../oracles/human-design/renlei.json' with { type: 'json' };
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { bodygraph, gateLineOf, gateSpan, structureOf, TROPICAL } from '../../plugins/divination/src/lib/human-design.js';
import { composite, connectionOf, gateCrossings, penta, transitOverlay, variables } from '../../plugins/divination/src/lib/human-design-relations.js';
import { CENTRE_NAMES, CHANNELS, CROSS_INDEX, GATE_CENTRE, MANDALA } from '../../plugins/divination/src/lib/human-design-data.js';
import { AUTHORITY_NAMES, DEFINITION_NAMES, TYPE_NAMES, crossNamed } from '../../plugins/divination/src/lib/human-design-view.js';
import { crossName, NOT_SELF, STRATEGY } from '../../plugins/divination/src/lib/human-design.js';
import { bodyName, HD_CROSS_SLUGS, hdCrossSlug, LANG_CODES, term } from '@celestial/core';
import { houseSystemNameIn } from '../../core/src/astro/index.js';

const eph = new SwissEphemeris();
await app({ families: ['divination'] });

t.test('the wheel: gate 41 at 302 deg, 5.625 deg gates, 0.9375 deg lines', async (t) => {
  t.match(gateLineOf(302), { gate: 41, line: 1, colour: 1, tone: 1, base: 1 });
  t.match(gateLineOf(302 + 2.9), { gate: 41, line: 4 });
  t.match(gateLineOf(307.63), { gate: 19, line: 1 });
  // 0 deg Aries: 58 deg past 302, in the 11th gate (25) and 1.75 deg into it: line 2.
  t.match(gateLineOf(0), { gate: 25, line: 2 });
  t.match(gateLineOf(301.99), { gate: 60, line: 6 });
  // Colour a sixth of a line, tone a sixth of a colour, base a fifth of a tone.
  const colour = 0.9375 / 6;
  const tone = colour / 6;
  t.match(gateLineOf(302 + 2 * colour + 4 * tone + 3.5 * (tone / 5)), { line: 1, colour: 3, tone: 5, base: 4 });
  t.same(gateSpan(41), { fromLongitude: 302, toLongitude: 307.625 });
  t.equal(new Set(MANDALA).size, 64);
  t.equal(GATE_CENTRE.size, 64, 'every gate in one centre');
  t.equal(CHANNELS.length, 36);
  for (const c of CHANNELS) t.not(GATE_CENTRE.get(c.gates[0]), GATE_CENTRE.get(c.gates[1]), `channel ${c.gates.join('-')} joins two centres`);
});

t.test('activations and Design instant as renlei-tu, 40 births 1900-2100', async (t) => {
  let compared = 0;
  for (const c of renlei.charts) {
    const g = bodygraph(eph, c.julianDayUT);
    // renlei-tu stops its bisection at 0.0001 deg of Sun (about 9 s); ours is Brent to 0.01 s.
    t.ok(Math.abs(g.designJd - c.designJulianDayUT) * 86400 < 15, `${c.utc} design instant`);
    const sunBirth = eph.position(c.julianDayUT, 0, TROPICAL).longitude;
    const sunDesign = eph.position(g.designJd, 0, TROPICAL).longitude;
    t.ok(Math.abs((((sunBirth - sunDesign - 88) % 360) + 540) % 360 - 180) < 1e-5, `${c.utc} Sun 88 deg before`);
    for (const side of ['personality', 'design'] as const) {
      for (const a of g[side]) {
        const o = (c[side] as Record<string, number[]>)[a.body]!;
        if (o[0] !== a.gate || o[1] !== a.line) t.fail(`${c.utc} ${side} ${a.body}: ${a.gate}.${a.line}, renlei-tu ${o[0]}.${o[1]}`);
        compared++;
      }
    }
  }
  t.equal(compared, 40 * 26);
});

/** Published bodygraphs (Jovian Archive's charts of public figures, as commonly reprinted). */
const PUBLISHED = [
  { who: 'Ra Uru Hu', y: 1948, m: 4, d: 9, ut: 0 + 14 / 60 + 5, type: 'manifestor', profile: [5, 1], authority: 'splenic', definition: 'single', cross: 'Left Angle Cross of the Clarion 1', gates: [51, 57, 61, 62] },
  { who: 'Barack Obama', y: 1961, m: 8, d: 4, ut: 19.4 + 10, type: 'projector', profile: [6, 2], authority: 'emotional', definition: 'single', cross: 'Left Angle Cross of Refinement 1', gates: [33, 19, 2, 1] },
  { who: 'Oprah Winfrey', y: 1954, m: 1, d: 29, ut: 4.5 + 6, type: 'generator', profile: [2, 4], authority: 'emotional', definition: 'triple-split', cross: 'Right Angle Cross of the Four Ways 4', gates: [19, 33, 44, 24] },
  // Ulm, local mean time (9.9925 deg E = UT + 0 h 39 m 58 s).
  { who: 'Albert Einstein', y: 1879, m: 3, d: 14, ut: 11.5 - 9.9925 / 15, type: 'generator', profile: [1, 4], authority: 'emotional', definition: 'split', cross: 'Right Angle Cross of Eden 1', gates: [36, 6, 11, 12] },
];

t.test('published charts', async (t) => {
  for (const p of PUBLISHED) {
    const g = bodygraph(eph, eph.julianDay(p.y, p.m, p.d, p.ut));
    t.equal(g.type, p.type, `${p.who} type`);
    t.same([g.profile.personality, g.profile.design], p.profile, `${p.who} profile`);
    t.equal(g.authority, p.authority, `${p.who} authority`);
    t.equal(g.definition, p.definition, `${p.who} definition`);
    t.equal(g.cross.name, p.cross, `${p.who} cross`);
    t.same(g.cross.gates, p.gates, `${p.who} cross gates`);
  }
});

t.test('type, authority and definition rules on gate sets', async (t) => {
  const s = (...g: number[]) => structureOf(new Set(g));
  t.match(s(), { type: 'reflector', authority: 'lunar', definition: 'none' });
  t.match(s(20, 34), { type: 'manifesting-generator', authority: 'sacral', definition: 'single' }, 'Sacral straight to the Throat');
  t.match(s(6, 59, 12, 22), { type: 'manifesting-generator', authority: 'emotional' }, 'Solar Plexus motor to the Throat, Sacral defined');
  t.match(s(21, 45), { type: 'manifestor', authority: 'ego' });
  t.match(s(19, 49, 35, 36), { type: 'manifestor', authority: 'emotional' }, 'Root through the Solar Plexus to the Throat');
  t.match(s(2, 14), { type: 'generator', authority: 'sacral' });
  t.match(s(1, 8), { type: 'projector', authority: 'self-projected' });
  t.match(s(4, 63), { type: 'projector', authority: 'mental', definition: 'single' });
  t.match(s(4, 63, 2, 14), { type: 'generator', definition: 'split' });
  t.match(s(4, 63, 2, 14, 18, 58), { definition: 'triple-split', authority: 'sacral' });
  t.match(s(4, 63, 2, 14, 18, 58, 21, 45), { definition: 'quadruple-split', type: 'generator' }, 'Heart-Throat motor, Sacral elsewhere: Generator, not MG');
  t.match(s(18, 58), { type: 'projector', authority: 'splenic' }, 'the Root alone is a motor, not at the Throat');
  t.match(s(10, 34, 10, 20), { type: 'manifesting-generator' }, 'Sacral via the G to the Throat');
});

t.test('relationships, penta, transit overlay and variables', async (t) => {
  const ch = (a: number, b: number) => CHANNELS.find((c) => c.gates[0] === a && c.gates[1] === b)!;
  const A = new Set([1, 13, 33]);
  const B = new Set([8, 33, 2, 14]);
  t.equal(connectionOf(A, B, ch(1, 8)), 'electromagnetic');
  t.equal(connectionOf(A, B, ch(2, 14)), 'dominance');
  t.equal(connectionOf(A, B, ch(13, 33)), 'compromise');
  t.equal(connectionOf(B, B, ch(2, 14)), 'companionship');
  t.equal(connectionOf(A, B, ch(4, 63)), null);
  const c = composite(A, B);
  t.same(c.connections.electromagnetic.map((x) => x.gates), [[1, 8]]);
  t.same([...c.union.definedCentres].sort(), ['g', 'sacral', 'throat']);
  t.equal(c.theme, '3-6');
  t.equal(c.union.type, 'manifesting-generator');
  const p = penta([new Set([7, 1]), new Set([31, 5]), new Set([15, 2, 14])]);
  t.same(p.channels.map((x) => x.defined), [true, false, false, true, true, false]);
  t.same(p.missing, [8, 13, 33, 29, 46]);
  t.same(p.supplied.find((x) => x.gate === 7)!.suppliedBy, [0]);
  const overlay = transitOverlay(new Set([10, 20, 57]), [{ body: 'sun', gate: 34, line: 1, longitude: 0, colour: 1, tone: 1, base: 1 }]);
  t.same(overlay.completedChannels.map((x) => [x.channel.gates, x.natalGate, x.transitGate]), [[[10, 34], 10, 34], [[20, 34], 20, 34], [[34, 57], 57, 34]]);
  t.same(overlay.temporarilyDefinedCentres, ['sacral']);
  t.equal(overlay.under.type, 'manifesting-generator');
  const ra = bodygraph(eph, eph.julianDay(1948, 4, 9, 5 + 14 / 60));
  const v = variables(ra);
  // Each arrow is the colour and tone of its body: recompute from the raw longitudes.
  const sub = (lon: number) => { const o = (((lon - 302) % 360) + 360) % 360 % 0.9375; return { colour: Math.floor(o / 0.15625) + 1, tone: Math.floor((o % 0.15625) / (0.15625 / 6)) + 1 }; };
  t.match(v.arrows.determination, sub(ra.design[0]!.longitude));
  t.match(v.arrows.environment, sub(ra.design[3]!.longitude));
  t.match(v.arrows.perspective, sub(ra.personality[3]!.longitude));
  t.match(v.arrows.motivation, sub(ra.personality[0]!.longitude));
  t.match(v.notation, /^P[LR]{2} D[LR]{2}$/);
});

t.test('Rave calendar crossings', async (t) => {
  const start = eph.julianDay(2026, 1, 1, 0);
  const sun = gateCrossings(eph, 0, start, start + 365.25, false, 1 / 86400 / 100);
  t.equal(sun.length, 64, 'the Sun enters every gate once a year');
  for (const e of sun) {
    const off = ((eph.position(e.jd, 0, TROPICAL).longitude - 302) % 5.625 + 5.625) % 5.625;
    t.ok(Math.min(off, 5.625 - off) < 1e-5, 'on a gate boundary');
    t.equal(gateLineOf(eph.position(e.jd + 0.01, 0, TROPICAL).longitude).gate, e.gate, 'the gate entered');
  }
  t.same(sun.map((e) => e.gate).slice(0, 3).map((g) => MANDALA.indexOf(g) - MANDALA.indexOf(sun[0]!.gate)), [0, 1, 2]);
  // Mercury stations retrograde on 2026-02-26 (Swiss Ephemeris): some crossings are backward.
  const mercury = gateCrossings(eph, 2, start, start + 120, true, 1 / 86400 / 100);
  const back = mercury.filter((e) => e.retrograde);
  t.ok(back.length > 0, 'retrograde crossings found');
  for (const e of back) {
    const after = gateLineOf(eph.position(e.jd + 0.01, 2, TROPICAL).longitude);
    t.match(after, { gate: e.gate, line: e.line }, 'the segment entered moving backward');
  }
});

t.test('through HTTP', async (t) => {
  const RA = { date: '1948-04-09', time: '00:14:00', timezoneOffset: -5, latitude: 45.5, longitude: -73.57 };
  const bg = await post('/v1/human-design/bodygraph', RA);
  t.equal(bg.status, 200);
  const b = bg.body.data;
  t.match(b, { type: { slug: 'manifestor', name: 'Manifestor' }, authority: { slug: 'splenic' }, definition: { slug: 'single' }, profile: { formatted: '5/1' }, strategy: 'To inform', notSelfTheme: 'Anger' });
  t.same(b.incarnationCross.gates, [51, 57, 61, 62]);
  t.equal(b.incarnationCross.angle, 'left-angle');
  t.equal(b.gates.length, 26);
  t.same(b.centres.filter((c: { defined: boolean }) => c.defined).map((c: { slug: string }) => c.slug), ['ajna', 'throat', 'g', 'heart', 'spleen']);
  t.same(b.channels.map((c: { gates: number[] }) => c.gates), [[10, 20], [10, 57], [20, 57], [23, 43], [25, 51]]);
  t.match(b.design.utc, /^1948-01-1\dT/);
  t.equal(b.moment.utc, '1948-04-09T05:14:00Z');

  const chs = await get('/v1/human-design/channels');
  t.equal(chs.status, 200);
  t.equal(chs.body.data.channels.length, 36);
  t.match(chs.body.data.channels.find((c: { slug: string }) => c.slug === 'money'), { gates: [21, 45], centres: ['heart', 'throat'], circuit: 'ego', circuitGroup: 'tribal' });

  const gate = await get('/v1/human-design/gates/41');
  t.equal(gate.status, 200);
  t.match(gate.body.data, { gate: 41, name: 'Contraction', centre: { slug: 'root' }, channelPartners: [30], mandala: { fromLongitude: 302, toLongitude: 307.625, sign: { sign: 11, slug: 'aquarius' } }, hexagram: { number: 41, slug: 'decrease' } });
  t.equal((await get('/v1/human-design/gates/65')).status, 404);
  t.equal((await get('/v1/human-design/gates/0')).status, 404);

  const tr = await post('/v1/human-design/transit', { chart: RA, date: '2026-11-26', time: '12:00:00', timezone: 'Europe/Kyiv' });
  t.equal(tr.status, 200);
  const td = tr.body.data;
  t.equal(td.at, '2026-11-26T12:00:00+02:00');
  // The Sun at about 4 deg Sagittarius (244 deg) is in gate 34; Ra's 10, 20 and 57 wait for it.
  t.match(td.transitActivations[0], { body: { slug: 'sun' }, gate: 34 });
  t.match(td.transitActivations[1], { body: { slug: 'earth' }, gate: 20 });
  t.same(td.completedChannels.map((c: { channel: { gates: number[] } }) => c.channel.gates).filter((g: number[]) => g.includes(34)), [[10, 34], [20, 34], [34, 57]]);
  t.ok(td.temporarilyDefinedCentres.some((c: { slug: string }) => c.slug === 'sacral'));
  t.equal(td.typeUnderTransit.slug, 'manifesting-generator');
  t.equal(td.natalType.slug, 'manifestor');
  t.equal((await post('/v1/human-design/transit', { chart: RA, timezone: 'Mars/Olympus' })).status, 400);

  const OBAMA = { date: '1961-08-04', time: '19:24:00', timezoneOffset: -10, latitude: 21.3, longitude: -157.86 };
  const OPRAH = { date: '1954-01-29', time: '04:30:00', timezoneOffset: -6, latitude: 33.06, longitude: -89.59 };
  const co = await post('/v1/human-design/composite', { chart1: RA, chart2: OBAMA });
  t.equal(co.status, 200);
  const cd = co.body.data;
  t.match(cd, { person1: { type: { slug: 'manifestor' } }, person2: { type: { slug: 'projector' } } });
  const defined = cd.composite.centres.filter((c: { defined: boolean }) => c.defined).length;
  t.equal(cd.connectionTheme, `${defined}-${9 - defined}`);

  const pe = await post('/v1/human-design/penta', { charts: [RA, OBAMA, OPRAH], names: ['Ra', 'Barack', 'Oprah'] });
  t.equal(pe.status, 200);
  t.equal(pe.body.data.gates.length, 12);
  t.same(pe.body.data.members.map((m: { slug: string }) => m.slug), ['member-1', 'member-2', 'member-3']);
  // Obama's cross gates 33, 19 | 2, 1: he supplies 33, 2 and 1.
  for (const g of [33, 2, 1]) t.ok(pe.body.data.gates.find((x: { gate: number }) => x.gate === g).suppliedBy.includes('Barack'), `gate ${g} from Barack`);
  const bad = await post('/v1/human-design/penta', { charts: [RA, OBAMA, OPRAH], names: ['Ra'] });
  t.equal(bad.status, 400);
  t.equal((await post('/v1/human-design/penta', { charts: [RA, OBAMA] })).status, 400);

  const va = await post('/v1/human-design/variables', RA);
  t.equal(va.status, 200);
  t.match(va.body.data.notation, /^P[LR]{2} D[LR]{2}$/);

  const gi = await post('/v1/human-design/gate-ingresses', { from: '2026-01-01', to: '2026-12-31', bodies: [0] });
  t.equal(gi.status, 200);
  t.equal(gi.body.data.count, 64);
  t.match(gi.body.data.events[0].at, /^2026-01-0\dT\d\d:\d\d:\d\d\+00:00$/);
  t.equal(gi.body.data.events[0].gate, 54, 'the Sun (280.5 deg on 1 January) enters gate 54 at 285.125 deg');
  const far = await post('/v1/human-design/gate-ingresses', { from: '2026-01-01', to: '2027-06-01' });
  t.equal(far.status, 400);
  t.match(far.body.error.details[0].path, 'to');
});

t.test('names in the answer\'s language: core\'s hd-* tables, their English the family\'s own', async (t) => {
  for (const [slug, name] of Object.entries(TYPE_NAMES)) t.equal(term('hd-type', slug, 'en'), name, `type ${slug}`);
  for (const [slug, name] of Object.entries(AUTHORITY_NAMES)) t.equal(term('hd-authority', slug, 'en'), name, `authority ${slug}`);
  for (const [slug, name] of Object.entries(DEFINITION_NAMES)) t.equal(term('hd-definition', slug, 'en'), name, `definition ${slug}`);
  for (const [slug, name] of Object.entries(CENTRE_NAMES)) t.equal(term('hd-centre', slug, 'en'), name, `centre ${slug}`);
  for (const [slug, name] of Object.entries(STRATEGY)) t.equal(term('hd-strategy', slug, 'en'), name, `strategy ${slug}`);
  for (const [slug, name] of Object.entries(NOT_SELF)) t.equal(term('hd-not-self', slug, 'en'), name, `not-self ${slug}`);
  for (const c of CHANNELS) t.equal(term('hd-channel', c.slug, 'en'), c.name, `channel ${c.slug}`);

  // Ra Uru Hu: a Manifestor with splenic authority, single definition, Left Angle Cross of the Clarion 1.
  const RA = { date: '1948-04-09', time: '00:14:00', timezoneOffset: -5, latitude: 45.5, longitude: -73.57 };
  const de = (await post('/v1/human-design/bodygraph?lang=de', RA)).body.data;
  t.match(de, { type: { slug: 'manifestor', name: 'Manifestor' }, authority: { slug: 'splenic', name: 'Milz' }, definition: { slug: 'single', name: 'Einfache Definition' }, strategy: 'Informieren', notSelfTheme: 'Wut' });
  t.equal(de.incarnationCross.name, 'Linkswinkliges Kreuz der Fanfare 1', 'the cross named in German (core hd-cross), its quarter after it');
  t.equal(de.gates.find((g: { body: { slug: string } }) => g.body.slug === 'earth').body.name, 'Erde', 'Earth from core\'s body table');
  t.equal(de.incarnationCross.slug, 'left-angle-cross-of-the-clarion-1', 'the slug stays the index\'s');
  t.match(de.centres.find((c: { slug: string }) => c.slug === 'throat'), { name: 'Kehle', defined: true });
  t.match(de.channels.find((c: { slug: string }) => c.slug === 'initiation'), { gates: [25, 51], name: 'Initiation' });
  const ja = (await post('/v1/human-design/bodygraph?lang=ja', RA)).body.data;
  t.match(ja, { type: { name: 'マニフェスター' }, authority: { name: 'スプリーン' }, strategy: '知らせる', notSelfTheme: '怒り' });
  t.equal(ja.incarnationCross.name, 'クラリオンのレフトアングル・クロス 1');
  t.equal(ja.gates.find((g: { body: { slug: string } }) => g.body.slug === 'earth').body.name, '地球');
  const ar = (await post('/v1/human-design/bodygraph?lang=ar', RA)).body.data;
  t.equal(ar.incarnationCross.name, 'صليب الزاوية اليسرى للنفير 1');
  t.equal(ar.gates.find((g: { body: { slug: string } }) => g.body.slug === 'earth').body.name, 'الأرض');
  const money = (await get('/v1/human-design/channels?lang=uk')).body.data.channels.find((c: { slug: string }) => c.slug === 'money');
  t.equal(money.name, 'Гроші');
  t.match((await get('/v1/human-design/gates/41?lang=fr')).body.data.centre, { slug: 'root', name: 'Racine' });
});

t.test('the incarnation crosses in the 21 languages (core hd-cross): every cross of the index named, the English the index\'s', async (t) => {
  const angles = ['right-angle', 'juxtaposition', 'left-angle'] as const;
  const used = new Set<string>();
  for (const gate of Object.keys(CROSS_INDEX).map(Number)) {
    for (const angle of angles) {
      const en = crossName(gate, angle);
      const theme = en.replace(/^.*? Cross of /, '');
      used.add(hdCrossSlug(angle, theme));
      t.equal(crossNamed(angle, en, 'en'), en, `${en}: the English of the table is the index's`);
      for (const lang of LANG_CODES) {
        const name = crossNamed(angle, en, lang);
        if (/ \d$/.test(en)) t.ok(name.endsWith(en.slice(-2)), `${en} (${lang}): the quarter's number follows`);
        if (lang !== 'en') t.notMatch(name, /Cross of/, `${en} (${lang}) translated`);
      }
    }
  }
  t.same([...used].sort(), [...HD_CROSS_SLUGS].sort(), '112 themes: 16 Right Angle, 64 Juxtaposition, 32 Left Angle, none unused');
  t.equal(HD_CROSS_SLUGS.length, 112);
  // As the German and Japanese Human Design schools write them (codesoflife.com, takeoichikawa.hatenablog.com: 説明のクロス).
  t.equal(crossNamed('right-angle', 'Right Angle Cross of the Sphinx 2', 'de'), 'Rechtwinkliges Kreuz der Sphinx 2');
  t.equal(crossNamed('right-angle', 'Right Angle Cross of Explanation 3', 'ja'), '説明のライトアングル・クロス 3');
  t.equal(crossNamed('juxtaposition', 'Juxtaposition Cross of Listening', 'es'), 'Cruz de Yuxtaposición de la Escucha');
  t.equal(crossNamed('left-angle', 'Left Angle Cross of Healing 1', 'ru'), 'Крест левого угла Исцеления 1');
  t.equal(crossNamed('right-angle', 'Right Angle Cross of the Four Ways 4', 'hi'), 'चार मार्ग का दक्षिण कोण क्रॉस 4');
  for (const lang of LANG_CODES) t.notMatch(bodyName('earth', lang), lang === 'en' ? /^$/ : /^Earth$/, `Earth in ${lang}`);
  t.equal(bodyName('earth', 'de'), 'Erde');
  t.equal(bodyName('earth', 'hi'), 'पृथ्वी');
});

t.test('the settings echo names the house system in the answer\'s language (issue 12), English unchanged', async (t) => {
  const RA = { date: '1948-04-09', time: '00:14:00', timezoneOffset: -5, latitude: 45.5, longitude: -73.57, houseSystem: 'K' };
  for (const path of ['/human-design/bodygraph', '/human-design/variables']) {
    const ja = await post(`/v1${path}`, RA, { 'accept-language': 'ja' });
    t.equal(ja.status, 200, `${path} answers 200 in Japanese`);
    t.equal(ja.body.data.settings.houseSystemName, houseSystemNameIn('K', 'ja'), `${path}: ${houseSystemNameIn('K', 'ja')}`);
  }
  t.equal((await post('/v1/human-design/variables', RA)).body.data.settings.houseSystemName, 'Koch', 'English unchanged');
});
