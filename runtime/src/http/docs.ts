/**
 * `GET /v1/docs`: an interactive reference (Swagger UI) over the live `/v1/openapi.json`.
 *
 * Everything the page loads comes from this service: the Swagger UI files are read from the
 * installed `swagger-ui-dist` package and served under `/v1/docs/assets/`, the start-up script
 * is a served file too (no inline script, so a strict Content-Security-Policy holds), and the
 * page's own CSP allows only 'self' (plus data: images, which Swagger UI's icons use), so a
 * browser refuses any outside fetch even if a future Swagger UI version tried one. Swagger UI's
 * default `validatorUrl` would load a badge from validator.swagger.io; it is switched off.
 *
 * These are plain routes without an operation in the registry, so the access hooks (keys,
 * metering, the keyless budget) never see them: the docs are keyless and free.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@celestial/core';

const require = createRequire(import.meta.url);
/** The folder of the installed swagger-ui-dist (its files are read from there, never a CDN). */
export const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION: string = (JSON.parse(fs.readFileSync(path.join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The vendor files the page needs, by name, with their media types (an allow-list: no path walking). */
const VENDOR_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/** The start-up script: Swagger UI on the live document, no validator badge, operations collapsed. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    filter: true,
    tryItOutEnabled: false,
    persistAuthorization: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Celestial API reference</title>
<link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/v1/docs/assets/favicon-32x32.png" sizes="32x32">
<link rel="icon" type="image/png" href="/v1/docs/assets/favicon-16x16.png" sizes="16x16">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/v1/docs/assets/init.js"></script>
</body>
</html>
`;

/** Only this service: the page, its scripts and styles, the document it fetches. */
export const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

/** Vendor files change only with the package version, so browsers may keep them a day. */
const ASSET_CACHE = 'public, max-age=86400';

export function registerDocs(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  const page = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', DOCS_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .send(PAGE);
  app.get('/v1/docs', page);
  app.get('/v1/docs/', page);
  app.get('/v1/docs/assets/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').send(INIT_SCRIPT),
  );
  app.get<{ Params: { file: string } }>('/v1/docs/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(VENDOR_ASSETS, file) ? VENDOR_ASSETS[file] : undefined;
    if (!type) throw new ApiError('NOT_FOUND', `No docs asset named ${file}`);
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = fs.readFileSync(path.join(SWAGGER_UI_DIR, file));
      cache.set(file, bytes);
    }
    const etag = `"swagger-ui-${SWAGGER_UI_VERSION}-${file}"`;
    reply.header('Cache-Control', ASSET_CACHE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(bytes);
  });
}
