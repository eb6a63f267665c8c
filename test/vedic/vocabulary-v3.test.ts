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
