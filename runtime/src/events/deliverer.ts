/**
 * One delivery attempt: an HTTP POST of the JSON body to the subscription's URL, signed
 * `X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with the signing secret>`
 * (SERVICE-SPEC "Events", rule 2) with `Idempotency-Key` = the delivery id so a receiver can
 * drop a repeat. undici connects to the address checkTarget() approved (its lookup is pinned),
 * redirects are not followed (a 3xx is a failed attempt: a redirect could point anywhere, the
 * service's own network included), and the answer is read up to 512 characters.
 */
import { createHmac } from 'node:crypto';
import type { EventsConfig } from './config.js';
import { checkTarget, TargetRefused } from './targets.js';

/** The body every delivery carries (docs/events.md). */
export interface DeliveryBody {
  id: string;
  event: string;
  occurredAt: string;
  subscriptionId: number;
  test: boolean;
  /** Detected after it fell due (downtime, a clock jump): sent anyway, marked. */
  late: boolean;
  data: Record<string, unknown>;
}

export function signatureOf(rawBody: string, secret: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export interface AttemptOutcome {
  success: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
  signature: string;
}

const EXCERPT_CHARS = 512;

export async function deliver(url: string, body: DeliveryBody, secret: string, config: EventsConfig): Promise<AttemptOutcome> {
  const raw = JSON.stringify(body);
  const signature = signatureOf(raw, secret);
  const started = performance.now();
  const done = (o: Omit<AttemptOutcome, 'durationMs' | 'signature'>): AttemptOutcome => ({ ...o, durationMs: Math.round(performance.now() - started), signature });
  let target;
  try {
    target = await checkTarget(url, config.allowTargets);
  } catch (e) {
    if (e instanceof TargetRefused) return done({ success: false, statusCode: null, responseExcerpt: '', error: `target refused: ${e.message}` });
    throw e;
  }
  // undici loads with the first delivery, not at start: most processes never deliver one.
  const { Agent, request } = await import('undici');
  const agent = new Agent({
    connect: {
      timeout: config.timeoutMs,
      // Pinned to the checked address: no second DNS answer between check and connect.
      lookup: (_host, _opts, cb) => cb(null, [{ address: target.address, family: target.family }] as never, undefined as never),
    },
  });
  try {
    const r = await request(target.url, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Celestial-Webhooks/1',
        'x-service-signature': signature,
        'idempotency-key': body.id,
      },
      body: raw,
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
    });
    let text = '';
    for await (const chunk of r.body) {
      text += Buffer.from(chunk as Uint8Array).toString('utf8');
      if (text.length >= EXCERPT_CHARS) break;
    }
    r.body.destroy();
    const ok = r.statusCode >= 200 && r.statusCode < 300;
    return done({
      success: ok,
      statusCode: r.statusCode,
      responseExcerpt: text.slice(0, EXCERPT_CHARS),
      error: ok ? null : r.statusCode >= 300 && r.statusCode < 400 ? `redirect not followed (HTTP ${r.statusCode})` : `HTTP ${r.statusCode}`,
    });
  } catch (e) {
    return done({ success: false, statusCode: null, responseExcerpt: '', error: (e as Error).message.slice(0, 200) });
  } finally {
    void agent.close().catch(() => {});
  }
}
