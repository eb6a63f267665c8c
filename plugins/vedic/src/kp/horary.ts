import { Type } from '@sinclair/typebox';
import { ApiError, Clock, DateString, defineOperation, Ephemeris, StringEnum, TimeZones, Instant, signName as signNameOf } from '@celestial/core';
import { normalizeDegrees, resolveMoment } from '@celestial/core/astro';
import type { GrahaNumber } from '../lib/grahas.js';
import { castRashiAt } from '../lib/rashi.js';
import { vedicSettings, VedicOptions } from '../lib/settings.js';
import { ChartEcho, chartEcho, localIso } from '../lib/schemas.js';
import { vedicDayAt } from '../lib/day.js';
import { horaryAscendantInstant, houseOfLongitude, judgePromise, kpInput, KpLordRef, kpLordRef, KpLordRefs, kpLordRefs, kpLords, KpLordsMembers, kpLordsOut, KP_MATTERS, kpSubTable, KpThreeLordsMembers, placidusCusps, rulingPlanets, significators } from '../lib/kp.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { AYANAMSA_IDS, AYANAMSA_SLUGS } from '@celestial/core/astro';

const TOPICS = Object.keys(KP_MATTERS);
const SUBS = kpSubTable();
const Names = KpLordRefs;

/** The matter judged: a topic of KP_MATTERS, or a house (favourable: it and the 11th; negating: the 12th from it). */
function matterOf(m: string | number | undefined): { house: number; favourable: number[]; negating: number[]; matter: string } {
  if (m === undefined) return { matter: 'wishes', house: 11, ...KP_MATTERS.wishes! };
  if (typeof m === 'string') { const t = KP_MATTERS[m]!; return { matter: m, house: t.cusp, favourable: t.favourable, negating: t.negating }; }
  const favourable = [...new Set([m, 11])];
  const twelfth = ((m + 10) % 12) + 1;
  return { matter: `house ${m}`, house: m, favourable, negating: favourable.includes(twelfth) ? [] : [twelfth] };
}

