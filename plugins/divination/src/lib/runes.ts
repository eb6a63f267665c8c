/**
 * The Elder Futhark: 24 runes in the standard modern order (Thorsson 1984, Pennick 1990; the
 * Kylver stone's sequence, c. 400, except that Kylver has Perthro before Eihwaz), three aettir of
 * eight (Freyr's, Hagal's, Tyr's), reconstructed Proto-Germanic names, Unicode glyphs (Runic
 * block, U+16A0-16F8). Keywords and meanings are short paraphrases in our own words after Edred
 * Thorsson, 'Futhark: A Handbook of Rune Magic' (1984). The rune poems (Old English, Norwegian,
 * Icelandic, in Bruce Dickins' 1915 translation) are not included yet.
 */
import { shuffle } from '@celestial/core';
export interface Rune {
  index: number;
  slug: string;
  name: string;
  glyph: string;
  transliteration: string;
  phoneme: string;
  aett: 'freyr' | 'hagal' | 'tyr';
  keywords: string[];
  upright: string;
  merkstave: string | null;
}

/** Never merkstave (symmetrical or traditionally read one way): per the catalogue's list. */
export const NON_REVERSIBLE = new Set(['gebo', 'hagalaz', 'nauthiz', 'isa', 'jera', 'eihwaz', 'sowilo', 'ingwaz', 'dagaz']);

const R: [string, string, string, string, string, string[], string, string][] = [
  ['fehu', 'Fehu', 'ᚠ', 'f', '/f/', ['cattle', 'wealth', 'energy'], 'mobile wealth earned and shared; vital energy set moving', 'loss, greed or energy spent without return'],
  ['uruz', 'Uruz', 'ᚢ', 'u', '/u/', ['aurochs', 'strength', 'vitality'], 'raw strength, health and the will to shape things', 'weakness, sickness or force misdirected'],
  ['thurisaz', 'Thurisaz', 'ᚦ', 'þ', '/θ/', ['giant', 'thorn', 'defence'], 'a breaking force: defence, a gateway met with care', 'danger, malice or a rash act'],
  ['ansuz', 'Ansuz', 'ᚨ', 'a', '/a/', ['god', 'word', 'inspiration'], 'the divine breath: speech, wisdom, a message', 'misunderstanding, deceit or a closed mind'],
  ['raidho', 'Raidho', 'ᚱ', 'r', '/r/', ['ride', 'journey', 'order'], 'a journey taken rightly; rhythm, counsel and order', 'disruption, a wasted journey or injustice'],
  ['kenaz', 'Kenaz', 'ᚲ', 'k', '/k/', ['torch', 'craft', 'knowledge'], 'the controlled fire of craft and insight', 'darkness, lost ability or a fading bond'],
  ['gebo', 'Gebo', 'ᚷ', 'g', '/g/', ['gift', 'exchange', 'partnership'], 'the gift that binds giver and receiver: balance, union', ''],
  ['wunjo', 'Wunjo', 'ᚹ', 'w', '/w/', ['joy', 'harmony', 'fellowship'], 'joy in harmony with one\'s kin and purpose', 'sorrow, strife or alienation'],
  ['hagalaz', 'Hagalaz', 'ᚺ', 'h', '/h/', ['hail', 'disruption', 'seed'], 'the hailstone: sudden disruption that holds a seed of change', ''],
  ['nauthiz', 'Nauthiz', 'ᚾ', 'n', '/n/', ['need', 'constraint', 'endurance'], 'need as a teacher: constraint, endurance, the need-fire', ''],
  ['isa', 'Isa', 'ᛁ', 'i', '/i/', ['ice', 'stillness', 'focus'], 'ice: standstill, concentration, the self held still', ''],
  ['jera', 'Jera', 'ᛃ', 'j', '/j/', ['year', 'harvest', 'cycle'], 'the good year: the harvest of patient effort, the turn of cycles', ''],
  ['eihwaz', 'Eihwaz', 'ᛇ', 'ï', '/æ/', ['yew', 'endurance', 'axis'], 'the yew: the axis between worlds, endurance through death and renewal', ''],
  ['perthro', 'Perthro', 'ᛈ', 'p', '/p/', ['lot-cup', 'fate', 'mystery'], 'the lot-cup: chance, fate and what is hidden', 'stagnation, addiction or secrets turned sour'],
  ['algiz', 'Algiz', 'ᛉ', 'z', '/z/', ['elk', 'protection', 'sanctuary'], 'protection and the link to the higher self', 'hidden danger, loss of protection'],
  ['sowilo', 'Sowilo', 'ᛊ', 's', '/s/', ['sun', 'success', 'guidance'], 'the sun: success, wholeness and guidance', ''],
  ['tiwaz', 'Tiwaz', 'ᛏ', 't', '/t/', ['Tyr', 'justice', 'sacrifice'], 'the god of law: justice, courage and self-sacrifice', 'injustice, cowardice or strife'],
  ['berkano', 'Berkano', 'ᛒ', 'b', '/b/', ['birch', 'birth', 'growth'], 'the birch goddess: birth, growth, shelter', 'stagnation, family trouble, a blocked birth'],
  ['ehwaz', 'Ehwaz', 'ᛖ', 'e', '/e/', ['horse', 'trust', 'movement'], 'horse and rider: trust, partnership, steady progress', 'mistrust, restlessness, a journey blocked'],
  ['mannaz', 'Mannaz', 'ᛗ', 'm', '/m/', ['human', 'self', 'community'], 'the human being: self-knowledge among others', 'isolation, self-deception, enmity'],
  ['laguz', 'Laguz', 'ᛚ', 'l', '/l/', ['water', 'flow', 'intuition'], 'water and the leek: flow, intuition, the unconscious', 'confusion, fear or being swept away'],
  ['ingwaz', 'Ingwaz', 'ᛜ', 'ŋ', '/ŋ/', ['Ing', 'gestation', 'potential'], 'the seed-god: stored energy, gestation, completion of a stage', ''],
  ['dagaz', 'Dagaz', 'ᛞ', 'd', '/d/', ['day', 'dawn', 'awakening'], 'daybreak: awakening, the paradox resolved, breakthrough', ''],
  ['othala', 'Othala', 'ᛟ', 'o', '/o/', ['inheritance', 'homeland', 'kin'], 'ancestral land and heritage: what is held in common', 'lost inheritance, homelessness, narrow clannishness'],
];

