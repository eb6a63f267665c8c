import t from 'tap';
import op from '../../plugins/reference/src/aspects.js';
import { ASPECTS } from '@celestial/core/astro';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/aspects', async (t) => {
  const { aspects } = await fetchDictionary(t, op);
  t.equal(aspects.length, ASPECTS.length);
  t.same(aspects.filter((a: any) => a.isMajor).map((a: any) => a.angle).sort((x: number, y: number) => x - y), [0, 60, 90, 120, 180]);
  t.same(aspects.filter((a: any) => !a.isMajor).map((a: any) => a.angle).sort((x: number, y: number) => x - y), [30, 45, 72, 135, 144, 150]);
  const square = aspects.find((a: any) => a.slug === 'square');
  t.match(square, { name: 'Square', angle: 90, harmonic: 4, defaultOrb: 7, nature: 'challenging', color: '#C0392B', i18nKey: 'aspect.square' });
  t.match(aspects.find((a: any) => a.slug === 'conjunction'), { symbol: '\u260C', defaultOrb: 8 });
  t.match(aspects.find((a: any) => a.slug === 'quincunx'), { angle: 150, defaultOrb: 3 });
  for (const a of aspects) {
    const core = ASPECTS.find((k) => k.slug === a.slug)!;
    t.same({ ...a, name: core.name }, { ...core }, `${a.slug}: same orb and colour as /aspects`);
  }
});

t.test('GET /reference/aspects?lang=fr', async (t) => {
  const { aspects } = await fetchDictionary(t, op, '?lang=fr');
  t.equal(aspects.find((a: any) => a.slug === 'trine').name, 'Trigone');
  t.equal(aspects.find((a: any) => a.slug === 'square').name, 'Carré');
});
