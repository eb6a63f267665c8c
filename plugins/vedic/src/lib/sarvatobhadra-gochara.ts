/**
 * The Sarvatobhadra chakra read for a moment (gochara): the natal targets (janma nakshatra and
 * rashi, lagna rashi, the name's consonant and vowel, the tithi and weekday of the moment) and
 * the vedhas the moment's grahas cast on them (lib/sarvatobhadra.ts; Narapati Jayacharya,
 * Narapatijayacharya Svarodaya). The operation /vedic/gochara/sarvatobhadra answers it.
 */
import { ApiError, kebab, slugsOf, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { vedicDayAt, WEEKDAY_NAMES } from './day.js';
import { nakshatra28Of } from './nakshatra28.js';
import { targetMoment, tithiAt } from './panchang.js';
import { castRashi, castRashiAt } from './rashi.js';
import { letterCell, namakshara, sarvatobhadraVedhas, signCell, starCell, syllableLetters, targetsHit, tithiCell, weekdayCell } from './sarvatobhadra.js';
import type { SbcTarget } from './sarvatobhadra.js';
import { chartEcho, localIso } from './schemas.js';
import { withGrahaRefs } from './vocabulary.js';

type GocharaBody = Parameters<typeof castRashi>[0] & Parameters<typeof targetMoment>[0] & { nameSyllable?: string };

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
}
