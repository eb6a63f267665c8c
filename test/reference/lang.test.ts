/**
 * The language of the reference dictionaries (DESIGN.md, "Vocabulary"): resolved once by the
 * runtime (Accept-Language, then `lang`; English by default), stated in `language`, and every
 * display name follows it in all 21 languages, read from the core tables.
 */
import t from 'tap';
import { LANG_CODES, term } from '@celestial/core';
import { get } from '../helpers/app.js';

t.test('every language reaches every dictionary with its names', async (t) => {
  for (const lang of LANG_CODES) {
    const signs = await get(`/v1/reference/signs?lang=${lang}`);
    t.equal(signs.status, 200, lang);
    t.equal(signs.body.data.language, lang);
    t.equal(signs.body.data.signs[0].name, term('sign', 'aries', lang), `${lang}: Aries`);
    const lots = await get('/v1/reference/lots', { 'accept-language': lang });
    t.equal(lots.body.data.lots[0].name, term('lot', 'fortune', lang), `${lang}: the Lot of Fortune by Accept-Language`);
  }
  const uk = await get('/v1/reference/planets?lang=uk');
  t.equal(uk.body.data.planets[0].name, 'Сонце');
  const en = await get('/v1/reference/signs');
  t.equal(en.body.data.signs[0].name, 'Aries', 'English without lang');
  t.equal(en.body.data.language, 'en');
});

t.test('Accept-Language wins over lang, q-values read', async (t) => {
  const r = await get('/v1/reference/aspects?lang=fr', { 'accept-language': 'xx, ja;q=0.8, de;q=0.5' });
  t.equal(r.body.data.language, 'ja');
  t.equal(r.body.data.aspects.find((a: any) => a.slug === 'trine').name, term('aspect', 'trine', 'ja'));
  const q = await get('/v1/reference/aspects?lang=fr', { 'accept-language': 'xx' });
  t.equal(q.body.data.language, 'fr', 'an unknown header language passes to lang');
  t.equal(q.body.data.aspects.find((a: any) => a.slug === 'trine').name, 'Trigone');
});

t.test('no display name stays English in a language that writes its own (ja, hi, ar)', async (t) => {
  for (const lang of ['ja', 'hi', 'ar'] as const) {
    const script = { ja: /[\u3040-\u30FF\u4E00-\u9FFF]/, hi: /[\u0900-\u097F]/, ar: /[\u0600-\u06FF]/ }[lang];
    for (const [path, list] of [['signs', 'signs'], ['planets', 'planets'], ['aspects', 'aspects'], ['lots', 'lots'], ['nakshatras', 'nakshatras'], ['elements', 'elements'], ['modalities', 'modalities'], ['polarities', 'polarities'], ['houses', 'houses']] as const) {
      const r = await get(`/v1/reference/${path}?lang=${lang}`);
      const names: string[] = r.body.data[list].map((x: any) => x.name);
      t.same(names.filter((n) => !script.test(n)), [], `${path} in ${lang}`);
    }
  }
});

t.test('an unknown lang is 400 INVALID_INPUT naming lang', async (t) => {
  for (const path of ['signs', 'nakshatras', 'zodiac-systems']) {
    const r = await get(`/v1/reference/${path}?lang=xx`);
    t.equal(r.status, 400);
    t.equal(r.body.ok, false);
    t.equal(r.body.error.code, 'INVALID_INPUT');
    t.ok(Array.isArray(r.body.error.details) && r.body.error.details.some((d: any) => /lang/.test(d.path)), `details name lang: ${JSON.stringify(r.body.error.details)}`);
  }
});

t.test('keyless: no API key needed, and fields/precision shape the answer', async (t) => {
  const r = await get('/v1/reference/nakshatras?precision=4&fields=nakshatras.name,nakshatras.startLongitude');
  t.equal(r.status, 200);
  t.same(r.body.data.nakshatras[1], { name: 'Bharani', startLongitude: 13.3333 });
});

/** Every display string of an answer: the `name` members and the other text members the tables fill. */
function names(x: unknown, at = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(x)) x.forEach((v, i) => names(v, `${at}[${i}]`, out));
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (typeof v === 'string' && /^(name|signName|formatted)$|Name$/.test(k)) out.push([`${at}.${k}`, v]);
      else names(v, `${at}.${k}`, out);
    }
  }
  return out;
}

t.test('every /reference dictionary is complete in the 21 languages: names in the language\'s script, the language stated', async (t) => {
  const PATHS = ['aspects', 'asteroids', 'decans', 'dignities', 'elements', 'glyphs', 'houses', 'lots', 'modalities', 'nakshatras', 'planets', 'polarities', 'signs', 'zodiac-systems'];
  const SCRIPT: Partial<Record<string, RegExp>> = { ja: /[\u3040-\u30FF\u4E00-\u9FFF]/, hi: /[\u0900-\u097F]/, ar: /[\u0600-\u06FF]/, ko: /[\uAC00-\uD7AF]/, el: /[\u0370-\u03FF]/, ru: /[\u0400-\u04FF]/, uk: /[\u0400-\u04FF]/ };
  for (const path of PATHS) {
    const en = names((await get(`/v1/reference/${path}`)).body.data);
    for (const lang of LANG_CODES) {
      const r = await get(`/v1/reference/${path}?lang=${lang}`);
      t.equal(r.status, 200, `${path} ${lang}`);
      if (r.body.data.language !== undefined) t.equal(r.body.data.language, lang, `${path} says ${lang}`);
      const got = names(r.body.data);
      t.equal(got.length, en.length, `${path} ${lang}: the same display members as in English`);
      const script = SCRIPT[lang];
      // Glyph characters and numerals carry no script; everything else is written in the language's own.
      // One kind of member is the same in every language on purpose: an enumeration
      // (`classicalName`: Ptolemy's tropical / solid / bicorporeal, a machine value). The Egyptian
      // decan names (Hephaestion's Chontare ...) are written in each script (core's decan-name table).
      const same = (p: string) => /\.classicalName$/.test(p);
      if (script) t.same(got.filter(([p, v]) => !same(p) && /[A-Za-z]{3}/.test(v) && !script.test(v)).map(([p, v]) => `${p}=${v}`), [], `${path} in ${lang}: no name left in English`);
    }
  }
});
