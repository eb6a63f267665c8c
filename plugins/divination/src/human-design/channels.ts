import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { CHANNELS } from '../lib/human-design-data.js';
import { ChannelItem, channelOut } from '../lib/human-design-view.js';

export default defineOperation({
  method: 'GET',
  path: '/human-design/channels',
  summary: 'The 36 Human Design channels with their centres and circuitry',
  description:
    "Static table of the 36 channels (1-8, 2-14, 3-60, 4-63, 5-15, 6-59, 7-31, 9-52, 10-20, 10-34, 10-57, 11-56, 12-22, 13-33, 16-48, 17-62, 18-58, 19-49, 20-34, 20-57, 21-45, 23-43, 24-61, 25-51, 26-44, 27-50, 28-38, 29-46, 30-41, 32-54, 34-57, 35-36, 37-40, 39-55, 42-53, 47-64) with names, the two centres they join, the circuit (knowing, centering, integration, understanding, sensing, ego, defense) and its group (individual, collective, tribal, integration), from Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011). Names in English.",
  response: Type.Object({ count: Type.Integer({ minimum: 36, maximum: 36 }), channels: Type.Array(ChannelItem, { minItems: 36, maxItems: 36 }) }),
  examples: [{ name: 'all' }],
  handler: ({ lang }) => ({ count: CHANNELS.length, channels: CHANNELS.map((c) => channelOut(c, lang)) }),
});
