import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, kebab } from '@celestial/core';
import { CASTLES, COLOURS, EARTH_FAMILIES, kinName, kinOf, oracle, SEALS, sealOf, TONES, toneOf } from '../lib/dreamspell.js';

const KinRef = Type.Object({ kin: Type.Integer({ minimum: 1, maximum: 260 }), slug: Type.String(), name: Type.String({ description: 'colour, tone and seal, e.g. White Galactic Wizard' }) });
const kinRef = (kin: number) => ({ kin, slug: kebab(kinName(kin)), name: kinName(kin) });

export default defineOperation({
  method: 'POST',
  path: '/dreamspell/kin',
  summary: "The Dreamspell kin of a birth date (José Argüelles), with seal, tone, wavespell, castle, earth family and oracle",
  description:
    "José Argüelles, 'Dreamspell' (1990): kin counted from 26 July 1987 = kin 34 (White Galactic Wizard), skipping every 29 February (it shares the kin of 28 February); kin = ((days + 33) mod 260) + 1, seal = (kin - 1) mod 20 (Red Dragon ... Yellow Sun), tone = (kin - 1) mod 13 + 1; analog: seal numbers (Sun = 0) summing to 19; antipode: seal + 10; occult: seals summing to 21 with tones summing to 14; guide: same colour, seal + an offset by tone (tones 1, 6, 11: +0; 2, 7, 12: +12; 3, 8, 13: +4; 4, 9: +16; 5, 10: +8; mod 20), same tone. Wavespell: the thirteen kin from a Magnetic tone, named by its first seal; castle: the five groups of 52 kin; earth family by seal (Polar, Cardinal, Core, Signal, Gateway). A modern count, not the Maya Tzolk'in (see /mayan/tzolkin). Names in English, as Argüelles wrote them.",
  body: Type.Object({ birthDate: DateString }),
  response: Type.Object({
    kin: Type.Integer({ minimum: 1, maximum: 260 }),
    slug: Type.String(),
    name: Type.String({ description: 'colour, tone and seal, e.g. White Galactic Wizard' }),
    seal: Type.Object({ index: Type.Integer({ minimum: 1, maximum: 20 }), slug: Type.String(), name: Type.String(), colour: Type.String() }),
    tone: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 13 }), slug: Type.String(), name: Type.String() }),
    wavespell: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 20 }), slug: Type.String(), name: Type.String(), firstKin: Type.Integer() }),
    castle: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 5 }), slug: Type.String(), name: Type.String() }),
    earthFamily: Type.Object({ slug: Type.String(), name: Type.String() }),
    oracle: Type.Object({ guide: KinRef, analog: KinRef, antipode: KinRef, occult: KinRef }),
  }),
  examples: [{ name: 'anchor', body: { birthDate: '1987-07-26' } }],
  handler: ({ body }) => {
    const kin = kinOf(body.birthDate);
    const s = sealOf(kin);
    const t = toneOf(kin);
    const wave = Math.floor((kin - 1) / 13);
    const firstKin = wave * 13 + 1;
    const waveName = `${COLOURS[(sealOf(firstKin) - 1) % 4]} ${SEALS[sealOf(firstKin) - 1]}`;
    const castle = CASTLES[Math.floor((kin - 1) / 52)]!;
    const family = EARTH_FAMILIES[s % 5]!;
    const o = oracle(kin);
    return {
      kin,
      slug: kebab(kinName(kin)),
      name: kinName(kin),
      seal: { index: s, slug: kebab(SEALS[s - 1]!), name: SEALS[s - 1]!, colour: COLOURS[(s - 1) % 4]! },
      tone: { number: t, slug: kebab(TONES[t - 1]!), name: TONES[t - 1]! },
      wavespell: { number: wave + 1, slug: kebab(waveName), name: waveName, firstKin },
      castle: { number: Math.floor((kin - 1) / 52) + 1, slug: kebab(castle), name: castle },
      earthFamily: { slug: kebab(family), name: family },
      oracle: { guide: kinRef(o.guide), analog: kinRef(o.analog), antipode: kinRef(o.antipode), occult: kinRef(o.occult) },
    };
  },
});
