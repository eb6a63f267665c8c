/** The two-chart input of /vedic/match/* and each partner's Moon, echoed with its moment and settings. */
import { Type } from '@sinclair/typebox';
import type { Ephemeris, LangCode } from '@celestial/core';
import { castRashi } from './rashi.js';
import type { VedicBirthInput, VedicServices } from './rashi.js';
import { ChartEcho, chartEcho, SignPlaceSchema, signPlaceOut, vedicBirthData } from './schemas.js';
import { DELHI_BIRTH } from './examples.js';
import { moonPlace } from './koota.js';
import type { MoonPlace } from './koota.js';

export const TwoChartsBody = Type.Object({
  chart1: vedicBirthData({}),
  chart2: vedicBirthData({}),
}, { description: "chart1 the groom's birth data, chart2 the bride's" });

export const PartnerEcho = Type.Object({ ...ChartEcho, moon: SignPlaceSchema });

/** A second example chart (Mumbai, 1992) for the bride. */
export const MUMBAI_BIRTH = { date: '1992-03-08', time: '06:10:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 } as const;
export const MATCH_EXAMPLE = { chart1: DELHI_BIRTH, chart2: MUMBAI_BIRTH };

export function partnerMoons(body: { chart1: VedicBirthInput; chart2: VedicBirthInput }, services: VedicServices & { ephemeris: Ephemeris }, lang: LangCode) {
  const c1 = castRashi(body.chart1, services);
  const c2 = castRashi(body.chart2, services);
  const m1 = c1.grahas[1]!;
  const m2 = c2.grahas[1]!;
  return {
    groom: moonPlace(m1.longitude) as MoonPlace,
    bride: moonPlace(m2.longitude) as MoonPlace,
    echo: {
      groom: { ...chartEcho(c1, services.ephemeris), moon: signPlaceOut(m1, lang) },
      bride: { ...chartEcho(c2, services.ephemeris), moon: signPlaceOut(m2, lang) },
    },
  };
}
