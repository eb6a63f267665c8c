/**
 * The interpretation of the non-Western reports (plugins/reports/src/lib/readings): every bundle
 * complete in the 21 languages and written in each language's script, the composers' paragraphs
 * for charts whose facts are published (Ra Uru Hu's bodygraph as Jovian Archive prints it:
 * Manifestor, splenic authority, profile 5/1, single definition, Left Angle Cross of the Clarion
 * 1; Decoz's Thomas John Smith: life path 3, soul urge 22; 2000-01-01 a 戊午 day in every
 * Chinese almanac; Delhi 1985-01-26 06:05 with Sagittarius rising and the Moon in Uttara
 * Bhadrapada, as the kundli test finds), the Muhurta Chintamani tithi groups and star classes,
 * and through HTTP each of the five reports' HTML carrying its paragraphs in two or three
 * languages.
 */
import t from 'tap';
import { LANG_CODES } from '@celestial/core';
import { app, post } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { bodygraph } from '../../plugins/divination/src/lib/human-design.js';
import { bodygraphOut } from '../../plugins/divination/src/lib/human-design-view.js';
import { HD_READINGS } from '../../plugins/reports/src/lib/readings/human-design.js';
import { NUMEROLOGY_READINGS } from '../../plugins/reports/src/lib/readings/numerology.js';
import { BAZI_READINGS } from '../../plugins/reports/src/lib/readings/bazi.js';
import { VEDIC_READINGS } from '../../plugins/reports/src/lib/readings/vedic.js';
import { READING_WORDS } from '../../plugins/reports/src/lib/readings/words.js';
import { humanDesignReading, numberReading } from '../../plugins/reports/src/lib/divination.js';
import { leadingTenGod } from '../../plugins/reports/src/lib/chinese.js';
import { starClass, tithiGroup } from '../../plugins/reports/src/lib/vedic.js';
import { labels } from '../../plugins/reports/src/lib/labels.js';

const SCRIPTS: Partial<Record<(typeof LANG_CODES)[number], RegExp>> = {
  uk: /[\u0400-\u04FF]/, ru: /[\u0400-\u04FF]/, el: /[\u0370-\u03FF\u1F00-\u1FFF]/, ar: /[\u0600-\u06FF]/,
  hi: /[\u0900-\u097F]/, ja: /[\u3040-\u30FF\u4E00-\u9FFF]/, ko: /[\uAC00-\uD7AF]/,
};

t.test('every bundle: each key in the 21 languages, in the language\'s script, and not the English', async (t) => {
  const problems: string[] = [];
  for (const b of [HD_READINGS, NUMEROLOGY_READINGS, BAZI_READINGS, VEDIC_READINGS, READING_WORDS]) {
    for (const lang of LANG_CODES) {
      for (const key of b.keys as readonly string[]) {
        const text = (b.table[lang] as Record<string, string>)[key];
        if (!text) problems.push(`${b.name}.${key}.${lang}: missing`);
        else if (SCRIPTS[lang] && !SCRIPTS[lang]!.test(text)) problems.push(`${b.name}.${key}.${lang}: not in its script`);
        else if (lang !== 'en' && text === (b.table.en as Record<string, string>)[key]) problems.push(`${b.name}.${key}.${lang}: the English`);
        if (/[\u0400-\u04FF]/.test(text ?? '') && /[A-Za-z]/.test((text ?? '').replace(/\((dhruva|chara|kshipra|mridu|ugra|mishra|tikshna)\)/, '')) && (lang === 'ru' || lang === 'uk')) problems.push(`${b.name}.${key}.${lang}: Latin letters in Cyrillic`);
      }
    }
  }
  t.same(problems, [], problems.join('\n'));
  t.equal(HD_READINGS.keys.length, 26);
  t.equal(VEDIC_READINGS.keys.length, 53);
});

