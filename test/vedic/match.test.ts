/**
 * Marriage matching: the koota tables against pyjhora 4.8.7 (test/oracles/vedic_match.py ->
 * vectors/vedic-match.json, all 27 x 27 star pairs at three pada pairs) koota by koota, and
 * against Muhurta Chintamani where pyjhora departs from it:
 * - tara: pyjhora (since its V3.1.1) gives 1.5 to the counts whose remainder is 3, 5 or 7, the
 *   very taras the text calls bad (Vipat, Pratyak, Naidhana); we follow the text, so tara is
 *   checked here against the rule itself, not pyjhora.
 * - varna: pyjhora maps earth signs to Shudra and air signs to Vaishya; Muhurta Chintamani
 *   (Vivaha 21) has Taurus, Virgo, Capricorn vaishya and Gemini, Libra, Aquarius shudra.
 *   Compared only where neither Moon is in an earth or air sign.
 * - vashya: pyjhora splits Sagittarius and Capricorn by pada (an approximation its own TODO
 *   admits); we split at 15 deg. Compared only outside those two signs.
 * - bhakoot: one typo cell in pyjhora's table (see below).
 */
import fs from 'node:fs';
import t from 'tap';
import { slugsOf } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { ashtakoota, bhakootPoints, countStars, dashakoota, ganaPoints, maitriPoints, moonPlace, nadiDosha, nadiPoints, padaCentre, taraPoints, varnaPoints, vashyaClass, vashyaPoints, yoniPoints, rajjuOf, NAMAKSHARA, payaOf } from '../../plugins/vedic/src/lib/koota.js';
import ashtakootOp from '../../plugins/vedic/src/match/ashtakoot.js';
import dashakootOp from '../../plugins/vedic/src/match/dashakoot.js';
import nadiOp from '../../plugins/vedic/src/match/nadi-dosha.js';
import avakhadaOp from '../../plugins/vedic/src/chart/avakhada.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';
import { MATCH_EXAMPLE } from '../../plugins/vedic/src/lib/koota-charts.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-match.json', import.meta.url), 'utf8'));

t.test('kootas against pyjhora, 2187 star/pada pairs', async (t) => {
  const mismatches: string[] = [];
  let compared = 0;
  for (const r of vectors.rows) {
    const g = moonPlace(padaCentre(r.groom[0], r.groom[1]));
    const b = moonPlace(padaCentre(r.bride[0], r.bride[1]));
    if (g.sign !== r.groomSign || b.sign !== r.brideSign) mismatches.push(`sign ${r.groom} ${r.bride}`);
    const check = (name: string, ours: number, theirs: number) => {
      compared++;
      if (ours !== theirs) mismatches.push(`${name} groom ${r.groom} bride ${r.bride}: ${ours} vs ${theirs}`);
    };
    check('yoni', yoniPoints(g.nakshatra, b.nakshatra), r.yoni);
    check('maitri', maitriPoints(g.sign, b.sign), r.maitri);
    check('gana', ganaPoints(g.nakshatra, b.nakshatra), r.gana);
    // pyjhora's raasi_array has one asymmetric cell, bride Aquarius / groom Cancer = 7 (a 6/8
    // pair, 0 everywhere else in its own table, e.g. bride Cancer / groom Aquarius): a typo.
    if (!(b.sign === 11 && g.sign === 4)) check('bhakoot', bhakootPoints(g.sign, b.sign).points, r.bhakoot);
    check('nadi', nadiPoints(g.nakshatra, b.nakshatra), r.nadi);
    const waterFire = (s: number) => [1, 4, 5, 8, 9, 12].includes(s);
    if (waterFire(g.sign) && waterFire(b.sign)) check('varna', varnaPoints(g.sign, b.sign), r.varna);
    if (![9, 10].includes(g.sign) && ![9, 10].includes(b.sign)) check('vashya', vashyaPoints(g.longitude, b.longitude), r.vashya);
    if (dashakoota(g, b).poruthams[2]!.matched !== r.mahendra) mismatches.push(`mahendra ${r.groom} ${r.bride}`);
    if (dashakoota(g, b).rajjuOk !== r.rajju) mismatches.push(`rajju ${r.groom} ${r.bride}`);
  }
  t.same(mismatches.slice(0, 10), []);
  t.ok(compared > 12000, `compared ${compared}`);
});

