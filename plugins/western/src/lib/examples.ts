/**
 * The birth data the western operations' examples use (OpenAPI examples and the generated
 * contract test): Kyiv, 15 July 1990, 14:30 local summer time (UTC+3). One chart everywhere, so
 * the examples of related operations can be read against each other.
 */
export const KYIV_BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } as const;
