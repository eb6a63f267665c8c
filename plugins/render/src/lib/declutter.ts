/**
 * Spreading glyphs that would overlap along a ring while keeping the order of the bodies:
 * the classic cluster-relaxation of chart drawing programs. Bodies sorted by longitude are
 * grouped where neighbours are closer than `gap`; each group is laid out `gap` apart, centred
 * on the mean of its true longitudes; groups that now touch merge, until none touch. The
 * order never changes (a group keeps its members' order and the groups do not cross), and
 * each glyph stays as close to its true degree as the spacing allows; a leader line joins the
 * two in the drawing.
 */
export interface Spread {
  /** Index into the input. */
  index: number;
  longitude: number;
  /** Where its glyph goes, degrees (may differ from longitude by the spread). */
  display: number;
}

const norm = (x: number) => ((x % 360) + 360) % 360;

export function declutter(longitudes: readonly number[], gap: number): Spread[] {
  const count = longitudes.length;
  if (count === 0) return [];
  const g = Math.min(gap, 360 / count);
  const order = longitudes.map((l, i) => ({ i, l: norm(l) })).sort((a, b) => a.l - b.l || a.i - b.i);
  // Unwrap from the widest empty arc, so no group straddles the cut.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < count; k++) {
    const next = k + 1 < count ? order[k + 1]!.l : order[0]!.l + 360;
    if (next - order[k]!.l > widest) { widest = next - order[k]!.l; cut = (k + 1) % count; }
  }
  const base = order[cut]!.l;
  const seq = [...order.slice(cut), ...order.slice(0, cut)].map((o) => ({ i: o.i, l: o.l < base ? o.l + 360 : o.l }));
  type Group = { start: number; size: number; sum: number };
  let groups: Group[] = seq.map((s, k) => ({ start: k, size: 1, sum: s.l }));
  const first = (gr: Group) => gr.sum / gr.size - ((gr.size - 1) * g) / 2;
  let merged = true;
  while (merged) {
    merged = false;
    const out: Group[] = [];
    for (const gr of groups) {
      const prev = out[out.length - 1];
      if (prev && first(gr) - (first(prev) + (prev.size - 1) * g) < g - 1e-9) {
        prev.size += gr.size;
        prev.sum += gr.sum;
        merged = true;
      } else out.push({ ...gr });
    }
    groups = out;
    // Across the cut: when the last group runs into the first one turned once round, the
    // ring is full enough that all of it is one group.
    if (!merged && groups.length > 1) {
      const head = groups[0]!;
      const tail = groups[groups.length - 1]!;
      if (first(head) + 360 - (first(tail) + (tail.size - 1) * g) < g - 1e-9) {
        groups = [{ start: 0, size: count, sum: groups.reduce((a, x) => a + x.sum, 0) }];
      }
    }
  }
  const result: Spread[] = [];
  for (const gr of groups) {
    const f = first(gr);
    for (let k = 0; k < gr.size; k++) {
      const s = seq[gr.start + k]!;
      result.push({ index: s.i, longitude: longitudes[s.i]!, display: norm(f + k * g) });
    }
  }
  return result.sort((a, b) => a.index - b.index);
}

/**
 * The same idea on a line (a margin of labels): positions sorted, groups closer than `gap`
 * spread around their mean, kept inside [min, max]; the order never changes.
 */
export function declutter1d(values: readonly number[], gap: number, min: number, max: number): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
  const g = Math.min(gap, values.length > 1 ? (max - min) / (values.length - 1) : gap);
  type Group = { start: number; size: number; sum: number };
  const first = (gr: Group) => Math.min(max - (gr.size - 1) * g, Math.max(min, gr.sum / gr.size - ((gr.size - 1) * g) / 2));
  let groups: Group[] = order.map((o, k) => ({ start: k, size: 1, sum: o.v }));
  let merged = true;
  while (merged) {
    merged = false;
    const out: Group[] = [];
    for (const gr of groups) {
      const prev = out[out.length - 1];
      if (prev && first(gr) - (first(prev) + (prev.size - 1) * g) < g - 1e-9) { prev.size += gr.size; prev.sum += gr.sum; merged = true; } else out.push({ ...gr });
    }
    groups = out;
  }
  const result = new Array<number>(values.length);
  for (const gr of groups) for (let k = 0; k < gr.size; k++) result[order[gr.start + k]!.i] = first(gr) + k * g;
  return result;
}
