/**
 * Request bodies for the benchmarks. `variedBirth(i)` is a distinct birth for every i below
 * 3,650,000 (a day from 1950 to 2049 and a minute of it), so a run of varied bodies never
 * meets the response cache; the places cycle through latitudes -55..55 (Placidus everywhere).
 */

/** The birth every "hits" request sends: Kyiv, 15 July 1990, 14:30 at UTC+3. */
export const KYIV_BIRTH = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1950, 0, 1);
const DAYS = 36_500;

export function variedBirth(i: number): { date: string; time: string; timezoneOffset: number; latitude: number; longitude: number } {
  const day = i % DAYS;
  // 1,439 is prime to 36,500: successive requests take other minutes of other days.
  const minute = (Math.floor(i / DAYS) * 1439 + i * 7) % 1440;
  const date = new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  return {
    date,
    time,
    timezoneOffset: (i % 25) - 12,
    latitude: Math.round((((i * 37) % 1101) / 10 - 55) * 100) / 100,
    longitude: Math.round((((i * 53) % 3601) / 10 - 180) * 100) / 100,
  };
}
