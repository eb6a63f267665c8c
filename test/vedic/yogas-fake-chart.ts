/** Hand-worked test charts for the yoga and dosha tests: a rashi chart from chosen longitudes. */
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi, signPlace } from '../../plugins/vedic/src/lib/rashi.js';
import type { RashiChart } from '../../plugins/vedic/src/lib/rashi.js';
import { GRAHA_NAMES } from '../../plugins/vedic/src/lib/grahas.js';
import type { GrahaNumber } from '../../plugins/vedic/src/lib/grahas.js';

const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const DELHI = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 5.5, latitude: 28.6139, longitude: 77.209, nodeType: 'true' as const };

/** A chart from chosen sidereal longitudes (lagna, then Sun .. Ketu), for hand-worked examples. */
export function fakeChart(lagna: number, lons: number[], retro: boolean[] = []): RashiChart {
  const l = signPlace(lagna);
  const base = castRashi(DELHI, services);
  return {
    ...base,
    lagna: l,
    grahas: lons.map((lon, g) => {
      const p = signPlace(lon);
      return { ...p, graha: g as GrahaNumber, name: GRAHA_NAMES[g]!, sanskrit: '', latitude: 0, speed: g >= 7 || retro[g] ? -0.05 : 1, retrograde: g >= 7 || !!retro[g], house: ((p.sign - l.sign + 12) % 12) + 1 };
    }),
  };
}
