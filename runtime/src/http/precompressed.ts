/**
 * A large document that never changes while the process runs (the OpenAPI document: 1.6 MB of
 * JSON for 365 operations), built on its first request and kept serialized and compressed.
 *
 * Compressing it per request would cost about 16 ms of CPU for brotli (quality 4) and 18 ms for
 * gzip, measured on this 2-core machine, plus 14 ms for JSON.stringify: on a keyless, unmetered
 * route that is a cheap way to load the server. Building it at start-up would cost every start
 * about a second (buildOpenApi walks every schema). Here each form is made once, on the libuv
 * thread pool (zlib's async calls), so the event loop is not held while it is made.
 *
 * The `Content-Encoding` set here makes @fastify/compress leave the answer alone.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an `Accept-Encoding` value (RFC 9110 12.5.3): the highest q of `br`
 * and `gzip`, `*` standing for either; brotli on a tie (smaller). `identity` when neither is
 * acceptable or the header is absent.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (token !== '' && Number.isFinite(weight)) q[token] = weight;
  }
  const of = (name: string) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

export class PrecompressedDocument {
  private text: Buffer | undefined;
  private readonly forms = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();

  constructor(private readonly build: () => string) {}

  identity(): Buffer {
    this.text ??= Buffer.from(this.build(), 'utf8');
    return this.text;
  }

  encoded(encoding: Encoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity') return this.identity();
    let form = this.forms.get(encoding);
    if (!form) {
      const source = this.identity();
      form =
        encoding === 'br'
          ? brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
          : gzip(source, { level: 6 });
      this.forms.set(encoding, form);
    }
    return form;
  }
}

export async function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, doc: PrecompressedDocument, contentType: string): Promise<FastifyReply> {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = await doc.encoded(encoding);
  reply.type(contentType).header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
