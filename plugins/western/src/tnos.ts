import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { tnos } from './lib/tnos.js';
import { Moment, Settings } from './lib/schemas.js';
import { MinorBody, Unavailable } from './lib/sky-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/tnos',
  summary: 'Trans-Neptunian dwarf planets and large Kuiper-belt objects (Eris, Sedna, Haumea, Makemake, Quaoar, Orcus, Ixion, Varuna, Gonggong) with sign and house',
  description:
    'swe_calc_ut(SE_AST_OFFSET 10000 + MPC number) from the Swiss Ephemeris asteroid files astNNN/*.se1. This service holds the files of Eris, Sedna, Haumea, Makemake, Quaoar, Orcus and Ixion, placing them from 1800-01-01 to 2102-05-14; Varuna (20000) and Gonggong (225088) have no file here. A body that cannot be placed is listed under `unavailable` with the file and the reason, and in `warnings`, and the others are still answered (the catalogue asks 422 naming the body; listing it keeps the other eight). House by cusp comparison.',
  body: birthData(),
  response: Type.Object({ moment: Moment, settings: Settings, bodies: Type.Array(MinorBody), unavailable: Unavailable, warnings: Warnings }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'after-the-files', body: { date: '2150-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(tnos(body, services, lang), lang),
});
