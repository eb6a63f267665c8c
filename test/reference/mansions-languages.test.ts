/**
 * Issue 12, task R: the names that stayed English in Japanese and Arabic answers outside the
 * horary family: the lunar mansions of /lunar-mansions and /stream/lunar-mansion (core's
 * lunar-mansion tables, after Agrippa, De occulta philosophia II.33, and Picatrix I.4), the APC
 * house system of /reference/houses and the language names of /i18n/languages. Known answers: the
 * J2000 Moon (223.32 deg) is in mansion 18, al-Qalb (القلب), Agrippa's Alchas.
 */
import t from 'tap';
import { LUNAR_MANSIONS, lunarMansionNamed, lunarMansionOf } from '@celestial/core/astro';
import { term } from '@celestial/core';
import { app, get, post } from '../helpers/app.js';

const J2000 = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.4769, longitude: 0 };

await app({ families: ['reference', 'western', 'platform'] });

t.test('lunarMansionNamed: Agrippa in the Latin-script languages, the Arabic name in Arabic script and in the other scripts', async (t) => {
  const qalb = lunarMansionOf(223.32);
  t.same(lunarMansionNamed(qalb, 'en'), { slug: 'al-qalb', name: 'Alchas', arabicName: 'al-Qalb' });
  t.same(lunarMansionNamed(qalb, 'de'), { slug: 'al-qalb', name: 'Alchas', arabicName: 'al-Qalb' });
  t.same(lunarMansionNamed(qalb, 'ar'), { slug: 'al-qalb', name: 'القلب', arabicName: 'القلب' });
  t.same(lunarMansionNamed(qalb, 'ja'), { slug: 'al-qalb', name: 'アル・カルブ', arabicName: 'アル・カルブ' });
  t.equal(lunarMansionNamed(LUNAR_MANSIONS[0]!, 'tr').arabicName, 'Şerateyn', 'the Turkish menâzil literature');
  t.equal(lunarMansionNamed(LUNAR_MANSIONS[27]!, 'hi').name, 'बत्न अल-हूत');
  t.equal(new Set(LUNAR_MANSIONS.map((m) => m.slug)).size, 28);
  for (const m of LUNAR_MANSIONS) t.equal(term('lunar-mansion', m.slug, 'en'), m.name, `${m.slug}: the English is Agrippa's name of the core table`);
});

t.test('POST /v1/lunar-mansions in Japanese and Arabic: the J2000 Moon in al-Qalb', async (t) => {
  const ja = (await post('/v1/lunar-mansions', J2000, { 'accept-language': 'ja' })).body.data;
  t.match(ja.moon, { mansion: 18, slug: 'al-qalb', name: 'アル・カルブ', arabicName: 'アル・カルブ' });
  const sun = ja.points.find((p: any) => p.point.slug === 'sun');
  t.match(sun, { mansion: 22, slug: 'sad-al-dhabih', name: 'サアド・アル・ザービフ' });
  const ar = (await post('/v1/lunar-mansions', J2000, { 'accept-language': 'ar' })).body.data;
  t.match(ar.moon, { slug: 'al-qalb', name: 'القلب', arabicName: 'القلب' });
  const de = (await post('/v1/lunar-mansions', J2000, { 'accept-language': 'de' })).body.data;
  t.match(de.moon, { slug: 'al-qalb', name: 'Alchas', arabicName: 'al-Qalb' });
});

t.test('POST /v1/stream/lunar-mansion in Hindi: the current and next mansions named in Devanagari, slugs unchanged', async (t) => {
  const r = await post('/v1/stream/lunar-mansion', {}, { 'accept-language': 'hi' });
  t.equal(r.status, 200);
  const d = r.body.data;
  const cur = LUNAR_MANSIONS[d.current.number - 1]!;
  const next = LUNAR_MANSIONS[d.next.number - 1]!;
  t.match(d.current, { slug: cur.slug, name: term('lunar-mansion', cur.slug, 'hi'), arabicName: term('lunar-mansion-arabic', cur.slug, 'hi') });
  t.match(d.next, { slug: next.slug, name: term('lunar-mansion', next.slug, 'hi') });
  t.match(d.current.name, /[\u0900-\u097F]/);
});

t.test('GET /v1/reference/houses: the APC houses spelled out in Japanese and Arabic', async (t) => {
  const ja = (await get('/v1/reference/houses', { 'accept-language': 'ja' })).body.data;
  t.match(ja.houseSystems.find((h: any) => h.code === 'Y'), { slug: 'apc', name: 'アセンダント平行圏ハウス' });
  const ar = (await get('/v1/reference/houses', { 'accept-language': 'ar' })).body.data;
  t.equal(ar.houseSystems.find((h: any) => h.code === 'Y').name, 'بيوت دائرة الطالع الموازية');
});

t.test('GET /v1/i18n/languages: each language named in the answer\'s language, in itself as nativeName', async (t) => {
  const ja = (await get('/v1/i18n/languages', { 'accept-language': 'ja' })).body.data;
  t.match(ja.languages.find((l: any) => l.code === 'uk'), { slug: 'uk', name: 'ウクライナ語', nativeName: 'Українська' });
  const de = (await get('/v1/i18n/languages', { 'accept-language': 'de' })).body.data;
  t.match(de.languages.find((l: any) => l.code === 'hi'), { name: 'Hindi', nativeName: expectNative('hi') });
  t.equal(de.languages.find((l: any) => l.code === 'ja').name, 'Japanisch');
  const en = (await get('/v1/i18n/languages')).body.data;
  t.equal(en.languages.find((l: any) => l.code === 'uk').name, 'Ukrainian');
});

function expectNative(code: string): string {
  return term('language-name', code, code as 'hi');
}