t.test('Human Design: Ra Uru Hu\'s reading (Manifestor, splenic, 5/1, single, Left Angle)', async (t) => {
  const eph = new SwissEphemeris();
  // 1948-04-09 00:14 EST (-5) = 05:14 UT, Montreal.
  const jd = 2432650.5 + (5 + 14 / 60) / 24;
  const en = humanDesignReading(bodygraphOut(bodygraph(eph, jd), 'en'), 'en');
  t.same(en, [
    'Manifestor: You are here to initiate and to make an impact. Inform those affected before you act; peace is the sign you are on track.',
    'Authority · Splenic: Trust the quiet instinct of the moment. The Spleen speaks once and does not repeat itself.',
    'Profile 5/1: Line 5, the Heretic: others project expectations on you; you bring practical solutions. Line 1, the Investigator: you need a solid foundation and study before you act.',
    'Definition · Single definition: All your defined centres are connected. You process on your own and in your own time.',
    'Left Angle Cross of the Clarion 1: A Left Angle cross is a transpersonal karma. Your purpose is fulfilled through your encounters with others.',
  ]);
  const de = humanDesignReading(bodygraphOut(bodygraph(eph, jd), 'de'), 'de');
  t.equal(de[0], 'Manifestor: Du bist hier, um Dinge anzustoßen und zu bewirken. Informiere die Betroffenen, bevor du handelst; Frieden zeigt dir, dass du richtig liegst.');
  t.equal(de[4], 'Linkswinkliges Kreuz der Fanfare 1: Ein linkswinkliges Kreuz ist ein transpersonales Karma. Deine Bestimmung erfüllt sich in der Begegnung mit anderen.');
  const ja = humanDesignReading(bodygraphOut(bodygraph(eph, jd), 'ja'), 'ja');
  t.equal(ja[1], `${labels('ja').authority} · スプリーン：その瞬間の静かな直感を信頼しましょう。脾臓は一度だけ語り、繰り返しません。`, 'Japanese: full-width colon, no space between sentences');
  t.match(ja[4], /^クラリオンのレフトアングル・クロス 1：/);
});

t.test('numerology: Decoz\'s numbers read (3 and the master 22)', async (t) => {
  t.equal(numberReading('Life path', 3, 'en'), 'Life path 3: Self-expression and joy: words, art and a light touch with people.');
  t.equal(numberReading('Seelenzahl', 22, 'de'), 'Seelenzahl 22: Eine Meisterzahl des Bauens: große Ideale werden zu praktischen Werken.');
  t.equal(numberReading('जीवन पथ', 3, 'hi'), 'जीवन पथ 3: आत्म-अभिव्यक्ति और आनंद: शब्द, कला और लोगों से सहज व्यवहार।');
  t.equal(numberReading('Expression', 0, 'en'), undefined, 'no letters of that kind: no paragraph');
});

t.test('Muhurta Chintamani: the tithi groups and star classes', async (t) => {
  t.same([1, 6, 11, 16, 21, 26].map(tithiGroup), Array(6).fill('nanda'), 'Pratipada, Shashthi, Ekadashi of either paksha');
  t.same([4, 9, 14, 19, 24, 29].map(tithiGroup), Array(6).fill('rikta'), 'the Rikta tithis the finders refuse');
  t.same([5, 10, 15, 30].map(tithiGroup), Array(4).fill('purna'), 'Purnima and Amavasya are Purna');
  t.equal(tithiGroup(13), 'jaya');
  t.equal(tithiGroup(2), 'bhadra');
  t.equal(starClass(4), 'dhruva', 'Rohini fixed');
  t.equal(starClass(26), 'dhruva', 'Uttara Bhadrapada fixed');
  t.equal(starClass(10), 'ugra', 'Magha fierce');
  t.equal(starClass(1), 'kshipra', 'Ashwini swift');
  t.equal(starClass(6), 'tikshna', 'Ardra sharp');
});

t.test('Bazi: the ten god most present weighs the hidden stems', async (t) => {
  const g = (slug: string) => ({ slug, name: slug });
  t.same(leadingTenGod({ stems: [{ pillar: 'year', tenGod: g('bi-jian') }], hiddenStems: [{ pillar: 'month', stem: g('x'), tenGod: g('qi-sha'), weight: 0.6 }, { pillar: 'hour', stem: g('y'), tenGod: g('qi-sha'), weight: 0.6 }] }), g('qi-sha'), '1.2 against 1');
  t.same(leadingTenGod({ stems: [{ pillar: 'year', tenGod: g('bi-jian') }], hiddenStems: [{ pillar: 'month', stem: g('x'), tenGod: g('qi-sha'), weight: 0.7 }] }), g('bi-jian'));
});

