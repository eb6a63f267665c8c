/**
 * The yoga rules of the Parashari families, one declarative function per rule with its verse
 * citation. Each reads a YogaChart (lib/yogas.ts) and reports present or absent with the
 * grahas and houses found, a strength, and the cancellations.
 *
 * Sources: BPHS = Brihat Parashara Hora Shastra (R. Santhanam's translation, chapter
 * numbering); PD = Phaladeepika of Mantreswara (ch. 6 "Yogas"); BJ = Brihat Jataka of
 * Varahamihira.
 */
import { OWN_SIGNS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import {
  aspects, clamp100, conjunct, countFrom, exchange, houseSign, isDusthana, isExaltedOrOwn, isKendra, isStrong, isTrikona,
  lordOf, meanStrength, nameOf, occupants, relation, SEVEN, signAt, yoga,
} from './yogas.js';
import type { YogaChart, YogaNote, YogaResult } from './yogas.js';
import { naturalRelation } from './grahas.js';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/* ---------------- Pancha Mahapurusha (BPHS ch. 75 sl. 1-2; PD ch. 6 sl. 1) ---------------- */

const MAHAPURUSHA: readonly [GrahaNumber, string][] = [[2, 'Ruchaka'], [3, 'Bhadra'], [4, 'Hamsa'], [5, 'Malavya'], [6, 'Sasa']];

/** Mars, Mercury, Jupiter, Venus or Saturn in its own, moolatrikona or exaltation sign in a kendra; from the lagna and, as separate entries, from the Moon. */
export function panchaMahapurusha(y: YogaChart): YogaResult[] {
  const out: YogaResult[] = [];
  for (const from of ['lagna', 'Moon'] as const) {
    const ref = from === 'lagna' ? y.lagnaSign : y.sign[1]!;
    for (const [g, name] of MAHAPURUSHA) {
      const h = countFrom(ref, y.sign[g]!);
      const dignified = isExaltedOrOwn(y, g);
      const present = isKendra(h) && dignified;
      const cancellations: YogaNote[] = [];
      // Saravali ch. 35: a Mahapurusha graha joined with the Sun or the Moon gives only ordinary results; combust it is powerless.
      if (present && y.combust[g]) cancellations.push({ slug: 'combust', graha: g });
      if (present && (conjunct(y, g, 0) || conjunct(y, g, 1))) cancellations.push({ slug: conjunct(y, g, 0) ? 'joined-with-sun' : 'joined-with-moon', graha: g });
      out.push(yoga('pancha-mahapurusha', from === 'lagna' ? name : `${name} (from Moon)`, present, {
        planets: [g], houses: [y.house[g]!], strength: y.strength[g]! - 15 * cancellations.length,
        rule: { slug: from === 'lagna' ? 'pancha-mahapurusha' : 'pancha-mahapurusha-from-moon', graha: g },
        source: 'BPHS ch. 75 sl. 1-2; Phaladeepika ch. 6 sl. 1', cancellations,
      }));
    }
  }
  return out;
}

/** English ordinal of a house (1st, 2nd, 3rd, 4th ... 11th, 12th), for the circumstance a raja or dhana yoga is formed in. */
export const houseOrdinal = (h: number): string => `${h}${h === 1 ? 'st' : h === 2 ? 'nd' : h === 3 ? 'rd' : 'th'}`;

/* ---------------- Raja yogas (BPHS ch. 39; Laghu Parashari ch. 2) ---------------- */

export function yogakarakas(y: YogaChart): GrahaNumber[] {
  // Laghu Parashari: a graha owning both a kendra (4, 7, 10) and a trikona (5, 9) is a yogakaraka.
  return uniq(([4, 7, 10] as const).map((k) => lordOf(y, k)).filter((g) => [5, 9].some((t) => lordOf(y, t) === g)));
}

export function rajaYogas(y: YogaChart): YogaResult[] {
  const out: YogaResult[] = [];
  const seen = new Set<string>();
  for (const k of [1, 4, 7, 10]) {
    for (const t of [1, 5, 9]) {
      if (k === t) continue;
      const a = lordOf(y, k);
      const b = lordOf(y, t);
      if (a === b) continue; // the same graha: a yogakaraka, reported below
      const key = [Math.min(a, b), Math.max(a, b), k, t].join('-');
      if (seen.has(key)) continue;
      seen.add(key);
      const rel = relation(y, a, b);
      const dk = (k === 10 && t === 9);
      out.push(yoga('raja', dk ? 'Dharma-Karmadhipati yoga' : `Raja yoga (${houseOrdinal(k)} and ${houseOrdinal(t)} lords)`, rel !== null, {
        planets: [a, b], houses: [y.house[a]!, y.house[b]!], strength: meanStrength(y, [a, b]), ...(dk ? {} : { circumstance: { slug: 'lords-of-houses', a: k, b: t } }),
        rule: dk ? { slug: 'dharma-karmadhipati-yoga' } : { slug: 'raja-yoga', a: k, b: t },
        source: dk ? 'BPHS ch. 39 sl. 37; ch. 41 sl. 28; Laghu Parashari ch. 2' : 'BPHS ch. 41 sl. 28; Laghu Parashari ch. 2', cancellations: [],
      }));
    }
  }
  for (const g of yogakarakas(y)) {
    out.push(yoga('raja', `Yogakaraka ${nameOf(g)}`, true, {
      planets: [g], houses: [y.house[g]!], strength: y.strength[g]!,
      rule: { slug: 'yogakaraka', graha: g }, source: 'Laghu Parashari ch. 2; BPHS ch. 34', cancellations: [],
    }));
  }
  return out;
}

/* ---------------- Dhana yogas (BPHS ch. 41) ---------------- */

/**
 * BPHS ch. 41 sl. 2-8: the 5th house a sign of X occupied by X, with the named grahas in the 11th.
 * Jupiter's is sl. 6, "Should Guru be in Putr Bhava identical with his own Rasi, as Budh is in
 * Labh Bhava" (Santhanam): Mercury in the 11th (it read the Moon and Mars before).
 */
const DHANA_FIFTH: readonly [GrahaNumber, GrahaNumber[]][] = [
  [0, [6, 1, 4]], [1, [6]], [2, [5]], [3, [1, 2, 4]], [4, [3]], [5, [2]], [6, [0, 1]],
];

export function dhanaYogas(y: YogaChart): YogaResult[] {
  const out: YogaResult[] = [];
  const houses = [1, 2, 5, 9, 11];
  for (let i = 0; i < houses.length; i++) {
    for (let j = i + 1; j < houses.length; j++) {
      const a = lordOf(y, houses[i]!);
      const b = lordOf(y, houses[j]!);
      if (a === b) continue;
      // BPHS ch. 41 reads the relations as conjunction, mutual aspect or exchange.
      const rel = exchange(y, a, b) ? 'sign exchange' : conjunct(y, a, b) ? 'conjunction' : aspects(y, a, b) && aspects(y, b, a) ? 'mutual aspect' : null;
      out.push(yoga('dhana', `Dhana yoga (${houseOrdinal(houses[i]!)} and ${houseOrdinal(houses[j]!)} lords)`, rel !== null, {
        planets: [a, b], houses: [y.house[a]!, y.house[b]!], strength: meanStrength(y, [a, b]), circumstance: { slug: 'lords-of-houses', a: houses[i]!, b: houses[j]! },
        rule: { slug: 'dhana-yoga', a: houses[i]!, b: houses[j]! },
        source: 'BPHS ch. 41 sl. 1', cancellations: [],
      }));
    }
  }
  const fifthSign = houseSign(y, 5);
  for (const [g, inEleventh] of DHANA_FIFTH) {
    const owns = OWN_SIGNS[g].includes(fifthSign - 1);
    const present = owns && y.sign[g] === fifthSign && inEleventh.every((e) => y.house[e] === 11);
    out.push(yoga('dhana', `Dhana yoga (${nameOf(g)} in its own 5th)`, present, {
      planets: [g, ...inEleventh], houses: [5, 11], strength: meanStrength(y, [g, ...inEleventh]), circumstance: { slug: 'own-fifth', graha: g },
      rule: { slug: 'dhana-yoga-own-fifth', graha: g, others: inEleventh },
      source: 'BPHS ch. 41 sl. 2-8', cancellations: [],
    }));
  }
  return out;
}

/* ---------------- Lunar yogas (BPHS ch. 37; PD ch. 6) ---------------- */

export function lunarYogas(y: YogaChart): YogaResult[] {
  const moon = y.sign[1]!;
  const among = [2, 3, 4, 5, 6]; // grahas other than the Sun, Rahu, Ketu (and the Moon itself)
  const second = occupants(y, signAt(moon, 2), among);
  const twelfth = occupants(y, signAt(moon, 12), among);
  const src = 'BPHS ch. 37 sl. 7-10; Phaladeepika ch. 6 sl. 7';
  const out: YogaResult[] = [];
  const s = (gs: number[]) => clamp100(meanStrength(y, gs) * 0.7 + 10 * gs.length);
  out.push(yoga('lunar', 'Sunapha', second.length > 0 && twelfth.length === 0, { planets: second, houses: [countFrom(y.lagnaSign, signAt(moon, 2))], strength: s(second), source: src }));
  out.push(yoga('lunar', 'Anapha', twelfth.length > 0 && second.length === 0, { planets: twelfth, houses: [countFrom(y.lagnaSign, signAt(moon, 12))], strength: s(twelfth), source: src }));
  out.push(yoga('lunar', 'Durudhara', second.length > 0 && twelfth.length > 0, { planets: [...second, ...twelfth], houses: [countFrom(y.lagnaSign, signAt(moon, 2)), countFrom(y.lagnaSign, signAt(moon, 12))], strength: s([...second, ...twelfth]), source: src }));
  // Kemadruma and its cancellation: a graha (other than the Moon; the nodes excluded) in a kendra from the lagna or from the Moon (PD ch. 6 sl. 58; BPHS ch. 37 sl. 12).
  const kem = second.length === 0 && twelfth.length === 0;
  const cancellers = [0, 2, 3, 4, 5, 6].filter((g) => isKendra(y.house[g]!) || isKendra(countFrom(moon, y.sign[g]!)));
  const cancellations: YogaNote[] = kem && cancellers.length > 0 ? [{ slug: 'kendra-from-lagna-or-moon', grahas: cancellers }] : [];
  out.push(yoga('lunar', 'Kemadruma', kem && cancellers.length === 0, { planets: [1], houses: [y.house[1]!], strength: 100 - y.strength[1]!, source: 'BPHS ch. 37 sl. 3; Phaladeepika ch. 6 sl. 57-58', cancellations }));
  return out;
}

/* ---------------- Solar yogas (BPHS ch. 38) ---------------- */

export function solarYogas(y: YogaChart): YogaResult[] {
  const sun = y.sign[0]!;
  const among = [2, 3, 4, 5, 6]; // other than the Moon, Rahu, Ketu
  const second = occupants(y, signAt(sun, 2), among);
  const twelfth = occupants(y, signAt(sun, 12), among);
  const src = 'BPHS ch. 38 sl. 1-3';
  const s = (gs: number[]) => clamp100(meanStrength(y, gs) * 0.7 + 10 * gs.length);
  return [
    yoga('solar', 'Vesi', second.length > 0 && twelfth.length === 0, { planets: second, houses: [countFrom(y.lagnaSign, signAt(sun, 2))], strength: s(second), source: src }),
    yoga('solar', 'Vasi', twelfth.length > 0 && second.length === 0, { planets: twelfth, houses: [countFrom(y.lagnaSign, signAt(sun, 12))], strength: s(twelfth), source: src }),
    yoga('solar', 'Ubhayachari', second.length > 0 && twelfth.length > 0, { planets: [...second, ...twelfth], houses: [countFrom(y.lagnaSign, signAt(sun, 2)), countFrom(y.lagnaSign, signAt(sun, 12))], strength: s([...second, ...twelfth]), source: src }),
  ];
}

/* ---------------- Adhi yoga (BPHS ch. 37 sl. 5; PD ch. 6 sl. 4) ---------------- */

export function adhiYogas(y: YogaChart): YogaResult[] {
  const out: YogaResult[] = [];
  for (const [name, ref] of [['Chandradhi', y.sign[1]!], ['Lagnadhi', y.lagnaSign]] as const) {
    const bens = [3, 4, 5].filter((g) => [6, 7, 8].includes(countFrom(ref, y.sign[g]!)));
    out.push(yoga('adhi', name === 'Chandradhi' ? 'Adhi yoga (from Moon)' : 'Lagnadhi yoga', bens.length > 0, {
      planets: bens, houses: bens.map((g) => y.house[g]!), strength: clamp100((100 * bens.length) / 3 * (0.5 + meanStrength(y, bens) / 100)),
      source: 'BPHS ch. 37 sl. 5; Phaladeepika ch. 6 sl. 4',
    }));
  }
  return out;
}

/* ---------------- Gaja Kesari (BPHS ch. 36 sl. 3-4; PD ch. 6 sl. 9) ---------------- */

/**
 * The catalogue's rule (Phaladeepika's): Jupiter in a kendra from the Moon. BPHS ch. 36 sl. 3-4
 * asks more: "Should Guru be in a Kendr from Lagna, or from Chandra and be yuti with, or receiving
 * a Drishti from benefic, avoiding at the same time debilitation, combustion and inimical Rasi"
 * (Santhanam). The verse's other conditions weaken the yoga here, as the catalogue says; a
 * Jupiter that no benefic joins or aspects is one of them.
 */
export function gajaKesari(y: YogaChart): YogaResult[] {
  const h = countFrom(y.sign[1]!, y.sign[4]!);
  const present = isKendra(h);
  const cancellations: YogaNote[] = [];
  if (y.dignity[4] === 'debilitated') cancellations.push({ slug: 'debilitated', graha: 4 });
  if (y.combust[4]) cancellations.push({ slug: 'combust', graha: 4 });
  const lord = SIGN_LORD[y.sign[4]! - 1]!;
  if (lord !== 4 && naturalRelation(4, lord) === 'enemy') cancellations.push({ slug: 'in-enemy-sign', graha: 4, other: lord });
  const benefics = SEVEN.filter((g) => g !== 4 && y.benefic[g] && (y.sign[g] === y.sign[4] || aspects(y, g, 4)));
  if (benefics.length === 0) cancellations.push({ slug: 'no-benefic-joins-or-aspects', graha: 4 });
  return [yoga('gaja-kesari', 'Gaja Kesari', present, {
    planets: [4, 1], houses: [y.house[4]!, y.house[1]!], strength: clamp100(meanStrength(y, [4, 1]) + 20 - 20 * cancellations.length),
    source: 'BPHS ch. 36 sl. 3-4; Phaladeepika ch. 6 sl. 9', cancellations: present ? cancellations : [],
  })];
}

/* ---------------- Shakata (PD ch. 6 sl. 10) ---------------- */

export function shakata(y: YogaChart): YogaResult[] {
  const h = countFrom(y.sign[1]!, y.sign[4]!);
  const formed = [6, 8, 12].includes(h);
  const cancelled = formed && isKendra(y.house[1]!);
  return [yoga('shakata', 'Shakata', formed && !cancelled, {
    planets: [4, 1], houses: [y.house[4]!, y.house[1]!], strength: clamp100(100 - meanStrength(y, [4, 1]) + 20),
    source: 'Phaladeepika ch. 6 sl. 10', cancellations: cancelled ? [{ slug: 'moon-in-kendra-from-lagna' }] : [],
  })];
}

/* ---------------- Viparita Raja (Uttara Kalamrita ch. 4; PD ch. 6 sl. 63-65) ---------------- */

export function viparitaRaja(y: YogaChart): YogaResult[] {
  const evilLords = uniq([6, 8, 12].map((h) => lordOf(y, h)));
  return ([[6, 'Harsha'], [8, 'Sarala'], [12, 'Vimala']] as const).map(([h, name]) => {
    const g = lordOf(y, h);
    const present = isDusthana(y.house[g]!);
    // Impure: joined with or aspected by a lord of a house other than 6, 8, 12.
    const others = SEVEN.filter((o) => o !== g && !evilLords.includes(o) && (conjunct(y, o, g) || aspects(y, o, g)));
    const cancellations: YogaNote[] = present && others.length ? [{ slug: 'impure', grahas: others }] : [];
    return yoga('viparita-raja', name, present, {
      planets: [g], houses: [y.house[g]!], strength: cancellations.length ? 50 : 90,
      source: 'Uttara Kalamrita ch. 4 sl. 26-27 (Kalidasa); Phaladeepika ch. 6 sl. 63-65', cancellations,
    });
  });
}

/* ---------------- Parivartana (PD ch. 6 sl. 30-33) ---------------- */

export function parivartana(y: YogaChart): YogaResult[] {
  const out: YogaResult[] = [];
  for (let a = 0; a <= 6; a++) {
    for (let b = a + 1; b <= 6; b++) {
      if (!exchange(y, a, b)) continue;
      const ha = y.house[a]!;
      const hb = y.house[b]!;
      const kind = isDusthana(ha) || isDusthana(hb) ? 'Dainya' : ha === 3 || hb === 3 ? 'Khala' : 'Maha';
      out.push(yoga('parivartana', `${kind} parivartana`, true, {
        planets: [a, b], houses: [ha, hb], strength: kind === 'Maha' ? clamp100(meanStrength(y, [a, b]) + 20) : kind === 'Khala' ? 50 : 30,
        source: 'Phaladeepika ch. 6 sl. 30-33',
      }));
    }
  }
  return out;
}

/* ---------------- Daridra (BPHS ch. 42; PD ch. 6 sl. 88) ---------------- */

export function daridra(y: YogaChart): YogaResult[] {
  const l1 = lordOf(y, 1);
  const l2 = lordOf(y, 2);
  const l7 = lordOf(y, 7);
  const l11 = lordOf(y, 11);
  const l12 = lordOf(y, 12);
  const out: YogaResult[] = [];
  const marakas = uniq([l2, l7]).filter((m) => m !== l1 && m !== l12);
  const withMaraka = marakas.filter((m) => conjunct(y, m, l1) || conjunct(y, m, l12) || aspects(y, m, l1) || aspects(y, m, l12));
  const ex = y.house[l1] === 12 && y.house[l12] === 1;
  out.push(yoga('daridra', 'Daridra yoga (lagna and 12th lords exchanged with a maraka)', ex && withMaraka.length > 0, { circumstance: { slug: 'lagna-and-twelfth-lords-exchanged-with-maraka' },
    planets: [l1, l12, ...withMaraka], houses: [1, 12], strength: 100 - meanStrength(y, [l1]),
    rule: { slug: 'daridra-yoga-lagna-and-twelfth-lords-exchanged-with-maraka' },
    source: 'BPHS ch. 42 sl. 1',
  }));
  const evil = uniq([6, 8, 12].map((h) => lordOf(y, h))).filter((g) => g !== l1 && conjunct(y, g, l1));
  out.push(yoga('daridra', 'Daridra yoga (lagna lord with a dusthana lord)', evil.length > 0, { circumstance: { slug: 'lagna-lord-with-dusthana-lord' },
    planets: [l1, ...evil], houses: [y.house[l1]!], strength: 100 - y.strength[l1]!,
    rule: { slug: 'daridra-yoga-lagna-lord-with-dusthana-lord' }, source: 'BPHS ch. 42 sl. 2',
  }));
  const l5 = lordOf(y, 5);
  const l9 = lordOf(y, 9);
  out.push(yoga('daridra', 'Daridra yoga (5th and 9th lords in dusthanas)', l5 !== l9 && isDusthana(y.house[l5]!) && isDusthana(y.house[l9]!), { circumstance: { slug: 'fifth-and-ninth-lords-in-dusthanas' },
    planets: [l5, l9], houses: [y.house[l5]!, y.house[l9]!], strength: 100 - meanStrength(y, [l5, l9]),
    rule: { slug: 'daridra-yoga-fifth-and-ninth-lords-in-dusthanas' }, source: 'BPHS ch. 42 sl. 5',
  }));
  out.push(yoga('daridra', 'Daridra yoga (11th lord in a dusthana)', isDusthana(y.house[l11]!), { circumstance: { slug: 'eleventh-lord-in-dusthana' },
    planets: [l11], houses: [y.house[l11]!], strength: 100 - y.strength[l11]!,
    rule: { slug: 'daridra-yoga-eleventh-lord-in-dusthana' }, source: 'Phaladeepika ch. 6 sl. 88',
  }));
  return out;
}

/* ---------------- Pravrajya (BJ ch. 15 sl. 1-4) ---------------- */

const PRAVRAJYA_ORDER: Readonly<Record<number, string>> = { 2: 'Shakya', 3: 'Ajivika', 4: 'Bhikshu', 1: 'Vriddha', 5: 'Charaka', 6: 'Nirgrantha', 0: 'Vanya' };

export function pravrajya(y: YogaChart): { yogas: YogaResult[]; order: string | null } {
  const yogas: YogaResult[] = [];
  let order: string | null = null;
  for (let s = 1; s <= 12; s++) {
    const occ = occupants(y, s);
    if (occ.length < 4) continue;
    const strongest = [...occ].sort((a, b) => y.strength[b]! - y.strength[a]! || a - b)[0]!;
    const cancellations: YogaNote[] = [];
    // BJ ch. 15 sl. 2: if the strongest is combust, the native only longs for renunciation.
    if (y.combust[strongest]) cancellations.push({ slug: 'strongest-combust', graha: strongest });
    const present = cancellations.length === 0;
    if (present && order === null) order = PRAVRAJYA_ORDER[strongest]!;
    yogas.push(yoga('pravrajya', `Pravrajya (${PRAVRAJYA_ORDER[strongest]})`, present, {
      planets: occ, houses: [countFrom(y.lagnaSign, s)], strength: meanStrength(y, occ), circumstance: { slug: `order-${PRAVRAJYA_ORDER[strongest]!.toLowerCase()}` },
      source: 'Brihat Jataka ch. 15 sl. 1-2', cancellations,
    }));
  }
  if (yogas.length === 0) {
    yogas.push(yoga('pravrajya', 'Pravrajya', false, { source: 'Brihat Jataka ch. 15 sl. 1' }));
  }
  return { yogas, order };
}

/* ---------------- Lakshmi (BPHS ch. 36 sl. 27-28) ---------------- */

/**
 * "If Dharm's Lord is in a Kendr identical with his Mooltrikon Rasi, or own Rasi, or in
 * exaltation, while Lagn's Lord is endowed with strength, Lakshmi Yog occurs" (Santhanam). The
 * catalogue also admits a trikona; the verse names a kendra only, and is followed.
 */
export function lakshmi(y: YogaChart): YogaResult[] {
  const l9 = lordOf(y, 9);
  const l1 = lordOf(y, 1);
  const d = y.dignity[l9];
  const dignified = d === 'own' || d === 'exalted' || d === 'moolatrikona';
  const placed = isKendra(y.house[l9]!);
  const strongLagnaLord = isStrong(y, l1);
  return [yoga('lakshmi', 'Lakshmi', dignified && placed && strongLagnaLord, {
    planets: uniq([l9, l1]), houses: [y.house[l9]!, y.house[l1]!], strength: meanStrength(y, uniq([l9, l1])),
    source: 'BPHS ch. 36 sl. 27-28',
  })];
}

/* ---------------- Saraswati (PD ch. 6 sl. 25) ---------------- */

export function saraswati(y: YogaChart): YogaResult[] {
  const good = (g: number) => isKendra(y.house[g]!) || isTrikona(y.house[g]!) || y.house[g] === 2;
  const placed = [3, 4, 5].every(good);
  const d = y.dignity[4];
  const lord = SIGN_LORD[y.sign[4]! - 1]!;
  const jupOk = d === 'own' || d === 'exalted' || d === 'moolatrikona' || (lord !== 4 && naturalRelation(4, lord) === 'friend');
  return [yoga('saraswati', 'Saraswati', placed && jupOk, {
    planets: [3, 4, 5], houses: [y.house[3]!, y.house[4]!, y.house[5]!], strength: meanStrength(y, [3, 4, 5]),
    source: 'Phaladeepika ch. 6 sl. 25',
  })];
}

/* ---------------- Mahabhagya (Phaladeepika ch. 6) ---------------- */

/**
 * The catalogue files Mahabhagya under BPHS ch. 36, but none of that chapter's verses (sl. 1-37,
 * Santhanam; see lib/yogas-bphs36.ts) is Mahabhagya, and sl. 16-17, cited here before, are
 * Bheri and Mridanga. The rule is Phaladeepika's (ch. 6), as secondary references give it.
 */

export function mahabhagya(y: YogaChart, sex: 'male' | 'female', dayBirth: boolean): YogaResult[] {
  const odd = (s: number) => s % 2 === 1;
  const signs = [y.lagnaSign, y.sign[0]!, y.sign[1]!];
  const present = sex === 'male' ? dayBirth && signs.every(odd) : !dayBirth && signs.every((s) => !odd(s));
  return [yoga('mahabhagya', 'Mahabhagya', present, {
    planets: [0, 1], houses: [1, y.house[0]!, y.house[1]!], strength: meanStrength(y, [0, 1]) + 20,
    rule: { slug: `mahabhagya-${sex}` },
    source: 'Phaladeepika ch. 6',
  })];
}

