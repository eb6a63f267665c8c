import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { harmonicSpectrum } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/addey/harmonic-spectrum',
  summary: "Addey's harmonic spectrum: how strongly the planets cluster in each harmonic chart",
  description: 'John Addey, Harmonics in Astrology (1976): for each harmonic H the normalised resultant of the H-multiplied longitudes of Sun to Pluto (and the ASC and MC with includeAngles), R_H = |sum exp(i H lambda_k)| / N, with its phase; significance R_H x sqrt(N), about 1 for random positions; the five most significant harmonics.',
  body: birthData({ maxHarmonic: Type.Optional(Type.Integer({ minimum: 1, maximum: 180, default: 32 })), includeAngles: Type.Optional(Type.Boolean({ default: false })) }),
  response: Type.Object({
    ...Echo,
    factorCount: Type.Integer(),
    spectrum: Type.Array(Type.Object({ harmonic: Type.Integer({ minimum: 1 }), amplitude: Type.Number({ minimum: 0, maximum: 1 }), phaseDeg: Type.Number(), significance: Type.Number() })),
    topHarmonics: Type.Array(Type.Integer()),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => harmonicSpectrum(body, services, lang),
});