t.test('tara, varna and vashya by the text (Muhurta Chintamani, Vivaha prakarana)', async (t) => {
  // Same star: count 1 both ways (Janma tara), not 3/5/7: full 3 points.
  t.equal(taraPoints(1, 1).points, 3);
  // Bride Ashwini, groom Krittika: 3 from the bride (Vipat, bad); from the groom 26 -> 26 mod 9 = 8 (Mitra): 1.5.
  t.same(taraPoints(3, 1), { points: 1.5, fromBride: 3, fromGroom: 8 });
  // Bride Ashwini, groom Mrigashira: 5 (Pratyak) bad; back 24 -> 6 (Sadhana) good.
  t.equal(taraPoints(5, 1).points, 1.5);
  // Bride Bharani, groom Ashlesha: 8 (Mitra); back 21 -> 3 (Vipat).
  t.equal(taraPoints(9, 2).points, 1.5);
  t.equal(countStars(27, 1), 2);
  // Varna: groom Taurus (vaishya), bride Gemini (shudra): 1; groom Gemini, bride Taurus: 0; groom Cancer (vipra) bride anything: 1.
  t.equal(varnaPoints(2, 3), 1);
  t.equal(varnaPoints(3, 2), 0);
  t.equal(varnaPoints(4, 1), 1);
  t.equal(varnaPoints(1, 4), 0);
  // Vashya classes: Dhanu 10 deg human, 20 deg quadruped; Makara 10 deg quadruped, 20 deg aquatic; Simha wild; Vrischika insect.
  t.equal(vashyaClass(250), 1);
  t.equal(vashyaClass(260), 0);
  t.equal(vashyaClass(280), 0);
  t.equal(vashyaClass(290), 2);
  t.equal(vashyaClass(130), 3);
  t.equal(vashyaClass(220), 4);
});

t.test('dashakoota, nadi dosha exceptions, avakhada tables', async (t) => {
  // Bride Ashwini (1), groom Rohini (4): count 4 -> mahendra yes, dina (4 mod 9 = 4) yes, stree-deergha no.
  const d = dashakoota(moonPlace(padaCentre(4, 1)), moonPlace(padaCentre(1, 1)));
  t.equal(d.poruthams[0]!.matched, true);
  t.equal(d.poruthams[2]!.matched, true);
  t.equal(d.poruthams[3]!.matched, false);
  // Ashwini and Jyeshtha are a vedha pair; Mrigashira and Dhanishtha too.
  t.equal(dashakoota(moonPlace(padaCentre(18, 1)), moonPlace(padaCentre(1, 1))).vedhaOk, false);
  t.equal(dashakoota(moonPlace(padaCentre(23, 1)), moonPlace(padaCentre(5, 1))).vedhaOk, false);
  // Rajju: Mrigashira, Chitra, Dhanishtha the head; Ashwini the foot.
  t.equal(rajjuOf(14), 0);
  t.equal(rajjuOf(1), 4);
  // Nadi: Ashwini and Ardra both Adi; Ashwini pada 1 and 3 (same star, different padas): exception.
  const n = nadiDosha(moonPlace(padaCentre(1, 1)), moonPlace(padaCentre(1, 3)));
  t.equal(n.dosha, true);
  t.equal(n.exceptions[0]!.applies, true);
  t.equal(n.effective, false);
  const n2 = nadiDosha(moonPlace(padaCentre(1, 1)), moonPlace(padaCentre(6, 1)));
  t.equal(n2.groomNadi, 'Adi');
  t.equal(n2.brideNadi, 'Adi');
  t.equal(n2.effective, true);
  t.equal(nadiDosha(moonPlace(padaCentre(1, 1)), moonPlace(padaCentre(2, 1))).dosha, false);
  t.same(NAMAKSHARA[0], ['Chu', 'Che', 'Cho', 'La']);
  t.equal(NAMAKSHARA[26]![3], 'Chi');
  t.equal(payaOf(1), 'swarna');
  t.equal(payaOf(9), 'rajata');
  t.equal(payaOf(10), 'tamra');
  t.equal(payaOf(8), 'loha');
  // Total: identical stars and signs -> nadi 0, everything else full save tara: 1+2+3+4+5+6+7+0 = 28.
  const same = ashtakoota(moonPlace(10), moonPlace(10));
  t.equal(same.total, 28);
  t.same(same.doshas, [{ koota: 'nadi' }], 'identical stars: nadi 0, its dosha');
  t.equal(same.verdict, 'excellent', '28 of 36');
});

