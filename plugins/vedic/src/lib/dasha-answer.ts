/**
 * Answer shapes and builders shared by the /vedic/dasha/* operations: every nakshatra dasha
 * answers with the janma nakshatra, the lord at birth, the balance, the mahadashas with local
 * dates (SERVICE-SPEC versioning note 5: "dasha dates are in local time") and their Julian
 * days, and, for the conditional systems, whether BPHS ch. 46 prescribes the system for the
 * chart (`applicable`; the list is computed either way).
 */
import { Type } from '@sinclair/typebox';
import { hasTerm, Instant, kebab, named, signName as localSignName, term } from '@celestial/core';
import type { TProperties } from '@sinclair/typebox';
import type { Ephemeris, LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { GRAHA_NAMES, houseFrom, SIGN_LORD } from './grahas.js';
import { sentence } from './explanations.js';
import type { Fill } from './explanations.js';
import type { RashiChart } from './rashi.js';
import { ChartEcho, chartEcho, localIso } from './schemas.js';
import { DASHA_YEAR_DAYS } from './settings.js';
import { vargaSign } from './vargas.js';
import { vedicDayAt } from './day.js';
import { mahadashas, moonNakshatraOut, subPeriods, yearsMonthsDays } from './dasha.js';
import type { DashaLord, DashaPeriod, NakshatraDashaSystem } from './dasha.js';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';
import type { GrahaNaming } from './vocabulary.js';

/**
 * The lord of a period as a body reference (issue 12: a body is `{ slug, name, graha, id? }`,
 * never an English string). A Yogini dasha period is named for its yogini, and ruled by her
 * graha (BPHS ch. 46 sl. 39-43: Mangala the Moon ... Sankata Rahu): `lord` is that graha and
 * `yogini` names her.
 */
export const DashaLordSchema = Type.Object(GrahaNamingMembers, { description: "the graha ruling the period, name in the answer's language" });
export const YoginiSchema = Type.Object({
  slug: Type.String({ description: 'mangala, pingala, dhanya, bhramari, bhadrika, ulka, siddha, sankata' }),
  name: Type.String({ description: "the yogini's name in the answer's language" }),
}, { description: 'Yogini dasha only: the yogini the period is named for (her graha is `lord`)' });

const LordMembers = { lord: DashaLordSchema, yogini: Type.Optional(YoginiSchema) };

export const DashaPeriodSchema = Type.Object({
  ...LordMembers,
  start: Instant('local date-time, ISO 8601 with offset, to the second'),
  end: Instant('local date-time, ISO 8601 with offset, to the second'),
  startJd: Type.Number({ description: 'Julian day (UT)' }),
  endJd: Type.Number(),
  years: Type.Number({ description: 'length in dasha years' }),
});

/** A sub-period: its mahadasha's lord (and, in the Yogini dasha, the mahadasha's yogini) beside its own. */
export const SubPeriodSchema = Type.Object({
  mahadasha: Type.Object(GrahaNamingMembers, { description: "the lord of the mahadasha this sub-period belongs to, name in the answer's language" }),
  mahadashaYogini: Type.Optional(YoginiSchema),
  ...DashaPeriodSchema.properties,
});

export const BalanceSchema = Type.Object({
  ...LordMembers,
  years: Type.Integer({ minimum: 0 }),
  months: Type.Integer({ minimum: 0, maximum: 11 }),
  days: Type.Number({ minimum: 0 }),
  totalYears: Type.Number({ description: 'the balance in dasha years' }),
});

export const MoonNakshatraSchema = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 27 }),
  slug: Type.String({ description: 'ashwini ... revati' }),
  name: Type.String(),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  traversed: Type.Number({ minimum: 0, maximum: 1, description: 'fraction of the nakshatra the Moon has crossed' }),
});

/**
 * Whether BPHS ch. 46 prescribes the system for the chart, and why: the condition's facts as
 * members and as a sentence of core's dasha-condition table (issue 12: it was English text).
 */
