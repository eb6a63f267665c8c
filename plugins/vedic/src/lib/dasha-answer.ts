/**
 * Answer shapes and builders shared by the /vedic/dasha/* operations: every nakshatra dasha
 * answers with the janma nakshatra, the lord at birth, the balance, the mahadashas with local
 * dates (SERVICE-SPEC versioning note 5: "dasha dates are in local time") and their Julian
 * days, and, for the conditional systems, whether BPHS ch. 46 prescribes the system for the
 * chart (`applicable`; the list is computed either way).
 */
import { Type } from '@sinclair/typebox';
import { hasTerm, Instant, kebab, term } from '@celestial/core';
import type { TProperties } from '@sinclair/typebox';
import type { Ephemeris, LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { GRAHA_NAMES, houseFrom, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
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

export const ApplicableSchema = Type.Object({ ok: Type.Boolean(), reason: Type.String() });

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

const signName = (s: number) => SIGN_NAMES_EN[s]!;

/** Hora (D2, BPHS ch. 6): Leo = the Sun's hora, Cancer = the Moon's. */
function horaOf(lon: number): 'Sun' | 'Moon' {
  return vargaSign(lon, 2) === 4 ? 'Sun' : 'Moon';
}

function shuklaPaksha(chart: RashiChart): boolean {
  return normalizeDegrees(chart.grahas[1]!.longitude - chart.grahas[0]!.longitude) < 180;
}

export type Condition = (chart: RashiChart, ephemeris: Ephemeris) => { ok: boolean; reason: string };

export const CONDITIONS: Readonly<Record<string, Condition>> = {
  // BPHS ch. 46 sl. 17: Rahu, not in the lagna, in a kendra or trikona from the lagna lord.
  ashtottari: (c) => {
    const lagna = c.lagna.sign - 1;
    const lord = SIGN_LORD[lagna]!;
    const lordSign = c.grahas[lord]!.sign - 1;
    const rahuSign = c.grahas[7]!.sign - 1;
    const h = houseFrom(lordSign, rahuSign);
    const ok = rahuSign !== lagna && [1, 4, 5, 7, 9, 10].includes(h);
    return { ok, reason: `Rahu in ${signName(rahuSign)} is house ${h} from the lagna lord ${GRAHA_NAMES[lord]} (${signName(lordSign)})${rahuSign === lagna ? ' but in the lagna' : ''}: ${ok ? 'a kendra or trikona, not the lagna' : 'not a kendra or trikona outside the lagna'}` };
  },
  // BPHS ch. 46 sl. 23: lagna in the Moon's hora with a Krishna paksha birth, or in the Sun's hora in Shukla paksha.
  shodashottari: (c) => {
    const hora = horaOf(c.lagna.longitude);
    const shukla = shuklaPaksha(c);
    const ok = (hora === 'Sun' && shukla) || (hora === 'Moon' && !shukla);
    return { ok, reason: `lagna in the ${hora}'s hora, ${shukla ? 'Shukla' : 'Krishna'} paksha birth` };
  },
  // BPHS ch. 46 sl. 25: lagna in a navamsa of Venus (Taurus or Libra navamsa).
  dwadashottari: (c) => {
    const nav = vargaSign(c.lagna.longitude, 9);
    const ok = SIGN_LORD[nav] === 5;
    return { ok, reason: `lagna navamsa ${signName(nav)}, lord ${GRAHA_NAMES[SIGN_LORD[nav]!]}` };
  },
  // BPHS ch. 46 sl. 27: Cancer lagna in the Cancer dwadasamsa.
  panchottari: (c) => {
    const lagna = c.lagna.sign - 1;
    const d12 = vargaSign(c.lagna.longitude, 12);
    const ok = lagna === 3 && d12 === 3;
    return { ok, reason: `lagna ${signName(lagna)}, dwadasamsa ${signName(d12)}` };
  },
  // BPHS ch. 46 sl. 29: vargottama lagna (same sign in rashi and navamsa).
  shatabdika: (c) => {
    const lagna = c.lagna.sign - 1;
    const nav = vargaSign(c.lagna.longitude, 9);
    return { ok: lagna === nav, reason: `lagna ${signName(lagna)}, navamsa ${signName(nav)}${lagna === nav ? ' (vargottama)' : ''}` };
  },
  // BPHS ch. 46 sl. 31: the 10th lord in the 10th.
  'chaturashiti-sama': (c) => {
    const tenth = (c.lagna.sign - 1 + 9) % 12;
    const lord = SIGN_LORD[tenth]!;
    const at = c.grahas[lord]!.sign - 1;
    return { ok: at === tenth, reason: `10th lord ${GRAHA_NAMES[lord]} in house ${houseFrom(c.lagna.sign - 1, at)}` };
  },
  // BPHS ch. 46 sl. 33: the lagna lord in the 7th or the 7th lord in the lagna.
  'dwisaptati-sama': (c) => {
    const lagna = c.lagna.sign - 1;
    const seventh = (lagna + 6) % 12;
    const l1 = SIGN_LORD[lagna]!;
    const l7 = SIGN_LORD[seventh]!;
    const l1in = c.grahas[l1]!.sign - 1;
    const l7in = c.grahas[l7]!.sign - 1;
    const ok = l1in === seventh || l7in === lagna;
    return { ok, reason: `lagna lord ${GRAHA_NAMES[l1]} in house ${houseFrom(lagna, l1in)}, 7th lord ${GRAHA_NAMES[l7]} in house ${houseFrom(lagna, l7in)}` };
  },
  // BPHS ch. 46 sl. 35: the Sun in the lagna.
  shashtihayani: (c) => {
    const h = c.grahas[0]!.house;
    return { ok: h === 1, reason: `the Sun in house ${h}` };
  },
  // BPHS ch. 46 sl. 37: day birth with the lagna in the Sun's hora, or night birth in the Moon's hora.
  'shattrimshat-sama': (c, ephemeris) => {
    const day = vedicDayAt(ephemeris, c.jd, c.latitude, c.longitude, c.moment.timezoneOffset, c.settings.sunrise).isDaytime;
    const hora = horaOf(c.lagna.longitude);
    const ok = (day && hora === 'Sun') || (!day && hora === 'Moon');
    return { ok, reason: `${day ? 'day' : 'night'} birth, lagna in the ${hora}'s hora` };
  },
};
