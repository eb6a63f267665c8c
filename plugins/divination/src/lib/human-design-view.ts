/**
 * Response shapes and builders the /human-design/* operations share: activations, centres,
 * channels and the bodygraph summary in the vocabulary (slug + name in the answer's language:
 * bodies from core's body table, the Human Design terms from core's hd-* tables, whose English
 * is this family's own wording, test/human-design checks it; the incarnation cross keeps the
 * cross is named from core's hd-cross table (Ra Uru Hu's index in the 21 languages, the quarter's
 * number after it), the Earth from core's body table; the descriptive texts stay English, so
 * englishTextWarnings says so).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { bodyName as coreBodyName, hdCrossSlug, term, UtcInstant } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { CENTRE_NAMES, CENTRE_SLUGS, CIRCUIT_GROUP, GATE_CENTRE } from './human-design-data.js';
import type { CentreSlug, ChannelRecord } from './human-design-data.js';
import type { Activation, Authority, Bodygraph, CrossAngle, Definition, HdBodySlug, HdType, Structure } from './human-design.js';
import { NOT_SELF, SIGNATURE, STRATEGY } from './human-design.js';

export const TYPE_NAMES: Record<HdType, string> = {
  manifestor: 'Manifestor', generator: 'Generator', 'manifesting-generator': 'Manifesting Generator', projector: 'Projector', reflector: 'Reflector',
};
export const AUTHORITY_NAMES: Record<Authority, string> = {
  emotional: 'Emotional (Solar Plexus)', sacral: 'Sacral', splenic: 'Splenic', ego: 'Ego', 'self-projected': 'Self-projected', mental: 'Mental (outer authority)', lunar: 'Lunar',
};
export const DEFINITION_NAMES: Record<Definition, string> = {
  none: 'No definition', single: 'Single definition', split: 'Split definition', 'triple-split': 'Triple split definition', 'quadruple-split': 'Quadruple split definition',
};

export const Named = (description: string) => Type.Object({ slug: Type.String({ description }), name: Type.String() });
const GateNumber = Type.Integer({ minimum: 1, maximum: 64 });
const LineNumber = Type.Integer({ minimum: 1, maximum: 6 });

export const ActivationItem = Type.Object({
  gate: GateNumber,
  line: LineNumber,
  body: Named('sun, earth, moon, north-node, south-node, mercury ... pluto'),
  side: Type.Union([Type.Literal('personality'), Type.Literal('design')]),
  longitude: Type.Number({ description: 'tropical ecliptic longitude, degrees' }),
});

export const CentreItem = Type.Object({ slug: Type.String({ description: 'head, ajna, throat, g, heart, sacral, solar-plexus, spleen, root' }), name: Type.String(), defined: Type.Boolean() });

export const ChannelItem = Type.Object({
  gates: Type.Array(GateNumber, { minItems: 2, maxItems: 2 }),
  slug: Type.String(),
  name: Type.String(),
  centres: Type.Array(Type.String({ description: 'centre slug' }), { minItems: 2, maxItems: 2 }),
  circuit: Type.String({ description: 'knowing, centering, integration, understanding, sensing, ego, defense' }),
  circuitGroup: Type.String({ description: 'individual, collective, tribal, integration' }),
});

export const StructureMembers = {
  type: Named('manifestor, generator, manifesting-generator, projector, reflector'),
  authority: Named('emotional, sacral, splenic, ego, self-projected, mental, lunar'),
  definition: Named('none, single, split, triple-split, quadruple-split'),
  centres: Type.Array(CentreItem, { minItems: 9, maxItems: 9 }),
  channels: Type.Array(ChannelItem),
};

export function bodyName(slug: HdBodySlug, lang: LangCode): string {
  if (slug === 'north-node' || slug === 'south-node') return term('lunar-node', slug, lang);
  return coreBodyName(slug, lang);
}

export function activationOut(a: Activation, side: 'personality' | 'design', lang: LangCode): Static<typeof ActivationItem> {
  return { gate: a.gate, line: a.line, body: { slug: a.body, name: bodyName(a.body, lang) }, side, longitude: a.longitude };
}

/** A centre by slug with its name in `lang` (English: the family's CENTRE_NAMES). */
export function centreNamed(slug: CentreSlug, lang: LangCode = 'en'): { slug: CentreSlug; name: string } {
  return { slug, name: lang === 'en' ? CENTRE_NAMES[slug] : term('hd-centre', slug, lang) };
}

