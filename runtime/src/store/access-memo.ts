/**
 * Keys and accounts held in memory against the access generation (ACCESS_GENERATION in
 * sqlite-store.ts: any change to an account or to a key's access moves it, in any process).
 * The request path reads the caller's key and account on every call; while the generation
 * stands still, both come from here. Each caller gets its own copy, so a caller changing its
 * object changes nothing held. Absent rows are not held (a key created a moment later is found).
 * Used by SqliteStore and ThreadedSqliteStore, each deciding when it knows the generation.
 */

/** Held of each kind; the whole memo of a kind is dropped when it would hold more. */
const ENTRIES = 10_000;

/**
 * A key's or an account's own copy, nested origins and packs included: a plain-JSON deep copy
 * of a small record (a JSON round trip per hit cost the request thread 2.4% of a /v1/planets
 * request).
 */
export function copyRecord<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copyRecord) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyRecord((v as Record<string, unknown>)[k]);
  return out as T;
}

export class AccessMemo<T extends object> {
  private readonly held = new Map<string, { value: T; generation: number }>();

  /** A copy of what is held for `id` at this generation, or undefined. */
  get(id: string, generation: number): T | undefined {
    const hit = this.held.get(id);
    return hit && hit.generation === generation ? copyRecord(hit.value) : undefined;
  }

  clear(): void {
    this.held.clear();
  }

  /** Holds `value` as read at `generation` (null: forgets `id`). */
  set(id: string, value: T | null, generation: number): void {
    if (value === null) {
      this.held.delete(id);
      return;
    }
    if (this.held.size >= ENTRIES) this.held.clear();
    this.held.set(id, { value: copyRecord(value), generation });
  }
}
