/**
 * Fixed stars: the named bright stars of the Swiss Ephemeris catalogue (sefstars.txt), the
 * fifteen Behenian stars, their natures and the conjunction orb by magnitude.
 *
 * - BRIGHT_STARS: every star of sefstars.txt with a traditional name and visual magnitude
 *   below 2.5 (the catalogue's own magnitudes; the service reads the live magnitude with
 *   swe_fixstar2_mag), by traditional name and Bayer designation as sefstars.txt spells them.
 * - BEHENIAN_STARS: Agrippa, De occulta philosophia (1533) I.32, "Of the fifteen fixed stars":
 *   Algol, the Pleiades (Alcyone), Aldebaran, Capella (Hircus), Sirius, Procyon, Regulus (Cor
 *   Leonis), Alkaid (Cauda Ursae Majoris), Algorab (Ala Corvi), Spica, Arcturus (Alchameth),
 *   Alphecca, Antares (Cor Scorpionis), Vega (Vultur Cadens), Deneb Algedi (Cauda Capricorni).
 * - STAR_NATURES: Ptolemy, Tetrabiblos I.9 ("Of the power of the fixed stars"), as tabulated
 *   by Vivian Robson, The Fixed Stars and Constellations in Astrology (1923); Ptolemy gives the
 *   natures by constellation and position in it, Robson names the star. A star neither
 *   source names has nature null.
 * - starOrb: Robson-style orbs by brightness as the catalogue fixes them: magnitude <= 1.0 two
 *   degrees, <= 2.0 one and a half, fainter one.
 */
export interface StarEntry {
  name: string;
  bayer: string;
}

export const BRIGHT_STARS: readonly StarEntry[] = [
  ['Alpheratz', 'alAnd'], ['Altair', 'alAql'], ['Hamal', 'alAri'], ['Capella', 'alAur'], ['Arcturus', 'alBoo'],
  ['Sirius', 'alCMa'], ['Procyon', 'alCMi'], ['Canopus', 'alCar'], ['Schedar', 'alCas'], ['Rigil Kentaurus', 'alCen'],
  ['Alderamin', 'alCep'], ['Alphecca', 'alCrB'], ['Acrux', 'alCru'], ['Deneb', 'alCyg'], ['Achernar', 'alEri'],
  ['Castor', 'alGem'], ['Alnair', 'alGru'], ['Alphard', 'alHya'], ['Regulus', 'alLeo'], ['Kakkab', 'alLup'],
  ['Vega', 'alLyr'], ['Rasalhague', 'alOph'], ['Betelgeuse', 'alOri'], ['Peacock', 'alPav'], ['Markab', 'alPeg'],
  ['Mirfak', 'alPer'], ['Ankaa', 'alPhe'], ['Fomalhaut', 'alPsA'], ['Antares', 'alSco'], ['Aldebaran', 'alTau'],
  ['Atria', 'alTrA'], ['Dubhe', 'alUMa'], ['Polaris', 'alUMi'], ['Spica', 'alVir'], ['Mirach', 'beAnd'],
  ['Menkalinan', 'beAur'], ['Mirzam', 'beCMa'], ['Miaplacidus', 'beCar'], ['Caph', 'beCas'], ['Hadar', 'beCen'],
  ['Diphda', 'beCet'], ['Mimosa', 'beCru'], ['Pollux', 'beGem'], ['Gruid', 'beGru'], ['Denebola', 'beLeo'],
  ['Rigel', 'beOri'], ['Scheat', 'bePeg'], ['Algol', 'bePer'], ['Elnath', 'beTau'], ['Merak', 'beUMa'],
  ['Kochab', 'beUMi'], ['Wezen', 'deCMa'], ['Mintaka', 'deOri'], ['Dschubba', 'deSco'], ['Alsephina', 'deVel'],
  ['Izar', 'epBoo'], ['Adara', 'epCMa'], ['Avior', 'epCar'], ['Birdun', 'epCen'], ['Gienah Cygni', 'epCyg'],
  ['Alnilam', 'epOri'], ['Enif', 'epPeg'], ['Wei', 'epSco'], ['Kaus Australis', 'epSgr'], ['Alioth', 'epUMa'],
  ['Aludra', 'etCMa'], ['Sabik', 'etOph'], ['Alkaid', 'etUMa'], ['Almaak', 'ga-1And'], ['Algieba', 'ga-1Leo'],
  ['Suhail al Muhlif', 'ga-2Vel'], ['Tsih', 'gaCas'], ['Muhlifain', 'gaCen'], ['Gacrux', 'gaCru'], ['Sador', 'gaCyg'],
  ['Eltanin', 'gaDra'], ['Alhena', 'gaGem'], ['Bellatrix', 'gaOri'], ['Phecda', 'gaUMa'], ['Scutulum', 'ioCar'],
  ['Saiph', 'kaOri'], ['Girtab', 'kaSco'], ['Markeb', 'kaVel'], ['Shaula', 'laSco'], ['Alsuhail', 'laVel'],
  ['Nunki', 'siSgr'], ['Menkent', 'thCen'], ['Sargas', 'thSco'], ['Alnitak', 'zeOri'], ['Naos', 'zePup'], ['Mizar', 'zeUMa'],
].map(([name, bayer]) => ({ name: name!, bayer: bayer! }));