/**
 * The incarnation cross's name in `lang` from core's hd-cross table, the quarter's number (Right
 * Angle 1-4, Left Angle 1-2) after it. `englishName` is the index's ('Right Angle Cross of the
 * Sphinx 2'); the English of the table reproduces it exactly (test/human-design checks).
 */
export function crossNamed(angle: CrossAngle, englishName: string, lang: LangCode): string {
  const theme = englishName.replace(/^.*? Cross of /, '');
  const quarter = / (\d)$/.exec(theme)?.[1];
  const name = term('hd-cross', hdCrossSlug(angle, theme), lang);
  return quarter ? `${name} ${quarter}` : name;
}

export function channelOut(c: ChannelRecord, lang: LangCode = 'en'): Static<typeof ChannelItem> {
  return {
    gates: [...c.gates], slug: c.slug, name: lang === 'en' ? c.name : term('hd-channel', c.slug, lang),
    centres: [GATE_CENTRE.get(c.gates[0])!, GATE_CENTRE.get(c.gates[1])!],
    circuit: c.circuit, circuitGroup: CIRCUIT_GROUP[c.circuit],
  };
}

export function structureOut(s: Structure, lang: LangCode = 'en') {
  const en = lang === 'en';
  return {
    type: { slug: s.type, name: en ? TYPE_NAMES[s.type] : term('hd-type', s.type, lang) },
    authority: { slug: s.authority, name: en ? AUTHORITY_NAMES[s.authority] : term('hd-authority', s.authority, lang) },
    definition: { slug: s.definition, name: en ? DEFINITION_NAMES[s.definition] : term('hd-definition', s.definition, lang) },
    centres: CENTRE_SLUGS.map((c) => ({ ...centreNamed(c, lang), defined: s.definedCentres.has(c) })),
    channels: s.channels.map((c) => channelOut(c, lang)),
  };
}

export const BodygraphMembers = {
  ...StructureMembers,
  strategy: Type.String(),
  notSelfTheme: Type.String(),
  signature: Type.String(),
  profile: Type.Object({
    personalityLine: LineNumber, designLine: LineNumber,
    formatted: Type.String({ description: 'personality Sun line / design Sun line, e.g. 5/1' }),
  }),
  incarnationCross: Type.Object({
    angle: Type.String({ description: 'right-angle, juxtaposition, left-angle' }),
    gates: Type.Array(GateNumber, { minItems: 4, maxItems: 4, description: 'personality Sun, personality Earth, design Sun, design Earth' }),
    slug: Type.String(),
    name: Type.String({ description: "from Ra Uru Hu's incarnation-cross index in the answer's language (core's hd-cross table), the quarter's number after it" }),
  }),
  gates: Type.Array(ActivationItem, { minItems: 26, maxItems: 26 }),
  design: Type.Object({
    utc: UtcInstant('the Design instant: the Sun 88 deg of arc before its place at birth'),
    julianDayUT: Type.Number(),
    sunLongitude: Type.Number({ description: 'the design Sun, tropical degrees' }),
  }),
};

export function utcOfJd(jd: number): string {
  return new Date(Math.round((jd - 2440587.5) * 86_400_000 / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function bodygraphOut(g: Bodygraph, lang: LangCode) {
  return {
    ...structureOut(g, lang),
    strategy: lang === 'en' ? STRATEGY[g.type] : term('hd-strategy', g.type, lang),
    notSelfTheme: lang === 'en' ? NOT_SELF[g.type] : term('hd-not-self', g.type, lang),
    signature: SIGNATURE[g.type],
    profile: { personalityLine: g.profile.personality, designLine: g.profile.design, formatted: `${g.profile.personality}/${g.profile.design}` },
    incarnationCross: {
      angle: g.cross.angle, gates: [...g.cross.gates], name: crossNamed(g.cross.angle, g.cross.name, lang),
      slug: g.cross.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    },
    gates: [...g.personality.map((a) => activationOut(a, 'personality', lang)), ...g.design.map((a) => activationOut(a, 'design', lang))],
    design: { utc: utcOfJd(g.designJd), julianDayUT: g.designJd, sunLongitude: g.design[0]!.longitude },
  };
}
