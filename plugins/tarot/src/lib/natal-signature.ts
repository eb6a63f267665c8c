/**
 * POST /tarot/natal-signature (moved out of the operation's handler, answers unchanged): a
 * chart's Sun, Moon, Ascendant and the seven classical planets mapped to cards by the Golden
 * Dawn's Book T (Israel Regardie, 'The Golden Dawn', 1937-40; the tables are ./golden-dawn.ts).
 * Book T's attributions are tropical: a sidereal request is cast tropical (the settings echo it).
 */
import { bodyName, position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart, momentEcho, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { DECK_CARDS, cardTexts } from './decks.js';
import { PLANET_MAJOR, SIGN_MAJOR, courtCardSlug, decanCardSlug } from './golden-dawn.js';
import { Fallbacks } from './reading.js';

/** The seven classical planets: slug and Swiss Ephemeris number. */
export const CLASSICAL = [['sun', 0], ['moon', 1], ['mercury', 2], ['venus', 3], ['mars', 4], ['jupiter', 5], ['saturn', 6]] as const;

export function natalSignature(body: BirthInput, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode) {
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
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang),
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
}
