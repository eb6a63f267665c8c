/**
 * Graha yuddha in kala bala (BPHS ch. 27): two of Mars..Saturn within 1 degree are at war; the
 * difference of their sthana, dig and kala (natonnata to hora) balas goes to the victor and is
 * taken from the vanquished. The Delhi 1990 chart with Mars moved next to Saturn.
 */
import t from 'tap';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { shadbala } from '../../plugins/vedic/src/lib/shadbala.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';

const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };

t.test('yuddha bala: Mars half a degree from Saturn', async (t) => {
  const chart = castRashi(DELHI_BIRTH, services);
  t.equal(shadbala(chart, services.ephemeris).wars.length, 0, 'no war in the real chart');
  const sat = chart.grahas[6]!;
  const moved = { ...chart, grahas: chart.grahas.map((g) => (g.graha === 2 ? { ...g, longitude: sat.longitude + 0.5, sign: sat.sign, degreeInSign: sat.degreeInSign + 0.5, house: sat.house } : g)) };
  const sb = shadbala(moved, services.ephemeris);
  t.equal(sb.wars.length, 1);
  const strength = (g: number) => {
    const r = sb.grahas[g]!;
    const k = r.kala;
    return r.sthana.total + r.dig.digBala + k.natonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora;
  };
  const diff = Math.abs(strength(2) - strength(6));
  const winner = strength(2) >= strength(6) ? 2 : 6;
  const loser = winner === 2 ? 6 : 2;
  t.same(sb.wars[0], { winner, loser, difference: sb.wars[0]!.difference });
  t.ok(Math.abs(sb.wars[0]!.difference - diff) < 1e-9);
  t.ok(Math.abs(sb.grahas[winner]!.kala.yuddha - diff) < 1e-9);
  t.ok(Math.abs(sb.grahas[loser]!.kala.yuddha + diff) < 1e-9);
  for (const g of [0, 1, 3, 4, 5]) t.equal(sb.grahas[g]!.kala.yuddha, 0);
});
