/** Request bodies the family's examples share. */
/** Beijing, 1990-07-15 14:30 CST: the example chart. */
export const BEIJING_BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Shanghai', latitude: 39.9042, longitude: 116.4074 };
