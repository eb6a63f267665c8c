/**
 * Birth-time sensitivity shaped for POST /chart/time-sensitivity and for the short
 * `sensitivity` member of POST /chart. The roots are core's (core/src/astro/time-sensitivity.ts).
 */
import type { LangCode, Warning } from '@celestial/core';
import { Type } from '@sinclair/typebox';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { Instant, jdToIsoWithOffset, StringEnum, PositionMembers } from '@celestial/core';
import { castChart, chartWindowChanges, DEFAULT_CHART_BODIES, momentEcho, nearestChanges, settingsEcho, timeSensitivity } from '@celestial/core/astro';
import type { AngleSignChange, BirthInput, CastChart, TimeSensitivity } from '@celestial/core/astro';
import { BodyRefSchema, noteWarning, signOut } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

/** The window of the /chart `sensitivity` member, minutes either side. */
export const CHART_SENSITIVITY_MINUTES = 15;
const MOON = 1;

// ---- response shapes -----------------------------------------------------------------------

export const SignChangeItem = Type.Object({
  at: Instant('the change, to the second, at the given moment\'s UTC offset'),
  minutes: Type.Number({ description: 'minutes from the given time; negative for an earlier birth time' }),
  fromSign: PositionMembers.sign, fromSignName: PositionMembers.signName,
  toSign: PositionMembers.sign, toSignName: PositionMembers.signName,
});

const AngleSensitivity = Type.Object({
  longitude: Type.Number({ minimum: 0, maximum: 360, description: 'at the given time' }),
  degreesPerMinute: Type.Number({ description: '(angle(t + 1 min) - angle(t - 1 min)) / 2' }),
  signChangeBefore: Type.Union([SignChangeItem, Type.Null()], { description: 'latest sign change at or before the given time within the window' }),
  signChangeAfter: Type.Union([SignChangeItem, Type.Null()], { description: 'earliest sign change after the given time within the window' }),
});

export const TimeSensitivityResponse = {
  windowMinutes: Type.Number(),
  ascendant: AngleSensitivity,
  mc: AngleSensitivity,
  houseChanges: Type.Array(Type.Object({
    body: BodyRefSchema,
    id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
    fromHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    toHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    at: Instant('the cusp crossing, at the given moment\'s UTC offset'),
    minutes: Type.Number(),
  }), { description: 'every cusp crossing a body within the window, in time order' }),
  moonSignChange: Type.Union([SignChangeItem, Type.Null()], { description: 'the Moon changing sign within the window' }),
  stableWindow: Type.Object({
    from: Instant('the stable window\'s start, at the given moment\'s UTC offset'),
    to: Instant('its end'),
    minutesBefore: Type.Number({ minimum: 0 }),
    minutesAfter: Type.Number({ minimum: 0 }),
    boundedByWindow: Type.Boolean({ description: 'true when an end is the window edge rather than a change' }),
  }),
};

export const ChartSensitivityItem = Type.Object({
  point: Type.Composite([BodyRefSchema], { description: 'a body, or the Ascendant or Midheaven (chart-angle slugs ascendant, midheaven)' }),
  id: Type.Union([Type.Integer(), Type.Null()], { description: 'body number; null for the angles' }),
  kind: StringEnum(['sign', 'house'] as const),
  minutes: Type.Number({ description: 'minutes from the given time to the change; negative for an earlier time' }),
  from: Type.Union([Type.String(), Type.Integer()], { description: 'sign name or house number just before the change' }),
  to: Type.Union([Type.String(), Type.Integer()], { description: 'sign name or house number just after it' }),
});

// ---- shaping -------------------------------------------------------------------------------

/** An instant at the birth moment's UTC offset (DESIGN.md, Vocabulary). */
type At = (jd: number) => string;
const atOffset = (offsetHours: number): At => (jd) => jdToIsoWithOffset(jd, offsetHours * 60);

function signChange(at: At, c: AngleSignChange | null) {
  return c ? { at: at(c.jd), minutes: c.minutes, fromSign: c.fromSign, toSign: c.toSign } : null;
}

function angleOut(at: At, longitude: number, a: TimeSensitivity['ascendant']) {
  const { before, after } = nearestChanges(a.changes);
  return {
    longitude,
    degreesPerMinute: a.degreesPerMinute,
    signChangeBefore: signChange(at, before),
    signChangeAfter: signChange(at, after),
  };
}

function sensitivityOf(chart: CastChart, birth: BirthInput, ephemeris: Ephemeris, bodies: readonly number[], windowMinutes: number): TimeSensitivity {
  return timeSensitivity(ephemeris, chart.moment.julianDayUT, birth.latitude, birth.longitude, chart.settings, bodies, windowMinutes);
}

