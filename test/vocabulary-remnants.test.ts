/**
 * The last English in non-English answers (issue 12, task A), each through HTTP in a language
 * of another script, against names checked by hand (Japanese zodiac names 蟹座/獅子座, the Hindi
 * nadis आदि/मध्य/अन्त्य, the characters 陽/陰) and positions worked out independently:
 *   /progressions/sign-changes   from/to as sign and house references
 *   /lunar-mansions              every point named as the body or angle it is
 *   /vedic/match/nadi-dosha      nadis and exceptions as { slug, name }
 *   /vedic/yogas/all             circumstance as { slug, name } from a per-language sentence
 *   /transits/lunations          a contact's aspect as an aspect reference
 *   /embed/chinese-zodiac        yin/yang in the page's language
 */
import t from 'tap';
import { signReference, term } from '@celestial/core';
import { app, get, post, KYIV } from './helpers/app.js';
import { yinYang } from '../plugins/embed/src/lib/chinese-year.js';
import { MATCH_EXAMPLE } from '../plugins/vedic/src/lib/koota-charts.js';
import { DELHI_BIRTH } from '../plugins/vedic/src/lib/examples.js';

await app({ families: ['western', 'vedic', 'embed'] });

t.test('signReference: sign 1-12, slug and name in the language', async (t) => {
  t.same(signReference(4, 'ja'), { sign: 4, slug: 'cancer', name: '蟹座' });
  t.same(signReference(12, 'de'), { sign: 12, slug: 'pisces', name: 'Fische' });
  t.throws(() => signReference(13, 'en'), RangeError);
});

t.test('/progressions/sign-changes names the signs and houses it changes between', async (t) => {
  const r = await post('/v1/progressions/sign-changes', { ...KYIV, toAge: 40 }, { 'accept-language': 'ja' });
  t.equal(r.status, 200);
  const ev = r.body.data.events;
  // The natal Sun at 22°44' Cancer (112.73) moves ~0.955° a day: Leo at about 7.6 years, Virgo at about 39.
  const sun = ev.filter((e: any) => e.body.slug === 'sun' && e.kind === 'sign');
  t.same(sun.map((e: any) => [e.from, e.to]), [
    [{ sign: 4, slug: 'cancer', name: '蟹座' }, { sign: 5, slug: 'leo', name: '獅子座' }],
    [{ sign: 5, slug: 'leo', name: '獅子座' }, { sign: 6, slug: 'virgo', name: '乙女座' }],
  ]);
  t.ok(Math.abs(sun[0].age - 7.27 / 0.955) < 0.1, `Sun enters Leo at ${sun[0].age}`);
  // A house change goes to the next house forward (direct motion) or back; each side named as a house.
  const houses = ev.filter((e: any) => e.kind === 'house');
  t.ok(houses.length > 0, 'house changes');
  for (const e of houses) {
    t.ok(Number.isInteger(e.from.house) && Number.isInteger(e.to.house), 'house numbers');
    t.ok(e.to.house === (e.from.house % 12) + 1 || e.from.house === (e.to.house % 12) + 1, `${e.from.house} -> ${e.to.house} adjacent`);
    t.match(e.to.name, /^第\d+ハウス$/, 'the house named in Japanese');
  }
  for (const e of ev.filter((x: any) => x.kind === 'sign')) t.equal((e.to.sign + 10) % 12 + 1 === e.from.sign || (e.from.sign + 10) % 12 + 1 === e.to.sign, true, 'adjacent signs');
});

t.test('/lunar-mansions: every point is the body or angle it is, in the language', async (t) => {
  const r = await post('/v1/lunar-mansions', KYIV, { 'accept-language': 'ja' });
  t.equal(r.status, 200);
  const points = r.body.data.points.map((p: any) => p.point);
  t.same(points.map((p: any) => p.slug), ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'ascendant']);
  t.same(points.at(-1), { slug: 'ascendant', name: 'アセンダント' });
  t.same(points[0], { id: 0, slug: 'sun', name: '太陽' });
});

