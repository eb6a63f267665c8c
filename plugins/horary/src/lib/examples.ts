/** Example questions of the family's operations (the contract shard calls each). */
export const LONDON_QUESTION = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
export const KYIV_QUESTION = { date: '2023-11-02', time: '21:40:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'R' };
