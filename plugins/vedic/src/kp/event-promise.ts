import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import type { VedicBirthInput } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { StringEnum } from '@celestial/core';
import { judgePromise, kpInput, KpLordRef, kpLordRef, KpLordRefs, KP_MATTERS, placidusCusps, significators } from '../lib/kp.js';
import { GrahaNamingMembers } from '../lib/vocabulary.js';

const EVENTS = ['marriage', 'children', 'career', 'property', 'vehicle', 'foreign-travel', 'litigation', 'health'] as const;
export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/event-promise',
  summary: 'KP promise of an event by the cuspal sub lord of its primary cusp',
  description:
    'KP cuspal sub-lord theory (KP Readers IV, VI): the sub lord of the event\'s primary cusp (marriage 7, children 5, career 10, property 4, vehicle 4, foreign-travel 12, litigation 6, health 1) promises the event when its star lord signifies a favourable house (marriage 2 7 11; children 2 5 11; career 2 6 10 11; property 4 11 12; vehicle 4 11; foreign travel 3 9 12; litigation 1 6 11; health 1 5 11) and none of the negating houses (the 12th from each favourable one as KP reads them: e.g. marriage 1 6 10); the grahas signifying favourable houses and no negating one are listed as the dasha lords that can time it. Placidus cusps on the Krishnamurti ayanamsa unless another is named.',
  body: vedicBirthData({ event: StringEnum(EVENTS, { description: 'the matter judged' }) }),
  response: Type.Object({
    ...ChartEcho,
    event: Type.String(),
    primaryCusp: Type.Integer({ minimum: 1, maximum: 12 }),
    cuspalSubLord: Type.Object({ ...GrahaNamingMembers, starLord: KpLordRef, signifies: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })) }),
    favourable: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
    negating: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
    promised: Type.Boolean(),
    answer: StringEnum(['yes', 'no', 'uncertain'] as const),
    supportingDashaLords: KpLordRefs,
  }),
  examples: [{ name: 'delhi, marriage', body: { ...DELHI_BIRTH, event: 'marriage' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(kpInput(body as VedicBirthInput), services);
    const cusps = placidusCusps(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart);
    const sig = significators(chart, cusps);
    const m = KP_MATTERS[body.event]!;
    const j = judgePromise(chart, cusps, sig, m.cusp, m.favourable, m.negating);
    return {
      ...chartEcho(chart, services.ephemeris),
      event: body.event,
      primaryCusp: m.cusp,
      cuspalSubLord: { ...kpLordRef(j.subLord, lang), starLord: kpLordRef(j.starLord, lang), signifies: j.signifies },
      favourable: m.favourable,
      negating: m.negating,
      promised: j.answer === 'yes',
      answer: j.answer,
      supportingDashaLords: sig.planets.filter((p) => p.signifies.some((h) => m.favourable.includes(h)) && !p.signifies.some((h) => m.negating.includes(h))).map((p) => kpLordRef(p.graha, lang)),
    };
  },
});