t.test('/vedic/match/nadi-dosha: nadis and exceptions as named results', async (t) => {
  const r = await post('/v1/vedic/match/nadi-dosha', MATCH_EXAMPLE, { 'accept-language': 'hi' });
  t.equal(r.status, 200);
  const d = r.body.data;
  // The nadi of star n (Ashwini 1) runs Adi, Madhya, Antya, Antya, Madhya, Adi and repeats (Muhurta Chintamani).
  const HINDI: Record<string, string> = { adi: 'आदि', madhya: 'मध्य', antya: 'अन्त्य' };
  const nadiOf = (star: number) => ['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'][(star - 1) % 6]!;
  for (const [who, echo] of [['groomNadi', d.groom], ['brideNadi', d.bride]] as const) {
    const slug = nadiOf(echo.moon.nakshatra.number);
    t.same(d[who], { slug, name: HINDI[slug] }, `${who} of star ${echo.moon.nakshatra.number}`);
  }
  t.equal(d.dosha, d.groomNadi.slug === d.brideNadi.slug);
  t.same(d.exceptions.map((e: any) => e.slug), ['same-star-different-padas', 'same-sign-different-stars', 'same-star-different-signs', 'same-lord-of-moon-signs']);
  t.equal(d.exceptions[0].name, 'एक ही नक्षत्र, भिन्न पाद');
  for (const e of d.exceptions) t.notMatch(e.name, /[A-Za-z]/, `${e.slug} in Devanagari`);
});

t.test('/vedic/yogas/all: a circumstance is a slug and a sentence in the language', async (t) => {
  const r = await post('/v1/vedic/yogas/all', DELHI_BIRTH, { 'accept-language': 'ja' });
  t.equal(r.status, 200);
  const withCircumstance = r.body.data.yogas.filter((y: any) => y.circumstance);
  t.ok(withCircumstance.length > 0, 'some yogas formed one of several ways');
  for (const y of withCircumstance) {
    t.type(y.circumstance.slug, 'string');
    t.notMatch(y.circumstance.name, /[A-Za-z]/, `${y.slug} (${y.circumstance.slug}): no Latin letters in Japanese`);
    t.notMatch(y.circumstance.name, /[{}]/, 'every placeholder filled');
  }
  // A raja yoga names a kendra lord and a trikona lord (BPHS ch. 41 sl. 28); a dhana yoga two lords
  // of the 1st, 2nd, 5th, 9th and 11th (BPHS ch. 41 sl. 1), the lower house first.
  const lords = withCircumstance.filter((x: any) => x.circumstance.slug === 'lords-of-houses');
  t.ok(lords.length > 0, 'raja or dhana yogas by their lords');
  for (const y of lords) {
    const m = /^第(\d+)・第(\d+)ハウスの支配星$/.exec(y.circumstance.name);
    const [a, b] = [Number(m?.[1]), Number(m?.[2])];
    const ok = y.slug === 'raja-yoga' ? [1, 4, 7, 10].includes(a) && [1, 5, 9].includes(b) && a !== b : [1, 2, 5, 9, 11].includes(a) && [1, 2, 5, 9, 11].includes(b) && a < b;
    t.ok(m && ok, `${y.slug}: ${y.circumstance.name}`);
  }
});

