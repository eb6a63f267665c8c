/**
 * The answer of every /vedic/divisional/d* operation, built from the foundation's vargas.ts
 * (the sign rules of BPHS ch. 6, checked there against pyjhora): the varga lagna, each graha's
 * varga sign, its amsa (part) number, its house counted from the varga lagna, the presiding
 * deity of the amsa where BPHS ch. 6 names one, and the vargottama grahas (same sign in the
 * rashi and in the varga).
 */
import { Type } from '@sinclair/typebox';
import type { TProperties, TSchema } from '@sinclair/typebox';
import { Ephemeris, kebab, signName, StringEnum, term, TimeZones } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { DELHI_BIRTH } from './examples.js';
import { castRashi } from './rashi.js';
import type { RashiChart } from './rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from './schemas.js';
import { grahaNaming, GrahaNamingMembers, GrahaRefSchema, grahaRefOfName } from './vocabulary.js';
import { VARGA_NAMES, VARGA_VARIANTS, vargaOf } from './vargas.js';
import type { VargaNumber, VargaVariant } from './vargas.js';

export type DeityNature = 'benefic' | 'malefic';
export interface AmsaDeity { name: string; nature: DeityNature | null }

/** BPHS ch. 6 sl. 9-10 (Drekkana): Narada, Agastya, Durvasa for the 1st, 2nd and 3rd decanate, in every sign. */
const D3_DEITIES = ['Narada', 'Agastya', 'Durvasa'];
/** BPHS ch. 6 sl. 11-12 (Chaturthamsa): Sanaka, Sananda, Sanatkumara, Sanatana, in every sign. */
const D4_DEITIES = ['Sanaka', 'Sananda', 'Sanatkumara', 'Sanatana'];
/** BPHS ch. 6 sl. 15-16 (Dasamsa): in odd signs in this order, in even signs reversed. */
const D10_DEITIES = ['Indra', 'Agni', 'Yama', 'Rakshasa', 'Varuna', 'Vayu', 'Kubera', 'Ishana', 'Brahma', 'Ananta'];
/** BPHS ch. 6 sl. 17-18 (Dwadasamsa): Ganesha, Ashwini Kumara, Yama, Sarpa, thrice over, in every sign. */
const D12_DEITIES = ['Ganesha', 'Ashwini Kumara', 'Yama', 'Sarpa'];
/** BPHS ch. 6 sl. 19-20 (Shodasamsa): Brahma, Vishnu, Shiva, Surya in odd signs; reversed in even signs. */
const D16_DEITIES = ['Brahma', 'Vishnu', 'Shiva', 'Surya'];

/**
 * BPHS ch. 6 sl. 33-41: the sixty shashtiamsas in order for an odd sign (reversed for an even
 * one); sl. 42 names the krura (malefic) ones, the rest are saumya (benefic). The malefic
 * list followed is the one of R. Santhanam's translation (27 amsas: Ghora, Rakshasa, Bhrashta,
 * Kulaghna, Garala, Vahni, Maya, Purishaka, Kala, Sarpa, Gulika, Mrityu, Kala, Davagni, Ghora,
 * Yama, Kantaka, Vishadagdha, Kulanasa, Vamsakshaya, Utpata, Kala, Karaladamshtra, Kalagni,
 * Dandayudha, Kroora, Bhramana). pyjhora (const.shashti_amsa_rulers_kroora) counts Bhrashta,
 * Kantaka, Kulanasa and Kroora as benign; this service follows the text.
 */
