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
