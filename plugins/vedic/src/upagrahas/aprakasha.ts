import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';
import { APRAKASHA_NAMES, aprakashaGrahas } from '../lib/upagrahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/upagrahas/aprakasha',
  summary: 'The five aprakasha (non-luminous) upagrahas from the Sun: Dhuma, Vyatipata, Parivesha, Indrachapa, Upaketu',
  description: 'BPHS ch. 3 sl. 61-65: Dhuma = Sun + 133 deg 20\'; Vyatipata = 360 - Dhuma; Parivesha = Vyatipata + 180; Indrachapa = 360 - Parivesha; Upaketu = Indrachapa + 16 deg 40\' (= Sun - 30). Sidereal; houses counted from the lagna sign.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    upagrahas: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...SpecialLagnaPlace.properties }), { minItems: 5, maxItems: 5 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const lons = aprakashaGrahas(chart.grahas[0]!.longitude);
    return {
      ...chartEcho(chart, services.ephemeris),
      upagrahas: APRAKASHA_NAMES.map((name, i) => ({ slug: kebab(name), name: term('upagraha', kebab(name), lang), ...specialLagnaPlace(chart, lons[i]!, lang) })),
    };
  },
});
