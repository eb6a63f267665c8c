/**
 * Issue 12, task V3: the last English in the Vedic answers outside yogas, doshas, muhurta and
 * panchang, through HTTP in a non-Latin and a Latin language: each new core table's word (a known
 * answer written here by hand from the table's source, not read back from the code) and its slug.
 * Delhi, 1990-07-15 14:30 IST (lib/examples.ts DELHI_BIRTH).
 */
import t from 'tap';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';
import rashiOp from '../../plugins/vedic/src/chart/rashi.js';
import d60Op from '../../plugins/vedic/src/divisional/d60.js';
import tajikaOp from '../../plugins/vedic/src/varshaphal/tajika-yogas.js';
import yearLordOp from '../../plugins/vedic/src/varshaphal/year-lord.js';
import sahamsOp from '../../plugins/vedic/src/varshaphal/sahams.js';
import baladiOp from '../../plugins/vedic/src/avasthas/baladi.js';
import jagradadiOp from '../../plugins/vedic/src/avasthas/jagradadi.js';
import deeptadiOp from '../../plugins/vedic/src/avasthas/deeptadi.js';
import lajjitadiOp from '../../plugins/vedic/src/avasthas/lajjitadi.js';
import ekadhipatyaOp from '../../plugins/vedic/src/ashtakavarga/ekadhipatya-shodhana.js';
import functionalOp from '../../plugins/vedic/src/chart/functional-nature.js';
import ayurdayaOp from '../../plugins/vedic/src/longevity/ayurdaya.js';
import marakaOp from '../../plugins/vedic/src/longevity/maraka.js';
import arudhaOp from '../../plugins/vedic/src/jaimini/arudha-padas.js';
import karakasOp from '../../plugins/vedic/src/jaimini/karakas.js';
import longevityOp from '../../plugins/vedic/src/jaimini/longevity.js';
import sthiraOp from '../../plugins/vedic/src/jaimini/sthira-karakas.js';
import upapadaOp from '../../plugins/vedic/src/jaimini/upapada.js';
import avakhadaOp from '../../plugins/vedic/src/chart/avakhada.js';

