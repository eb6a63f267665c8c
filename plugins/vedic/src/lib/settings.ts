/**
 * The conventions where Vedic schools and programs differ, selectable per request and echoed
 * in every answer (`settings`), because "it doesn't match Jagannatha Hora" is the complaint
 * users file most. Each member is optional; the defaults are stated in the schema.
 *
 * - ayanamsa: from the birth data (`ayanamsa` by name or `ayanamsaId`), Lahiri when omitted.
 * - nodeType: Rahu as the mean node (the Surya Siddhanta and most Indian almanacs) or the true
 *   (osculating) node (Jagannatha Hora's and pyjhora's default). Ketu is Rahu + 180.
 * - sunrise: `hindu` = centre of the disc on the true horizon without refraction (Surya
 *   Siddhanta; Swiss SE_BIT_HINDU_RISING), or `upper-limb` = upper limb with standard
 *   refraction (the civil almanac sunrise).
 * - dashaYear: the year dashas are measured in: `gregorian` 365.2425 days, `sidereal`
 *   365.256363 days (Jagannatha Hora's default), or `savana` 360 days (BPHS ch. 46 reads the
 *   dasha year as a savana year of 360 civil days in some schools).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';
import { chartSettings, DASHA_YEARS, DASHA_YEAR_DAYS } from '@celestial/core/astro';
import type { ChartSettings, DashaYear, ZodiacInput } from '@celestial/core/astro';

export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export const SUNRISE_CONVENTIONS = ['hindu', 'upper-limb'] as const;
export type SunriseConvention = (typeof SUNRISE_CONVENTIONS)[number];
// The dasha years live in core (core/src/astro/dasha.ts), shared with the dasha-change webhook.
export { DASHA_YEARS, DASHA_YEAR_DAYS };
export type { DashaYear };

/** Request members every Vedic chart operation accepts (added to the birth data). */
export const VedicOptions = {
  nodeType: Type.Optional(StringEnum(NODE_TYPES, { description: 'Rahu as the mean or the true node; Ketu opposite', default: 'mean' })),
  node: Type.Optional(StringEnum(NODE_TYPES, { description: 'the catalogue\'s name for nodeType; nodeType wins when both are sent' })),
  sunrise: Type.Optional(StringEnum(SUNRISE_CONVENTIONS, { description: 'hindu: disc centre, no refraction (almanacs); upper-limb: upper limb with refraction', default: 'hindu' })),
  dashaYear: Type.Optional(StringEnum(DASHA_YEARS, { description: 'dasha year length: gregorian 365.2425 d, sidereal 365.256363 d, savana 360 d', default: 'gregorian' })),
};

export interface VedicOptionsInput extends ZodiacInput {
  nodeType?: NodeType;
  node?: NodeType;
  sunrise?: SunriseConvention;
  dashaYear?: DashaYear;
}

export interface VedicSettings {
  chart: ChartSettings;
  nodeType: NodeType;
  sunrise: SunriseConvention;
  dashaYear: DashaYear;
}

/** Sidereal always (the `zodiacType` of the birth data is not read: Vedic charts are sidereal). */
export function vedicSettings(input: VedicOptionsInput): VedicSettings {
  const chart = chartSettings({ ...input, zodiacType: 'sidereal', houseSystem: input.houseSystem ?? 'W' }, 'sidereal');
  return { chart, nodeType: input.nodeType ?? input.node ?? 'mean', sunrise: input.sunrise ?? 'hindu', dashaYear: input.dashaYear ?? 'gregorian' };
}

export const VedicSettingsEcho = Type.Object({
  zodiacType: Type.Literal('sidereal'),
  ayanamsa: Type.String({ description: 'ayanamsa slug' }),
  ayanamsaId: Type.Integer({ description: 'Swiss Ephemeris SE_SIDM number' }),
  ayanamsaValue: Type.Number({ description: 'ayanamsa at the chart moment, degrees' }),
  nodeType: StringEnum(NODE_TYPES),
  sunrise: StringEnum(SUNRISE_CONVENTIONS),
  dashaYear: StringEnum(DASHA_YEARS),
  dashaYearDays: Type.Number(),
  // An enumeration, not an English sentence (issue 12: the echo read the same English in every language).
  houses: Type.Literal('whole-sign', { description: 'how houses are counted: whole signs from the sidereal lagna (rashi = bhava) unless the operation says otherwise' }),
});
export type VedicSettingsEchoT = Static<typeof VedicSettingsEcho>;

export function vedicSettingsEcho(s: VedicSettings, ayanamsaValue: number): VedicSettingsEchoT {
  return {
    zodiacType: 'sidereal',
    ayanamsa: s.chart.ayanamsa ?? 'lahiri',
    ayanamsaId: s.chart.siderealMode,
    ayanamsaValue,
    nodeType: s.nodeType,
    sunrise: s.sunrise,
    dashaYear: s.dashaYear,
    dashaYearDays: DASHA_YEAR_DAYS[s.dashaYear],
    houses: 'whole-sign',
  };
}
