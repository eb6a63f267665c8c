/** lang: the 21 response languages localise the name members; an unknown code is refused. */
import t from 'tap';
import { LANG_CODES } from '@celestial/core';
import { get } from '../helpers/app.js';
import { I18N } from '../../plugins/reference/src/lib/i18n.js';
import { SIGNS, BODIES, ASPECTS } from '@celestial/core/astro';

t.test('the translation table is complete: every key in all 21 languages, none empty', async (t) => {
  const keys = [
    ...SIGNS.map((s) => `sign.${s.slug}`),
    ...BODIES.filter((b) => b.id <= 12 && b.id !== 13).map((b) => `planet.${b.slug}`),
    ...ASPECTS.map((a) => a.i18nKey),
    'element.fire', 'element.earth', 'element.air', 'element.water',
    'modality.cardinal', 'modality.fixed', 'modality.mutable',
    'polarity.masculine', 'polarity.feminine',
  ];
  for (const key of keys) {
    const row = I18N[key];
    t.ok(row, `${key} is translated`);
    if (!row) continue;
    t.same(Object.keys(row).sort(), [...LANG_CODES].sort(), `${key}: 21 languages`);
    for (const lang of LANG_CODES) t.ok(row[lang] && row[lang].trim() === row[lang], `${key}.${lang} is a non-empty trimmed name`);
  }
  t.equal(I18N['sign.aries']!.en, 'Aries');
  // Names in non-Latin scripts really are in their script.
  t.match(I18N['sign.aries']!.ar, /[\u0600-\u06FF]/);
  t.match(I18N['sign.aries']!.hi, /[\u0900-\u097F]/);
  t.match(I18N['sign.aries']!.el, /[\u0370-\u03FF]/);
  t.match(I18N['planet.sun']!.ko, /[\uAC00-\uD7AF]/);
});

t.test('every language reaches every dictionary with names', async (t) => {
  for (const lang of LANG_CODES) {
    const r = await get(`/v1/reference/signs?lang=${lang}`);
    t.equal(r.status, 200, lang);
    t.equal(r.body.data.signs[0].name, I18N['sign.aries']![lang], `${lang}: Aries`);
  }
  const uk = await get('/v1/reference/planets?lang=uk');
  t.equal(uk.body.data.planets[0].name, 'Сонце');
  const en = await get('/v1/reference/signs');
  t.equal(en.body.data.signs[0].name, 'Aries', 'English without lang');
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