const call = async (path: string, body: unknown, lang: LangCode) => {
  const r = await post(`/v1${path}`, body, { 'accept-language': lang });
  if (r.status !== 200) throw new Error(`${path} ${lang}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

t.test('ayanamsa.name: core ayanamsa table on rashi, kp cusps and the full panchang', async (t) => {
  const hi = await call('/vedic/chart/rashi', DELHI_BIRTH, 'hi');
  t.same(hi.ayanamsa.slug, 'lahiri');
  t.equal(hi.ayanamsa.name, 'लाहिड़ी (चित्रपक्ष)');
  t.equal(schemaErrors(rashiOp.response, hi), null);
  t.equal((await call('/vedic/chart/rashi', DELHI_BIRTH, 'ja')).ayanamsa.name, 'ラヒリ (チトラパクシャ)');
  const raman = await call('/vedic/chart/rashi', { ...DELHI_BIRTH, ayanamsa: 'true-citra' }, 'de');
  t.same([raman.ayanamsa.slug, raman.ayanamsa.name], ['true-citra', 'Wahre Chitra']);
  const kp = await call('/vedic/kp/cusps', DELHI_BIRTH, 'ja');
  t.same([kp.ayanamsa.slug, kp.ayanamsa.name], ['kp', 'クリシュナムルティ・センティラティバン (KP, VP291)']);
  const full = await call('/vedic/panchang/full', DELHI_BIRTH, 'ru');
  t.same([full.ayanamsa.slug, full.ayanamsa.name], ['lahiri', 'Лахири (Читрапакша)']);
});

t.test('deity.name of the amsas: core varga-deity table (BPHS ch. 6)', async (t) => {
  for (const lang of ['ja', 'hi', 'de'] as LangCode[]) {
    const d10 = await call('/vedic/divisional/d10', DELHI_BIRTH, lang);
    for (const p of d10.planets) t.equal(p.deity.name, term('varga-deity', p.deity.slug, lang), `${p.slug} D10 deity in ${lang}`);
  }
  // Known answers: BPHS ch. 6 sl. 15-16, the ten dikpalas; ch. 6 sl. 33-41, the sixty shashtiamsas.
  t.equal(term('varga-deity', 'indra', 'hi'), 'इन्द्र');
  t.equal(term('varga-deity', 'brahma', 'ja'), 'ブラフマー');
  const d60 = await call('/vedic/divisional/d60', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(d60Op.response, d60), null);
  const known: Record<string, string> = { ghora: 'ゴーラ', chandramukhi: 'チャンドラムキー', payodhi: 'パヨーディ', amrita: 'アムリタ' };
  let seen = 0;
  for (const p of [d60.lagna, ...d60.planets]) {
    t.notMatch(p.deity.name, /[A-Za-z]/, `${p.deity.slug} in Japanese script`);
    if (known[p.deity.slug]) { t.equal(p.deity.name, known[p.deity.slug]); seen++; }
  }
  t.ok(seen > 0, 'a known shashtiamsa name seen');
  const d3de = await call('/vedic/divisional/d3', DELHI_BIRTH, 'de');
  t.ok(['Narada', 'Agastya', 'Durvasa'].includes(d3de.lagna.deity.name), 'German keeps the transliteration');
});

t.test('dig bala zero point, vaisheshikamsa amsa, argala grahaName in the answer language', async (t) => {
  const dig = await call('/vedic/shadbala/dig-bala', DELHI_BIRTH, 'ja');
  // BPHS ch. 27: Sun and Mars are weakest at the IC, Moon and Venus at the MC, Mercury and Jupiter
  // at the descendant, Saturn at the ascendant.
  t.same(dig.planets.map((p: any) => [p.slug, p.zeroPointAngle.slug, p.zeroPointAngle.house]),
    [['sun', 'imum-coeli', 4], ['moon', 'midheaven', 10], ['mars', 'imum-coeli', 4], ['mercury', 'descendant', 7], ['jupiter', 'descendant', 7], ['venus', 'midheaven', 10], ['saturn', 'ascendant', 1]]);
  t.equal(dig.planets[6].zeroPointAngle.name, term('chart-angle', 'ascendant', 'ja'));
  t.match(dig.planets[6].zeroPointAngle.name, /^[^A-Za-z]+$/);
  for (const lang of ['hi', 'de'] as LangCode[]) {
    const v = await call('/vedic/strength/vaisheshikamsa', DELHI_BIRTH, lang);
    const named = v.planets.filter((p: any) => p.amsa !== null);
    t.ok(named.length > 0, 'some graha reaches an amsa');
    for (const p of v.planets) t.equal(p.amsa === null, p.count < 2, 'null below 2 vargas');
    for (const p of named) t.equal(p.amsa.name, term('vaisheshikamsa', p.amsa.slug, lang));
  }
  // Known answers (BPHS ch. 7): Parijata (2 of the dashavarga), Bhedaka (2 of the shodashavarga).
  t.equal(term('vaisheshikamsa', 'parijata', 'hi'), 'पारिजात');
  t.equal(term('vaisheshikamsa', 'bhedaka', 'ja'), 'ベーダカ');
  const ar = await call('/vedic/jaimini/argala-analysis', DELHI_BIRTH, 'ja');
  const planets = ar.houses.flatMap((h: any) => [...(h.argalas ?? []), ...(h.virodhargalas ?? [])].flatMap((x: any) => x.planets ?? []));
  t.ok(planets.length > 0);
  for (const p of planets) t.equal(p.grahaName, term('body', p.slug, 'ja'), `${p.slug} grahaName in Japanese`);
  t.ok(planets.some((p: any) => p.slug === 'mercury' && p.grahaName === '水星'), 'Mercury is 水星');
});

t.test('varshaphal: Tajika yoga names and details, office-bearers, varshesha reason, saham formulas', async (t) => {
  const body = { ...DELHI_BIRTH, year: 2024 };
  const ja = await call('/vedic/varshaphal/tajika-yogas', body, 'ja');
  t.equal(schemaErrors(tajikaOp.response, ja), null);
  t.ok(ja.yogas.length > 0);
  for (const y of ja.yogas) {
    t.equal(y.name, term('tajika-yoga', y.slug, 'ja'));
    t.notMatch(y.detail.text, /[A-Za-z]{3,}/, `${y.slug} detail in Japanese`);
    t.notMatch(y.detail.text, /\{\w+\}/, 'every placeholder filled');
  }
  // Known names (Tajika Neelakanthi): Ithasala is इत्थशाल in Hindi and اتصال (ittisal) in Arabic.
  t.equal(term('tajika-yoga', 'ithasala', 'hi'), 'इत्थशाल');
  t.equal(term('tajika-yoga', 'ishrafa', 'ar'), 'انصراف');
  const de = await call('/vedic/varshaphal/tajika-yogas', body, 'de');
  const ishrafa = de.yogas.find((y: any) => y.detail.slug === 'ishrafa');
  if (ishrafa) {
    t.match(ishrafa.detail.text, new RegExp(`^${ishrafa.detail.a.name} trennt sich von ${ishrafa.detail.b.name}, ${ishrafa.detail.aspect.name}`));
    t.ok(['freundlicher Aspekt', 'feindlicher Aspekt'].includes(ishrafa.detail.aspect.name));
  }
  const yl = await call('/vedic/varshaphal/year-lord', body, 'hi');
  t.equal(schemaErrors(yearLordOp.response, yl), null);
  t.same(yl.panchadhikaris.map((o: any) => o.office.slug), ['muntha-lord', 'natal-lagna-lord', 'annual-lagna-lord', 'tri-rashi-lord', 'luminary-sign-lord']);
  t.equal(yl.panchadhikaris[0].office.name, 'मुन्थेश');
  t.equal(yl.panchadhikaris[1].office.name, 'जन्म लग्नेश');
  t.ok(['varshesha-aspecting', 'varshesha-strongest'].includes(yl.varshesha.reason.slug));
  t.equal(yl.varshesha.reason.graha.slug, yl.varshesha.slug, 'the reason names the varshesha');
  t.match(yl.varshesha.reason.text, yl.varshesha.name);
  t.match(yl.varshesha.reason.text, yl.varshesha.reason.office.name);
  const sj = await call('/vedic/varshaphal/sahams', body, 'ja');
  t.equal(schemaErrors(sahamsOp.response, sj), null);
  const punya = sj.sahams.find((s: any) => s.slug === 'punya');
  // Punya saham: Moon - Sun + Lagna by day, Sun - Moon + Lagna by night (Tajika Neelakanthi).
  const day = punya.formulaDay;
  t.same([day.a.slug, day.b.slug, day.c.slug], ['moon', 'sun', 'lagna']);
  t.equal(day.text, `月 - 太陽 + ${term('chart-angle', 'ascendant', 'ja')}`);
  t.same([punya.formulaNight.a.slug, punya.formulaNight.b.slug], ['sun', 'moon']);
  const paradesa = sj.sahams.find((s: any) => s.slug === 'paradesa');
  t.same([paradesa.formulaDay.a.slug, paradesa.formulaDay.a.house, paradesa.formulaDay.b.slug, paradesa.formulaDay.b.house], ['house', 9, 'house-lord', 9]);
  t.equal(paradesa.formulaDay.b.name, '第9ハウスの支配星');
  const jal = (await call('/vedic/varshaphal/sahams', body, 'de')).sahams.find((s: any) => s.slug === 'jalapatana');
  t.equal(jal.formulaDay.a.name, '15°00′00″ Krebs');
});

t.test('avasthas: baladi result, jagradadi/deeptadi reason, lajjitadi reasons as statements', async (t) => {
  const b = await call('/vedic/avasthas/baladi', DELHI_BIRTH, 'hi');
  t.equal(schemaErrors(baladiOp.response, b), null);
  // BPHS ch. 45 sl. 3: Bala a quarter, Kumara half, Yuva full, Vriddha little, Mrita nil.
  const share: Record<string, [string, string]> = { bala: ['result-quarter', 'एक चौथाई'], kumara: ['result-half', 'आधा'], yuva: ['result-full', 'पूर्ण'], vriddha: ['result-little', 'अल्प'], mrita: ['result-nil', 'शून्य'] };
  for (const p of b.planets) t.same([p.result.slug, p.result.name], share[p.avastha], `${p.slug} ${p.avastha}`);
  const j = await call('/vedic/avasthas/jagradadi', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(jagradadiOp.response, j), null);
  for (const p of j.planets) {
    t.notMatch(p.reason.text, /[A-Za-z]{3,}|\{/, `${p.slug}: ${p.reason.text}`);
    if (p.reason.slug === 'sign-of-relation') t.match(p.reason.text, p.reason.lord.name);
    t.equal(p.reason.slug === 'own-sign' || p.reason.slug === 'exaltation-sign', p.avastha === 'jagrat', 'jagrat in own or exaltation sign');
  }
  const d = await call('/vedic/avasthas/deeptadi', DELHI_BIRTH, 'de');
  t.equal(schemaErrors(deeptadiOp.response, d), null);
  // Delhi 1990: Jupiter is combust (Kopa; strength-avasthas.test.ts).
  const jup = d.planets.find((p: any) => p.slug === 'jupiter');
  t.same([jup.avastha, jup.reason.slug], ['kopa', 'combust']);
  t.match(jup.reason.text, /^verbrannt/);
  const l = await call('/vedic/avasthas/lajjitadi', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(lajjitadiOp.response, l), null);
  const reasons = l.planets.flatMap((p: any) => p.reasons);
  t.ok(reasons.length > 0);
  for (const r of reasons) t.notMatch(r.text, /[A-Za-z]{3,}|\{/, `${r.avastha} ${r.slug}: ${r.text}`);
  // Jupiter is with the Sun and aspected (Kshobhita), the grahas by reference.
  const kshobhita = l.planets.find((p: any) => p.slug === 'jupiter').reasons.find((r: any) => r.avastha === 'kshobhita');
  t.equal(kshobhita.slug, 'with-sun-aspected');
  t.ok(kshobhita.grahas.length > 0 && kshobhita.grahas.every((g: any) => kshobhita.text.includes(g.name)));
  t.equal(term('avastha-phrase', 'relation-mitra', 'hi'), 'मित्र');
});

t.test('ekadhipatya steps: signs by number and name, the rule a statement; functional nature reasons', async (t) => {
  const e = await call('/vedic/ashtakavarga/ekadhipatya-shodhana', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(ekadhipatyaOp.response, e), null);
  const steps = e.planets.flatMap((p: any) => p.steps);
  // BPHS ch. 68: the two signs of Mars (Aries, Scorpio), Mercury (Gemini, Virgo), Jupiter (Sagittarius, Pisces), Venus (Taurus, Libra), Saturn (Capricorn, Aquarius).
  t.same(e.planets[0].steps.map((s: any) => s.signs.map((x: any) => x.sign)), [[1, 8], [3, 6], [9, 12], [2, 7], [10, 11]]);
  t.equal(e.planets[0].steps[0].signs[0].signName, '牡羊座');
  for (const s of steps) {
    t.equal(s.rule.text, term('ashtakavarga-rule', s.rule.slug, 'ja'));
    // The rule follows from the numbers: a 0 before leaves both unchanged.
    if (s.before.includes(0)) t.equal(s.rule.slug, 'no-bindus');
  }
  const f = await call('/vedic/chart/functional-nature', DELHI_BIRTH, 'de');
  t.equal(schemaErrors(functionalOp.response, f), null);
  // Delhi 1990: Libra lagna. Saturn owns the 4th and 5th: the yogakaraka of Libra (BPHS ch. 34);
  // Mars owns the 2nd (neutral) and the 7th, a kendra, as a natural malefic.
  t.equal(f.lagna.sign, 7);
  const saturn = f.planets.find((p: any) => p.slug === 'saturn');
  t.same([saturn.nature, saturn.reasons[0].slug, saturn.reasons[0].kendras, saturn.reasons[0].trikonas], ['yogakaraka', 'yogakaraka', [4], [5]]);
  t.equal(saturn.reasons[0].text, 'herrscht über Kendra 4 und Trikona 5: Yogakaraka');
  const mars = f.planets.find((p: any) => p.slug === 'mars');
  t.same(mars.reasons.map((r: any) => [r.slug, r.house]), [['neutral-lord', 2], ['kendradhipati-malefic', 7]]);
  t.equal(mars.reasons[1].text, 'natürlicher Übeltäter als Herrscher von Kendra 7: verliert seine Übeltätigkeit');
  const hi = await call('/vedic/chart/functional-nature', DELHI_BIRTH, 'hi');
  t.equal(hi.planets.find((p: any) => p.slug === 'saturn').reasons[0].text, 'केंद्र 4 और त्रिकोण 5 का स्वामी: योगकारक');
});

t.test('longevity: harana reasons and maraka grounds as statements', async (t) => {
  const a = await call('/vedic/longevity/ayurdaya', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(ayurdayaOp.response, a), null);
  const haranas = a.perPlanet.flatMap((p: any) => p.haranas);
  t.ok(haranas.length > 0);
  for (const h of haranas) {
    t.notMatch(h.reason.text, /[A-Za-z]{2,}|\{/, `${h.slug}: ${h.reason.text}`);
    // BPHS ch. 43: chakrapata in the visible half (houses 7-12), half for a benefic.
    if (h.slug === 'chakrapata') t.ok(h.reason.house >= 7 && h.reason.house <= 12 && h.reason.text.startsWith(`第${h.reason.house}ハウス`));
    if (h.slug === 'astangata') t.equal(h.reason.slug, 'harana-astangata');
  }
  const m = await call('/vedic/longevity/maraka', DELHI_BIRTH, 'de');
  t.equal(schemaErrors(marakaOp.response, m), null);
  // Libra lagna: Mars owns the 2nd (Scorpio) and the 7th (Aries): both grounds on one maraka.
  t.same([m.marakas[0].graha.slug, m.marakas[0].reasons.slice(0, 2).map((r: any) => r.slug)], ['mars', ['maraka-second-lord', 'maraka-seventh-lord']]);
  t.equal(m.marakas[0].reasons[0].text, 'Herrscher von Haus 2 (Maraka-Sthana, das stärkere)');
  const hi = await call('/vedic/longevity/maraka', DELHI_BIRTH, 'hi');
  t.equal(hi.marakas[0].reasons[1].text, 'सप्तमेश (मारक स्थान)');
});

t.test('jaimini: arudha exception, naisargika matters, longevity pairs and decision, sthira karakas, upapada', async (t) => {
  const a = await call('/vedic/jaimini/arudha-padas', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(arudhaOp.response, a), null);
  // Delhi 1990 (Libra lagna): A3 falls in the 3rd itself, the 10th from it taken (BPHS ch. 29).
  t.same(a.padas[2].exception, { slug: 'arudha-in-house', text: 'そのハウス自体に落ちた：そこから10番目を採る' });
  const k = await call('/vedic/jaimini/karakas', DELHI_BIRTH, 'hi');
  t.equal(schemaErrors(karakasOp.response, k), null);
  // BPHS ch. 32 sl. 29-32: the Sun for the 1st (self), Saturn the 8th (longevity).
  t.same([k.naisargika[0].matter, k.naisargika[0].name, k.naisargika[7].name], ['self-vitality', 'आत्म और प्राणशक्ति', 'आयु']);
  const l = await call('/vedic/jaimini/longevity', DELHI_BIRTH, 'de');
  t.equal(schemaErrors(longevityOp.response, l), null);
  t.same(l.pairs.map((p: any) => p.pair.slug), ['pair-lords', 'pair-lagna-hora', 'pair-moon-saturn']);
  t.equal(l.pairs[2].pair.name, 'Mond & Saturn');
  // Two of the pairs give madhya (jaimini.test.ts): two agree.
  t.same(l.decidedBy, { slug: 'two-pairs-agree', text: 'zwei Paare stimmen überein' });
  const sk = await call('/vedic/jaimini/sthira-karakas', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(sthiraOp.response, sk), null);
  t.same(sk.karakas.map((x: any) => x.relative.slug), ['father', 'mother', 'younger-siblings', 'maternal-relatives', 'husband-sons-paternal-relatives', 'wife-in-laws', 'elder-siblings']);
  t.same([sk.karakas[0].relative.name, sk.karakas[1].reason.slug, sk.karakas[1].reason.text], ['父', 'stronger-own-sign', '自分の星座']);
  t.equal(sk.karakas[2].reason, null, 'Mars alone signifies the younger siblings');
  const u = await call('/vedic/jaimini/upapada', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(upapadaOp.response, u), null);
  for (const i of u.indications) t.notMatch(i.text, /[A-Za-z]{2,}|\{/, `${i.slug}: ${i.text}`);
  const last = u.indications.at(-1);
  t.same([last.slug, last.graha.slug], ['upapada-lord-house', 'venus']);
  t.equal(last.text, `ウパパダの支配星金星はウパパダから第${last.house}ハウス`);
});

t.test('avakhada namakshara: IAST and Devanagari, not ASCII English', async (t) => {
  const d = await call('/vedic/chart/avakhada', DELHI_BIRTH, 'ja');
  t.equal(schemaErrors(avakhadaOp.response, d), null);
  // Delhi 1990: the Moon in Revati pada 4, whose syllable is Chi (ची/चि: the avakahada table, Revati De Do Cha Chi).
  t.same([d.nakshatra.number, d.nakshatra.pada], [27, 4]);
  t.same(d.namakshara, { iast: 'Chi', devanagari: 'चि' });
});
