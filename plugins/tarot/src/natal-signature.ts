import { Type } from '@sinclair/typebox';
import { Ephemeris, Moment, PositionMembers, Settings, TimeZones, birthData, defineOperation, position, bodyName } from '@celestial/core';
import { castChart, momentEcho, settingsEcho } from '@celestial/core/astro';
import { DECK_CARDS, cardTexts } from './lib/decks.js';
import { PLANET_MAJOR, SIGN_MAJOR, courtCardSlug, decanCardSlug } from './lib/golden-dawn.js';
import { Fallbacks } from './lib/reading.js';
import { LangMembers } from './lib/schemas.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Point = Type.Object({ ...PositionMembers, signCard: Named, decanCard: Named });
const CLASSICAL = [['sun', 0], ['moon', 1], ['mercury', 2], ['venus', 3], ['mars', 4], ['jupiter', 5], ['saturn', 6]] as const;

export default defineOperation({
  method: 'POST',
  path: '/tarot/natal-signature',
  summary: "A birth chart's tarot signature by the Golden Dawn's Book T",
  description:
    "Tropical positions from Swiss Ephemeris (ascendant with the chart's house system) mapped by the Golden Dawn 'Book T' (Israel Regardie, 'The Golden Dawn', 1937-40): signs to majors (Aries Emperor ... Pisces Moon), planets to majors (Mercury Magician, Moon High Priestess, Venus Empress, Jupiter Wheel, Mars Tower, Sun Sun, Saturn World), decans to pips (element suit of the sign; 2-4 cardinal, 5-7 fixed, 8-10 mutable: 0 deg Aries = 2 of Wands), courts from 20 deg of one sign to 20 deg of the next (Queens into the cardinal signs, RWS Kings = GD Princes into the fixed, RWS Knights = GD Knights into the mutable). Always tropical: Book T's decans are tropical.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    sun: Type.Object({ ...Point.properties, courtCard: Named }),
    moon: Point,
    ascendant: Point,
    planets: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, planetCard: Named, signCard: Named })),
    ...LangMembers,
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    // Book T's attributions are tropical: a sidereal request is cast tropical (settings echo it).
    const chart = castChart({ ...body, zodiacType: 'tropical' } as typeof body, services, { bodies: CLASSICAL.map(([, id]) => id) });
    const fb = new Fallbacks('rider-waite', lang);
    const named = (slug: string) => {
      const { texts, fallback } = cardTexts('rider-waite', slug, lang);
      if (fallback.has('names')) fb.parts.add('names');
      return { slug, name: texts.name };
    };
    const major = (n: number) => named(DECK_CARDS['rider-waite'][n]!.slug);
    const point = (lon: number) => ({
      ...position(lon, lang),
      signCard: major(SIGN_MAJOR[Math.floor((((lon % 360) + 360) % 360) / 30)]!),
      decanCard: named(decanCardSlug(lon)),
    });
    const lonOf = (id: number) => chart.bodies.find((b) => b.id === id)!.longitude;
    return {
      moment: momentEcho(chart.moment, services.ephemeris),
      settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris),
      sun: { ...point(lonOf(0)), courtCard: named(courtCardSlug(lonOf(0))) },
      moon: point(lonOf(1)),
      ascendant: point(chart.angles.ascendant),
      planets: CLASSICAL.map(([slug, id]) => {
        const lon = lonOf(id);
        return { slug, name: bodyName(slug, lang), ...position(lon, lang), planetCard: major(PLANET_MAJOR[slug]!), signCard: major(SIGN_MAJOR[Math.floor(lon / 30)]!) };
      }),
      language: lang,
      warnings: [...chart.warnings.map((m) => ({ code: 'ephemeris', message: m })), ...fb.warnings()],
    };
  },
});
