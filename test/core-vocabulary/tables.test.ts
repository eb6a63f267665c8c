/**
 * The translation tables (core/src/vocabulary/tables): every concept names every slug in all 21
 * languages of SERVICE-SPEC, and the slugs are the ones the astronomy code uses.
 */
import t from 'tap';
import { CONCEPTS, HOUSE_SLUGS, HOUSE_SYSTEM_SLUG, houseNamed, kebab, LANG_CODES, SIGN_SLUGS, SWISS_ID_OF_SLUG, TABLES, isKebab, slugsOf, term } from '@celestial/core';
import type { Terms } from '@celestial/core';
import { namesInOrder, rowTable } from '../../core/src/vocabulary/tables/rows.js';
import { ASPECTS, BODIES, HOUSE_SYSTEM_CODES, LOTS, NAKSHATRAS, SIGNS } from '@celestial/core/astro';
import { MANILIUS_BODY_PARTS } from '../../plugins/reference/src/lib/zodiac.js';
import { PLACES } from '../../plugins/reference/src/lib/houses.js';
import { PICATRIX_DECAN_IMAGES, decanSlug } from '../../plugins/reference/src/lib/decans.js';

/** The script each non-Latin language writes in (Unicode blocks). */
const SCRIPTS: Partial<Record<(typeof LANG_CODES)[number], RegExp>> = {
  uk: /[\u0400-\u04FF]/, ru: /[\u0400-\u04FF]/, el: /[\u0370-\u03FF\u1F00-\u1FFF]/, ar: /[\u0600-\u06FF]/,
  hi: /[\u0900-\u097F]/, ja: /[\u3040-\u30FF\u4E00-\u9FFF]/, ko: /[\uAC00-\uD7AF]/,
};

t.test('every table names every slug in all 21 languages, trimmed and non-empty', async (t) => {
  const problems: string[] = [];
  for (const concept of CONCEPTS) {
    for (const [slug, row] of Object.entries(TABLES[concept] as Record<string, Terms>)) {
      if (!isKebab(slug)) problems.push(`${concept}.${slug}: slug is not kebab-case`);
      for (const lang of LANG_CODES) {
        const name = row[lang];
        if (typeof name !== 'string' || name.trim() === '' || name.trim() !== name) problems.push(`${concept}.${slug}.${lang}: missing or untrimmed`);
        // Latin letters may stand in a non-Latin name (APC, SD, MC), but the name is written in its script.
        else if (SCRIPTS[lang] && !SCRIPTS[lang]!.test(name)) problems.push(`${concept}.${slug}.${lang}: "${name}" is not in its script`);
      }
      const extra = Object.keys(row).filter((k) => !(LANG_CODES as readonly string[]).includes(k));
      if (extra.length) problems.push(`${concept}.${slug}: unknown languages ${extra.join(',')}`);
    }
  }
  t.same(problems, [], problems.join('\n'));
});

