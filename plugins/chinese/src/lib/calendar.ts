/**
 * The Chinese calendar moved to core/src/astro/chinese-calendar.ts (the I Ching's Na Jia and plum-blossom
 * operations need it too: common.md, shared code lives in core/src/astro); re-exported here so
 * that this family's imports stay as they were.
 */
export { CALENDAR_YEARS, CALENDAR_ZONES, BEIJING_MEAN_TIME_HOURS, calendarZoneOffset, civilDay, termLongitude, isJie, solarTermsOfYear, termsBetween, newMoonOnOrAfter, sui, lunarDateOfJdn, monthsOfLunarYear } from '@celestial/core/astro';
export type { CalendarZone, LunarMonth, Sui, LunarDate } from '@celestial/core/astro';