t.test('through HTTP: each report carries its interpretation in two or three languages', async (t) => {
  await app({ families: ['reports'] });
  const html = async (kind: string, body: object) => {
    const r = await post(`/v1/reports/${kind}?format=html`, body);
    t.equal(r.status, 200, `${kind} ${JSON.stringify(body).slice(0, 60)}`);
    return String(r.body);
  };
  const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };
  // Kyiv 1990: a Projector, emotional authority, profile 3/5, split, Right Angle Cross of the Maya 2.
  const hdDe = await html('human-design', { chart: KYIV, language: 'de' });
  t.match(hdDe, '<h2>Deutung</h2><p>Projektor: Du bist hier, um andere zu führen und klar zu sehen.');
  t.match(hdDe, '<p>Profil 3/5: Linie 3, der Märtyrer: Du lernst durch Versuch und Irrtum');
  t.match(hdDe, '<p>Rechtwinkliges Kreuz der Maya 2: Ein rechtwinkliges Kreuz ist ein persönliches Schicksal.');
  const hdAr = await html('human-design', { chart: KYIV, language: 'ar' });
  t.match(hdAr, '<h2>التفسير</h2>');
  t.match(hdAr, 'صليب الزاوية اليمنى للمايا');
  t.match(hdAr, 'لا تقرر في فورة اللحظة.');
  const hdJa = await html('human-design', { chart: KYIV, language: 'ja' });
  t.match(hdJa, '<p>プロジェクター：人を導き、はっきりと見抜くために存在します。');
  const numEn = await html('numerology', { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026 });
  t.match(numEn, '<p>Life path 3: Self-expression and joy');
  t.match(numEn, '<p>Soul urge 22: A master number of building');
  t.match(numEn, '<p>Birthday 11: A master number of intuition');
  // Personal year 2026: 11 -> 2, 29 -> 11 -> 2, 2026 -> 10 -> 1; 2 + 2 + 1 = 5 (Decoz, calendar year).
  t.match(numEn, '<p>Personal year 5 (2026): Freedom and change');
  const numHi = await html('numerology', { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026, language: 'hi' });
  t.match(numHi, '<h2>फलादेश</h2><p>जीवन पथ 3: आत्म-अभिव्यक्ति और आनंद');
  // 2000-01-01 12:00 Beijing: day 戊午, month 丙子, year 己卯; Earth strongest, no Metal.
  const BEIJING = { chart: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 8, latitude: 39.9042, longitude: 116.4074 }, gender: 'male' };
  const baziEn = await html('chinese-bazi', BEIJING);
  t.match(baziEn, '<p>Day master · 戊 Wu (Earth): Earth holds and steadies: trust, patience and care.');
  t.match(baziEn, '<p>Strongest element · Earth (45%): Earth holds and steadies');
  t.match(baziEn, '<p>Missing element · Metal: Metal cuts and decides');
  const baziJa = await html('chinese-bazi', { ...BEIJING, language: 'ja' });
  t.match(baziJa, '<p>日主 · 戊 (土)：土は支え安定させます。信、忍耐、面倒見のよさ。日主は');
  t.match(baziJa, '<p>欠けている五行 · 金：金は断ち切り決断します。');
  const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 };
  const kHi = await html('vedic-kundli', { chart: DELHI, language: 'hi' });
  t.match(kHi, '<p>लग्न · धनु: ईमानदार, आशावादी और सिद्धांतवादी; लग्नेश गुरु श्रद्धा और विद्या देता है।</p>');
  t.match(kHi, '<p>चंद्र नक्षत्र · उत्तरा भाद्रपद · ');
  t.match(kHi, 'ध्रुव (स्थिर) नक्षत्र');
  t.match(kHi, '<p>मांगलिक दोष: मंगल कुज भाव में है');
  // The Vedic headings in Hindi too (they read Shodasavarga, Vimshottari, Yogas, Antardasha in every language).
  for (const heading of ['षोडशवर्ग (सोलह वर्ग)', 'विंशोत्तरी ·', '>योग<', '>अन्तर्दशा<']) t.match(kHi, heading);
  t.notMatch(kHi, /Shodasavarga|Vimshottari|>Yogas<|>Antardasha</, 'no Latin heading left');
  // The yogas table names the grahas forming each yoga in Hindi (it showed the rule's English circumstance).
  const yogaRows = [...kHi.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].filter((m) => /योग/.test(m[1]!));
  t.ok(yogaRows.length > 0 && yogaRows.every((m) => !/[A-Za-z]/.test(m[2]!)), `yoga rows with Hindi graha names: ${JSON.stringify(yogaRows.slice(0, 3).map((m) => m[2]))}`);
  const kEn = await html('vedic-kundli', { chart: DELHI });
  t.match(kEn, '<p>Ascendant · Sagittarius: Honest, optimistic and principled; Jupiter, the lagna lord, gives faith and learning.</p>');
  t.match(kEn, /<p>Current mahadasha · [A-Z][a-z]+ \(\d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d\): /);
  t.match(kEn, '<p>Raja yoga: Lords of kendras and trikonas joined');
  const MARRIAGE = { activity: 'marriage', startDate: '2025-01-10', endDate: '2025-01-24', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
  const mDe = await html('muhurta', { ...MARRIAGE, language: 'de' });
  t.match(mDe, /<h2>Deutung<\/h2><p>2025-01-11 12:06–12:29 · 100: Rohini: Ein fester Stern \(dhruva\)/);
  t.match(mDe, 'Trayodashi: Ein Jaya-Tithi (3, 8, 13)');
  t.match(mDe, '<p>Die Wertung ist der Anteil der weicheren Regeln');
  const mHi = await html('muhurta', { ...MARRIAGE, language: 'hi' });
  t.match(mHi, '<h2>फलादेश</h2>');
  t.match(mHi, 'ध्रुव (स्थिर) नक्षत्र: स्थायी');
});
