import { Type } from '@sinclair/typebox';
import { Ephemeris, Latitude, Longitude, Moment, PositionMembers, Settings, TimeZones, birthData, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { castChart, houseOfBody, momentEcho, settingsEcho } from '@celestial/core/astro';
import { KYIV_BIRTH } from '../lib/chart.js';
import { geodeticMc, ramcOfMc } from '../lib/geodetic.js';

export default defineOperation({
  method: 'POST',
  path: '/acg/geodetic-chart',
  summary: 'Sepharial\'s geodetic chart of a place, with the natal planets in its houses',
  description:
    'Sepharial\'s geodetic equivalents (as McRae, The Geodetic World Map, 1988, tabulates them): geodetic MC = the geographic longitude east of Greenwich read as ecliptic longitude from 0 Aries (west longitudes as 360 - |lng|); RAMC from the MC, tan RAMC = tan MC cos epsilon (the quadrant of the MC), then the cusps and Ascendant for that RAMC at the place\'s latitude (swe_houses_armc with the true obliquity at birth, the chart\'s house system); the natal planets (tropical) placed in these houses by cusp comparison. Tropical by construction.',
  body: birthData({ point: Type.Optional(Type.Object({ latitude: Latitude, longitude: Longitude })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    point: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    geodeticMc: Type.Object(PositionMembers),
    geodeticAsc: Type.Object(PositionMembers),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }), ...PositionMembers })),
    natalPlanets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, geodeticHouse: Type.Integer() })),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const natal = castChart({ ...body, zodiacType: 'tropical' }, services);
    const jd = natal.moment.julianDayUT;
    const point = body.point ?? { latitude: body.latitude, longitude: body.longitude };
    const eps = ephemeris.obliquity(jd);
    const mc = geodeticMc(point.longitude);
    const h = ephemeris.housesArmc(ramcOfMc(mc, eps), point.latitude, eps, natal.settings.houseSystem);
    return {
      moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, jd, ephemeris, lang), point,
      geodeticMc: position(h.mc, lang), geodeticAsc: position(h.ascendant, lang),
      houses: h.cusps.map((c, i) => ({ house: i + 1, ...position(c, lang) })),
      natalPlanets: natal.bodies.map((b) => ({ id: b.id, slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), ...position(b.longitude, lang), geodeticHouse: houseOfBody(b.longitude, h.cusps, natal.settings.houseSystem) })),
    };
  },
});
