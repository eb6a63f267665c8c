import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, UtcInstant, Instant } from '@celestial/core';
import { trutine } from '../lib/rectification.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/rectification/trutine',
  summary: 'Trutine of Hermes (prenatal epoch): the birth time at which the natal Ascendant and the epoch Moon exchange places',
  description:
    'E. H. Bailey\'s rules (The Prenatal Epoch, 1916): the natal Moon waxing -> epoch Moon = natal Ascendant and epoch Ascendant = natal Moon (moonAscendant); waning -> the same with the Descendant (moonDescendant). The epoch is searched about gestationDays (default 273) before birth: shorter when the Moon is waxing above the horizon or waning below it, longer when waxing below or waning above, by the Moon\'s zodiacal distance from the Ascendant (waxing) or Descendant (waning) / 13.18 deg a day, which seeds the search; the Moon\'s crossing of that degree nearest the seed (Brent, swe_calc_ut) gives the epoch day, the epoch time is where the epoch Ascendant (Descendant) reaches the natal Moon (swe_houses_ex), and the birth time is then moved to where the natal Ascendant (Descendant) equals the epoch Moon; iterated until the birth time changes by less than one second (both Moon and angles move).',
  body: birthData({ gestationDays: Type.Optional(Type.Number({ minimum: 240, maximum: 300, default: 273, description: 'days, 240 to 300' })) }),
  response: Type.Object({
    epoch: Type.Object({ date: Type.String(), time: Type.String(), utc: UtcInstant(), julianDayUT: Type.Number(), moonLongitude: Type.Number(), ascendant: Type.Number(), gestationDays: Type.Number() }),
    rule: Type.Union([Type.Literal('moon-ascendant'), Type.Literal('moon-descendant')]),
    rectifiedAscendant: Type.Number(),
    rectifiedTime: Instant('the rectified birth at the given chart\'s UTC offset'),
    rectifiedUtc: UtcInstant('the rectified birth, UTC'),
    shiftMinutes: Type.Number(),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => trutine(body, services),
});