export const RUNES: readonly Rune[] = R.map(([slug, name, glyph, transliteration, phoneme, keywords, upright, merkstave], i) => ({
  index: i + 1, slug, name, glyph, transliteration, phoneme,
  aett: (['freyr', 'hagal', 'tyr'] as const)[Math.floor(i / 8)]!,
  keywords, upright,
  merkstave: NON_REVERSIBLE.has(slug) ? null : merkstave,
}));

export const AETT_NAMES = { freyr: "Freyr's aett", hagal: "Hagal's aett", tyr: "Tyr's aett" } as const;

export interface SpreadPosition { index: number; name: string; meaning: string }
export interface RuneSpread { slug: string; name: string; source: string; positions: SpreadPosition[] }

export const RUNE_SPREADS: Record<string, RuneSpread> = {
  single: { slug: 'single', name: "Odin's rune", source: 'single-rune draw', positions: [{ index: 1, name: 'the answer', meaning: 'the one rune that answers the question' }] },
  norns: { slug: 'norns', name: 'Three Norns', source: "Norn layout of modern runecasting (Edred Thorsson, 'At the Well of Wyrd', 1988)", positions: [
    { index: 1, name: 'Urd', meaning: 'what has been' }, { index: 2, name: 'Verdandi', meaning: 'what is becoming' }, { index: 3, name: 'Skuld', meaning: 'what shall be' }] },
  cross: { slug: 'cross', name: 'Rune cross', source: 'five-rune cross of modern practice', positions: [
    { index: 1, name: 'present', meaning: 'the centre: the matter now' }, { index: 2, name: 'past', meaning: 'left: what led here' }, { index: 3, name: 'future', meaning: 'right: where it tends' },
    { index: 4, name: 'help', meaning: 'above: what helps' }, { index: 5, name: 'obstacle', meaning: 'below: what stands in the way' }] },
  'nine-worlds': { slug: 'nine-worlds', name: 'Nine Worlds', source: "World-Tree layout, Edred Thorsson, 'At the Well of Wyrd' (1988)", positions: [
    ['Asgard', 'the world of the Aesir: the higher self, spiritual aims'], ['Ljossalfheim', 'the light elves: intellect and imagination'], ['Midgard', 'the middle world: the self as it stands'],
    ['Svartalfheim', 'the dark elves: craft, emotion, what is being shaped'], ['Hel', 'the realm of the dead: the unconscious, what is stored'], ['Niflheim', 'mist and ice: contraction, resistance'],
    ['Muspelheim', 'fire: expansion, drive'], ['Vanaheim', 'the Vanir: fertility, balance, pleasure'], ['Jotunheim', 'the giants: raw forces, chaos to be met'],
  ].map(([name, meaning], i) => ({ index: i + 1, name: name!, meaning: meaning! })) },
};

/** Shuffle the 24 in futhark order with Durstenfeld's Fisher-Yates, take `count`; merkstave drawn only for reversible runes. */
export function drawRunes(next: () => number, count: number, allowMerkstave: boolean): { rune: Rune; merkstave: boolean }[] {
  return shuffle(RUNES, next).slice(0, count).map((rune) => ({ rune, merkstave: allowMerkstave && rune.merkstave !== null ? next() < 0.5 : false }));
}

/** Nigel Pennick, 'Runic Astrology' (1990): the 24 half-months from 29 June, Fehu first. */
export const HALF_MONTHS: readonly { slug: string; from: string; to: string }[] = [
  ['fehu', '06-29', '07-13'], ['uruz', '07-14', '07-28'], ['thurisaz', '07-29', '08-12'], ['ansuz', '08-13', '08-28'], ['raidho', '08-29', '09-12'], ['kenaz', '09-13', '09-27'],
  ['gebo', '09-28', '10-12'], ['wunjo', '10-13', '10-27'], ['hagalaz', '10-28', '11-12'], ['nauthiz', '11-13', '11-27'], ['isa', '11-28', '12-12'], ['jera', '12-13', '12-27'],
  ['eihwaz', '12-28', '01-12'], ['perthro', '01-13', '01-27'], ['algiz', '01-28', '02-11'], ['sowilo', '02-12', '02-26'], ['tiwaz', '02-27', '03-13'], ['berkano', '03-14', '03-29'],
  ['ehwaz', '03-30', '04-13'], ['mannaz', '04-14', '04-28'], ['laguz', '04-29', '05-13'], ['ingwaz', '05-14', '05-28'], ['dagaz', '05-29', '06-13'], ['othala', '06-14', '06-28'],
].map(([slug, from, to]) => ({ slug: slug!, from: from!, to: to! }));
