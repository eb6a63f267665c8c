/**
 * Shadbala (BPHS ch. 27), ishta/kashta (ch. 28), bhava bala, vimshopaka and vaisheshikamsa
 * (ch. 7): the lib against pyjhora (test/oracles/vedic_strength.py -> vectors/vedic-strength.json,
 * 8 charts 1947-2024, Lahiri, true node) where pyjhora follows the text, against worked rules
 * where it does not; the operations through HTTP.
 *
 * Compared with pyjhora: uchcha, ojhayugma, kendradi, drekkana (sthana bala), natonnata,
 * tribhaga and vara bala, sputa drishti, naisargika bala, the Surya Siddhanta mean longitudes
 * of chesta bala, paksha bala for the charts where pyjhora's benefic list is the text's,
 * vaisheshikamsa counts. Tolerances: pyjhora rounds to 0.01 and computes geometric positions
 * (TRUEPOS), up to ~65" from ours, i.e. 0.006 virupa of uchcha bala and 0.04 of drishti;
 * its midnight (drik.midnight) differs from the Sun's lower transit by seconds (0.05 virupa);
 * it counts the Kali ahargana in whole days from a local-time JD (one day of mean motion).
 *
 * Where pyjhora departs from BPHS and the catalogue, the test follows the text:
 * - hora bala: pyjhora's hora order and count give the Sun for Delhi 1990-07-15 14:30 IST; by
 *   BPHS the 9th hora of a Sunday (sunrise 05:37) is Venus';
 * - vara bala before sunrise: pyjhora steps back one day twice (Kolkata 1947-08-15 00:00 gives
 *   Wednesday, Chennai 1985-01-03 05:10 Tuesday); the Vedic days are Thursday's (Jupiter) and
 *   Wednesday's (Mercury);
 * - ayana bala: pyjhora's declinations are not the true ones (Sun on 1990-07-15: 22.06 deg for
 *   21.54) and it applies (24 + d) to the Moon and Saturn too; BPHS reverses them;
 * - saptavargaja (Raman's 22.5/15/7.5/3.75/1.875 in pyjhora; BPHS 20/15/10/4/2 here),
 *   dig bala (pyjhora does not fold the arc and uses KN Rao's bhava madhyas), chesta bala
 *   (pyjhora's Surya Siddhanta path fails in 4.8.7), drik bala (pyjhora quarters Jupiter's
 *   and Mercury's aspects too) are checked by their definitions instead. Bhava bala is compared
 *   with pyjhora's strength.bhava_bala part by part in strength-bhavabala.test.ts.
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { normalizeDegrees } from '@celestial/core/astro';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { limbAngle } from '../../plugins/vedic/src/lib/limbs.js';
import { sputaDrishti } from '../../plugins/vedic/src/lib/drishti.js';
import { ayanaBala, digBala, ishtaKashta, kalaContext, NAISARGIKA, natonnataBala, pakshaBala, shadbala, suryaSiddhantaMean, uchchaBala, drekkanaBala, kendradiBala } from '../../plugins/vedic/src/lib/shadbala.js';
import { bhavaDigBala, dayNightAdjustment, signClass } from '../../plugins/vedic/src/lib/shadbala-bhava.js';
import { sripatiMadhyas } from '../../plugins/vedic/src/lib/bhavas.js';
import { VARGA_SCHEMES, VIMSHOPAKA_WEIGHTS, vaisheshikamsa } from '../../plugins/vedic/src/lib/strength-vargas.js';
import fullOp from '../../plugins/vedic/src/shadbala/full.js';
import sthanaOp from '../../plugins/vedic/src/shadbala/sthana-bala.js';
import digOp from '../../plugins/vedic/src/shadbala/dig-bala.js';
import kalaOp from '../../plugins/vedic/src/shadbala/kala-bala.js';
import chestaOp from '../../plugins/vedic/src/shadbala/chesta-bala.js';
import naisargikaOp from '../../plugins/vedic/src/shadbala/naisargika-bala.js';
import drikOp from '../../plugins/vedic/src/shadbala/drik-bala.js';
import bhavaOp from '../../plugins/vedic/src/bhavabala.js';
import vimshopakaOp from '../../plugins/vedic/src/strength/vimshopaka.js';
import ishtaOp from '../../plugins/vedic/src/strength/ishta-kashta.js';
import vaisheshikamsaOp from '../../plugins/vedic/src/strength/vaisheshikamsa.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-strength.json', import.meta.url), 'utf8'));
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol;
// Births before sunrise, where pyjhora's vara bala steps back a day twice.
const BEFORE_SUNRISE = ['chennai-1985', 'kolkata-1947'];
const SS_DAILY: Record<string, number> = { 0: 0.9856, 2: 0.5241, 3: 4.0924, 4: 0.0831, 5: 1.6022, 6: 0.0335 };

t.test('sthana bala parts, natonnata, tribhaga, vara, drishti, naisargika against pyjhora, 8 charts', async (t) => {
  for (const c of vectors.cases) {
    const chart = castRashi(c.body, services);
    const sb = shadbala(chart, services.ephemeris);
    for (const g of sb.grahas) {
      const i = g.graha;
      t.ok(near(g.sthana.uchcha, c.uchcha[i], 0.02), `${c.name} ${i} uchcha ${g.sthana.uchcha} vs ${c.uchcha[i]}`);
      t.equal(g.sthana.ojhayugma, c.ojhayugma[i], `${c.name} ${i} ojhayugma`);
      t.equal(g.sthana.kendradi, c.kendradi[i], `${c.name} ${i} kendradi`);
      t.equal(g.sthana.drekkana, c.drekkana[i], `${c.name} ${i} drekkana`);
      // pyjhora's natonnata leaves 0-60 a little around noon/midnight; compare inside the range.
      if (c.natonnata[i] >= 0 && c.natonnata[i] <= 60) t.ok(near(g.kala.natonnata, c.natonnata[i], 0.1), `${c.name} ${i} natonnata ${g.kala.natonnata} vs ${c.natonnata[i]}`);
      t.equal(g.kala.tribhaga, c.tribhaga[i], `${c.name} ${i} tribhaga`);
      if (!BEFORE_SUNRISE.includes(c.name)) t.equal(g.kala.vara, c.vara[i], `${c.name} ${i} vara`);
      t.ok(near(g.naisargika, c.naisargika[i], 0.011), `${c.name} ${i} naisargika`);
    }
    for (let a = 0; a < 7; a++) for (let b = 0; b < 7; b++) {
      if (a === b) continue;
      t.ok(near(sputaDrishti(a, chart.grahas[a]!.longitude, chart.grahas[b]!.longitude), c.drishti[a][b], 0.05), `${c.name} drishti ${a}->${b}`);
    }
    for (const [g, mean] of Object.entries<number>(c.ssMean)) {
      const d = Math.abs(normalizeDegrees(suryaSiddhantaMean(Number(g) as 0, chart.jd) - mean + 180) - 180);
      t.ok(d <= SS_DAILY[g]! * 1.05, `${c.name} Surya Siddhanta mean of ${g}: ${d.toFixed(3)} deg apart (pyjhora counts whole days)`);
    }
    // Paksha: pyjhora's list of benefics is the text's (Moon waxing and benefic) in these two charts.
    if (c.name === 'mumbai-2001' || c.name === 'new-york-1969') for (const g of sb.grahas) t.ok(near(g.kala.paksha, c.paksha[g.graha], 0.02), `${c.name} paksha ${g.graha}`);
  }
});

t.test('kala bala by the text where pyjhora departs (hora, vara before sunrise, ayana, paksha)', async (t) => {
  const delhi = castRashi(vectors.cases[0].body, services);
  const ctx = kalaContext(delhi, services.ephemeris);
  // Sunday; Hindu sunrise 05:37:10 IST; 14:30 is in the 9th hora: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun, Venus.
  t.equal(ctx.varaLord, 0);
  t.equal(ctx.horaLord, 5);
  t.equal(ctx.tribhagaLord, 0, '14:30 is in the middle third of the day: the Sun');
  // Kali ahargana: 15 July 1990 is day 1,859,622 from Friday 18 Feb 3102 BCE (JD 588466); (5 + n) mod 7 = 0, a Sunday.
  t.equal(ctx.kaliAhargana, 2448088 - 588466);
  t.equal((5 + ctx.kaliAhargana) % 7, 0);
  const kolkata = castRashi(vectors.cases[6].body, services);
  const k = kalaContext(kolkata, services.ephemeris);
  t.equal(k.varaLord, 4, 'midnight before Friday 15 Aug 1947: still Thursday\'s Vedic day, Jupiter');
  t.equal(k.isDaytime, false);
  t.equal(kalaContext(castRashi(vectors.cases[1].body, services), services.ephemeris).varaLord, 3, 'Thursday 3 Jan 1985 05:10, before sunrise: Wednesday, Mercury');
  // Declination of the Sun from its tropical longitude (latitude ~0): sin d = sin(eps) sin(lambda).
  const lambda = delhi.grahas[0]!.longitude + delhi.ayanamsaValue;
  const eps = services.ephemeris.obliquity(delhi.jd);
  const dec = (Math.asin(Math.sin((eps * Math.PI) / 180) * Math.sin((lambda * Math.PI) / 180)) * 180) / Math.PI;
  t.ok(near(ctx.declinations[0]!, dec, 0.01), `Sun declination ${ctx.declinations[0]} vs ${dec}`);
  t.ok(near(ayanaBala(0, dec), 2 * ((24 + dec) / 48) * 60, 0.02), 'the Sun\'s ayana bala doubled');
  t.equal(ayanaBala(1, -24), 60, 'the Moon strongest at the southern extreme');
  t.equal(ayanaBala(6, 24), 0);
  t.equal(ayanaBala(3, -12), ayanaBala(3, 12), 'Mercury by |d|');
  t.equal(ayanaBala(0, 0, false), 30);
  // Paksha from the elongation (the foundation's tithi angle, Moon - Sun).
  const elong = limbAngle(services.ephemeris, delhi.jd, 'tithi', delhi.settings.chart);
  const folded = elong > 180 ? 360 - elong : elong;
  t.ok(near(pakshaBala(4, ctx.elongation, false), folded / 3, 1e-4));
  t.ok(near(pakshaBala(0, ctx.elongation, false), 60 - folded / 3, 1e-4));
  t.ok(near(pakshaBala(1, ctx.elongation, false), (2 * folded) / 3, 1e-4), 'the Moon doubled');
  t.ok(near(pakshaBala(3, ctx.elongation, true), 60 - folded / 3, 1e-4), 'Mercury with a malefic counts as malefic');
  t.equal(natonnataBala(0, 0), 60, 'Sun at noon');
  t.equal(natonnataBala(6, 0), 0, 'Saturn at noon');
  t.equal(natonnataBala(1, 180), 60, 'Moon at midnight');
  t.equal(natonnataBala(3, 90), 60, 'Mercury always');
});

t.test('sthana, dig, chesta, ishta/kashta by their definitions', async (t) => {
  t.equal(uchchaBala(0, 10), 60, 'Sun at 10 Aries');
  t.equal(uchchaBala(0, 190), 0, 'Sun at 10 Libra');
  t.equal(uchchaBala(6, 20), 0, 'Saturn at 20 Aries');
  t.equal(uchchaBala(4, 95 + 90), 30);
  t.equal(kendradiBala(10), 60); t.equal(kendradiBala(11), 30); t.equal(kendradiBala(12), 15);
  t.equal(drekkanaBala(0, 5), 15); t.equal(drekkanaBala(3, 15), 15); t.equal(drekkanaBala(5, 25), 15); t.equal(drekkanaBala(5, 5), 0);
  const delhi = castRashi(vectors.cases[0].body, services);
  // A Sun placed on the MC has full dig bala, on the IC none; Saturn on the ascendant none.
  const withSun = (lon: number) => ({ ...delhi, grahas: delhi.grahas.map((g) => (g.graha === 0 || g.graha === 6 ? { ...g, longitude: lon } : g)) });
  t.ok(near(digBala(withSun(delhi.mc), 0).digBala, 60, 1e-9));
  t.ok(near(digBala(withSun(delhi.mc + 180), 0).digBala, 0, 1e-9));
  t.ok(near(digBala(withSun(delhi.lagna.longitude), 6).digBala, 0, 1e-9));
  t.ok(near(digBala(withSun(delhi.lagna.longitude + 90), 6).digBala, 30, 1e-9));
  const sb = shadbala(delhi, services.ephemeris);
  // Delhi 1990: Saturn retrograde near opposition to the Sun -> chesta near 60; Jupiter within a degree of the Sun -> near 0.
  t.ok(delhi.grahas[6]!.retrograde);
  t.ok(sb.grahas[6]!.chesta.chestaBala > 55, `Saturn chesta ${sb.grahas[6]!.chesta.chestaBala}`);
  t.ok(sb.grahas[4]!.chesta.chestaBala < 2, `Jupiter chesta ${sb.grahas[4]!.chesta.chestaBala}`);
  for (const g of sb.grahas) {
    t.ok(g.chesta.chestaBala >= 0 && g.chesta.chestaBala <= 60);
    t.ok(near(g.totalVirupas, g.sthana.total + g.dig.digBala + g.kala.total + g.chesta.chestaBala + g.naisargika + g.drik.drikBala, 1e-9));
  }
  t.same(ishtaKashta(60, 60), { ishta: 60, kashta: 0 });
  t.same(ishtaKashta(30, 30), { ishta: 30, kashta: 30 });
  t.same(ishtaKashta(15, 60), { ishta: 30, kashta: 0 });
  t.ok(near(NAISARGIKA[0]!, 60, 1e-12)); t.ok(near(NAISARGIKA[6]!, 60 / 7, 1e-12));
});

t.test('bhava bala parts and varga strengths by their definitions; vaisheshikamsa against pyjhora', async (t) => {
  t.equal(signClass(75), 'human'); t.equal(signClass(250), 'human'); t.equal(signClass(260), 'quadruped');
  t.equal(signClass(275), 'quadruped'); t.equal(signClass(290), 'watery'); t.equal(signClass(215), 'insect'); t.equal(signClass(100), 'watery');
  t.equal(bhavaDigBala(1, 'human'), 60); t.equal(bhavaDigBala(7, 'human'), 0); t.equal(bhavaDigBala(12, 'quadruped'), 40); t.equal(bhavaDigBala(1, 'watery'), 30);
  t.equal(dayNightAdjustment(70, true), 15, 'Gemini (sirshodaya) by day'); t.equal(dayNightAdjustment(70, false), 0);
  t.equal(dayNightAdjustment(10, false), 15, 'Aries (prishtodaya) by night'); t.equal(dayNightAdjustment(345, true), 15, 'Pisces always');
  const delhi = castRashi(vectors.cases[0].body, services);
  const m = sripatiMadhyas(delhi.lagna.longitude, delhi.mc);
  // Sripati's trisected quadrants are Porphyry's cusps: Swiss Ephemeris system 'O' is an independent computation of them.
  const porphyry = services.ephemeris.houses(delhi.jd, delhi.latitude, delhi.longitude, 'O', delhi.settings.chart).cusps;
  porphyry.forEach((c, i) => t.ok(near(normalizeDegrees(c), m[i]!, 1e-6), `madhya ${i + 1} is Porphyry cusp ${i + 1}`));
  t.ok(near(m[0]!, delhi.lagna.longitude, 1e-6), 'the 1st madhya is the lagna');
  t.ok(near(m[9]!, delhi.mc, 1e-6), 'the 10th madhya is the MC');
  t.ok(near(normalizeDegrees(m[1]! - m[0]!), normalizeDegrees(delhi.mc + 180 - delhi.lagna.longitude) / 3, 1e-6), 'quadrant trisected');
  for (const s of VARGA_SCHEMES) t.equal(Object.values(VIMSHOPAKA_WEIGHTS[s]).reduce((a, b) => a + b, 0), 20, `${s} weights sum to 20`);
  for (const c of vectors.cases) {
    const chart = castRashi(c.body, services);
    for (const s of VARGA_SCHEMES) for (let g = 0; g < 7; g++) {
      t.equal(vaisheshikamsa(chart, g as 0, s).count, c.vaisheshikamsa[s][g], `${c.name} ${s} graha ${g}`);
    }
  }
});

t.test('POST /vedic/shadbala/*, /vedic/bhavabala, /vedic/strength/* through HTTP', async (t) => {
  const c = vectors.cases[0];
  const check = async (path: string, op: any) => {
    const res = await post(`/v1${path}`, c.body);
    t.equal(res.status, 200, path);
    t.equal(res.body.ok, true);
    t.equal(schemaErrors(op.response!, res.body.data), null, `${path} schema`);
    t.equal(res.body.data.settings.nodeType, 'true');
    return res.body.data;
  };
  const full = await check('/vedic/shadbala/full', fullOp);
  const sthana = await check('/vedic/shadbala/sthana-bala', sthanaOp);
  const dig = await check('/vedic/shadbala/dig-bala', digOp);
  const kala = await check('/vedic/shadbala/kala-bala', kalaOp);
  const chesta = await check('/vedic/shadbala/chesta-bala', chestaOp);
  const nais = await check('/vedic/shadbala/naisargika-bala', naisargikaOp);
  const drik = await check('/vedic/shadbala/drik-bala', drikOp);
  for (let g = 0; g < 7; g++) {
    const p = full.planets[g];
    t.ok(near(p.sthanaBala, sthana.planets[g].total, 1e-9));
    t.ok(near(p.digBala, dig.planets[g].digBala, 1e-9));
    t.ok(near(p.kalaBala, kala.planets[g].total, 1e-9));
    t.ok(near(p.chestaBala, chesta.planets[g].chestaBala, 1e-9));
    t.ok(near(p.naisargikaBala, nais.planets[g].virupas, 1e-9));
    t.ok(near(p.drikBala, drik.planets[g].drikBala, 1e-9));
    t.ok(near(sthana.planets[g].uchcha, c.uchcha[g], 0.02), 'uchcha as pyjhora');
    t.ok(near(p.ratio, p.totalVirupas / [390, 360, 300, 420, 390, 330, 300][g]!, 1e-9));
  }
  t.same(full.planets.map((p: any) => p.requiredRupas), [6.5, 6, 5, 7, 6.5, 5.5, 5]);
  t.same([...full.planets.map((p: any) => p.rank)].sort(), [1, 2, 3, 4, 5, 6, 7]);
  t.equal(full.strongest.graha, full.planets.find((p: any) => p.rank === 1).graha);
  t.same(kala.lords.hora, { slug: 'venus', name: 'Venus', graha: 5, id: 3 });
  t.same(kala.lords.vara, { slug: 'sun', name: 'Sun', graha: 0, id: 0 }, 'by reference (issue 12)');
  t.equal(kala.planets[0].vara, 45);
  t.equal(chesta.planets[0].meanLongitude, null);
  t.same(nais.planets.map((p: any) => Number(p.virupas.toFixed(2))), [60, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57]);
  // Delhi: Mercury shares Cancer with no malefic? It is with Mars? The drik answer lists the benefics by the rule.
  const benefics = drik.benefics.map((b: any) => b.slug);
  t.ok(benefics.includes('jupiter') && benefics.includes('venus'));
  t.notOk(benefics.includes('moon'), 'a waning Moon (Krishna ashtami) is no benefic');

  const bhava = await check('/vedic/bhavabala', bhavaOp);
  for (const b of bhava.bhavas) {
    const lord = full.planets.find((p: any) => p.name === b.lord.name);
    t.ok(near(b.adhipatiBala, lord.totalVirupas, 1e-9), `bhava ${b.bhava} lord ${b.lord.slug}`);
    t.equal(b.digBala, bhavaDigBala(b.bhava, signClass(b.madhya)));
    t.ok(near(b.totalVirupas, b.adhipatiBala + b.digBala + b.dayNightAdjustment + b.drishtiBala, 1e-9));
  }
  t.ok(near(bhava.bhavas[0].madhya, full.moment ? castRashi(c.body, services).lagna.longitude : 0, 1e-6));

  const vim = await check('/vedic/strength/vimshopaka', vimshopakaOp);
  for (const p of vim.planets) {
    for (const s of ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga']) t.ok(p[s] >= 5 && p[s] <= 20, `${p.name} ${s} in 5-20`);
    t.ok(near(p.shodashavarga, p.vargas.reduce((a: number, v: any) => a + v.points, 0), 1e-9));
  }
  const ik = await check('/vedic/strength/ishta-kashta', ishtaOp);
  for (let g = 0; g < 7; g++) {
    const r = ik.planets[g];
    t.ok(near(r.uchchaBala, sthana.planets[g].uchcha, 1e-9));
    t.ok(near(r.chestaBala, g === 0 ? kala.planets[0].ayana / 2 : g === 1 ? kala.planets[1].paksha / 2 : chesta.planets[g].chestaBala, 1e-9));
    t.ok(near(r.ishta, Math.sqrt(r.uchchaBala * r.chestaBala), 1e-9));
    t.ok(near(r.kashta, Math.sqrt((60 - r.uchchaBala) * (60 - r.chestaBala)), 1e-9));
  }
  const vai = await check('/vedic/strength/vaisheshikamsa', vaisheshikamsaOp);
  for (const r of vai.planets) t.equal(r.count, c.vaisheshikamsa[r.scheme][r.graha], `${r.name} ${r.scheme} count as pyjhora`);

  const bad = await post('/v1/vedic/shadbala/full', { ...c.body, time: '25:00:00' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /time/);
  const badNode = await post('/v1/vedic/bhavabala', { ...c.body, nodeType: 'x' });
  t.equal(badNode.status, 400);
  t.match(JSON.stringify(badNode.body.error.details), /nodeType/);
});