t.test('the slugs are the astronomy code\'s slugs', async (t) => {
  t.same(slugsOf('sign'), SIGNS.map((s) => s.slug));
  t.same(slugsOf('sign'), [...SIGN_SLUGS]);
  t.same(slugsOf('aspect'), ASPECTS.map((a) => a.slug));
  t.same(slugsOf('body-part'), [...SIGN_SLUGS], 'the melothesia by sign');
  t.same(PICATRIX_DECAN_IMAGES.map((_, i) => term('decan-image', decanSlug(i), 'en')), [...PICATRIX_DECAN_IMAGES], 'decan images: the English is the reference family\'s');
  t.same(SIGN_SLUGS.map((s) => term('body-part', s, 'en')), [...MANILIUS_BODY_PARTS], 'the English of the melothesia is the reference family\'s list');
  t.equal(term('body', 'quaoar', 'ru'), 'Квавар');
  t.same(slugsOf('nakshatra'), [...NAKSHATRAS.map((n) => n.slug), 'abhijit']);
  t.same(NAKSHATRAS.map((n) => term('nakshatra-deity', n.slug, 'en')), NAKSHATRAS.map((n) => n.deity), 'deities: the English is the core table\'s');
  t.same(NAKSHATRAS.map((n) => term('nakshatra-symbol', n.slug, 'en')), NAKSHATRAS.map((n) => n.symbol), 'symbols: the English is the core table\'s');
  t.same(slugsOf('lot'), LOTS.map((l) => l.slug));
  t.same(PLACES.map((_, i) => term('house-greek-name', HOUSE_SLUGS[i]!, 'en')), PLACES.map((p) => p.greekName), 'the Greek names: the English is the reference family\'s');
  const topics = [...new Set(PLACES.flatMap((p) => p.topics))];
  t.same(slugsOf('house-topic').sort(), topics.map(kebab).sort(), 'one entry per topic of the twelve places');
  for (const topic of topics) t.equal(term('house-topic', kebab(topic), 'en'), topic, `house-topic ${topic}: the English is the reference family's`);
  t.same(slugsOf('lot-signification'), LOTS.map((l) => l.slug));
  t.same(LOTS.map((l) => term('lot-signification', l.slug, 'en')), LOTS.map((l) => l.signification), 'the English is the core table\'s');
  for (const b of BODIES) {
    t.equal(SWISS_ID_OF_SLUG[b.slug], b.id, `${b.slug} is Swiss ${b.id}`);
    t.equal(term('body', b.slug, 'en'), b.name, `${b.slug}: the same English name as core/src/astro/bodies.ts`);
  }
  t.same(Object.keys(HOUSE_SYSTEM_SLUG).sort(), [...HOUSE_SYSTEM_CODES].sort(), 'every Swiss house-system letter has a slug');
  t.same([...new Set(Object.values(HOUSE_SYSTEM_SLUG))].sort(), slugsOf('house-system').sort(), 'and every slug a letter');
  t.same(slugsOf('house'), [...HOUSE_SLUGS]);
  t.same(HOUSE_SLUGS.slice(0, 3), ['first', 'second', 'third']);
});

t.test('names as the astrological literature writes them (spot checks)', async (t) => {
  t.equal(term('sign', 'cancer', 'de'), 'Krebs');
  t.equal(term('sign', 'cancer', 'hi'), 'कर्क');
  t.equal(term('sign', 'cancer', 'ja'), '蟹座');
  t.equal(term('body', 'sun', 'uk'), 'Сонце');
  t.equal(term('body', 'rahu', 'hi'), 'राहु');
  t.equal(term('nakshatra', 'ashwini', 'hi'), 'अश्विनी');
  t.equal(term('nakshatra', 'purva-phalguni', 'ja'), 'プールヴァ・パールグニー');
  t.equal(term('lunar-phase', 'full-moon', 'fr'), 'Pleine lune');
  t.equal(term('weekday', 'thursday', 'hi'), 'गुरुवार');
  t.equal(term('house', 'tenth', 'de'), '10. Haus');
  t.equal(term('house', 'first', 'en'), '1st house');
  t.equal(term('house', 'twelfth', 'en'), '12th house');
  t.same(houseNamed(11, 'ja'), { slug: 'eleventh', name: '第11ハウス' });
  t.throws(() => houseNamed(13, 'en'), RangeError);
  t.equal(term('dignity', 'exaltation', 'hi'), 'उच्च');
  t.equal(term('lot', 'fortune', 'es'), 'Parte de la Fortuna');
  t.equal(term('house-system', 'placidus', 'ru'), 'Плацидус');
});

t.test('term falls back to English, then to the slug', async (t) => {
  t.equal(term('aspect', 'angle-51', 'de'), 'angle-51', 'a custom aspect the table does not name');
  t.equal(term('sign', 'aries', 'en'), 'Aries');
});

t.test('namesInOrder: a line in fewer columns becomes a 21-language row, the missing languages taking en', async (t) => {
  const text = namesInOrder('test', ['ja', 'en', 'ru'], 'zi-wei|紫微|Zi Wei|Цзы Вэй');
  const row = rowTable(text)['zi-wei']!;
  t.equal(row.ja, '紫微');
  t.equal(row.ru, 'Цзы Вэй');
  t.equal(row.en, 'Zi Wei');
  t.equal(row.de, 'Zi Wei', 'a language not in the order takes the en cell');
  t.equal(row.ko, 'Zi Wei');
  t.throws(() => namesInOrder('test', ['ja', 'en', 'ru'], 'zi-wei|紫微|Zi Wei'), /test row zi-wei: 2 names, expected 3/);
});
