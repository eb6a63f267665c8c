import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { chestaBala, kalaContext } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/chesta-bala',
  summary: 'Chesta bala (motional strength) of Sun..Saturn from the chesta kendra, Surya Siddhanta mean motions',
  description:
    'BPHS ch. 27 with the Surya Siddhanta mean motions (revolutions per mahayuga of 1,577,917,828 days, epoch the Kali yuga): chesta kendra = seeghrochcha - (mean + true longitude)/2, folded to at most 180, / 3; the seeghrochcha is the mean Sun for Mars, Jupiter, Saturn and the planet\'s own mean (sighrocha) for Mercury and Venus, whose mean longitude is the mean Sun. The Sun takes its ayana bala and the Moon its paksha bala (both undoubled); their kendra members are null.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, meanLongitude: Nullable(Type.Number()), seeghrochcha: Nullable(Type.Number()), chestaKendra: Nullable(Type.Number({ minimum: 0, maximum: 180 })), chestaBala: Virupas }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ctx = kalaContext(chart, services.ephemeris);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...chestaBala(chart, g, ctx) })) };
  },
});