t.test('HTTP: /vedic/match/* and /vedic/chart/avakhada', async (t) => {
  // The Delhi example: Moon 1990-07-15 14:30 IST sidereal in Aquarius (Shatabhisha) per pyjhora's D1 of vedic-rashi.json.
  const rashi = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-rashi.json', import.meta.url), 'utf8'));
  const moonLon = rashi.cases.find((c: any) => c.name === 'delhi-1990').d1['1'];
  const delhiMoon = moonPlace(moonLon);
  for (const [op, path] of [[ashtakootOp, '/v1/vedic/match/ashtakoot'], [dashakootOp, '/v1/vedic/match/dashakoot'], [nadiOp, '/v1/vedic/match/nadi-dosha']] as const) {
    const r = await post(path, MATCH_EXAMPLE);
    t.equal(r.status, 200, path);
    t.equal(r.body.ok, true);
    t.equal(schemaErrors(op.response, r.body.data), null, path);
    t.equal(r.body.data.groom.moon.nakshatra.number, delhiMoon.nakshatra);
  }
  const a = await post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE);
  t.equal(a.body.data.total, a.body.data.kootas.reduce((s: number, k: any) => s + k.points, 0));
  t.same(a.body.data.kootas.map((k: any) => k.slug), ['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi']);
  t.same(a.body.data.kootas.map((k: any) => k.name), ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
  // The kootas and poruthams named in the answer's language (core's koota table), the slugs unchanged.
  const aHi = await post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE, { 'accept-language': 'hi' });
  t.same(aHi.body.data.kootas.map((k: any) => [k.slug, k.name]).slice(4, 8), [['graha-maitri', 'ग्रह मैत्री'], ['gana', 'गण'], ['bhakoot', 'भकूट'], ['nadi', 'नाड़ी']]);
  t.equal(aHi.body.data.total, a.body.data.total);
  const dk = await post('/v1/vedic/match/dashakoot', MATCH_EXAMPLE, { 'accept-language': 'ja' });
  t.same(dk.body.data.poruthams.map((k: any) => k.slug), ['dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha']);
  t.same(dk.body.data.poruthams.map((k: any) => k.name).slice(0, 3), ['ディナ', 'ガナ', 'マヘーンドラ']);
  t.same([...slugsOf('koota')].sort(), [...new Set([...a.body.data.kootas, ...dk.body.data.poruthams].map((k: any) => k.slug))].sort(), 'the koota table: the eight kootas and ten poruthams, Gana and Yoni once');
  const nd = await post('/v1/vedic/match/nadi-dosha', MATCH_EXAMPLE);
  t.ok(['adi', 'madhya', 'antya'].includes(nd.body.data.groomNadi.slug), 'nadi by slug');
  const av = await post('/v1/vedic/chart/avakhada', DELHI_BIRTH);
  t.equal(av.status, 200);
  t.equal(schemaErrors(avakhadaOp.response, av.body.data), null);
  t.equal(av.body.data.rashi.sign, delhiMoon.sign);
  t.equal(av.body.data.nakshatra.number, delhiMoon.nakshatra);
  t.equal(av.body.data.nakshatra.pada, delhiMoon.pada);
  const bad = await post('/v1/vedic/match/ashtakoot', { chart1: DELHI_BIRTH, chart2: { ...DELHI_BIRTH, latitude: 95 } });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /chart2/);
});
