import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation, jdToIsoWithOffset } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { moonFace, renderMoon } from './lib/moon.js';

export default defineOperation({
  method: 'POST',
  path: '/render/moon-phase',
  summary: "The Moon's face at an instant, with its phase name and illuminated percentage",
  description:
    "Illuminated fraction from swe_pheno_ut; the bright limb's position angle from the apparent right ascensions and declinations of the Sun and Moon (Meeus, Astronomical Algorithms, eq. 48.5); the terminator a half-ellipse of semi-axis r|2k-1|. North up, east left; a negative latitude (southern hemisphere) turns the face 180 degrees. Phase: the eight 45-degree phases of the Sun-Moon elongation.",
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', default: '12:00:00' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'observer latitude: negative turns the face for the southern hemisphere' })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: "observer longitude (for timezone 'auto')" })),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [
    { name: 'first-quarter-2026', body: { date: '2026-01-26', time: '12:00:00', timezoneOffset: 0 } },
    { name: 'sydney', body: { date: '2026-11-26', timezone: 'Australia/Sydney', latitude: -33.87, longitude: 151.21, options: { theme: 'light' } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const moment = resolveMoment({ date: body.date, time: body.time ?? '12:00:00', timezone: body.timezone, timezoneOffset: body.timezoneOffset, latitude: body.latitude ?? 0, longitude: body.longitude ?? 0 }, services);
    const face = moonFace(services.ephemeris, moment.julianDayUT);
    const instant = jdToIsoWithOffset(moment.julianDayUT, Math.round(moment.timezoneOffset * 60));
    return renderMoon(face, (body.latitude ?? 0) < 0, { instant }, body.options, lang);
  },
});
