import { Type } from '@sinclair/typebox';
import { ApiError, BodyIdList, DateString, Ephemeris, Instant, StringEnum, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { checkBodyIds, eventRange } from '@celestial/core/astro';
import { occultationsBetween } from '../lib/occultations.js';
import { instant, instantOrNull } from '../lib/time.js';

const PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];
const DEFAULT_PLANETS = [2, 3, 4, 5, 6, 7, 8, 9];
const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const MaybeInstant = Type.Union([Instant(), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/astronomy/occultations',
  summary: 'Lunar occultations of planets and stars seen somewhere on the Earth, between two dates',
  description:
    'Per body or star, swe_lun_occult_when_glob(tjd, ipl, starname, flags, 0, SE_ECL_ONE_TRY) tests one lunar conjunction per call (no occultation there: the search restarts 1 day after it) until the range ends; tret[0] maximum, tret[2]/[3] begin/end; type total or partial from SE_ECL_TOTAL / SE_ECL_PARTIAL, central from SE_ECL_CENTRAL; place of greatest occultation from swe_lun_occult_where (geopos[0..1]). Mercury to Pluto by default; stars by Swiss Ephemeris name (sefstars.txt); at most one year.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    planetIds: Type.Optional(BodyIdList),
    stars: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      slug: Type.String({ description: 'the planet\'s slug, or the star\'s name in lower case' }),
      name: Type.String(),
      id: Type.Union([Type.Integer(), Type.Null()], { description: 'planet id; null for a star' }),
      jd: Type.Number({ description: 'Julian day (UT) of greatest occultation' }),
      date: Instant('greatest occultation, UTC'),
      type: StringEnum(['total', 'partial'] as const),
      central: Type.Boolean(),
      begin: MaybeInstant,
      end: MaybeInstant,
      greatestAt: Type.Union([Type.Object({ latitude: Type.Number(), longitude: Type.Number() }), Type.Null()]),
    })),
  }),
  examples: [{ name: 'mars-2025-01', body: { startDate: '2025-01-01', endDate: '2025-01-31', planetIds: [4] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkBodyIds(body.planetIds, 'planetIds', PLANETS);
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
    const stars = [...new Set(body.stars ?? [])];
    const starNames = stars.map((s, i) => {
      const found = ephemeris.fixedStar(start, s, TROPICAL);
      if (!found) throw ApiError.invalidField(`stars.${i}`, 'is not a star of the Swiss Ephemeris catalogue (sefstars.txt)');
      return found.name || s;
    });
    const planets = body.planetIds ? [...new Set(body.planetIds)] : body.stars ? [] : DEFAULT_PLANETS;
    const events = [
      ...planets.flatMap((id) => occultationsBetween(ephemeris, id, null, start, end).map((o) => ({ o, slug: bodySlug(id)!, name: bodyName(id, lang), id }))),
      ...stars.flatMap((s, i) => occultationsBetween(ephemeris, -1, s, start, end).map((o) => ({ o, slug: starNames[i]!.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name: starNames[i]!, id: null }))),
    ].sort((a, b) => a.o.maximum - b.o.maximum);
    return {
      events: events.map(({ o, slug, name, id }) => ({
        slug, name, id, jd: o.maximum, date: instant(o.maximum), type: o.type, central: o.central,
        begin: instantOrNull(o.begin), end: instantOrNull(o.end), greatestAt: o.greatestAt,
      })),
    };
  },
});
