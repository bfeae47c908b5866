/** Geometry of a row of seats given only as points: their order along the row and its gaps. */

export interface Point {
  x: number;
  y: number;
}

/**
 * The indices of the points in their order along the row: by their projection on the row's main
 * axis (the principal axis of the points), running left to right (or top to bottom for an
 * upright row); equal projections keep their given order.
 */
export function orderAlongRow(points: readonly Point[]): number[] {
  const indices = points.map((_, i) => i);
  if (points.length < 2) return indices;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    syy += (p.y - meanY) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  let ax = Math.cos(angle);
  let ay = Math.sin(angle);
  if (ax < -1e-9 || (Math.abs(ax) <= 1e-9 && ay < 0)) {
    ax = -ax;
    ay = -ay;
  }
  const along = points.map((p) => Math.round((p.x * ax + p.y * ay) * 1e6) / 1e6);
  return indices.sort((a, b) => (along[a] ?? 0) - (along[b] ?? 0) || a - b);
}

/** How much wider than the row's usual spacing a gap must be to count as an aisle. */
export const GAP_FACTOR = 1.6;

/**
 * Block numbers for points in their order along the row: a distance between neighbours of more
 * than {@link GAP_FACTOR} times the row's median distance starts a new block.
 */
export function blocksFromGaps(points: readonly Point[]): number[] {
  const distances: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) distances.push(Math.hypot(b.x - a.x, b.y - a.y));
  }
  const median = medianOf(distances);
  const blocks: number[] = [];
  let block = 0;
  for (let i = 0; i < points.length; i++) {
    if (i > 0 && median > 0 && (distances[i - 1] ?? 0) > GAP_FACTOR * median) block += 1;
    blocks.push(block);
  }
  return blocks;
}

function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
