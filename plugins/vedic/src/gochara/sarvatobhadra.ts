import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { ApiError, Clock, defineOperation, Ephemeris, Moment, StringEnum, TimeZones, Instant, kebab, term, slugsOf } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { targetMoment, tithiAt } from '../lib/panchang.js';
import { castRashi, castRashiAt } from '../lib/rashi.js';
import { vedicDayAt, WEEKDAY_NAMES } from '../lib/day.js';
import { TargetMembers } from '../lib/gochara-schemas.js';
import { nakshatra28Of } from '../lib/nakshatra28.js';
import { letterCell, namakshara, sarvatobhadraVedhas, signCell, starCell, syllableLetters, targetsHit, tithiCell, weekdayCell } from '../lib/sarvatobhadra.js';
import type { SbcTarget } from '../lib/sarvatobhadra.js';

const Kind = StringEnum(['front', 'left', 'right'] as const);
const TargetTypeSchema = StringEnum(['nakshatra', 'vowel', 'consonant', 'sign', 'tithi', 'weekday'] as const);
const Role = StringEnum(['janma-nakshatra', 'janma-rashi', 'lagna-rashi', 'name-consonant', 'name-vowel', 'tithi', 'weekday'] as const);
const Cell = { row: Type.Integer({ minimum: 0, maximum: 8, description: '0 North ... 8 South' }), col: Type.Integer({ minimum: 0, maximum: 8, description: '0 West ... 8 East' }) };