const SignNumber = (what: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: `the ${what} sign, Aries 1` }));
const SignNameOf = Type.Optional(Type.String({ description: "the sign's name in the answer's language" }));
export const ApplicableSchema = Type.Object({
  ok: Type.Boolean(),
  reason: Type.Object({
    slug: Type.String({ description: 'the system and case (ashtottari-holds, ashtottari-fails, ashtottari-rahu-in-lagna, shodashottari, dwadashottari, panchottari, shatabdika, shatabdika-vargottama, chaturashiti-sama, dwisaptati-sama, shashtihayani, shattrimshat-sama-day, shattrimshat-sama-night)' }),
    text: Type.String({ description: "the chart's facts the condition reads, in the answer's language" }),
    rahuSign: SignNumber("Rahu's"), rahuSignName: SignNameOf,
    lordSign: SignNumber("lagna lord's"), lordSignName: SignNameOf,
    lagnaSign: SignNumber('lagna'), lagnaSignName: SignNameOf,
    navamsaSign: SignNumber("lagna's navamsa"), navamsaSignName: SignNameOf,
    dwadasamsaSign: SignNumber("lagna's dwadasamsa"), dwadasamsaSignName: SignNameOf,
    lord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the lord the condition reads (lagna lord, navamsa lord, 10th lord)' })),
    seventhLord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the 7th lord (Dwisaptati-sama)' })),
    house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'the house the condition reads' })),
    seventhHouse: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: "the 7th lord's house (Dwisaptati-sama)" })),
    hora: Type.Optional(Type.Object(GrahaNamingMembers, { description: "the lagna's hora: the Sun's (Leo) or the Moon's (Cancer), BPHS ch. 6" })),
    paksha: Type.Optional(Type.Object({ slug: Type.String({ description: 'shukla or krishna' }), name: Type.String() })),
    dayBirth: Type.Optional(Type.Boolean({ description: 'born between sunrise and sunset' })),
  }),
});

export function nakshatraDashaResponse<P extends TProperties = {}>(extra?: P) {
  return Type.Object({
    ...ChartEcho,
    system: Type.String({ description: "the dasha system in the answer's language" }),
    systemSlug: Type.String({ description: 'the system: vimshottari, yogini, ashtottari ... (its operation path)' }),
    totalYears: Type.Number({ description: 'years of one full cycle' }),
    moonNakshatra: MoonNakshatraSchema,
    startLord: DashaLordSchema,
    balanceAtBirth: BalanceSchema,
    periods: Type.Array(DashaPeriodSchema, { minItems: 1 }),
    ...(extra ?? ({} as P)),
  });
}

/**
 * A period's lord as answers write it: `lord`, the graha by reference in the answer's language
 * (core's body table via the graha slug), and for a yogini (Yogini dasha) `yogini`, named from
 * core's yogini table.
 */
export function dashaLordNaming(l: DashaLord, lang: LangCode): { lord: GrahaNaming; yogini?: { slug: string; name: string } } {
  const lord = grahaNaming(l.graha, lang);
  if (l.name === GRAHA_NAMES[l.graha]) return { lord };
  const slug = kebab(l.name);
  return { lord, yogini: { slug, name: hasTerm('yogini', slug) ? term('yogini', slug, lang) : l.name } };
}

export function periodOut(p: DashaPeriod, offsetHours: number, lang: LangCode) {
  return { ...dashaLordNaming(p.lord, lang), start: localIso(p.start, offsetHours), end: localIso(p.end, offsetHours), startJd: p.start, endJd: p.end, years: p.years };
}

export function yearDaysOf(chart: RashiChart): number {
  return DASHA_YEAR_DAYS[chart.settings.dashaYear];
}

/** The common answer of a nakshatra dasha for a chart. */
export function nakshatraDashaAnswer(sys: NakshatraDashaSystem, chart: RashiChart, ephemeris: Ephemeris, lang: LangCode) {
  const yd = yearDaysOf(chart);
  const moon = chart.grahas[1]!.longitude;
  const { first, periods } = mahadashas(sys, moon, chart.jd, yd);
  const off = chart.moment.timezoneOffset;
  const firstLord = sys.lords[first.index]!;
  const balance = (1 - first.elapsed) * firstLord.years;
  return {
    answer: {
      ...chartEcho(chart, ephemeris),
      system: term('dasha', kebab(sys.name), lang),
      systemSlug: kebab(sys.name),
      totalYears: sys.total,
      moonNakshatra: moonNakshatraOut(moon, lang),
      startLord: dashaLordNaming(firstLord, lang).lord,
      balanceAtBirth: { ...dashaLordNaming(firstLord, lang), ...yearsMonthsDays(balance, yd), totalYears: balance },
      periods: periods.map((p) => periodOut(p, off, lang)),
    },
    periods,
    yearDays: yd,
  };
}