export function chartTimeSensitivity(birth: BirthInput & { windowMinutes?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const windowMinutes = birth.windowMinutes ?? 60;
  const chart = castChart(birth, services, { bodies: DEFAULT_CHART_BODIES });
  const s = sensitivityOf(chart, birth, ephemeris, DEFAULT_CHART_BODIES, windowMinutes);
  const moon = nearestChanges(s.signChanges.filter((c) => c.body === MOON));
  const moonChange = [moon.before, moon.after].filter((c) => c !== null).sort((a, b) => Math.abs(a.minutes) - Math.abs(b.minutes))[0] ?? null;
  const minutesBefore = (s.jd - s.stable.from) * 1440;
  const minutesAfter = (s.stable.to - s.jd) * 1440;

  const at = atOffset(chart.moment.timezoneOffset);
  // The notes in the answer's language from the western-note table (issue 12), each with its code.
  const warnings: (string | Warning)[] = [...chart.warnings];
  const signs = (c: { fromSign: string; toSign: string; minutes: number }) => ({
    from: signOut(c.fromSign, lang).signName, to: signOut(c.toSign, lang).signName, minutes: Math.abs(c.minutes).toFixed(1),
  });
  const asc = nearestChanges(s.ascendant.changes);
  const ascNear = [asc.before, asc.after].filter((c) => c !== null && Math.abs(c.minutes) <= CHART_SENSITIVITY_MINUTES);
  for (const c of ascNear) {
    warnings.push(noteWarning('sign-change-near', c!.minutes > 0 ? 'ascendant-changes-sign-after' : 'ascendant-changes-sign-before', { ...signs(c!), window: CHART_SENSITIVITY_MINUTES }, lang));
  }
  if (moonChange) {
    warnings.push(noteWarning('sign-change-near', moonChange.minutes > 0 ? 'moon-changes-sign-after' : 'moon-changes-sign-before', signs(moonChange), lang));
  }
  if (!s.stable.boundedBefore || !s.stable.boundedAfter) {
    const side = !s.stable.boundedBefore && !s.stable.boundedAfter ? 'either' : !s.stable.boundedBefore ? 'earlier' : 'later';
    warnings.push(noteWarning('window-edge', `no-change-${side}-side`, { window: windowMinutes }, lang));
  }
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, ephemeris, lang),
    windowMinutes,
    ascendant: angleOut(at, chart.angles.ascendant, s.ascendant),
    mc: angleOut(at, chart.angles.mc, s.mc),
    houseChanges: s.houseChanges.map((h) => ({ body: h.name, id: h.body, fromHouse: h.fromHouse, toHouse: h.toHouse, at: at(h.jd), minutes: h.minutes })),
    moonSignChange: signChange(at, moonChange),
    stableWindow: {
      from: at(s.stable.from),
      to: at(s.stable.to),
      minutesBefore,
      minutesAfter,
      boundedByWindow: !s.stable.boundedBefore || !s.stable.boundedAfter,
    },
    warnings,
  };
}

/**
 * The short /chart member: every point (Ascendant, MC, each body shown) whose sign or house
 * changes within +-15 minutes of the given time, nearest first. The roots come from the
 * chart's own speeds and a few houses from the ARMC (chartWindowChanges in core); the
 * exhaustive timeSensitivity, which /chart/time-sensitivity answers with, is its test oracle.
 */
export function chartSensitivity(chart: CastChart, birth: BirthInput, ephemeris: Ephemeris) {
  const s = chartWindowChanges(
    ephemeris,
    {
      jd: chart.moment.julianDayUT,
      latitude: birth.latitude,
      longitude: birth.longitude,
      settings: chart.settings,
      armc: chart.angles.armc,
      ascendant: chart.angles.ascendant,
      mc: chart.angles.mc,
      cusps: chart.cusps,
      bodies: chart.bodies,
    },
    CHART_SENSITIVITY_MINUTES,
  );
  return sensitivityItems(s);
}

/** The /chart member's items from the changes (shared with the oracle in the tests). */
export function sensitivityItems(s: Pick<TimeSensitivity, 'ascendant' | 'mc' | 'signChanges' | 'houseChanges'>) {
  const items = [
    ...s.ascendant.changes.map((c) => ({ point: 'Ascendant', id: null, kind: 'sign' as const, minutes: c.minutes, from: c.fromSign as string | number, to: c.toSign as string | number })),
    ...s.mc.changes.map((c) => ({ point: 'MC', id: null, kind: 'sign' as const, minutes: c.minutes, from: c.fromSign as string | number, to: c.toSign as string | number })),
    ...s.signChanges.map((c) => ({ point: c.name, id: c.body as number | null, kind: 'sign' as const, minutes: c.minutes, from: c.fromSign as string | number, to: c.toSign as string | number })),
    ...s.houseChanges.map((c) => ({ point: c.name, id: c.body as number | null, kind: 'house' as const, minutes: c.minutes, from: c.fromHouse as string | number, to: c.toHouse as string | number })),
  ];
  return items
    .sort((a, b) => Math.abs(a.minutes) - Math.abs(b.minutes) || a.point.localeCompare(b.point));
}

/** The same member by the exhaustive search (timeSensitivity): the oracle of chartSensitivity. */
export function chartSensitivityExhaustive(chart: CastChart, birth: BirthInput, ephemeris: Ephemeris) {
  return sensitivityItems(sensitivityOf(chart, birth, ephemeris, chart.bodies.map((b) => b.id), CHART_SENSITIVITY_MINUTES));
}
