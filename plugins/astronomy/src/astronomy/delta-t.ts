import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, defineOperation, term } from '@celestial/core';
import { parseYmd } from '../lib/time.js';

/** The model in the operation's documentation (English); the answer names it by slug and in the answer's language (core's delta-t-model table). */
export const DELTA_T_MODEL =
  'Swiss Ephemeris 2.09 swe_deltat: Stephenson, Morrison and Hohenkerk (2016) before 1955; Astronomical Almanac / IERS tabulated values from 1955, measured IERS finals2000A values 2021-2027 (runtime/ephe/swe_deltat.txt); the 2016 extrapolation after that';
/** The Swiss Ephemeris 2.09 swe_deltat the service links. */
const DELTA_T_MODEL_SLUG = 'swiss-ephemeris-2-09';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/delta-t',
  summary: 'Delta T = TT - UT for a date or a year',
  description: `swe_deltat(tjd_ut) x 86400 at 00:00 UT of date, or at 1 July 00:00 of year (the middle of the year). ${DELTA_T_MODEL}; jdTt = jdUt + Delta T.`,
  body: Type.Object({
    date: Type.Optional(DateString),
    year: Type.Optional(Type.Integer({ minimum: 0, maximum: 2999 })),
  }),
  response: Type.Object({ deltaTSeconds: Type.Number(), jdUt: Type.Number(), jdTt: Type.Number(), model: Type.Object({ slug: Type.String(), text: Type.String({ description: "the model's description in the answer's language" }) }) }),
  examples: [{ name: '2024', body: { year: 2024 } }, { name: '1900', body: { date: '1900-01-01' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    if (body.date !== undefined && body.year !== undefined) throw ApiError.invalidField('year', 'send date or year, not both');
    let jdUt: number;
    if (body.date !== undefined) {
      const [y, m, d] = parseYmd(body.date);
      jdUt = ephemeris.julianDay(y, m, d, 0);
    } else if (body.year !== undefined) jdUt = ephemeris.julianDay(body.year, 7, 1, 0);
    else throw ApiError.invalidField('date', 'send date or year');
    const deltaTSeconds = ephemeris.deltaTSeconds(jdUt);
    return { deltaTSeconds, jdUt, jdTt: jdUt + deltaTSeconds / 86400, model: { slug: DELTA_T_MODEL_SLUG, text: term('delta-t-model', DELTA_T_MODEL_SLUG, lang) } };
  },
});
