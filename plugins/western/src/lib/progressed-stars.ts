/**
 * Progressed bodies and angles meeting fixed stars over a life: the secondary-progressed Sun,
 * Moon, Mercury, Venus, Mars, Ascendant and MC conjoining a star, as roots in ephemeris days of
 * lambda_progressed(d) - lambda_star(d) (the star of date from swe_fixstar2_ut, so precession is
 * carried), converted to the calendar by a day for a tropical year (as /progressions). Orb entry
 * and exit are the crossings of the star's longitude -+ orb on the same track (Bernadette Brady,
 * Brady's Book of Fixed Stars, 1998, ch. 5: progressed contacts within a half degree).
 */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  angleTrack, BEHENIAN_STARS, calendarJulianDayOfProgressed, castChart, normalizeDegrees, progressedHouses, TROPICAL_YEAR_DAYS, trackCrossings,
} from '@celestial/core/astro';
import type { AngleSampler, BirthInput } from '@celestial/core/astro';
import { tropicalNatalFrame } from './progressions.js';
import { starKey } from './sky.js';
import { starRef } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

/** The fifteen Behenian stars (Agrippa, De occulta philosophia I.32) and Fomalhaut, the fourth royal star. */
export const PROGRESSED_STAR_DEFAULT: readonly string[] = [...BEHENIAN_STARS.map((s) => s.name), 'Fomalhaut'];
const MOVERS: readonly { id: number; name: string }[] = [
  { id: 0, name: 'Sun' }, { id: 1, name: 'Moon' }, { id: 2, name: 'Mercury' }, { id: 3, name: 'Venus' }, { id: 4, name: 'Mars' },
  { id: -1, name: 'Ascendant' }, { id: -2, name: 'MC' },
];

export function progressedFixedStars(body: BirthInput & { toAge?: number; stars?: string[]; orb?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: [0] });
  const birthJd = natal.moment.julianDayUT;
  const zodiac = natal.settings;
  const toAge = body.toAge ?? 90;
  const orb = body.orb ?? 0.5;
  const names = body.stars ?? PROGRESSED_STAR_DEFAULT;
  const stars = names.map((n, i) => {
    const s = ephemeris.fixedStar(birthJd, starKey(n), zodiac);
    if (!s) throw ApiError.invalidField(`stars.${i}`, `${n} is not in the star catalogue (sefstars.txt)`);
    return { query: starKey(n), ...starRef(s.name || n, s.bayer, lang) };
  });
  const frame = tropicalNatalFrame(natal, body, ephemeris);
  const end = birthJd + toAge; // ephemeris days: one per year of life
  const angleAt = (pjd: number, id: number) => {
    const h = progressedHouses(ephemeris, frame, pjd, (pjd - birthJd), 'solar-arc-ra', zodiac);
    return id === -1 ? h.ascendant : h.mc;
  };
  const moverAt = (id: number, pjd: number) => {
    if (id >= 0) { const p = ephemeris.position(pjd, id, zodiac); return { value: p.longitude, speed: p.longitudeSpeed }; }
    const a = angleAt(pjd, id);
    const b = angleAt(pjd + 0.01, id);
    return { value: a, speed: (normalizeDegrees(b - a + 180) - 180) / 0.01 };
  };
  const contacts = [];
  for (const star of stars) {
    // The star moves about 50" a year: its longitude at the two ends, linear between, is its motion to 0.01".
    const s0 = ephemeris.fixedStar(birthJd, star.query, zodiac)!.longitude;
    const s1 = ephemeris.fixedStar(end, star.query, zodiac)!.longitude;
    const rate = (normalizeDegrees(s1 - s0 + 180) - 180) / (end - birthJd);
    const starAt = (pjd: number) => s0 + rate * (pjd - birthJd);
    for (const m of MOVERS) {
      const fn: AngleSampler = (t) => { const p = moverAt(m.id, t); return { value: p.value - starAt(t), speed: p.speed - rate }; };
      const track = angleTrack(fn, birthJd, end, m.id === 1 ? 0.5 : m.id < 0 ? 1 : 3);
      const bounds = [...trackCrossings(track, -orb), ...trackCrossings(track, orb)].map((r) => r.jd).sort((a, b) => a - b);
      for (const r of trackCrossings(track, 0)) {
        const enter = [...bounds].reverse().find((b) => b < r.jd) ?? null;
        const leave = bounds.find((b) => b > r.jd) ?? null;
        const cal = (pjd: number) => jdToIsoWithOffset(calendarJulianDayOfProgressed(birthJd, pjd), natal.moment.timezoneOffset * 60);
        contacts.push({
          body: m.name, star: { slug: star.slug, name: star.name },
          exactAt: cal(r.jd),
          age: ((r.jd - birthJd)),
          starLongitude: (normalizeDegrees(starAt(r.jd))),
          window: { from: enter === null ? null : cal(enter), to: leave === null ? null : cal(leave) },
          direction: r.direction > 0 ? 'direct' as const : 'retrograde' as const,
          progressedJulianDay: r.jd,
        });
      }
    }
  }
  contacts.sort((a, b) => a.progressedJulianDay - b.progressedJulianDay);
  return { moment: { utc: natal.moment.utc, julianDayUT: birthJd }, toAge, orb, stars: stars.map((s) => ({ slug: s.slug, name: s.name })), contacts, count: contacts.length, yearDays: TROPICAL_YEAR_DAYS };
}
