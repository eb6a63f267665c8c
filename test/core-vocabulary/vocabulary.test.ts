/** core/src/vocabulary: positions, sign numbers, the two body numberings, instants and kebab-case, with known answers. */
import t from 'tap';
import {
  GRAHA_OF_SLUG, PositionMembers, SWISS_ID_OF_SLUG, bodyName, bodySlug, formatDegrees, grahaSlug, isKebab, isoWithOffset,
  jdToIsoWithOffset, jdToMillis, kebab, named, position, signName, signOf, signSlug, INSTANT_PATTERN, UTC_INSTANT_PATTERN,
} from '@celestial/core';
import { Type } from '@sinclair/typebox';
import { schemaErrors } from '../helpers/app.js';

t.test('signOf: 1 (Aries) ... 12 (Pisces), any longitude', async (t) => {
  t.equal(signOf(0), 1);
  t.equal(signOf(29.999999), 1);
  t.equal(signOf(30), 2);
  t.equal(signOf(112.766), 4, 'Cancer');
  t.equal(signOf(359.9999), 12);
  t.equal(signOf(360), 1, '360 is 0');
  t.equal(signOf(-0.5), 12, 'negative longitudes wrap');
  t.equal(signOf(720.5), 1);
  t.equal(signSlug(4), 'cancer');
  t.throws(() => signSlug(0), RangeError, 'signs are 1-based');
  t.equal(signName(10, 'ko'), '염소자리');
});

t.test('formatDegrees: degrees, minutes, truncated seconds and the sign in the language', async (t) => {
  const lon = 90 + 22 + 45 / 60 + 58 / 3600; // 22°45′58″ Cancer exactly
  t.equal(formatDegrees(lon, 'en'), '22°45′58″ Cancer');
  t.equal(formatDegrees(lon, 'de'), '22°45′58″ Krebs');
  t.equal(formatDegrees(lon, 'hi'), '22°45′58″ कर्क');
  t.equal(formatDegrees(119.9999999, 'en'), '29°59′59″ Cancer', 'never rounds into the next sign');
  t.equal(formatDegrees(0, 'en'), '0°00′00″ Aries');
  t.equal(formatDegrees(-30, 'uk'), '0°00′00″ Риби', '330° is 0° Pisces');
  t.equal(formatDegrees(15 + 1 / 60 + 2.9999 / 3600, 'en'), '15°01′02″ Aries');
});

t.test('position: the members every position carries, valid against PositionMembers', async (t) => {
  const p = position(-0.5, 'ja');
  t.same(p, { longitude: 359.5, sign: 12, signName: '魚座', degreeInSign: 29.5, formatted: '29°30′00″ 魚座' });
  t.equal(schemaErrors(Type.Object(PositionMembers), position(123.456, 'en')), null);
  t.equal(schemaErrors(Type.Object(PositionMembers), position(360, 'en')), null, '360 reads as 0');
});

t.test('the two numberings meet in the slug', async (t) => {
  t.equal(bodySlug(4), 'mars', 'Swiss 4 is Mars (SE_MARS)');
  t.equal(grahaSlug(2), 'mars', 'graha 2 is Mars (Sun, Moon, Mars ...)');
  t.equal(SWISS_ID_OF_SLUG.mars, 4);
  t.equal(GRAHA_OF_SLUG.mars, 2);
  t.equal(GRAHA_OF_SLUG.mercury, 3);
  t.equal(GRAHA_OF_SLUG.rahu, 7);
  t.equal(GRAHA_OF_SLUG.ketu, 8);
  t.equal(bodySlug(10), 'mean-node');
  t.equal(bodySlug(12), 'lilith');
  t.equal(bodySlug(14), undefined, 'Earth is not placed');
  t.throws(() => grahaSlug(9), RangeError);
  t.equal(bodyName(0, 'de'), 'Sonne');
  t.equal(bodyName('ketu', 'ja'), 'ケートゥ');
  t.same(named('aspect', 'trine', 'es'), { slug: 'trine', name: 'Trígono' });
});

t.test('isoWithOffset: seconds and the zone offset; expanded years', async (t) => {
  t.equal(isoWithOffset(Date.UTC(2025, 5, 18, 0, 46, 12), 180), '2025-06-18T03:46:12+03:00');
  t.equal(isoWithOffset(Date.UTC(2025, 5, 18, 0, 46, 12, 600), 180), '2025-06-18T03:46:13+03:00', 'rounded to the second');
  t.equal(isoWithOffset(new Date(Date.UTC(2025, 0, 1)), 0), '2025-01-01T00:00:00+00:00', '+00:00 when no zone');
  t.equal(isoWithOffset(Date.UTC(2025, 0, 1), -330), '2024-12-31T18:30:00-05:30');
  t.equal(isoWithOffset(Date.UTC(2025, 0, 1), 345), '2025-01-01T05:45:00+05:45', 'Nepal');
  t.equal(isoWithOffset(0, 122.0667), '1970-01-01T02:02:00+02:02', 'an LMT offset is written and applied to the minute');
  const yearMinus1 = new Date(Date.UTC(2000, 11, 31, 12));
  yearMinus1.setUTCFullYear(-1);
  t.equal(isoWithOffset(yearMinus1, 0), '-000001-12-31T12:00:00+00:00', 'ISO 8601 expanded year');
  t.equal(jdToIsoWithOffset(2451545.0), '2000-01-01T12:00:00+00:00', 'J2000.0 is 2000-01-01 12:00 TT-free UT');
  t.equal(jdToMillis(2440587.5), 0, 'the Unix epoch');
  t.throws(() => isoWithOffset(Number.NaN));
  const re = new RegExp(INSTANT_PATTERN);
  t.ok(re.test('2025-06-18T03:46:12+03:00'));
  t.ok(re.test('-000001-12-31T12:00:00+00:00'));
  t.notOk(re.test('2025-06-18T03:46:12Z'), 'Z is UTC only');
  t.ok(new RegExp(UTC_INSTANT_PATTERN).test('2025-06-18T00:46:12Z'));
});

t.test('kebab: the spellings the code base grew', async (t) => {
  t.equal(kebab('waxingSquare'), 'waxing-square');
  t.equal(kebab('Trine'), 'trine');
  t.equal(kebab('sextile sinister'), 'sextile-sinister');
  t.equal(kebab('PART_OF_FORTUNE'), 'part-of-fortune');
  t.equal(kebab('Purva Phalguni'), 'purva-phalguni');
  t.equal(kebab('Gaja Kesari'), 'gaja-kesari');
  t.equal(kebab('Pérégrin'), 'peregrin', 'diacritics dropped');
  t.ok(isKebab('waxing-crescent'));
  t.notOk(isKebab('waxingCrescent'));
  t.notOk(isKebab('-a'));
});

t.test('kebab: a spelling asked again, and after the memo started over, answers the same', async (t) => {
  t.equal(kebab('Pérégrin'), 'peregrin', 'from the memo');
  const wrong = Array.from({ length: 5000 }, (_, i) => i).filter((i) => kebab(`Caller Label ${i}`) !== `caller-label-${i}`);
  t.same(wrong, [], '5,000 spellings of a caller, each right');
  t.equal(kebab('waxingSquare'), 'waxing-square', 'after more spellings than the memo holds');
  t.equal(kebab('PART_OF_FORTUNE'), 'part-of-fortune');
});
