/** Example bodies for the drawings (OpenAPI and the contract test call them). */
export const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
export const LONDON = { date: '1988-02-03', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
/**
 * A crowded sky: at 0h UT on 1962-02-05, the hour of that day's total solar eclipse, the Sun,
 * Moon, Mercury, Venus and Jupiter stood within 3 degrees of 16 Aquarius, with Mars and
 * Saturn 13 degrees behind (the "1962 stellium").
 */
export const CROWDED = { date: '1962-02-05', time: '00:00:00', timezoneOffset: 0, latitude: 28.61, longitude: 77.21 };
export const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 };
