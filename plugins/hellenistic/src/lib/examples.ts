/** Example bodies of the family's operations (fast; the contract shards call each). */
export const KYIV_BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
/** A night birth (Sun below the horizon). */
export const NIGHT_BIRTH = { date: '1985-01-10', time: '23:15:00', timezoneOffset: 1, latitude: 48.85, longitude: 2.35 };
