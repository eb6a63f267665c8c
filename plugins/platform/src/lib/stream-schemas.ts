/** Response members shared by the /stream/* operations (catalogue/platform.jsonl). */
import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';
import { Instant } from '@celestial/core';

export const NullableInstant = (d?: string) => Type.Union([Instant(d), Type.Null()]);

export const StreamTail = {
  nextEventAt: NullableInstant('the first instant the answer\'s state changes; before it a poll returns the same state (null when nothing changes within the search)'),
  tickSeconds: Type.Integer({ minimum: 1, description: 'poll no faster than this' }),
  transport: Type.String({ description: "'http-polling': these streams are polled, not pushed" }),
  sseUpgrade: Type.String({ description: "'planned': a server-sent-events variant is planned only" }),
  pricing: Type.String(),
};

export function streamResponse(props: TProperties) {
  return Type.Object({ timestamp: Instant('now, as the service read its clock'), ...props, ...StreamTail });
}

export const BodyRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export const AspectRef = Type.Object({ slug: Type.String(), name: Type.String(), angle: Type.Number(), symbol: Type.String() });