export const BEHENIAN_STARS: readonly StarEntry[] = [
  ['Algol', 'bePer'], ['Alcyone', 'etTau'], ['Aldebaran', 'alTau'], ['Capella', 'alAur'], ['Sirius', 'alCMa'],
  ['Procyon', 'alCMi'], ['Regulus', 'alLeo'], ['Alkaid', 'etUMa'], ['Algorab', 'deCrv'], ['Spica', 'alVir'],
  ['Arcturus', 'alBoo'], ['Alphecca', 'alCrB'], ['Antares', 'alSco'], ['Vega', 'alLyr'], ['Deneb Algedi', 'deCap'],
].map(([name, bayer]) => ({ name: name!, bayer: bayer! }));

/** Ptolemy's planetary comparison, keyed by Bayer designation. */
export const STAR_NATURES: Readonly<Record<string, string>> = {
  alTau: 'Mars', alLeo: 'Mars-Jupiter', alVir: 'Venus-Mars', alSco: 'Mars-Jupiter', bePer: 'Saturn-Jupiter',
  etTau: 'Moon-Mars', alAur: 'Mars-Mercury', alCMa: 'Jupiter-Mars', alCMi: 'Mercury-Mars', etUMa: 'Moon-Mars',
  deCrv: 'Mars-Saturn', alBoo: 'Mars-Jupiter', alCrB: 'Venus-Mercury', alLyr: 'Venus-Mercury', deCap: 'Saturn-Jupiter',
  alOri: 'Mars-Mercury', beOri: 'Jupiter-Saturn', gaOri: 'Mars-Mercury', alGem: 'Mercury', beGem: 'Mars',
  alPsA: 'Venus-Mercury', alAql: 'Mars-Jupiter', alCyg: 'Venus-Mercury', beLeo: 'Saturn-Venus', alEri: 'Jupiter',
  alCar: 'Saturn-Jupiter', alAri: 'Mars-Saturn', alAnd: 'Jupiter-Venus', alPeg: 'Mars-Mercury', bePeg: 'Mars-Mercury',
  beAnd: 'Venus', alUMi: 'Saturn-Venus', beTau: 'Mars', epOri: 'Jupiter-Saturn', zeOri: 'Jupiter-Saturn',
  deOri: 'Jupiter-Saturn', kaOri: 'Jupiter-Saturn', laSco: 'Mercury-Mars', thSco: 'Mercury-Mars', kaSco: 'Mercury-Mars',
  deSco: 'Mars-Saturn', alOph: 'Saturn-Venus', etOph: 'Saturn-Venus', alUMa: 'Mars', epUMa: 'Mars', zeUMa: 'Mars',
  beUMa: 'Mars', gaUMa: 'Mars', alPer: 'Jupiter-Saturn', beAur: 'Mars-Mercury', gaGem: 'Mercury-Venus',
  alHya: 'Saturn-Venus', 'ga-1Leo': 'Saturn-Mercury', alCru: 'Jupiter', alCen: 'Venus-Jupiter', beCen: 'Venus-Jupiter',
  epSgr: 'Jupiter-Mars', siSgr: 'Jupiter-Mercury', epPeg: 'Mars-Mercury', beCet: 'Saturn', deCMa: 'Venus',
  epCMa: 'Venus', beCMa: 'Venus', etCMa: 'Venus', beUMi: 'Saturn-Venus', gaDra: 'Mars-Saturn', alCas: 'Saturn-Venus',
  beCas: 'Saturn-Venus', gaCas: 'Saturn-Venus', 'ga-1And': 'Venus', gaCyg: 'Venus-Mercury', epCyg: 'Venus-Mercury',
};

export function starNature(bayer: string): string | null {
  return STAR_NATURES[bayer] ?? null;
}

/** Conjunction orb (degrees) by visual magnitude: <= 1.0: 2, <= 2.0: 1.5, else 1. */
export function starOrb(magnitude: number): number {
  return magnitude <= 1.0 ? 2 : magnitude <= 2.0 ? 1.5 : 1;
}

/** The default star list: the bright stars within the magnitude limit (by catalogue magnitude, filtered again live) plus the Behenian fifteen. */
export function defaultStarList(): StarEntry[] {
  const seen = new Set<string>();
  const out: StarEntry[] = [];
  for (const s of [...BRIGHT_STARS, ...BEHENIAN_STARS]) {
    if (seen.has(s.bayer)) continue;
    seen.add(s.bayer);
    out.push(s);
  }
  return out;
}

export function isBehenian(bayer: string): boolean {
  return BEHENIAN_STARS.some((s) => s.bayer === bayer);
}
