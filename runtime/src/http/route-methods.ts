/**
 * Which methods each registered path answers, collected from fastify's onRoute hook, so that
 * a wrong method on a known path can be told apart from an unknown path (the `Allow` header of
 * its refusal) and the CORS preflight can list every method the operation set uses.
 *
 * fastify's router answers a concrete URL but has no public "which methods match this path"
 * lookup; static paths (most of the catalogue) sit in a Map and the parametric ones (`/keys/:id`)
 * are matched by a regular expression per pattern, only when a request found no route.
 */
import type { FastifyInstance } from 'fastify';

export class RouteMethods {
  private readonly staticPaths = new Map<string, Set<string>>();
  private readonly patterns: { re: RegExp; methods: Set<string> }[] = [];
  /** Every method any route answers, OPTIONS aside (the preflight answers OPTIONS everywhere). */
  readonly all = new Set<string>();

  add(method: string, url: string): void {
    const m = method.toUpperCase();
    if (m === 'OPTIONS') return;
    this.all.add(m);
    if (!/[:*]/.test(url)) {
      let set = this.staticPaths.get(url);
      if (!set) this.staticPaths.set(url, (set = new Set()));
      set.add(m);
      return;
    }
    const source = url
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const re = new RegExp(`^${source}$`);
    const existing = this.patterns.find((p) => p.re.source === re.source);
    if (existing) existing.methods.add(m);
    else this.patterns.push({ re, methods: new Set([m]) });
  }

  /** The methods a concrete path (no query) answers; empty for an unknown path. */
  methodsFor(path: string): string[] {
    const found = new Set(this.staticPaths.get(path) ?? []);
    for (const p of this.patterns) if (p.re.test(path)) for (const m of p.methods) found.add(m);
    return [...found].sort();
  }

  /** Registers the onRoute hook; call before any route is added. */
  static collect(app: FastifyInstance): RouteMethods {
    const index = new RouteMethods();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) index.add(m, route.url);
    });
    return index;
  }
}
