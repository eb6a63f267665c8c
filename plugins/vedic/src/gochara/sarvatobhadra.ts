import { Type } from '@sinclair/typebox';
import { GrahaRefSchema } from '../lib/vocabulary.js';
import { Clock, defineOperation, Ephemeris, Moment, StringEnum, TimeZones, Instant } from '@celestial/core';
import { sarvatobhadraGochara } from '../lib/sarvatobhadra-gochara.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, vedicBirthData } from '../lib/schemas.js';
import { TargetMembers } from '../lib/gochara-schemas.js';

const Kind = StringEnum(['front', 'left', 'right'] as const);
const TargetTypeSchema = StringEnum(['nakshatra', 'vowel', 'consonant', 'sign', 'tithi', 'weekday'] as const);
const Role = StringEnum(['janma-nakshatra', 'janma-rashi', 'lagna-rashi', 'name-consonant', 'name-vowel', 'tithi', 'weekday'] as const);
/** A square's target by reference (issue 12: English labels before). */
const Target = Type.Object({
  slug: Type.String({ description: 'a nakshatra slug (abhijit too), a sign slug, a tithi group (nanda, bhadra, jaya, rikta, purna), a weekday, or a letter of the sanskrit-letter table (a, aa ... ka, kha ... ta-retroflex)' }),
  name: Type.String({ description: "its name in the answer's language (a letter in Devanagari in Hindi, transliterated elsewhere)" }),
});
const Letter = Type.Object({ slug: Type.String({ description: 'the letter of the chakra (sanskrit-letter table)' }), name: Type.String({ description: 'Devanagari in Hindi, transliterated elsewhere' }) });
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
    nameSyllable: Type.Object({
      iast: Type.String({ description: 'the syllable as given (nameSyllable) or the namakshara, in IAST' }),
      devanagari: Type.String({ description: 'the syllable in Devanagari' }),
      source: StringEnum(['input', 'namakshara'] as const),
      consonant: Type.Union([Letter, Type.Null()], { description: 'the letter square it is read in (null for a vowel name)' }),
      vowel: Letter,
    }),
    tithi: Type.Integer({ minimum: 1, maximum: 30 }),
    weekday: Type.String(),
    transits: Type.Array(Type.Object({
      graha: GrahaRefSchema, longitude: Type.Number(), speed: Type.Number({ description: 'degrees per day' }),
      nakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28, description: '28-star scheme, Abhijit 22' }), slug: Type.String(), name: Type.String() }),
      ...Cell,
      gati: StringEnum(['vakra', 'shighra', 'sama'] as const), principalVedha: Kind, benefic: Type.Boolean(),
    }), { minItems: 9, maxItems: 9 }),
    vedhas: Type.Array(Type.Object({ graha: GrahaRefSchema, kind: Kind, principal: Type.Boolean(), target: Target, targetType: TargetTypeSchema, ...Cell, benefic: Type.Boolean() })),
    targets: Type.Array(Type.Object({ role: Role, target: Target, targetType: TargetTypeSchema, ...Cell })),
    natalTargetsHit: Type.Array(Type.Object({
      role: Role, target: Target, targetType: TargetTypeSchema, ...Cell,
      vedhas: Type.Array(Type.Object({ graha: GrahaRefSchema, kind: Kind, principal: Type.Boolean(), benefic: Type.Boolean() })),
      benefic: Type.Integer({ minimum: 0 }), malefic: Type.Integer({ minimum: 0 }),
    })),
    tally: Type.Object({ benefic: Type.Integer({ minimum: 0 }), malefic: Type.Integer({ minimum: 0 }) }, { description: 'vedhas on all the targets' }),
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2025-03-01', targetTime: '12:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => sarvatobhadraGochara(body, { ephemeris, timeZones }, clock.now(), lang),
});
