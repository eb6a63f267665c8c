/**
 * The birth data the Vedic operations' examples use (OpenAPI examples and the generated
 * contract test): New Delhi, 15 July 1990, 14:30 IST. One chart everywhere, so related answers
 * can be read against each other (and against Jagannatha Hora / pyjhora, see test/oracles).
 */
export const DELHI_BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 } as const;
export const DELHI_BIRTH_HHMM = { date: '1990-07-15', time: '14:30', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 } as const;
