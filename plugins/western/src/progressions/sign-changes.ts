import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { birthData, Clock, Ephemeris, houseNamed, TimeZones, defineOperation, Instant, signReference, SignReferenceSchema } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { progressedSignChanges } from '../lib/progressions.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

/** A sign change's from/to: the sign `{ sign, slug, name }` (kind sign) or the natal house `{ house, slug, name }` (kind house), named in the answer's language (issue 12). */
const SignOrHouse = Type.Union([
  SignReferenceSchema,
  Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'first ... twelfth' }), name: Type.String({ description: "the house's name in the answer's language" }) }),
]);

export default defineOperation({
  method: 'POST',
  path: '/progressions/sign-changes',
  summary: 'Secondary-progressed bodies and angles entering new signs and natal houses over a life',
  description:
    'A century of life is about 100 ephemeris days: the crossings of each 30-degree boundary and of each natal cusp by the progressed Sun to Pluto and mean node are found by the core root finder on those days (bracketed on the body\'s step with its stations as breakpoints, refined by Brent), and mapped back to calendar time (1 day = 365.24219 days of life). The progressed Ascendant and MC (solar arc in right ascension, as /progressions) give sign ingresses. `from`/`to`: the sign left and entered `{ sign 1-12, slug, name }` (kind sign), or the natal house `{ house 1-12, slug, name }` (kind house), names in the answer\'s language; `at`: the instant of life; age in years.',
  body: birthData({ toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    toAge: Type.Number(),
    events: Type.Array(Type.Object({
      body: BodyRefSchema, kind: Type.Union([Type.Literal('sign'), Type.Literal('house')]),
      from: SignOrHouse, to: SignOrHouse, at: Instant("the calendar instant of the change, at the birth moment's UTC offset"), age: Type.Number(),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-to-40', body: { ...KYIV_BIRTH, toAge: 40 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const answer = progressedSignChanges(body, services, lang);
    const named = (kind: 'sign' | 'house', n: number, l: LangCode) => (kind === 'sign' ? signReference(n, l) : { house: n, ...houseNamed(n, l) });
    return withBodyRefs({ ...answer, events: answer.events.map((e) => ({ ...e, from: named(e.kind, e.from, lang), to: named(e.kind, e.to, lang) })) }, lang);
  },
});
