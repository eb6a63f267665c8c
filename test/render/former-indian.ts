/**
 * The Indian chart as the render family drew it before its operations invoked /vedic/chart/rashi
 * and /vedic/divisional/d<n>: from the Vedic family's own cast (castRashi) and varga rule
 * (vargaOf, BPHS ch. 6), built into the answers' shapes the drawing reads. The render tests
 * compare the operations' drawings with it.
 */
import type { LangCode } from '@celestial/core';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { vargaOf } from '../../plugins/vedic/src/lib/vargas.js';
import { grahaNaming } from '../../plugins/vedic/src/lib/vocabulary.js';
import { indianChartOf, vargaNumber } from '../../plugins/render/src/lib/indian.js';
import type { IndianChart, VargaCode } from '../../plugins/render/src/lib/indian.js';

export function formerIndianChart(birth: Parameters<typeof castRashi>[0], services: Parameters<typeof castRashi>[1], code: VargaCode, lang: LangCode): IndianChart {
  const chart = castRashi(birth, services);
  const n = vargaNumber(code);
  const sign = (longitude: number) => vargaOf(longitude, n).signIndex + 1;
  const rashi = {
    lagna: { longitude: chart.lagna.longitude, sign: chart.lagna.sign },
    planets: chart.grahas.map((g) => ({ graha: g.graha, name: grahaNaming(g.graha, lang).name, longitude: g.longitude, sign: g.sign, retrograde: g.retrograde })),
  };
  const varga = { lagna: { sign: sign(chart.lagna.longitude) }, planets: chart.grahas.map((g) => ({ graha: g.graha, sign: sign(g.longitude) })) };
  return indianChartOf(rashi, varga, code, lang);
}
