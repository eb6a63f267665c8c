/**
 * Three of Lilly's particular questions (William Lilly, Christian Astrology, 1647, Book II):
 * things lost (the 7th-house chapter "Of Servants fled, Beasts strayed, and things lost", with
 * the 2nd house of substance for the thing), theft (the 7th-house chapter "Of Theft" and its
 * sections on the thief's person, age and whether the goods return), and whether a woman be with
 * child (the 5th-house chapter "Whether a Woman be with Child or not"). Page numbers of the 1647
 * edition are not quoted: the chapters are named as Lilly titles them. The figure, significators,
 * dignities and direct perfection are the family's (lib/figure.ts, lib/lilly.ts, receivedBy).
 */
import { ApiError, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { houseOfLongitude, normalizeDegrees, shortestArc, SIGNS, signIndexOf } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { castFigure, directPerfection, planetRef, radixHouse, SEVEN } from './figure.js';
import type { Figure, Services } from './figure.js';
import { domicileLordOf, lillyDignity, MOIETIES } from './lilly.js';
import { echo, receivedBy } from './answers.js';
import { explanation } from './testimony.js';
import type { Explanation, ExplanationData } from './testimony.js';

type Element = 'fire' | 'earth' | 'air' | 'water';
const ANGLES = [1, 4, 7, 10];
const SUCCEDENT = [2, 5, 8, 11];

/**
 * Lilly's quarters of the signs (Book I, ch. XVI, "Of the twelve Signs"): the fiery triplicity
 * east, the earthy south, the airy west, the watery north.
 */
export const SIGN_QUARTER: Readonly<Record<Element, 'east' | 'south' | 'west' | 'north'>> = { fire: 'east', earth: 'south', air: 'west', water: 'north' };
/** The quarter of the figure a house lies in: the Ascendant east, the Midheaven south, the 7th west, the 4th north, the houses between them between. */
export const HOUSE_QUARTER = ['east', 'north-east', 'north-east', 'north', 'north-west', 'north-west', 'west', 'south-west', 'south-west', 'south', 'south-east', 'south-east'] as const;
// The places by the sign's element (Lilly's descriptions of the signs, Book I ch. XVI, as the chapter
// on things lost reads them) are core's lost-object-place table, by element slug.

const elementOf = (lon: number): Element => SIGNS[signIndexOf(lon)]!.element as Element;
const masculineSign = (lon: number) => elementOf(lon) === 'fire' || elementOf(lon) === 'air';
const signDistance = (a: number, b: number) => { const d = Math.abs(signIndexOf(a) - signIndexOf(b)); return Math.min(d, 12 - d); };
/** "Beholds": a Ptolemaic aspect by sign (conjunction, sextile, square, trine, opposition: 0, 2, 3, 4 or 6 signs apart); signs 1 or 5 apart are averse. */
export const beholds = (a: number, b: number) => [0, 2, 3, 4, 6].includes(signDistance(a, b));
const lordOfHouse = (f: Figure, house: number): SevenPlanet => domicileLordOf(f.cusps[house - 1]!);
/** The Part of Fortune as Lilly takes it day and night: Ascendant + Moon - Sun (Book I, "Of the Part of Fortune"). */
export const partOfFortune = (f: Figure) => normalizeDegrees(f.asc + f.lon.Moon - f.lon.Sun);
const applies = (f: Figure, services: Services, a: SevenPlanet, b: SevenPlanet) => a !== b && directPerfection(f, services, a, b).perfects;
const nearness = (house: number) => (ANGLES.includes(house) ? 'near' as const : SUCCEDENT.includes(house) ? 'middling' as const : 'far' as const);
const verdictOf = (count: number) => (count >= 2 ? 'yes' as const : count === 1 ? 'uncertain' as const : 'no' as const);

/** Afflicted: within the sum of moieties of a conjunction, square or opposition of Mars or Saturn, or combust (within 8.5 deg of the Sun). */
export function afflicted(f: Figure, p: SevenPlanet): boolean {
  const hard = (['Mars', 'Saturn'] as const).some((m) => m !== p && [0, 90, 180].some((a) => Math.abs(shortestArc(f.lon[p], f.lon[m]) - a) <= MOIETIES[p] + MOIETIES[m]));
  return hard || combust(f, p);
}
export const combust = (f: Figure, p: SevenPlanet) => p !== 'Sun' && shortestArc(f.lon[p], f.lon.Sun) <= 8.5;

// ---------------------------------------------------------------- things lost

export function lostObject(body: BirthInput & { ownerHouse?: number }, services: Services, lang: LangCode) {
  const ownerHouse = body.ownerHouse ?? 1;
  if (!Number.isInteger(ownerHouse) || ownerHouse < 1 || ownerHouse > 12) throw ApiError.invalidField('ownerHouse', 'must be a house number 1-12');
  const f = castFigure(body, services);
  const objectHouse = radixHouse(2, ownerHouse);
  const owner = lordOfHouse(f, ownerHouse);
  const object = lordOfHouse(f, objectHouse);
  const testimonies: Explanation[] = [];
  const say = (list: Explanation[], slug: string, d: ExplanationData = {}) => list.push(explanation('horary-testimony', slug, lang, d));
  // "if you find the Moon applying to the Lord of the Ascendant ... the thing missing shall be found againe"
  if (applies(f, services, 'Moon', owner)) say(testimonies, 'moon-applies-to-owner', { planet: owner });
  if (applies(f, services, object, owner)) say(testimonies, 'thing-applies-to-owner', { planet: object, house: objectHouse, other: owner });
  // "... nor abide in the ascendant nor in the 2nd house, the thing lost shall not be found"; the 10th added after Lilly's rules of recovery.
  if ([1, 2, 10].includes(f.house.Moon)) say(testimonies, 'moon-in-house', { house: f.house.Moon });
  if (object !== 'Moon' && [1, 2, 10].includes(f.house[object])) say(testimonies, 'thing-significator-in-house', { planet: object, house: f.house[object] });
  if (beholds(f.lon.Sun, f.asc) && beholds(f.lon.Moon, f.asc)) say(testimonies, 'sun-and-moon-behold-ascendant');
  const fortuneHouse = houseOfLongitude(partOfFortune(f), f.cusps);
  if (fortuneHouse === 1) say(testimonies, 'fortune-in-first', { house: 1 });
  const seventhLord = lordOfHouse(f, 7);
  const stolen: Explanation[] = [];
  // Of Theft: the thing's significator with the lord of the 7th (the thief), or in his house, signifies it taken away.
  if (f.house[object] === 7) say(stolen, 'thing-significator-in-house', { planet: object, house: 7 });
  if (f.house.Moon === 7) say(stolen, 'moon-in-house', { house: 7 });
  if (applies(f, services, object, seventhLord)) say(stolen, 'thing-applies-to-seventh-lord', { planet: object, other: seventhLord });
  if (f.house[seventhLord] === 1 || f.house[seventhLord] === 2) say(stolen, 'lord-in-house', { planet: seventhLord, houses: [7], house: f.house[seventhLord] });
  const sign = signIndexOf(f.lon[object]);
  const element = elementOf(f.lon[object]);
  return {
    ...echo(f, services, lang),
    ownerHouse,
    objectHouse,
    significators: { object: planetRef(object, lang), moon: planetRef('Moon', lang), owner: planetRef(owner, lang) },
    recoverable: { verdict: verdictOf(testimonies.length), testimonies },
    location: {
      direction: SIGN_QUARTER[element],
      houseDirection: HOUSE_QUARTER[f.house[object] - 1]!,
      sign: sign + 1,
      environment: { element, description: term('lost-object-place', element, lang) },
      nearness: nearness(f.house[object]),
      height: element === 'fire' || element === 'air' ? ('high' as const) : ('low' as const),
    },
    stolenTestimonies: stolen,
  };
}

// ---------------------------------------------------------------- theft

// The complexion each planet gives (Lilly Book I, the chapters on the planets' shapes: "Another brief
// description of the shapes and formes of the Planets") is core's thief-complexion table, by planet slug.
/** Stature by the sign (Lilly Book I ch. XVI): the airy human signs and Sagittarius and Virgo long; Aries, Taurus, Cancer, Scorpio, Capricorn, Pisces short; Leo strong and middling. */
const BUILD = ['short', 'short', 'tall', 'short', 'middling', 'tall', 'tall', 'short', 'tall', 'short', 'tall', 'short'] as const;
const PLANET_SEX: Readonly<Record<SevenPlanet, 'male' | 'female' | null>> = { Saturn: 'male', Jupiter: 'male', Mars: 'male', Sun: 'male', Venus: 'female', Moon: 'female', Mercury: null };

export function thief(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  // "Any peregrine planet in an angle or in the second house is the thief"; else the lord of the 7th.
  const byHouse = [1, 10, 7, 4, 2].flatMap((h) => SEVEN.filter((p) => f.house[p] === h && lillyDignity(p, f.lon[p], f.diurnal).peregrine));
  const significator = byHouse[0] ?? lordOfHouse(f, 7);
  const reason = byHouse[0] ? (f.house[significator] === 2 ? 'peregrine-in-second' as const : 'peregrine-in-angle' as const) : 'lord-of-seventh' as const;
  const lon = f.lon[significator];
  // Sex: the planet's own (Mercury by his sign); the sign's gender is reported beside it as a second testimony.
  const signSex = masculineSign(lon) ? ('male' as const) : ('female' as const);
  const planetSex = PLANET_SEX[significator] ?? signSex;
  // Age: Saturn old, Jupiter and the Sun of middle age, Mars, Venus, Mercury young; the Moon by her age (Lilly: first quarter young, the middle of her course middle-aged, the last quarter old).
  const elongation = normalizeDegrees(f.lon.Moon - f.lon.Sun);
  const moonAge = elongation < 90 ? 'young' as const : elongation < 270 ? 'middle-aged' as const : 'old' as const;
  const ageGroup = significator === 'Saturn' ? 'old' as const : significator === 'Jupiter' || significator === 'Sun' ? 'middle-aged' as const : significator === 'Moon' ? moonAge : 'young' as const;
  const ascLord = domicileLordOf(f.asc);
  const household = f.house[significator] <= 4 || significator === ascLord;
  const acquaintance = beholds(f.lon.Sun, f.asc) && beholds(f.lon.Moon, f.asc);
  const testimonies: Explanation[] = [];
  const say = (slug: string, d: ExplanationData = {}) => testimonies.push(explanation('horary-testimony', slug, lang, d));
  const secondLord = lordOfHouse(f, 2);
  if (applies(f, services, secondLord, ascLord)) say('second-lord-applies-to-asc-lord', { planet: secondLord, other: ascLord });
  if (acquaintance) say('sun-and-moon-behold-ascendant');
  if (applies(f, services, 'Moon', ascLord)) say('moon-applies-to-asc-lord', { planet: ascLord });
  // Lilly's own reading in his figure of fish stolen (Book II, 1638): the Moon in the Ascendant applying by sextile to
  // Mercury, lord of the 2nd, the goods; he found the fish, part of them eaten.
  if (secondLord !== ascLord && applies(f, services, 'Moon', secondLord)) say('moon-applies-to-second-lord', { planet: secondLord });
  return {
    ...echo(f, services, lang),
    thiefSignificator: { planet: planetRef(significator, lang), reason, house: f.house[significator] },
    description: {
      sex: planetSex,
      sexTestimonies: { byPlanet: planetSex, bySign: signSex },
      ageGroup,
      build: BUILD[signIndexOf(lon)]!,
      complexion: term('thief-complexion', significator.toLowerCase(), lang),
    },
    relation: household ? ('household' as const) : acquaintance ? ('acquaintance' as const) : ('stranger' as const),
    direction: SIGN_QUARTER[elementOf(lon)],
    recovery: { verdict: verdictOf(testimonies.length), testimonies },
  };
}

// ---------------------------------------------------------------- whether with child

/**
 * Lilly's fruitful and barren signs (CA p. 89, as his ch. XLII cites it: "Virgo a barren Signe,
 * as you may see page 89"): Cancer, Scorpio, Pisces fruitful; Gemini, Leo, Virgo barren; the rest
 * indifferent ("Capricorn, a Signe of indifferency in this nature of judgment").
 */
export const FRUITFUL_SIGNS: readonly number[] = [3, 7, 11];
export const BARREN_SIGNS: readonly number[] = [2, 4, 5];

/** A square or an opposition of two planets within the sum of their moieties (Lilly p. 107): an "evil aspect". */
export const evilAspect = (f: Figure, a: SevenPlanet, b: SevenPlanet) =>
  a !== b && [90, 180].some((x) => Math.abs(shortestArc(f.lon[a], f.lon[b]) - x) <= MOIETIES[a] + MOIETIES[b]);

/**
 * Lilly's testimonies whether a woman be with child or shall conceive (CA Book II, the 5th-house
 * chapters: "Whether a Woman be with Child or not" (ch. XL), "If one shall have Children yea or
 * no", and his judgement of the barren woman, ch. XLII), read at astrologicalsociety.us
 * /christian/chap-xl.html, .../if-one-shall-have-children-yea-or-no.html and .../chap-xlii.html:
 * - the Ascendant's lord or the Moon applying to the 5th lord "either Conjunction, Sextile, Trine
 *   or Square" is for; applying by opposition is against: Lilly has "seldom seen any thing
 *   brought to perfection by this way of opposition" (p. 125), and in ch. XLII Mercury, lord of
 *   the Ascendant, "going to Opposition of Saturn" (lord of the 5th) is among the afflictions
 *   for which he judged she would never conceive;
 * - the 5th lord angular counts for only "free from misfortune, viz. Retrogradation or
 *   Combustion" (ch. XL) and from the malefics' hard aspects;
 * - the sign ascending and the sign on the 5th fruitful for, barren against ("whether the Signe
 *   upon the 5th, or Ascending, be of those we call Fruitfull"; ch. XLII opens "The Ascendant is
 *   here Virgo a barren Signe");
 * - the South Node in the 5th or the 1st against ("South Node in the 5th shewes abortion, in the
 *   Ascendant extreame feare"; ch. XLII "South Node also possesseth the Ascendant; a strong
 *   argument of barrennesse");
 * - an "evill aspect" (square or opposition, in orbs) of the lord of the 6th, 8th or 12th to the
 *   5th lord, the Ascendant's lord or the Moon against ("take any evill aspects of the Lord of
 *   the 6th, 8th or 12th, to be an affliction"; ch. XLII: the Moon "in Square of Saturn, Lord of
 *   the 6th" and Mercury "applying to his Opposition").
 */
export function pregnancy(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const ascLord = domicileLordOf(f.asc);
  const fifthLord = lordOfHouse(f, 5);
  const testimonies: (Explanation & { for: boolean; weight: number })[] = [];
  const add = (slug: string, d: ExplanationData, isFor: boolean, weight: number) => testimonies.push({ ...explanation('horary-testimony', slug, lang, d), for: isFor, weight });
  for (const p of [ascLord, 'Moon'] as const) {
    if (p === fifthLord || (p === 'Moon' && ascLord === 'Moon')) continue;
    const d = directPerfection(f, services, p, fifthLord);
    if (!d.perfects) continue;
    if (p === 'Moon') {
      if (d.angle === 180) add('moon-applies-to-opposition-of-fifth-lord', { planet: fifthLord, house: 5 }, false, 2);
      else add('moon-applies-to-fifth-lord', { planet: fifthLord, house: 5, aspect: d.angle! }, true, 2);
    } else if (d.angle === 180) add('asc-lord-applies-to-opposition-of-fifth-lord', { planet: p, other: fifthLord, house: 5 }, false, 2);
    else add('asc-lord-applies-to-fifth-lord', { planet: p, other: fifthLord, house: 5, aspect: d.angle! }, true, 2);
  }
  if (fifthLord !== ascLord && receivedBy(fifthLord, f.lon[ascLord], f.diurnal).length) add('fifth-lord-receives-asc-lord', { planet: fifthLord, other: ascLord, house: 5 }, true, 1);
  if (fifthLord !== 'Moon' && receivedBy(fifthLord, f.lon.Moon, f.diurnal).length) add('fifth-lord-receives-moon', { planet: fifthLord, house: 5 }, true, 1);
  for (const b of ['Jupiter', 'Venus'] as const) if ([1, 5, 11].includes(f.house[b])) add('benefic-in-house', { planet: b, house: f.house[b] }, true, 1);
  const retrograde = fifthLord !== 'Sun' && fifthLord !== 'Moon' && f.speed[fifthLord] < 0;
  if (ANGLES.includes(f.house[fifthLord]) && !afflicted(f, fifthLord) && !retrograde) add('fifth-lord-angular-unafflicted', { planet: fifthLord, house: f.house[fifthLord] }, true, 2);
  if ((f.house.Moon === 5 || f.house.Moon === 7) && (['Jupiter', 'Venus'] as const).some((b) => f.house[b] === f.house.Moon)) add('moon-with-benefic', { house: f.house.Moon }, true, 1);
  for (const [place, lon] of [['ascendant', f.asc], ['fifth-cusp', f.cusps[4]!]] as const) {
    const s = signIndexOf(lon);
    if (FRUITFUL_SIGNS.includes(s)) add(`fruitful-sign-on-${place}`, { sign: s }, true, 1);
    if (BARREN_SIGNS.includes(s)) add(`barren-sign-on-${place}`, { sign: s }, false, 1);
  }
  for (const m of ['Mars', 'Saturn'] as const) if (f.house[m] === 5 || f.house[m] === 1) add('malefic-in-house', { planet: m, house: f.house[m] }, false, 1);
  const node = f.chart.bodies.find((b) => b.id === 11)!.longitude;
  const southNodeHouse = houseOfLongitude(normalizeDegrees(node + 180), f.cusps);
  if (southNodeHouse === 1 || southNodeHouse === 5) add('south-node-in-house', { house: southNodeHouse }, false, 1);
  if (combust(f, fifthLord)) add('fifth-lord-combust', { planet: fifthLord }, false, 2);
  if ([3, 6, 9, 12].includes(f.house[fifthLord])) add('fifth-lord-cadent', { planet: fifthLord, house: f.house[fifthLord] }, false, 1);
  if (retrograde) add('fifth-lord-retrograde', { planet: fifthLord }, false, 1);
  const evilLords = [...new Set([6, 8, 12].map((h) => lordOfHouse(f, h)))];
  const afflictedOnes = [...new Set<SevenPlanet>([fifthLord, ascLord, 'Moon'])];
  for (const e of evilLords) {
    const houses = [6, 8, 12].filter((h) => lordOfHouse(f, h) === e);
    for (const a of afflictedOnes) if (evilAspect(f, e, a)) add('evil-lord-afflicts', { planet: e, houses, other: a }, false, 1);
  }
  const score = testimonies.reduce((s, x) => s + (x.for ? x.weight : -x.weight), 0);
  const points = [f.cusps[4]!, f.lon[fifthLord], f.lon.Moon, f.asc];
  const masculine = points.filter(masculineSign).length;
  return {
    ...echo(f, services, lang),
    significators: { querent: planetRef(ascLord, lang), fifthLord: planetRef(fifthLord, lang) },
    verdict: score >= 2 ? ('yes' as const) : score <= -2 ? ('no' as const) : ('uncertain' as const),
    score,
    testimonies,
    childSex: { masculineTestimonies: masculine, feminineTestimonies: points.length - masculine },
  };
}
