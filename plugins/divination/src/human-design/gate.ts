import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, HEXAGRAM_SLUGS, SIGN_SLUGS, term, Warnings } from '@celestial/core';
import { CHANNELS, GATE_CENTRE, GATE_NAMES } from '../lib/human-design-data.js';
import { gateSpan } from '../lib/human-design.js';
import { centreNamed, channelOut, ChannelItem } from '../lib/human-design-view.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'GET',
  path: '/human-design/gates/{n}',
  summary: 'One Human Design gate: name, hexagram, centre, channels, circuitry and its span on the wheel',
  description:
    "Gate record: name, centre and channels from Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011); the hexagram of the same King Wen number (name in the answer's language, as /iching); the mandala span from the MANDALA order (gate 41 at 302 deg, 5.625 deg each) with the sign it lies in. Departure from the catalogue: the line names with their planetary exaltation and detriment (Ra Uru Hu's 'Rave I'Ching', 1992) are not yet in our tables, so `lines` lists the six lines by their arcs only (no name, exaltation or detriment yet). 404 outside 1-64.",
  params: Type.Object({ n: Type.String({ pattern: '^\\d{1,3}$', description: 'gate number 1-64' }) }),
  response: Type.Object({
    gate: Type.Integer({ minimum: 1, maximum: 64 }),
    slug: Type.String({ description: 'gate-N' }),
    name: Type.String({ description: 'the gate\'s name (English)' }),
    hexagram: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 64 }), slug: Type.String(), name: Type.String() }),
    centre: Type.Object({ slug: Type.String(), name: Type.String() }),
    channelPartners: Type.Array(Type.Integer({ minimum: 1, maximum: 64 })),
    channels: Type.Array(ChannelItem),
    circuits: Type.Array(Type.String({ description: 'circuit of each channel through the gate' })),
    mandala: Type.Object({
      fromLongitude: Type.Number(), toLongitude: Type.Number(),
      sign: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String(), name: Type.String() }, { description: 'the sign holding the gate\'s start' }),
    }),
    lines: Type.Array(Type.Object({
      line: Type.Integer({ minimum: 1, maximum: 6 }),
      fromLongitude: Type.Number(), toLongitude: Type.Number(),
    }), { minItems: 6, maxItems: 6 }),
    warnings: Warnings,
  }),
  examples: [{ name: 'gate-41', params: { n: '41' } }],
  handler: ({ params, lang }) => {
    const n = Number(params.n);
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new ApiError('NOT_FOUND', `No gate ${params.n}; gates are numbered 1-64`);
    const span = gateSpan(n);
    const channels = CHANNELS.filter((c) => c.gates.includes(n));
    const centre = GATE_CENTRE.get(n)!;
    const signIndex = Math.floor(span.fromLongitude / 30);
    const hexSlug = HEXAGRAM_SLUGS[n - 1]!;
    return {
      gate: n,
      slug: `gate-${n}`,
      name: GATE_NAMES[n - 1]!,
      hexagram: { number: n, slug: hexSlug, name: term('hexagram', hexSlug, lang) },
      centre: centreNamed(centre, lang),
      channelPartners: channels.map((c) => (c.gates[0] === n ? c.gates[1] : c.gates[0])),
      channels: channels.map((c) => channelOut(c, lang)),
      circuits: channels.map((c) => c.circuit),
      mandala: { ...span, sign: { sign: signIndex + 1, slug: SIGN_SLUGS[signIndex]!, name: term('sign', SIGN_SLUGS[signIndex]!, lang) } },
      lines: [1, 2, 3, 4, 5, 6].map((line) => ({
        line,
        fromLongitude: (span.fromLongitude + (line - 1) * 0.9375) % 360,
        toLongitude: (span.fromLongitude + line * 0.9375) % 360,
      })),
      warnings: englishTextWarnings(lang),
    };
  },
});
