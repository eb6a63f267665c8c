/**
 * The Sarvatobhadra chakra read for a moment (gochara): the natal targets (janma nakshatra and
 * rashi, lagna rashi, the name's consonant and vowel, the tithi and weekday of the moment) and
 * the vedhas the moment's grahas cast on them (lib/sarvatobhadra.ts; Narapati Jayacharya,
 * Narapatijayacharya Svarodaya). The operation /vedic/gochara/sarvatobhadra answers it.
 */
import { ApiError, kebab, signName, signSlug, slugsOf, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { vedicDayAt, WEEKDAY_NAMES } from './day.js';
import { nakshatra28Of, NAKSHATRA28_SLUGS } from './nakshatra28.js';
import { targetMoment, tithiAt } from './panchang.js';
import { castRashi, castRashiAt } from './rashi.js';
import { letterCell, namakshara, SARVATOBHADRA_GRID, sarvatobhadraVedhas, signCell, starCell, syllableDevanagari, syllableLetters, targetsHit, tithiCell, weekdayCell } from './sarvatobhadra.js';
import type { SbcTarget, TargetType } from './sarvatobhadra.js';
import { chartEcho, localIso } from './schemas.js';
import { withGrahaRefs } from './vocabulary.js';

type GocharaBody = Parameters<typeof castRashi>[0] & Parameters<typeof targetMoment>[0] & { nameSyllable?: string };

/** Letter slugs of core's sanskrit-letter table by their IAST label (the table's English column is the chakra's label). */
const LETTER_SLUG: ReadonlyMap<string, string> = new Map(slugsOf('sanskrit-letter').map((slug) => [term('sanskrit-letter', slug, 'en'), slug]));
const letterNamed = (label: string, lang: LangCode) => ({ slug: LETTER_SLUG.get(label)!, name: term('sanskrit-letter', LETTER_SLUG.get(label)!, lang) });

/**
 * A square's target as a reference in the answer's language (issue 12: English labels before):
 * a star of the 28 (Abhijit too) by core's nakshatra table, a sign by the sign table, a tithi
 * group (Nanda ... Purna) by the tithi-group table, a weekday by the weekday table, a vowel or
 * letter by the sanskrit-letter table (Devanagari in Hindi, transliterated elsewhere). The lib
 * matches vedhas on the labels; the answer names them once, here.
 */
function targetNamed(label: string, type: TargetType, lang: LangCode): { slug: string; name: string } {
  if (type === 'vowel' || type === 'consonant') return letterNamed(label, lang);
  if (type === 'weekday') {
    const slug = kebab(label);
    return { slug, name: term('weekday', slug, lang) };
  }
  const cell = SARVATOBHADRA_GRID.flat().find((c) => c.label === label && c.kind === type)!;
  if (type === 'nakshatra') return { slug: NAKSHATRA28_SLUGS[cell.nakshatra! - 1]!, name: term('nakshatra', NAKSHATRA28_SLUGS[cell.nakshatra! - 1]!, lang) };
  if (type === 'sign') return { slug: signSlug(cell.sign!), name: signName(cell.sign!, lang) };
  return { slug: cell.tithiGroup!, name: term('tithi-group', cell.tithiGroup!, lang) };
}

export function sarvatobhadraGochara(body: GocharaBody, services: { ephemeris: Ephemeris; timeZones: TimeZones }, now: Date, lang: LangCode) {
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
  const target = targetMoment(body, services, now, natal);
  const jd = target.julianDayUT;
  const sky = castRashiAt(services.ephemeris, target, body.latitude, body.longitude, natal.settings);
  const tithi = tithiAt(services.ephemeris, jd, natal.settings.chart).number;
  const weekday = vedicDayAt(services.ephemeris, jd, body.latitude, body.longitude, target.timezoneOffset, natal.settings.sunrise).weekday;
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
    ...chartEcho(natal, services.ephemeris),
    target: momentEcho(target, services.ephemeris),
    at: localIso(jd, target.timezoneOffset),
    // The syllable as given (or the namakshara) in IAST, in Devanagari, and its chakra letters by reference.
    nameSyllable: { iast: syllable, devanagari: syllableDevanagari(syllable)!, source, consonant: letters.consonant === null ? null : letterNamed(letters.consonant, lang), vowel: letterNamed(letters.vowel, lang) },
    tithi,
    // The weekday in the answer's language (core's weekday table; issue 12: English before).
    weekday: term('weekday', slugsOf('weekday')[weekday]!, lang),
    transits: transits.map((x) => ({ ...x, nakshatra: { number: x.nakshatra.number, slug: NAKSHATRA28_SLUGS[x.nakshatra.number - 1]!, name: term('nakshatra', NAKSHATRA28_SLUGS[x.nakshatra.number - 1]!, lang) } })),
    vedhas: vedhas.map((v) => ({ ...v, target: targetNamed(v.target, v.targetType, lang) })),
    targets: targets.map((x) => ({ ...x, target: targetNamed(x.target, x.targetType, lang) })),
    natalTargetsHit: hits.map((x) => ({ ...x, target: targetNamed(x.target, x.targetType, lang) })),
    tally: { benefic: hits.reduce((n, t) => n + t.benefic, 0), malefic: hits.reduce((n, t) => n + t.malefic, 0) },
  }, lang);
}
