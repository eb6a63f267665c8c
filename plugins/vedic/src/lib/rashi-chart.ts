/**
 * The rashi chart answer (D1) of /vedic/chart/rashi: the grahas with dignity and combustion,
 * and the twelve whole-sign houses with their lords and occupants.
 */
import { GRAHA_NAMES, isCombust, signDignity, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { SignDignity } from './grahas.js';
import type { RashiChart } from './rashi.js';

export function rashiChartAnswer(chart: RashiChart) {
  const sun = chart.grahas[0]!;
  return {
    ayanamsa: { name: chart.settings.chart.ayanamsa ?? 'lahiri', value: chart.ayanamsaValue },
    lagna: { longitude: chart.lagna.longitude, sign: chart.lagna.sign, signName: chart.lagna.signName, degInSign: chart.lagna.degreeInSign, nakshatra: chart.lagna.nakshatra.name, pada: chart.lagna.pada },
    planets: chart.grahas.map((g) => ({
      graha: g.graha,
      name: g.name,
      longitude: g.longitude,
      sign: g.sign,
      signName: g.signName,
      degInSign: g.degreeInSign,
      house: g.house,
      nakshatra: g.nakshatra.name,
      pada: g.pada,
      nakshatraLord: g.nakshatra.ruler,
      speed: g.speed,
      retrograde: g.retrograde,
      combust: isCombust(g.graha, g.longitude, sun.longitude, g.retrograde),
      dignity: signDignity(g.graha, g.longitude) as SignDignity,
    })),
    houses: Array.from({ length: 12 }, (_, i) => {
      const signIndex = (chart.lagna.sign - 1 + i) % 12;
      const lord = SIGN_LORD[signIndex]!;
      return {
        house: i + 1,
        sign: signIndex + 1,
        signName: SIGN_NAMES_EN[signIndex]!,
        lord: GRAHA_NAMES[lord],
        occupants: chart.grahas.filter((g) => g.sign === signIndex + 1).map((g) => g.name),
      };
    }),
  };
}
