import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, Latitude, Longitude, Moment, PositionMembers, Settings, TimeZones, birthData, bodyName, bodySlug, defineOperation, jdToIsoWithOffset, position } from '@celestial/core';
import { castChart, castHouses, houseOfBody, momentEcho, settingsEcho } from '@celestial/core/astro';
import { KYIV_BIRTH } from '../lib/chart.js';

export default defineOperation({
  method: 'POST',
  path: '/acg/relocated-chart',
  summary: 'The birth chart relocated: the same instant\'s houses and angles at another place',
  description:
    'Same UT instant, new geographic position: swe_houses_ex(tjd_ut, flags, lat, lon, hsys) for the cusps and angles at the relocation (the chart\'s zodiac and house system); each body\'s house by cusp comparison on the relocated cusps (the k whose arc [cusp k, cusp k+1) holds the longitude), compared with its natal house. birthUt is the birth instant written in the relocation\'s timezoneOffset when given (UTC otherwise); city is a label only.',
  body: birthData({
    relocation: Type.Object({
      latitude: Latitude,
      longitude: Longitude,
      timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
      city: Type.Optional(Type.String({ maxLength: 200 })),
    }),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    birthUt: Instant('the birth instant, in the relocation\'s offset when given'),
    relocation: Type.Object({ latitude: Type.Number(), longitude: Type.Number(), timezoneOffset: Type.Union([Type.Number(), Type.Null()]), city: Type.Union([Type.String(), Type.Null()]) }),
    ascendant: Type.Object(PositionMembers),
    mc: Type.Object(PositionMembers),
    vertex: Type.Object(PositionMembers),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }), ...PositionMembers })),
    planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, natalHouse: Type.Integer(), relocatedHouse: Type.Integer() })),
    changedHouses: Type.Array(Type.String({ description: 'slugs of the bodies whose house changed' })),
  }),
  examples: [{ name: 'kyiv-to-new-york', body: { ...KYIV_BIRTH, relocation: { latitude: 40.71, longitude: -74.01, timezoneOffset: -5, city: 'New York' } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const natal = castChart(body, services);
    const jd = natal.moment.julianDayUT;
    const r = body.relocation;
    const moved = castHouses(ephemeris, jd, r.latitude, r.longitude, natal.settings);
    const planets = natal.bodies.map((b) => ({
      id: b.id, slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), ...position(b.longitude, lang),
      natalHouse: b.house, relocatedHouse: houseOfBody(b.longitude, moved.cusps, natal.settings.houseSystem),
    }));
    return {
      moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, jd, ephemeris, lang),
      birthUt: jdToIsoWithOffset(jd, (r.timezoneOffset ?? 0) * 60),
      relocation: { latitude: r.latitude, longitude: r.longitude, timezoneOffset: r.timezoneOffset ?? null, city: r.city ?? null },
      ascendant: position(moved.angles.ascendant, lang), mc: position(moved.angles.mc, lang), vertex: position(moved.angles.vertex, lang),
      houses: moved.cusps.map((c, i) => ({ house: i + 1, ...position(c, lang) })),
      planets,
      changedHouses: planets.filter((p) => p.natalHouse !== p.relocatedHouse).map((p) => p.slug),
    };
  },
});
