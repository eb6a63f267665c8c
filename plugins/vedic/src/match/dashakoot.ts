import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, sentence, term, StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { dashakoota } from '../lib/koota.js';
import type { PoruthamDetail } from '../lib/koota.js';

/** A porutham's detail in `lang`: core's porutham-detail sentence with its names (gana, animal, sign, rajju, graha, relation) in that language. */
const detailIn = (d: PoruthamDetail, lang: LangCode) => ({
  slug: d.slug,
  text: sentence('porutham-detail', d.slug, lang, Object.fromEntries(Object.entries(d.fill).map(([k, v]) => [k, typeof v === 'number' ? v : term(v.concept, v.slug, lang)]))),
});
import { MATCH_EXAMPLE, PartnerEcho, partnerMoons, TwoChartsBody } from '../lib/koota-charts.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/match/dashakoot',
  summary: 'The ten South Indian poruthams (dashakoota) with rajju and vedha decisive',
  description:
    'Kalaprakasika tradition, stars counted from the bride\'s to the groom\'s: Dina (remainder by 9 of 2, 4, 6, 8, 0), Gana, Mahendra (4, 7, 10 ... 25), Stree-deergha (beyond 13), Yoni (no sworn enemies), Rasi (groom\'s sign beyond the 6th, or the same sign with different stars), Rasyadhipati (lords not enemies), Vasya (sign vashya of Muhurta Chintamani), Rajju (different body parts), Vedha (not an obstructing pair). chart1 is the groom, chart2 the bride.',
  body: TwoChartsBody,
  response: Type.Object({
    groom: PartnerEcho,
    bride: PartnerEcho,
    poruthams: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), matched: Type.Boolean(), detail: Type.Object({ slug: Type.String({ description: "stable slug of core's porutham-detail sentence (the porutham's; vedha-clear or vedha-pair)" }), text: Type.String({ description: "what the porutham read, in the answer's language" }) }) }), { minItems: 10, maxItems: 10 }),
    matchedCount: Type.Integer({ minimum: 0, maximum: 10 }),
    rajjuOk: Type.Boolean(),
    vedhaOk: Type.Boolean(),
    verdict: StringEnum(['excellent', 'acceptable', 'weak', 'not-recommended'] as const, { description: 'not-recommended when rajju or vedha fails; else by the poruthams matched: 7 or more excellent, 5 acceptable' }),
  }),
  examples: [{ name: 'delhi-mumbai', body: MATCH_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const p = partnerMoons(body, services, lang);
    const d = dashakoota(p.groom, p.bride);
    return { ...p.echo, ...d, poruthams: d.poruthams.map((k) => ({ slug: kebab(k.name), ...k, name: term('koota', kebab(k.name), lang), detail: detailIn(k.detail, lang) })) };
  },
});