const D60: readonly (readonly [string, DeityNature])[] = [
  ['Ghora', 'malefic'], ['Rakshasa', 'malefic'], ['Deva', 'benefic'], ['Kubera', 'benefic'], ['Yaksha', 'benefic'], ['Kinnara', 'benefic'],
  ['Bhrashta', 'malefic'], ['Kulaghna', 'malefic'], ['Garala', 'malefic'], ['Vahni', 'malefic'], ['Maya', 'malefic'], ['Purishaka', 'malefic'],
  ['Apampati', 'benefic'], ['Marutvan', 'benefic'], ['Kala', 'malefic'], ['Sarpa', 'malefic'], ['Amrita', 'benefic'], ['Indu', 'benefic'],
  ['Mridu', 'benefic'], ['Komala', 'benefic'], ['Heramba', 'benefic'], ['Brahma', 'benefic'], ['Vishnu', 'benefic'], ['Maheshvara', 'benefic'],
  ['Deva', 'benefic'], ['Ardra', 'benefic'], ['Kalinasa', 'benefic'], ['Kshitisa', 'benefic'], ['Kamalakara', 'benefic'], ['Gulika', 'malefic'],
  ['Mrityu', 'malefic'], ['Kala', 'malefic'], ['Davagni', 'malefic'], ['Ghora', 'malefic'], ['Yama', 'malefic'], ['Kantaka', 'malefic'],
  ['Sudha', 'benefic'], ['Amrita', 'benefic'], ['Purnachandra', 'benefic'], ['Vishadagdha', 'malefic'], ['Kulanasa', 'malefic'], ['Vamsakshaya', 'malefic'],
  ['Utpata', 'malefic'], ['Kala', 'malefic'], ['Saumya', 'benefic'], ['Komala', 'benefic'], ['Sitala', 'benefic'], ['Karaladamshtra', 'malefic'],
  ['Chandramukhi', 'benefic'], ['Pravina', 'benefic'], ['Kalagni', 'malefic'], ['Dandayudha', 'malefic'], ['Nirmala', 'benefic'], ['Saumya', 'benefic'],
  ['Kroora', 'malefic'], ['Atisitala', 'benefic'], ['Amrita', 'benefic'], ['Payodhi', 'benefic'], ['Bhramana', 'malefic'], ['Chandrarekha', 'benefic'],
];

/** The vargas that carry a deity of the amsa. */
export const DEITY_VARGAS: readonly VargaNumber[] = [3, 4, 10, 12, 16, 60];

/** Deity of amsa `amsa` (1-based) of the 0-based rashi sign `sign` in varga n, or null when BPHS names none. */
export function amsaDeity(n: VargaNumber, sign: number, amsa: number): AmsaDeity | null {
  const odd = sign % 2 === 0; // 0-based: Aries is odd
  const i = amsa - 1;
  const pick = (list: readonly string[], reverse: boolean): AmsaDeity => ({ name: list[(reverse ? list.length - 1 - (i % list.length) : i) % list.length]!, nature: null });
  switch (n) {
    case 3: return pick(D3_DEITIES, false);
    case 4: return pick(D4_DEITIES, false);
    case 10: return pick(D10_DEITIES, !odd);
    case 12: return pick(D12_DEITIES, false);
    case 16: return pick(D16_DEITIES, !odd);
    case 60: {
      const [name, nature] = D60[odd ? i : 59 - i]!;
      return { name, nature };
    }
    default: return null;
  }
}

export interface VargaPoint { sign: number; signName: string; amsa: number; house: number; vargottama: boolean; deity?: AmsaDeity & { slug: string } }

/** The varga place of one sidereal longitude, its house counted from the varga lagna sign (1-12). */
function vargaPoint(longitude: number, n: VargaNumber, variant: VargaVariant, lagnaSign: number | null, lang: LangCode): VargaPoint {
  const v = vargaOf(longitude, n, variant);
  const rashi = Math.min(11, Math.floor(longitude / 30));
  const sign = v.signIndex + 1;
  const point: VargaPoint = { sign, signName: signName(sign, lang), amsa: v.amsa, house: lagnaSign === null ? 1 : ((sign - lagnaSign + 12) % 12) + 1, vargottama: v.signIndex === rashi };
  if (DEITY_VARGAS.includes(n)) {
    // The deities are proper names (BPHS ch. 6), written as each language writes them (core's
    // varga-deity table; issue 12: the English transliteration was answered in every language).
    const deity = amsaDeity(n, rashi, v.amsa)!;
    const slug = kebab(deity.name);
    point.deity = { slug, name: term('varga-deity', slug, lang), nature: deity.nature };
  }
  return point;
}

/** Navamsa number 1-108 from Aries 0 deg: each navamsa is one nakshatra pada (BPHS ch. 6; 108 padas). */
export function navamsaPada(longitude: number): { navamsa: number; nakshatra: number; pada: number } {
  const k = Math.min(107, Math.floor((((longitude % 360) + 360) % 360) / (10 / 3) + 1e-10));
  return { navamsa: k + 1, nakshatra: Math.floor(k / 4) + 1, pada: (k % 4) + 1 };
}

/** Slug of a varga by its Sanskrit name (`navamsa`, `drekkana`, ...). */
export function vargaSlug(n: VargaNumber): string {
  return kebab(VARGA_NAMES[n]);
}