export default defineOperation({
  method: 'POST',
  path: '/vedic/gochara/sarvatobhadra',
  summary: 'Sarvatobhadra chakra: vedhas of the transiting grahas on the natal star, rashi, lagna, name letters, tithi and weekday',
  description:
    'The 9 x 9 Sarvatobhadra chakra of Narapati\'s Swarodaya (North row 0, East column 8, as pyjhora lays it out): 28 stars with Abhijit in the outer ring, the 16 vowels in the ring corners, 20 letters, the 12 signs and the five tithi groups with their weekdays. Each transiting graha (sidereal, at targetDate/targetTime at the birth place; today when omitted) stands in its star (28-star scheme, Abhijit 276 deg 40\' to 280 deg 53\' 20") and casts three vedhas (Horaratna): front straight across, left and right along the diagonals (the diagonals strike only stars, letters, signs and vowels). Its own line by motion: retrograde (and Rahu, Ketu) right, faster than its mean motion left, otherwise front (`principal`). Benefic: Jupiter, Venus, the waxing Moon, Mercury unless in a malefic\'s sign; malefic: Sun, Mars, Saturn, Rahu, Ketu, the waning Moon. Targets: the natal Moon\'s star and sign, the lagna sign, the name\'s first syllable (nameSyllable, else the namakshara of the Moon\'s pada) as letter and vowel, the tithi and the weekday (sunrise to sunrise) of the transit moment.',
  body: vedicBirthData({
    ...TargetMembers,
    nameSyllable: Type.Optional(Type.String({ minLength: 1, maxLength: 8, pattern: '^[A-Za-zĀāĪīŪūṚṛṜṝḶḷḸḹṂṃḤḥṄṅÑñṬṭḌḍṆṇŚśṢṣ]+$', description: 'first syllable of the name (ASCII or IAST: Ḍa, Ṭa retroflex; plain t, d dental); the namakshara of the natal Moon\'s pada when omitted' })),
  }),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    at: Instant('the transit moment, local time'),
    nameSyllable: Type.Object({ syllable: Type.String(), source: StringEnum(['input', 'namakshara'] as const), consonant: Type.Union([Type.String(), Type.Null()]), vowel: Type.String() }),
    tithi: Type.Integer({ minimum: 1, maximum: 30 }),
    weekday: Type.String(),
    transits: Type.Array(Type.Object({
      graha: GrahaRefSchema, longitude: Type.Number(), speed: Type.Number({ description: 'degrees per day' }),
      nakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28, description: '28-star scheme, Abhijit 22' }), slug: Type.String(), name: Type.String() }),
      ...Cell,
      gati: StringEnum(['vakra', 'shighra', 'sama'] as const), principalVedha: Kind, benefic: Type.Boolean(),
    }), { minItems: 9, maxItems: 9 }),
    vedhas: Type.Array(Type.Object({ graha: GrahaRefSchema, kind: Kind, principal: Type.Boolean(), target: Type.String(), targetType: TargetTypeSchema, ...Cell, benefic: Type.Boolean() })),
    targets: Type.Array(Type.Object({ role: Role, target: Type.String(), targetType: TargetTypeSchema, ...Cell })),
    natalTargetsHit: Type.Array(Type.Object({
      role: Role, target: Type.String(), targetType: TargetTypeSchema, ...Cell,
      vedhas: Type.Array(Type.Object({ graha: GrahaRefSchema, kind: Kind, principal: Type.Boolean(), benefic: Type.Boolean() })),
      benefic: Type.Integer({ minimum: 0 }), malefic: Type.Integer({ minimum: 0 }),
    })),
    tally: Type.Object({ benefic: Type.Integer({ minimum: 0 }), malefic: Type.Integer({ minimum: 0 }) }, { description: 'vedhas on all the targets' }),
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2025-03-01', targetTime: '12:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    let syllable: string;
    let source: 'input' | 'namakshara';
    if (body.nameSyllable !== undefined) {
      syllable = body.nameSyllable;
      source = 'input';
    } else {
      syllable = namakshara(natal.grahas[1]!.nakshatra.number, natal.grahas[1]!.pada);
      source = 'namakshara';
    }
    const letters = syllableLetters(syllable);
    if (!letters) throw new ApiError('INVALID_INPUT', `Validation failed: nameSyllable ${syllable} is not one consonant (or none) followed by one vowel`, { details: [{ path: 'nameSyllable', message: 'must be a consonant (optional) followed by a vowel, e.g. Chu, Ḍa, Ai' }] });
    const target = targetMoment(body, services, clock.now(), natal);
    const jd = target.julianDayUT;
    const sky = castRashiAt(ephemeris, target, body.latitude, body.longitude, natal.settings);
    const tithi = tithiAt(ephemeris, jd, natal.settings.chart).number;
    const weekday = vedicDayAt(ephemeris, jd, body.latitude, body.longitude, target.timezoneOffset, natal.settings.sunrise).weekday;
    const { transits, vedhas } = sarvatobhadraVedhas(sky.grahas.map((g) => ({ graha: g.graha, longitude: g.longitude, speed: g.speed, sign: g.sign })), tithi);

    const place = (role: SbcTarget['role'], target: string, targetType: SbcTarget['targetType'], cell: { row: number; col: number }): SbcTarget => ({ role, target, targetType, row: cell.row, col: cell.col });
    const moonStar = starCell(nakshatra28Of(natal.grahas[1]!.longitude).number);
    const moonSign = signCell(natal.grahas[1]!.sign);
    const lagnaSign = signCell(natal.lagna.sign);
    const tCell = tithiCell(tithi);
    const targets: SbcTarget[] = [
      place('janma-nakshatra', moonStar.label, 'nakshatra', moonStar),
      place('janma-rashi', moonSign.label, 'sign', moonSign),
      place('lagna-rashi', lagnaSign.label, 'sign', lagnaSign),
    ];
    const consonant = letters.consonant === null ? undefined : letterCell('consonant', letters.consonant);
    if (consonant) targets.push(place('name-consonant', consonant.label, 'consonant', consonant));
    const vowel = letterCell('vowel', letters.vowel)!;
    targets.push(place('name-vowel', vowel.label, 'vowel', vowel));
    targets.push(place('tithi', tCell.label, 'tithi', tCell));
    targets.push(place('weekday', WEEKDAY_NAMES[weekday]!, 'weekday', weekdayCell(weekday)));
    const hits = targetsHit(targets, vedhas).filter((t) => t.vedhas.length > 0);
    return withGrahaRefs({
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      at: localIso(jd, target.timezoneOffset),
      nameSyllable: { syllable, source, consonant: letters.consonant, vowel: letters.vowel },
      tithi,
      // The weekday in the answer's language (core's weekday table; issue 12: English before).
      weekday: term('weekday', slugsOf('weekday')[weekday]!, lang),
      transits: transits.map((x) => ({ ...x, nakshatra: { number: x.nakshatra.number, slug: kebab(x.nakshatra.name), name: x.nakshatra.name } })),
      vedhas,
      targets,
      natalTargetsHit: hits,
      tally: { benefic: hits.reduce((n, t) => n + t.benefic, 0), malefic: hits.reduce((n, t) => n + t.malefic, 0) },
    }, lang);
  },
});
