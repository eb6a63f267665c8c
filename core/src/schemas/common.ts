/** Shapes several operations' answers share. */
import { Type } from '@sinclair/typebox';

export const LANG_CODES = ['uk', 'en', 'de', 'ru', 'pl', 'es', 'pt', 'fr', 'it', 'nl', 'cs', 'ro', 'hu', 'el', 'tr', 'ar', 'hi', 'ja', 'ko', 'vi', 'id'] as const;
export type LangCode = (typeof LANG_CODES)[number];

export const Moment = Type.Object({
  utc: Type.String({ description: 'ISO 8601 UTC instant' }),
  timezoneOffset: Type.Number({ description: 'offset applied, hours' }),
  timezone: Type.Union([Type.String(), Type.Null()], { description: 'resolved IANA zone, or null when an offset was sent' }),
  julianDayUT: Type.Number(),
  deltaTSeconds: Type.Number(),
  ephemeris: Type.Union([Type.Literal('swiss'), Type.Literal('moshier')], { description: 'Swiss Ephemeris files (1800-2400) or the Moshier analytical theory outside them' }),
});

export const Settings = Type.Object({
  houseSystem: Type.String(),
  houseSystemName: Type.String(),
  zodiacType: Type.Union([Type.Literal('tropical'), Type.Literal('sidereal')]),
  ayanamsa: Type.Union([Type.String(), Type.Null()]),
  ayanamsaValue: Type.Union([Type.Number(), Type.Null()]),
  nodeType: Type.String({ description: 'which lunar node the chart calls "the node": both are listed, mean (10) and true (11)' }),
});

export const AspectItem = Type.Object({
  planet1: Type.Object({ id: Type.Integer(), name: Type.String() }),
  planet2: Type.Object({ id: Type.Integer(), name: Type.String() }),
  type: Type.Object({
    name: Type.String(), angle: Type.Number(), orb: Type.Number(), symbol: Type.String(),
    isMajor: Type.Boolean(), i18nKey: Type.String(), color: Type.String(),
  }),
  exactAngle: Type.Number(),
  orb: Type.Number(),
  isApplying: Type.Boolean(),
});