export function divisionalChart(chart: RashiChart, n: VargaNumber, variant: VargaVariant, lang: LangCode) {
  const lagna = vargaPoint(chart.lagna.longitude, n, variant, null, lang);
  const planets = chart.grahas.map((g) => ({ ...grahaNaming(g.graha, lang), ...vargaPoint(g.longitude, n, variant, lagna.sign, lang) }));
  // The lagna by the chart-angle table's name (slug lagna, no graha number), as the Patyayini periods write it.
  const lagnaRef = grahaRefOfName('Lagna', lang);
  const vargottama = [...(lagna.vargottama ? [lagnaRef] : []), ...planets.filter((p) => p.vargottama).map((p) => grahaNaming(p.graha, lang))];
  const answer: Record<string, unknown> = {
    varga: { n, slug: vargaSlug(n), name: term('varga', vargaSlug(n), lang), variant },
    lagna: { sign: lagna.sign, signName: lagna.signName, amsa: lagna.amsa, vargottama: lagna.vargottama, ...(lagna.deity ? { deity: lagna.deity } : {}) },
    planets,
    vargottama,
  };
  if (n === 9) {
    answer.navamsaPada = [
      { point: lagnaRef, ...navamsaPada(chart.lagna.longitude) },
      ...chart.grahas.map((g) => ({ point: grahaNaming(g.graha, lang), ...navamsaPada(g.longitude) })),
    ];
  }
  return answer;
}

const Deity = Type.Object({ slug: Type.String(), name: Type.String({ description: "the deity of the amsa in the answer's language (core's varga-deity table: BPHS ch. 6)" }), nature: Type.Union([StringEnum(['benefic', 'malefic'] as const), Type.Null()], { description: 'krura/saumya where BPHS ch. 6 says (D60 only); null otherwise' }) });

function responseSchema(n: VargaNumber): TSchema {
  const withDeity = DEITY_VARGAS.includes(n);
  const deity: TProperties = withDeity ? { deity: Deity } : {};
  return Type.Object({
    ...ChartEcho,
    varga: Type.Object({ n: Type.Literal(n), slug: Type.Literal(vargaSlug(n)), name: Type.String({ description: "the varga's name in the answer's language" }), variant: StringEnum(VARGA_VARIANTS) }),
    lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), amsa: Type.Integer({ minimum: 1 }), vargottama: Type.Boolean(), ...deity }),
    planets: Type.Array(Type.Object({
      ...GrahaNamingMembers, sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(),
      amsa: Type.Integer({ minimum: 1, description: '1-based part of the rashi sign' }), house: Type.Integer({ minimum: 1, maximum: 12, description: 'counted from the varga lagna' }),
      vargottama: Type.Boolean(), ...deity,
    }), { minItems: 9, maxItems: 9 }),
    vargottama: Type.Array(GrahaRefSchema, { description: 'the grahas (and the lagna, slug lagna) in the same sign in the rashi and in this varga, by reference' }),
    ...(n === 9 ? { navamsaPada: Type.Array(Type.Object({ point: Type.Composite([GrahaRefSchema], { description: 'the lagna (slug lagna) or a graha, by reference' }), navamsa: Type.Integer({ minimum: 1, maximum: 108 }), nakshatra: Type.Integer({ minimum: 1, maximum: 27 }), pada: Type.Integer({ minimum: 1, maximum: 4 }) }), { description: 'each navamsa is one nakshatra pada (108 from Aries 0)' }) } : {}),
  });
}

/** The request body of a divisional chart: birth data, Vedic conventions, `vargaVariant`. */
export const DivisionalBody = vedicBirthData({
  vargaVariant: Type.Optional(StringEnum(VARGA_VARIANTS, { description: 'parashari (BPHS ch. 6, default) or parivritti (cyclic, Jagannatha Hora)', default: 'parashari' })),
});

/** The operation spec of /vedic/divisional/d<n> (each d*.ts passes it to defineOperation). */
export function divisionalSpec(n: VargaNumber, description: string) {
  return {
    method: 'POST' as const,
    path: `/vedic/divisional/d${n}`,
    summary: `${VARGA_NAMES[n]} (D${n}): varga signs, amsas, houses from the varga lagna${DEITY_VARGAS.includes(n) ? ', amsa deities' : ''}, vargottama`,
    description,
    body: DivisionalBody,
    response: responseSchema(n),
    examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'parivritti', body: { ...DELHI_BIRTH, vargaVariant: 'parivritti' } }],
    deps: { ephemeris: Ephemeris, timeZones: TimeZones },
    handler: ({ body, lang }: { body: { vargaVariant?: VargaVariant } & Parameters<typeof castRashi>[0]; lang: LangCode }, services: { ephemeris: Ephemeris; timeZones: TimeZones }) => {
      const chart = castRashi(body, services);
      return { ...chartEcho(chart, services.ephemeris), ...divisionalChart(chart, n, body.vargaVariant ?? 'parashari', lang) };
    },
  };
}