/** All sub-periods of a list of periods (antardashas), each tagged with its mahadasha. */
export function antardashasOut(sys: NakshatraDashaSystem, periods: readonly DashaPeriod[], yearDays: number, offsetHours: number, lang: LangCode) {
  return periods.flatMap((md) => {
    const { lord, yogini } = dashaLordNaming(md.lord, lang);
    const of = yogini === undefined ? { mahadasha: lord } : { mahadasha: lord, mahadashaYogini: yogini };
    return subPeriods(sys, md, yearDays).map((ad) => ({ ...of, ...periodOut(ad, offsetHours, lang) }));
  });
}

// ---- BPHS ch. 46 conditions of the conditional dashas ---------------------------------------


/** Hora (D2, BPHS ch. 6): Leo = the Sun's hora, Cancer = the Moon's. */
function horaOf(lon: number): 'Sun' | 'Moon' {
  return vargaSign(lon, 2) === 4 ? 'Sun' : 'Moon';
}

function shuklaPaksha(chart: RashiChart): boolean {
  return normalizeDegrees(chart.grahas[1]!.longitude - chart.grahas[0]!.longitude) < 180;
}

export interface ConditionReason { slug: string; text: string; [member: string]: unknown }
export type Condition = (chart: RashiChart, ephemeris: Ephemeris, lang?: LangCode) => { ok: boolean; reason: ConditionReason };

/** The reason `slug` in `lang`: the dasha-condition sentence filled with `fill`, the facts as members. */
function because(slug: string, lang: LangCode, fill: Fill, data: Record<string, unknown>): ConditionReason {
  return { slug, text: sentence('dasha-condition', slug, lang, fill), ...data };
}

/** `{ <what>Sign, <what>SignName }` of a 0-based sign index in `lang`. */
function signOf(what: string, index: number, lang: LangCode): Record<string, number | string> {
  return { [`${what}Sign`]: index + 1, [`${what}SignName`]: localSignName(index + 1, lang) };
}

