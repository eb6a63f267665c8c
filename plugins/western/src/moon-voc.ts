import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from './lib/vocabulary.js';
import { DateString, Ephemeris, Instant, PositionMembers, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { moonVoid } from './lib/transits.js';
import { Moment } from './lib/schemas.js';

const Window = Type.Object({
  start: Instant('the last exact aspect (or the ingress into the sign when she perfects none), with the request zone\'s offset'),
  end: Instant("the ingress into the next sign, with the request zone's offset"),
  startJulianDayUT: Type.Number(),
  endJulianDayUT: Type.Number(),
  lastAspect: Type.Union([Type.Object({ planet: BodyRefSchema, aspect: AspectNamingSchema, angle: Type.Number(), at: Instant() }), Type.Null()]),
  nextSign: Type.Integer({ minimum: 1, maximum: 12, description: 'Aries 1 ... Pisces 12' }),
  nextSignName: Type.String({ description: "in the answer's language" }),
});

export default defineOperation({
  method: 'POST',
  path: '/moon-voc',
  summary: 'Void-of-course Moon: whether the Moon is void at an instant, the current and the next void period',
  description:
    'The Moon is void from her last exact Ptolemaic aspect (0, 60, 90, 120, 180; no orbs) in a sign to her ingress into the next: to Sun-Pluto (modern, Al H. Morrison) or Sun-Saturn (traditional, Lilly, Christian Astrology p.112: she perfects no aspect before she leaves the sign). When she perfects none in the sign, the void runs from the ingress into it. Ingresses: roots of 12 x lambda_Moon (findIngresses, 6-hour brackets); aspect instants: roots of lambda_Moon - lambda_planet -+ angle on 6-hour samples, the planet\'s own motion inside the root, refined to < 1 s (Newton safeguarded by the bracket, Brent fallback; core/src/astro/crossings.ts). Tropical longitudes. Years 1000-2999.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '00:00:00', description: 'local time HH:mm:ss' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0, description: 'hours east of UTC; ignored when timezone is sent' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name (wins over timezoneOffset)' })),
    method: Type.Optional(StringEnum(['modern', 'traditional'] as const, { default: 'modern' })),
  }),
  response: Type.Object({
    moment: Moment,
    method: Type.String(),
    isVoid: Type.Boolean(),
    moon: Type.Object(PositionMembers, { description: "the Moon's position at the moment" }),
    current: Type.Union([Window, Type.Null()]),
    next: Window,
  }),
  examples: [
    { name: 'now-ish', body: { date: '2024-01-15', time: '12:00:00', timezone: 'Europe/Kyiv' } },
    { name: 'traditional', body: { date: '2024-01-02', time: '18:00:00', timezoneOffset: 0, method: 'traditional' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(moonVoid(body, services, lang), lang), lang),
});
