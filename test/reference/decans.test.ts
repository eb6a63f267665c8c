import t from 'tap';
import op from '../../plugins/reference/src/decans.js';
import { FACE_LORDS } from '@celestial/core/astro';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/decans', async (t) => {
  const { decans } = await fetchDictionary(t, op);
  t.equal(decans.length, 36);
  t.same(decans.map((d: any) => d.index), Array.from({ length: 36 }, (_, i) => i + 1));
  t.same(decans.map((d: any) => d.startLongitude), Array.from({ length: 36 }, (_, i) => i * 10));
  t.same(decans.map((d: any) => d.chaldeanRuler), FACE_LORDS, 'Chaldean faces from the core table');
  t.same(decans.slice(0, 3).map((d: any) => d.chaldeanRuler), ['Mars', 'Sun', 'Venus']);
  t.same(decans.slice(0, 3).map((d: any) => d.triplicityRuler), ['Mars', 'Sun', 'Jupiter'], 'Aries drekkanas: Aries, Leo, Sagittarius lords');
  t.same(decans.slice(3, 6).map((d: any) => d.triplicityRuler), ['Venus', 'Mercury', 'Saturn'], 'Taurus drekkanas: Taurus, Virgo, Capricorn lords');
  t.same(decans.slice(33, 36).map((d: any) => d.triplicityRuler), ['Jupiter', 'Moon', 'Mars'], 'Pisces drekkanas: Pisces, Cancer, Scorpio lords');
  t.equal(decans[0].name, 'Chontare');
  t.equal(decans[9].name, 'Sothis', 'Sothis (Sirius) heads Cancer');
  t.equal(decans[35].sign, 'Pisces');
  t.ok(decans.every((d: any) => d.image.length > 10 && d.name.length > 1));
});
