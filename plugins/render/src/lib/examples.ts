/** Example bodies for the drawings (OpenAPI and the contract test call them). */
export const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
export const LONDON = { date: '1988-02-03', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
/**
 * A crowded sky: on 1962-02-04 the Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn stood
 * within about 16 degrees of Aquarius (the "1962 stellium"), five of them within 10 degrees.
 */
export const CROWDED = { date: '1962-02-04', time: '12:00:00', timezoneOffset: 0, latitude: 28.61, longitude: 77.21 };
export const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 };
