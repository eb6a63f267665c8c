/**
 * The localized horoscope texts: the 21 phrase bundles (plugins/western/data/horoscope-phrases)
 * agree with the English reference key for key and placeholder for placeholder, and every sign
 * horoscope answers in the language SERVICE-SPEC resolves (Accept-Language, then lang, then the
 * body's language, then en), with the same numbers and dates in every language.
 */
import t from 'tap';
import { LANG_CODES, bodyName, defaultLangFor, resolveLang, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { BUNDLES, phrase, placeholders } from '../../plugins/western/src/lib/horoscope-phrases.js';
import { post } from '../helpers/app.js';

t.test('every bundle has the English keys and, per template, the English placeholders', async (t) => {
  t.same([...LANG_CODES].sort(), ['ar', 'cs', 'de', 'el', 'en', 'es', 'fr', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ro', 'ru', 'tr', 'uk', 'vi'], 'the 21 codes of the spec');
  const en = BUNDLES.en;
  const keys = Object.keys(en).sort();
  for (const code of LANG_CODES) {
    const b = BUNDLES[code];
    t.same(Object.keys(b).sort(), keys, `${code}: same keys as en`);
    // One assertion per bundle naming the offending keys, not 137 passing lines per language.
    const present = keys.filter((k) => b[k] !== undefined);
    t.same(present.filter((k) => !b[k]!.trim() && !k.startsWith('list.')), [], `${code}: no empty phrase`);
    t.same(present.filter((k) => placeholders(b[k]!).join() !== placeholders(en[k]!).join()), [], `${code}: every template has the English placeholders`);
  }
  // Translations, not copies of en.json: some words are rightly shared (Indonesian keeps the Latin
  // sign names, many languages say Venus and Mars), but most of a bundle must be its own.
  for (const code of LANG_CODES.filter((c) => c !== 'en')) {
    const same = keys.filter((k) => BUNDLES[code][k] === en[k]).length;
    t.ok(same < keys.length / 4, `${code}: ${same} of ${keys.length} phrases identical to English`);
  }
  t.equal(phrase('xx', 'sign.leo'), BUNDLES.uk['sign.leo'], 'a language outside the 21 reads as uk');
  t.throws(() => phrase('en', 'no.such.key'), /missing/, 'a missing key is a defect, not a silent fallback');
});

t.test('resolveLang: header, then lang query, then body language, then en (uk on /interpret/*)', async (t) => {
  t.equal(resolveLang({ 'accept-language': 'de' }, { lang: 'fr' }, { language: 'ja' }), 'de');
  t.equal(resolveLang({ 'accept-language': 'de-CH,fr;q=0.9' }, {}, {}), 'de', 'the primary subtag');
  t.equal(resolveLang({ 'accept-language': 'xx, fr;q=0.5, ja;q=0.8' }, {}, {}), 'ja', 'by q, unknown tags passed over');
  t.equal(resolveLang({}, { lang: 'fr' }, { language: 'ja' }), 'fr');
  t.equal(resolveLang({}, {}, { language: 'JA' }), 'ja');
  t.equal(resolveLang({ 'accept-language': 'xx' }, {}, { language: 'zz' }), 'en', 'unknown codes fall back to en (DESIGN.md, Vocabulary)');
  t.equal(resolveLang(undefined), 'en');
  t.equal(resolveLang(undefined, {}, {}, defaultLangFor('/interpret/natal')), 'uk', '/interpret/* defaults to uk');
  t.equal(defaultLangFor('/horoscope/daily'), 'en');
});

const signIn = (code: string, slug: string) => BUNDLES[code as 'en'][`sign.${slug}`]!;

t.test('POST /v1/horoscope/daily in en, de, uk, ja: one set of facts, four languages', async (t) => {
  const body = { sign: 'capricorn', date: '2024-01-11' };
  const answers: Record<string, any> = {};
  for (const lang of ['en', 'de', 'uk', 'ja']) {
    const r = await post('/v1/horoscope/daily', body, { 'accept-language': lang });
    t.equal(r.status, 200, r.raw);
    answers[lang] = r.body.data;
    t.equal(r.body.data.language, lang, `${lang} echoed`);
    t.ok(r.body.data.text.overview.includes(signIn(lang, 'capricorn')), `${lang} overview names the sign in ${lang}`);
  }
  const en = answers.en;
  for (const lang of ['de', 'uk', 'ja']) {
    const d = answers[lang];
    for (const k of ['overview', 'love', 'career', 'health']) t.not(d.text[k], en.text[k], `${lang} ${k} differs from en`);
    // Only display members follow the language: the prose, each signName and each body's name (DESIGN.md, Vocabulary).
    const structured = (x: any) => JSON.parse(JSON.stringify({ ...x, text: null, language: null }, (k, v) => (k === 'signName' || k === 'name' ? undefined : v)));
    t.same(structured(d), structured(en), `${lang}: the facts are the English ones`);
    t.equal(d.signName, signName(10, lang as LangCode), `${lang}: the sign (10, Capricorn) is named in ${lang}`);
    t.equal(d.moon.signName, signName(d.moon.sign, lang as LangCode));
    // Each transiting body is a reference: the slug is the English answer's, the name is in the language.
    for (const [i, tr] of d.transits.entries()) t.same([tr.planet.slug, tr.planet.name], [en.transits[i].planet.slug, bodyName(en.transits[i].planet.slug, lang as LangCode)]);
    // Ordinals are words or numerals per language (5th, V, 第5), so compare the dates and ratings.
    const facts = (s: string) => (s.match(/\d{4}-\d{2}-\d{2}(T[\d:]+Z)?|\d\/5/g) ?? []).sort().join(' ');
    t.equal(facts(d.text.overview), facts(en.text.overview), `${lang}: same dates and rating as en`);
  }
  const again = await post('/v1/horoscope/daily', body, { 'accept-language': 'ja' });
  t.same(again.body.data.text, answers.ja.text, 'deterministic per sign, date and language');
});

t.test('the header beats the query; the query beats the body; unknown codes fall back to en', async (t) => {
  const body = { sign: 'leo', date: '2024-04-08' };
  const byHeader = await post('/v1/horoscope/daily?lang=en', body, { 'accept-language': 'de' });
  t.equal(byHeader.body.data.language, 'de');
  t.ok(byHeader.body.data.text.overview.includes(signIn('de', 'leo')));
  const byQuery = await post('/v1/horoscope/daily?lang=fr', { ...body, language: 'ja' });
  t.equal(byQuery.body.data.language, 'fr');
  const byBody = await post('/v1/horoscope/daily', { ...body, language: 'ja' });
  t.equal(byBody.body.data.language, 'ja');
  const unknown = await post('/v1/horoscope/daily', body, { 'accept-language': 'xx' });
  t.equal(unknown.status, 200);
  t.equal(unknown.body.data.language, 'en');
  const none = await post('/v1/horoscope/daily', body);
  t.equal(none.body.data.language, 'en', 'no language at all: en (DESIGN.md, Vocabulary; issue 12)');
  t.same(unknown.body.data.text, none.body.data.text);
});

t.test('every horoscope operation answers in the resolved language', async (t) => {
  const calls: [string, Record<string, unknown>, (d: any) => string][] = [
    ['weekly', { sign: 'taurus', date: '2024-04-03' }, (d) => d.text.overview + d.keyDates.map((k: any) => k.event).join(' ')],
    ['monthly', { sign: 'aries', month: '2024-04' }, (d) => d.text.overview + d.keyDates.map((k: any) => k.event).join(' ')],
    ['yearly', { sign: 'libra', year: 2024 }, (d) => d.text.overview],
    ['love', { sign: 'taurus', date: '2024-01-11' }, (d) => d.text],
    ['career', { sign: 'capricorn', period: 'week', date: '2024-01-11' }, (d) => d.text],
    ['money', { sign: 'leo', period: 'month', date: '2024-01-20' }, (d) => d.text],
    ['health', { sign: 'aries', date: '2024-04-08' }, (d) => d.text],
    ['decan', { sign: 'aries', decan: 3, date: '2024-04-08' }, (d) => d.text],
    ['retrogrades', { sign: 'aries', startDate: '2024-03-01', endDate: '2024-05-31' }, (d) => d.periods.map((p: any) => p.text).join(' ')],
    ['lucky-days', { sign: 'gemini', month: '2024-04' }, (d) => d.days.flatMap((x: any) => x.reasons).join(' ')],
    ['compatibility', { sign1: 'leo', sign2: 'sagittarius' }, (d) => d.summary],
  ];
  for (const [op, body, textOf] of calls) {
    const en = await post(`/v1/horoscope/${op}`, body, { 'accept-language': 'en' });
    t.equal(en.status, 200, `${op} ${en.raw.slice(0, 300)}`);
    const enText = textOf(en.body.data);
    // uk and ja (another script) per operation; de joins them on /daily above.
    for (const lang of ['uk', 'ja']) {
      const r = await post(`/v1/horoscope/${op}`, body, { 'accept-language': lang });
      t.equal(r.body.data.language, lang, `${op} ${lang} echoed`);
      const text = textOf(r.body.data);
      t.not(text, enText, `${op} ${lang} differs from en`);
      const slug = String(body.sign ?? body.sign1);
      if (op !== 'lucky-days' && op !== 'retrogrades') t.ok(text.includes(signIn(lang, slug)), `${op} ${lang} names ${slug} in ${lang}`);
      const dates = (s: string) => (s.match(/\d{4}-\d{2}(-\d{2})?(T[\d:]+Z)?/g) ?? []).sort().join(' ');
      t.equal(dates(text), dates(enText), `${op} ${lang}: the same dates as en`);
    }
  }
});
