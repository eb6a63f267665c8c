/**
 * The major showers of the IMO working list of visual meteor showers, as printed in the IMO
 * Meteor Shower Calendar 2024 (J. Rendtel, International Meteor Organization, table 5:
 * https://www.imo.net/resources/calendar/). Solar longitude of maximum referred to the J2000
 * equinox; radiant at maximum (J2000, degrees); activity limits as the calendar prints them
 * (month-day); ZHR at maximum (variable showers: the calendar's nominal value). Copied by hand
 * (the site was not reachable from the build machine): update with each year's calendar.
 */
export interface ImoShower {
  code: string;
  name: string;
  /** Solar longitude of maximum, J2000, degrees. */
  solarLongitude: number;
  /** Activity limits, [month, day]. */
  activeFrom: [number, number];
  activeTo: [number, number];
  radiant: { ra: number; dec: number };
  /** Geocentric entry velocity, km/s. */
  velocityKms: number;
  zhr: number;
}

export const IMO_CALENDAR = 'IMO Meteor Shower Calendar 2024 (Rendtel), working list of visual meteor showers';

export const IMO_SHOWERS: readonly ImoShower[] = [
  { code: 'QUA', name: 'Quadrantids', solarLongitude: 283.15, activeFrom: [12, 28], activeTo: [1, 12], radiant: { ra: 230, dec: 49 }, velocityKms: 41, zhr: 80 },
  { code: 'LYR', name: 'April Lyrids', solarLongitude: 32.32, activeFrom: [4, 14], activeTo: [4, 30], radiant: { ra: 271, dec: 34 }, velocityKms: 49, zhr: 18 },
  { code: 'ETA', name: 'eta-Aquariids', solarLongitude: 45.5, activeFrom: [4, 19], activeTo: [5, 28], radiant: { ra: 338, dec: -1 }, velocityKms: 66, zhr: 50 },
  { code: 'SDA', name: 'Southern delta-Aquariids', solarLongitude: 127, activeFrom: [7, 12], activeTo: [8, 23], radiant: { ra: 340, dec: -16 }, velocityKms: 41, zhr: 25 },
  { code: 'CAP', name: 'alpha-Capricornids', solarLongitude: 127, activeFrom: [7, 3], activeTo: [8, 15], radiant: { ra: 307, dec: -10 }, velocityKms: 23, zhr: 5 },
  { code: 'PER', name: 'Perseids', solarLongitude: 140.0, activeFrom: [7, 17], activeTo: [8, 24], radiant: { ra: 48, dec: 58 }, velocityKms: 59, zhr: 100 },
  { code: 'DRA', name: 'October Draconids', solarLongitude: 195.4, activeFrom: [10, 6], activeTo: [10, 10], radiant: { ra: 262, dec: 54 }, velocityKms: 20, zhr: 10 },
  { code: 'ORI', name: 'Orionids', solarLongitude: 208, activeFrom: [10, 2], activeTo: [11, 7], radiant: { ra: 95, dec: 16 }, velocityKms: 66, zhr: 20 },
  { code: 'LEO', name: 'Leonids', solarLongitude: 235.27, activeFrom: [11, 6], activeTo: [11, 30], radiant: { ra: 152, dec: 22 }, velocityKms: 71, zhr: 15 },
  { code: 'GEM', name: 'Geminids', solarLongitude: 262.2, activeFrom: [12, 4], activeTo: [12, 20], radiant: { ra: 112, dec: 33 }, velocityKms: 35, zhr: 150 },
  { code: 'URS', name: 'Ursids', solarLongitude: 270.7, activeFrom: [12, 17], activeTo: [12, 26], radiant: { ra: 217, dec: 76 }, velocityKms: 33, zhr: 10 },
];