export const CONDITIONS: Readonly<Record<string, Condition>> = {
  // BPHS ch. 46 sl. 17: Rahu, not in the lagna, in a kendra or trikona from the lagna lord.
  ashtottari: (c, _e, lang = 'en') => {
    const lagna = c.lagna.sign - 1;
    const lord = SIGN_LORD[lagna]!;
    const lordSign = c.grahas[lord]!.sign - 1;
    const rahuSign = c.grahas[7]!.sign - 1;
    const h = houseFrom(lordSign, rahuSign);
    const ok = rahuSign !== lagna && [1, 4, 5, 7, 9, 10].includes(h);
    const l = grahaNaming(lord, lang);
    const slug = rahuSign === lagna ? 'ashtottari-rahu-in-lagna' : ok ? 'ashtottari-holds' : 'ashtottari-fails';
    return { ok, reason: because(slug, lang, { rahuSign: localSignName(rahuSign + 1, lang), house: h, lord: l.name, lordSign: localSignName(lordSign + 1, lang) }, { ...signOf('rahu', rahuSign, lang), lord: l, ...signOf('lord', lordSign, lang), house: h }) };
  },
  // BPHS ch. 46 sl. 23: lagna in the Moon's hora with a Krishna paksha birth, or in the Sun's hora in Shukla paksha.
  shodashottari: (c, _e, lang = 'en') => {
    const hora = horaOf(c.lagna.longitude);
    const shukla = shuklaPaksha(c);
    const ok = (hora === 'Sun' && shukla) || (hora === 'Moon' && !shukla);
    const h = grahaNaming(hora === 'Sun' ? 0 : 1, lang);
    const paksha = named('paksha', shukla ? 'shukla' : 'krishna', lang);
    return { ok, reason: because('shodashottari', lang, { hora: h.name, paksha: paksha.name }, { hora: h, paksha }) };
  },
  // BPHS ch. 46 sl. 25: lagna in a navamsa of Venus (Taurus or Libra navamsa).
  dwadashottari: (c, _e, lang = 'en') => {
    const nav = vargaSign(c.lagna.longitude, 9);
    const ok = SIGN_LORD[nav] === 5;
    const l = grahaNaming(SIGN_LORD[nav]!, lang);
    return { ok, reason: because('dwadashottari', lang, { navamsa: localSignName(nav + 1, lang), lord: l.name }, { ...signOf('navamsa', nav, lang), lord: l }) };
  },
  // BPHS ch. 46 sl. 27: Cancer lagna in the Cancer dwadasamsa.
  panchottari: (c, _e, lang = 'en') => {
    const lagna = c.lagna.sign - 1;
    const d12 = vargaSign(c.lagna.longitude, 12);
    const ok = lagna === 3 && d12 === 3;
    return { ok, reason: because('panchottari', lang, { sign: localSignName(lagna + 1, lang), dwadasamsa: localSignName(d12 + 1, lang) }, { ...signOf('lagna', lagna, lang), ...signOf('dwadasamsa', d12, lang) }) };
  },
  // BPHS ch. 46 sl. 29: vargottama lagna (same sign in rashi and navamsa).
  shatabdika: (c, _e, lang = 'en') => {
    const lagna = c.lagna.sign - 1;
    const nav = vargaSign(c.lagna.longitude, 9);
    return { ok: lagna === nav, reason: because(lagna === nav ? 'shatabdika-vargottama' : 'shatabdika', lang, { sign: localSignName(lagna + 1, lang), navamsa: localSignName(nav + 1, lang) }, { ...signOf('lagna', lagna, lang), ...signOf('navamsa', nav, lang) }) };
  },
  // BPHS ch. 46 sl. 31: the 10th lord in the 10th.
  'chaturashiti-sama': (c, _e, lang = 'en') => {
    const tenth = (c.lagna.sign - 1 + 9) % 12;
    const lord = SIGN_LORD[tenth]!;
    const at = c.grahas[lord]!.sign - 1;
    const house = houseFrom(c.lagna.sign - 1, at);
    const l = grahaNaming(lord, lang);
    return { ok: at === tenth, reason: because('chaturashiti-sama', lang, { lord: l.name, house }, { lord: l, house }) };
  },
  // BPHS ch. 46 sl. 33: the lagna lord in the 7th or the 7th lord in the lagna.
  'dwisaptati-sama': (c, _e, lang = 'en') => {
    const lagna = c.lagna.sign - 1;
    const seventh = (lagna + 6) % 12;
    const l1 = SIGN_LORD[lagna]!;
    const l7 = SIGN_LORD[seventh]!;
    const l1in = c.grahas[l1]!.sign - 1;
    const l7in = c.grahas[l7]!.sign - 1;
    const ok = l1in === seventh || l7in === lagna;
    const a = grahaNaming(l1, lang);
    const b = grahaNaming(l7, lang);
    const house = houseFrom(lagna, l1in);
    const seventhHouse = houseFrom(lagna, l7in);
    return { ok, reason: because('dwisaptati-sama', lang, { lord: a.name, house, seventhLord: b.name, seventhHouse }, { lord: a, house, seventhLord: b, seventhHouse }) };
  },
  // BPHS ch. 46 sl. 35: the Sun in the lagna.
  shashtihayani: (c, _e, lang = 'en') => {
    const h = c.grahas[0]!.house;
    return { ok: h === 1, reason: because('shashtihayani', lang, { house: h }, { house: h }) };
  },
  // BPHS ch. 46 sl. 37: day birth with the lagna in the Sun's hora, or night birth in the Moon's hora.
  'shattrimshat-sama': (c, ephemeris, lang = 'en') => {
    const day = vedicDayAt(ephemeris, c.jd, c.latitude, c.longitude, c.moment.timezoneOffset, c.settings.sunrise).isDaytime;
    const hora = horaOf(c.lagna.longitude);
    const ok = (day && hora === 'Sun') || (!day && hora === 'Moon');
    const h = grahaNaming(hora === 'Sun' ? 0 : 1, lang);
    return { ok, reason: because(day ? 'shattrimshat-sama-day' : 'shattrimshat-sama-night', lang, { hora: h.name }, { dayBirth: day, hora: h }) };
  },
};
