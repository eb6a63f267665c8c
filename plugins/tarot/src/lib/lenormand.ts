/**
 * Lenormand reading geometry: the nine-card box's lines and the Grand Tableau's houses,
 * significator, near and far, knighting, mirroring, diagonals and cartouche (the 1846 sheet's
 * conventions as practised in the German tradition).
 */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';

export const NINE_BOX_LINES = {
  rows: [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
  columns: [[1, 4, 7], [2, 5, 8], [3, 6, 9]],
  diagonals: [[1, 5, 9], [3, 5, 7]],
  corners: [1, 3, 7, 9],
};

/**
 * The catalogue writes the layouts 8x4+4 and 9x4; answers name them in kebab-case (DESIGN.md,
 * Vocabulary: enumerations are kebab-case), so 8x4+4 is `8x4-plus-4`; a body may send either.
 */
export type TableauLayout = '8x4-plus-4' | '9x4';

/** Row and column (1-based) of position p; the cartouche (33-36) is row 5 under columns 3-6. */
export function cellOf(p: number, layout: TableauLayout): { row: number; column: number } {
  const width = layout === '9x4' ? 9 : 8;
  if (layout === '8x4-plus-4' && p > 32) return { row: 5, column: p - 30 };
  return { row: Math.ceil(p / width), column: ((p - 1) % width) + 1 };
}

export function positionAt(row: number, column: number, layout: TableauLayout): number | null {
  const width = layout === '9x4' ? 9 : 8;
  if (column < 1 || column > width || row < 1) return null;
  // The cartouche (8x4+4's fifth row) is read apart, as the fate cards: it takes no part in the
  // neighbourhood, knight's moves or diagonals of the four-row block.
  if (row <= 4) return (row - 1) * width + column;
  return null;
}

export interface Placed {
  position: number;
  row: number;
  column: number;
}

export interface TableauGeometry {
  significator: Placed;
  near: (Placed & { distance: number })[];
  far: (Placed & { distance: number })[];
  knighting: Placed[];
  mirroring: (Placed & { axis: 'vertical' | 'horizontal' | 'point' })[];
  diagonals: { rising: Placed[]; falling: Placed[] };
  cartouche: Placed[];
}

/**
 * Geometry around the significator at `sigPos`. near: the cards touching it (Chebyshev distance
 * 1, diagonals included); far: every other card of the four-row block, nearest first. knighting: a chess knight's
 * moves. mirroring: across the vertical and horizontal centre lines of the four-row block and
 * through its centre (none when the significator sits in the cartouche). diagonals: the two lines
 * through the significator, rising (to the upper right) and falling (to the lower right).
 */
export function tableauGeometry(sigPos: number, layout: TableauLayout): TableauGeometry {
  const width = layout === '9x4' ? 9 : 8;
  const sig = { position: sigPos, ...cellOf(sigPos, layout) };
  const all: Placed[] = Array.from({ length: 36 }, (_, i) => ({ position: i + 1, ...cellOf(i + 1, layout) }));
  const block = all.filter((p) => p.row <= 4);
  const dist = (p: Placed) => Math.max(Math.abs(p.row - sig.row), Math.abs(p.column - sig.column));
  const others = block.filter((p) => p.position !== sigPos).map((p) => ({ ...p, distance: dist(p) }));
  const at = (row: number, column: number): Placed | null => {
    const p = positionAt(row, column, layout);
    return p === null ? null : { position: p, row, column };
  };
  const knighting: Placed[] = [];
  for (const [dr, dc] of [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]] as const) {
    const p = at(sig.row + dr, sig.column + dc);
    if (p) knighting.push(p);
  }
  const mirroring: TableauGeometry['mirroring'] = [];
  if (sig.row <= 4) {
    const mc = width + 1 - sig.column;
    const mr = 5 - sig.row;
    if (mc !== sig.column) mirroring.push({ axis: 'vertical', ...at(sig.row, mc)! });
    if (mr !== sig.row) mirroring.push({ axis: 'horizontal', ...at(mr, sig.column)! });
    if (mc !== sig.column && mr !== sig.row) mirroring.push({ axis: 'point', ...at(mr, mc)! });
  }
  const line = (dr: number): Placed[] => {
    const out: Placed[] = [];
    for (let k = -9; k <= 9; k++) {
      if (k === 0) continue;
      const p = at(sig.row + k * dr, sig.column + k);
      if (p) out.push(p);
    }
    return out.sort((a, b) => a.column - b.column);
  };
  return {
    significator: sig,
    near: others.filter((p) => p.distance === 1),
    far: others.filter((p) => p.distance > 1).sort((a, b) => a.distance - b.distance || a.position - b.position),
    knighting: knighting.sort((a, b) => a.position - b.position),
    mirroring,
    diagonals: { rising: line(-1), falling: line(1) },
    cartouche: layout === '8x4-plus-4' ? all.filter((p) => p.position > 32) : [],
  };
}

const CardName = Type.Object({ number: Type.Integer(), slug: Type.String(), name: Type.String() });
const PlacedCard = Type.Object({ position: Type.Integer(), row: Type.Integer(), column: Type.Integer(), card: CardName });
export const GrandTableauOut = {
  layout: StringEnum(['8x4-plus-4', '9x4'] as const),
  houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }), slug: Type.String({ description: 'the card whose house this is' }), name: Type.String(), card: CardName })),
  significator: Type.Object({ position: Type.Integer(), row: Type.Integer(), column: Type.Integer(), card: CardName }),
  near: Type.Array(Type.Object({ ...PlacedCard.properties, distance: Type.Integer() })),
  far: Type.Array(Type.Object({ ...PlacedCard.properties, distance: Type.Integer() })),
  knighting: Type.Array(PlacedCard),
  mirroring: Type.Array(Type.Object({ axis: StringEnum(['vertical', 'horizontal', 'point'] as const), ...PlacedCard.properties })),
  diagonals: Type.Object({ rising: Type.Array(PlacedCard), falling: Type.Array(PlacedCard) }),
  cartouche: Type.Array(PlacedCard),
};