export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/horary',
  summary: 'KP horary (number 1-249): ascendant from the sub table, Placidus cusps, significators, verdict',
  description:
    'K. S. Krishnamurti, KP Reader VI: the number 1-249 gives the starting degree of that part of the 249-sub table (Krishnamurti ayanamsa unless another is named), taken as the ascendant; the other cusps are the Placidus cusps of the instant nearest the moment of judgment at which that degree rises at the place (found by root finding), while the grahas are those of the moment of judgment. Significators by the four-level rule; the answer is yes when the sub lord of the matter\'s cusp has a star lord signifying its favourable houses and none of the negating ones, no when only negating ones, else uncertain; ruling planets of the moment of judgment confirm. matter: a topic (marriage 7: 2 7 11; children 5; career 10; property 4; vehicle 4; foreign-travel 12; litigation 6; health 1; wishes 11: 2 6 11 — the default) or a house 1-12 (favourable: it and the 11th). Date and time default to now (service clock).',
  body: Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 249, description: 'the horary number given by the querent' }),
    question: Type.Optional(Type.String({ maxLength: 500 })),
    date: Type.Optional(DateString),
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'local time HH:mm or HH:mm:ss of the judgment; default now' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone or auto; wins over timezoneOffset' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    matter: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), StringEnum(TOPICS)], { description: 'a house 1-12 or a topic' })),
    ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS, { description: 'kp when omitted' })),
    ayanamsaId: Type.Optional(Type.Union([Type.Unsafe<number>({ type: 'integer', enum: [...AYANAMSA_IDS] }), Type.Null()])),
    ...VedicOptions,
  }, { additionalProperties: true, 'x-birth-data': true }),
  response: Type.Object({
    ...ChartEcho,
    horaryNumber: Type.Integer({ minimum: 1, maximum: 249 }),
    question: Type.Union([Type.String(), Type.Null()]),
    ascendant: Type.Object({ longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), ...KpThreeLordsMembers }),
    ascendantRisesAt: Instant('local time at which the horary degree rises (the cusps are cast for it)'),
    cusps: Type.Array(Type.Object({ cusp: Type.Integer({ minimum: 1, maximum: 12 }), longitude: Type.Number(), ...KpLordsMembers }), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({ ...GrahaNamingMembers, longitude: Type.Number(), ...KpThreeLordsMembers, house: Type.Integer({ minimum: 1, maximum: 12 }) }), { minItems: 9, maxItems: 9 }),
    significators: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), planets: Names }), { minItems: 12, maxItems: 12 }),
    rulingPlanets: Names,
    verdict: Type.Object({
      matter: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }), cuspalSubLord: KpLordRef, starLord: KpLordRef,
      signifies: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })), favourable: Type.Array(Type.Integer()), negating: Type.Array(Type.Integer()),
      answer: StringEnum(['yes', 'no', 'uncertain'] as const),
    }),
  }),
  examples: [{ name: 'number 108, marriage, Delhi', body: { number: 108, question: 'Will I marry this year?', date: '2024-03-01', time: '10:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, matter: 'marriage' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const { ephemeris, timeZones } = services;
    let { date, time } = body;
    if (date === undefined || time === undefined) {
      const nowJd = services.clock.now().getTime() / 86400_000 + 2440587.5;
      let off = body.timezoneOffset ?? 0;
      if (body.timezone) {
        const zone = body.timezone === 'auto' ? timeZones.zoneAt(body.latitude, body.longitude) : body.timezone;
        const u = localIso(nowJd, 0);
        off = timeZones.offsetAtLocal(zone, u.slice(0, 10), u.slice(11, 19));
        const l = localIso(nowJd, off);
        off = timeZones.offsetAtLocal(zone, l.slice(0, 10), l.slice(11, 19));
      }
      const local = localIso(nowJd, off);
      date ??= local.slice(0, 10);
      time ??= local.slice(11, 19);
    }
    const input = kpInput({ ...body, date, time });
    const moment = resolveMoment(input, services);
    const settings = vedicSettings(input);
    const chart = castRashiAt(ephemeris, moment, body.latitude, body.longitude, settings);
    const target = SUBS[body.number - 1]!.from;
    const best = horaryAscendantInstant(ephemeris, target, body.latitude, body.longitude, settings.chart, chart.jd);
    if (best === null) throw new ApiError('CALCULATION_ERROR', `The horary degree ${target.toFixed(4)} never rises at latitude ${body.latitude} within a day of the judgment`, { details: [{ path: 'latitude', message: 'the horary ascendant does not rise at this latitude' }] });
    const cusps = placidusCusps(ephemeris, best, body.latitude, body.longitude, chart);
    cusps[0] = normalizeDegrees(target);
    const sig = significators(chart, cusps);
    const m = matterOf(body.matter);
    const j = judgePromise(chart, cusps.map((c, i) => (i === 0 ? target + 1e-7 : c)), sig, m.house, m.favourable, m.negating);
    const realAsc = placidusCusps(ephemeris, chart.jd, body.latitude, body.longitude, chart)[0]!;
    const day = vedicDayAt(ephemeris, chart.jd, body.latitude, body.longitude, moment.timezoneOffset, settings.sunrise);
    const rp = rulingPlanets(chart, realAsc, day.weekday as GrahaNumber);
    // Lords read just inside the sub (the start is its boundary, where rounding could give the previous sub).
    const inside = target + 1e-7;
    const ascL = kpLords(inside);
    const n = (x: number) => kpLordRef(x, lang);
    return {
      ...chartEcho(chart, ephemeris),
      horaryNumber: body.number,
      question: body.question ?? null,
      ascendant: { longitude: target, sign: Math.floor(target / 30) + 1, signName: signNameOf(Math.floor(target / 30) + 1, lang), signLord: n(ascL.signLord), starLord: n(ascL.starLord), subLord: n(ascL.subLord) },
      ascendantRisesAt: localIso(best, moment.timezoneOffset),
      cusps: cusps.map((c, i) => ({ cusp: i + 1, longitude: c, ...kpLordsOut(i === 0 ? inside : c, lang) })),
      planets: chart.grahas.map((p) => { const l = kpLordsOut(p.longitude, lang); return { ...grahaNaming(p.graha, lang), longitude: p.longitude, signLord: l.signLord, starLord: l.starLord, subLord: l.subLord, house: houseOfLongitude(cusps, p.longitude) }; }),
      significators: sig.houses.map((h) => ({ house: h.house, planets: [...new Set([...h.level1, ...h.level2, ...h.level3, ...h.level4])].map(n) })),
      rulingPlanets: kpLordRefs(rp.rulingPlanets, lang),
      verdict: { matter: m.matter, house: m.house, cuspalSubLord: n(j.subLord), starLord: n(j.starLord), signifies: j.signifies, favourable: m.favourable, negating: m.negating, answer: j.answer },
    };
  },
});
