import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import type { VedicBirthInput } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import type { GrahaNumber } from '../lib/grahas.js';
import { localIso } from '../lib/schemas.js';
import { vedicDayAt } from '../lib/day.js';
import { kpInput, KpLordRef, kpLordRef, KpLordRefs, kpLordRefs, KpThreeLordsMembers, placidusCusps, rulingPlanets } from '../lib/kp.js';

const Lords = Type.Object(KpThreeLordsMembers);
export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/ruling-planets',
  summary: 'KP ruling planets at the moment and place of judgment',
  description:
    'KP Reader VI: at the moment of judgment (the date, time and place sent) the day lord (weekday from the Vedic sunrise), the Moon\'s sign, star and sub lords and the ascendant\'s (Placidus, Krishnamurti ayanamsa unless another is named) sign, star and sub lords, strongest first (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord, then the sub lords); Rahu/Ketu added when they occupy the sign or the star of a ruling planet; a graha in the star of a retrograde graha dropped.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    at: Instant('the moment of judgment, local time'),
    dayLord: KpLordRef,
    moon: Lords,
    ascendant: Type.Object({ longitude: Type.Number(), ...KpThreeLordsMembers }),
    rulingPlanets: Type.Array(KpLordRef, { minItems: 1, maxItems: 9 }),
    dropped: KpLordRefs,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(kpInput(body as VedicBirthInput), services);
    const cusps = placidusCusps(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart);
    const day = vedicDayAt(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart.moment.timezoneOffset, chart.settings.sunrise);
    const r = rulingPlanets(chart, cusps[0]!, day.weekday as GrahaNumber);
    const n = (g: number) => kpLordRef(g, lang);
    return {
      ...chartEcho(chart, services.ephemeris),
      at: localIso(chart.jd, chart.moment.timezoneOffset),
      dayLord: n(day.weekday),
      moon: { signLord: n(r.moon.signLord), starLord: n(r.moon.starLord), subLord: n(r.moon.subLord) },
      ascendant: { longitude: cusps[0]!, signLord: n(r.asc.signLord), starLord: n(r.asc.starLord), subLord: n(r.asc.subLord) },
      rulingPlanets: kpLordRefs(r.rulingPlanets, lang),
      dropped: kpLordRefs(r.dropped, lang),
    };
  },
});
