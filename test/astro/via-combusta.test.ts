import t from 'tap';
import { inViaCombusta, viaCombustaCheck } from '../../plugins/horary/src/lib/via-combusta.js';

t.test('Via Combusta, 15 Libra to 15 Scorpio inclusive (Lilly, CA p. 122)', async (t) => {
  t.ok(inViaCombusta(195));
  t.ok(inViaCombusta(225));
  t.notOk(inViaCombusta(194.999));
  t.notOk(inViaCombusta(225.001));
  t.ok(inViaCombusta(195 + 360));
  const r = viaCombustaCheck(100, 200);
  t.equal(r.moonViaCombusta, false);
  t.equal(r.moonSign, 'Cancer');
  t.equal(r.ascViaCombusta, true);
  t.match(r.warning, /Ascendant/);
  t.equal(viaCombustaCheck(10).warning, null);
  t.equal(viaCombustaCheck(10).ascLongitude, null);
});
