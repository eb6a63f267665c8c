/** Example births of the report operations (the contract test calls them). */
export const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, name: 'Kyiv 1990', city: 'Kyiv' };
export const LONDON = { date: '1988-03-02', time: '08:15:00', timezoneOffset: 0, latitude: 51.5074, longitude: -0.1278, name: 'London 1988', city: 'London' };
export const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21, name: 'Delhi 1985', city: 'Delhi' };
