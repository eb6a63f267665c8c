import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { asteroids } from './lib/sky.js';
import { Moment, Settings } from './lib/schemas.js';
import { MinorBody, Unavailable } from './lib/sky-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/asteroids',
  summary: 'Asteroid positions with sign and house (default Ceres, Pallas, Juno, Vesta)',
  description:
    'swe_calc_ut for SE_CERES..SE_VESTA (seas_18.se1, the only asteroid file this service ships: 1800-2400) and SE_AST_OFFSET + n for other numbered asteroids, which need their own sNNNNN.se1 file. A body this service cannot place (file not installed, or date outside the file) is listed under `unavailable` with the file and the reason, never estimated (the catalogue asks 422 for it; listing it keeps the other bodies of the request). House by cusp comparison. Demetra George, Asteroid Goddesses (1986), for the four main asteroids.',
  body: birthData({ asteroids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 999999 }), { maxItems: 32, description: 'Minor Planet Center numbers' })) }),
  response: Type.Object({ moment: Moment, settings: Settings, bodies: Type.Array(MinorBody), unavailable: Unavailable }),
  examples: [
    { name: 'kyiv-main-four', body: KYIV_BIRTH },
    { name: 'eros-not-installed', body: { ...KYIV_BIRTH, asteroids: [1, 433] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => asteroids(body, services, lang),
});