t.test('/transits/lunations: a contact names its aspect by reference', async (t) => {
  const r = await post('/v1/transits/lunations', { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31' }, { 'accept-language': 'ja' });
  t.equal(r.status, 200);
  const contacts = r.body.data.lunations.flatMap((l: any) => l.contacts);
  t.ok(contacts.length > 0, 'contacts within 3 degrees');
  const NAMES: Record<number, [string, string]> = { 0: ['conjunction', 'コンジャンクション'], 90: ['square', 'スクエア'], 180: ['opposition', 'オポジション'] };
  for (const c of contacts) {
    t.equal(c.aspect.angle, c.angle);
    t.same([c.aspect.slug, c.aspect.name], NAMES[c.angle], `${c.angle}°`);
  }
});

t.test('/embed/chinese-zodiac: yin and yang in the page language', async (t) => {
  t.same(yinYang('yang', 'en'), { slug: 'yang', name: 'Yang', label: '陽 Yang' });
  t.same(yinYang('yin', 'ja'), { slug: 'yin', name: '陰', label: '陰' }, 'Japanese writes the character itself');
  t.same(yinYang('yin', 'uk'), { slug: 'yin', name: 'Інь', label: '陰 Інь' });
  // 3 February 2024 is before Lichun (4 February 2024, 16:27 Beijing): the year gui-mao 癸卯, a yin water stem.
  const ko = await get('/v1/embed/chinese-zodiac?date=2024-02-03&time=12:00:00&tz=8', { 'accept-language': 'ko' });
  t.equal(ko.status, 200);
  t.match(ko.raw, /<span data-polarity="yin">陰 음<\/span>/);
  t.notMatch(ko.raw, />[^<]*\bYin\b/, 'no Latin Yin in Korean');
  const ja = await get('/v1/embed/chinese-zodiac?date=2024-02-05&time=12:00:00&tz=8', { 'accept-language': 'ja' });
  t.match(ja.raw, /<span data-polarity="yang">陽<\/span>/, 'after Lichun: jia-chen 甲辰, a yang wood stem');
  t.equal(term('yin-yang', 'yang', 'ar'), 'يانغ');
});

t.test('found by the English sweep: settings echoes and Jaimini signs in the language', async (t) => {
  const chart = await post('/v1/chart', KYIV, { 'accept-language': 'ja' });
  t.equal(chart.status, 200);
  t.equal(chart.body.data.settings.houseSystemName, 'プラシーダス', 'Placidus in katakana');
  t.equal(chart.body.data.settings.nodeType, 'both', 'an enumeration, not an English sentence');
  const rashi = await post('/v1/vedic/chart/rashi', DELHI_BIRTH, { 'accept-language': 'ja' });
  t.equal(rashi.body.data.settings.houses, 'whole-sign');
  // Delhi, 15 July 1990, 14:30 IST: a Libra lagna (sidereal, Lahiri), as /vedic/yogas' tests read it.
  const karakas = await post('/v1/vedic/jaimini/karakas', DELHI_BIRTH, { 'accept-language': 'ja' });
  t.same(karakas.body.data.lagna, { sign: 7, signName: '天秤座' });
  for (const k of karakas.body.data.chara) t.notMatch(k.signName, /[A-Za-z]/, `${k.slug}: the sign in Japanese`);
  const chara = await post('/v1/vedic/jaimini/chara-dasha', DELHI_BIRTH, { 'accept-language': 'ja' });
  t.equal(chara.body.data.periods[0].signName, '天秤座', 'chara dasha starts from the lagna sign');
});

t.test('/vedic/chart/avakhada: the koota qualities as named results in the language', async (t) => {
  const r = await post('/v1/vedic/chart/avakhada', DELHI_BIRTH, { 'accept-language': 'ja' });
  t.equal(r.status, 200);
  const d = r.body.data;
  // The Moon in Revati pada 4, Pisces (sidereal): Revati is a deva-gana, antya-nadi star with the
  // female elephant for yoni; Pisces, a water sign, is brahmin by varna and jalachara by vashya
  // (Muhurta Chintamani, Vivaha prakarana).
  t.same([d.nakshatra.slug, d.nakshatra.pada, d.rashi.slug], ['revati', 4, 'pisces']);
  t.same([d.varna.slug, d.vashya.slug, d.gana.slug, d.nadi.slug, d.yoni.slug, d.yoni.sex, d.tattva.slug], ['brahmin', 'jalachara', 'deva', 'antya', 'elephant', 'female', 'water']);
  t.same([d.rashi.name, d.yoni.name, d.tattva.name], ['魚座', '象', '水'], 'Pisces, the elephant, water in Japanese');
  for (const k of ['varna', 'vashya', 'gana', 'nadi']) t.notMatch(d[k].name, /[A-Za-z]/, `${k} in katakana`);
});

t.test('/vedic/match/ashtakoot and dashakoot: verdicts are enumerations, doshas named kootas', async (t) => {
  const a = await post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE, { 'accept-language': 'ja' });
  t.equal(a.status, 200);
  const d = a.body.data;
  const byTotal = d.total >= 28 ? 'excellent' : d.total >= 24 ? 'very-good' : d.total >= 18 ? 'acceptable' : 'not-recommended';
  t.equal(d.verdict, byTotal, `${d.total} of 36`);
  const KATAKANA: Record<string, string> = { nadi: 'ナーディー', bhakoot: 'バクート', gana: 'ガナ' };
  const zero = d.kootas.filter((k: any) => k.points === 0 && ['nadi', 'bhakoot', 'gana'].includes(k.slug)).map((k: any) => k.slug).sort();
  t.same(d.doshas.map((x: any) => x.slug).sort(), zero, 'a dosha for each of nadi, bhakoot, gana scoring nothing');
  for (const x of d.doshas) t.equal(x.name, KATAKANA[x.slug]);
  const k = await post('/v1/vedic/match/dashakoot', MATCH_EXAMPLE, { 'accept-language': 'ja' });
  t.ok(['excellent', 'acceptable', 'weak', 'not-recommended'].includes(k.body.data.verdict));
  if (!k.body.data.rajjuOk || !k.body.data.vedhaOk) t.equal(k.body.data.verdict, 'not-recommended');
});
