/**
 * A small reader for the SVG path data of the glyphs (SVG 1.1, "Paths", absolute commands
 * M L H V C Q A Z): it checks the syntax and computes the drawn extent, arcs converted from
 * endpoint to centre form (SVG 1.1 implementation notes F.6.5) and curves sampled, so that
 * a test can prove every glyph lies inside its 24 x 24 box.
 */

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Q: 4, A: 7, Z: 0 };

export interface PathCommand {
  cmd: keyof typeof ARITY | string;
  args: number[];
}

/** Parses absolute path data; throws on anything else. */
export function parsePath(d: string): PathCommand[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const rest = d.replace(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g, '').replace(/[\s,]/g, '');
  if (rest !== '') throw new Error(`unexpected characters in path data: ${rest}`);
  const out: PathCommand[] = [];
  let i = 0;
  while (i < tokens.length) {
    const cmd = tokens[i++]!;
    if (!(cmd in ARITY)) throw new Error(`unsupported path command ${cmd} (absolute M L H V C Q A Z only)`);
    const n = ARITY[cmd]!;
    if (out.length === 0 && cmd !== 'M') throw new Error('path data must start with M');
    if (n === 0) {
      out.push({ cmd, args: [] });
      continue;
    }
    // A command letter may be followed by several argument groups (implicit repetition).
    do {
      const args = tokens.slice(i, i + n).map(Number);
      if (args.length !== n || args.some((x) => !Number.isFinite(x))) throw new Error(`command ${cmd} needs ${n} numbers`);
      out.push({ cmd, args });
      i += n;
    } while (i < tokens.length && !/[A-Za-z]/.test(tokens[i]!));
  }
  return out;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function arcPoints(x1: number, y1: number, rx: number, ry: number, phiDeg: number, fa: number, fs: number, x2: number, y2: number): [number, number][] {
  if (rx === 0 || ry === 0) return [[x2, y2]];
  const phi = (phiDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (fa === fs) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!fs && dt > 0) dt -= 2 * Math.PI;
  if (fs && dt < 0) dt += 2 * Math.PI;
  const pts: [number, number][] = [];
  for (let k = 0; k <= 64; k++) {
    const t = t1 + (dt * k) / 64;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    pts.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  return pts;
}

/** The drawn outline sampled into polylines, one per subpath (arcs at 64, curves at 32 steps). */
export function samplePath(d: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let cur: [number, number][] = [];
  const add = (x: number, y: number) => cur.push([x, y]);
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (const { cmd, args: a } of parsePath(d)) {
    switch (cmd) {
      case 'M':
        if (cur.length) lines.push(cur);
        cur = [];
        [x, y] = [a[0]!, a[1]!];
        [sx, sy] = [x, y];
        add(x, y);
        break;
      case 'L':
        [x, y] = [a[0]!, a[1]!];
        add(x, y);
        break;
      case 'H':
        x = a[0]!;
        add(x, y);
        break;
      case 'V':
        y = a[0]!;
        add(x, y);
        break;
      case 'C':
        for (let k = 1; k <= 32; k++) {
          const t = k / 32;
          const u = 1 - t;
          add(u * u * u * x + 3 * u * u * t * a[0]! + 3 * u * t * t * a[2]! + t * t * t * a[4]!, u * u * u * y + 3 * u * u * t * a[1]! + 3 * u * t * t * a[3]! + t * t * t * a[5]!);
        }
        [x, y] = [a[4]!, a[5]!];
        break;
      case 'Q':
        for (let k = 1; k <= 32; k++) {
          const t = k / 32;
          const u = 1 - t;
          add(u * u * x + 2 * u * t * a[0]! + t * t * a[2]!, u * u * y + 2 * u * t * a[1]! + t * t * a[3]!);
        }
        [x, y] = [a[2]!, a[3]!];
        break;
      case 'A':
        for (const [px, py] of arcPoints(x, y, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, a[6]!)) add(px, py);
        [x, y] = [a[5]!, a[6]!];
        break;
      case 'Z':
        [x, y] = [sx, sy];
        add(x, y);
        break;
    }
  }
  if (cur.length) lines.push(cur);
  return lines;
}

/** The extent of everything the path draws. */
export function pathBounds(d: string): Box {
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const line of samplePath(d)) {
    for (const [x, y] of line) {
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}
