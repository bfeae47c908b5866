import type { SeatMapRect, SeatMapSection } from './seat-map-document.js';

export interface SeatBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The smallest rectangle holding every seat's position, or null without seats. */
export function seatBounds(sections: readonly SeatMapSection[]): SeatBounds | null {
  let bounds: SeatBounds | null = null;
  for (const section of sections) {
    for (const row of section.rows) {
      for (const { x, y } of row.seats) {
        bounds = bounds
          ? {
              minX: Math.min(bounds.minX, x),
              minY: Math.min(bounds.minY, y),
              maxX: Math.max(bounds.maxX, x),
              maxY: Math.max(bounds.maxY, y),
            }
          : { minX: x, minY: y, maxX: x, maxY: y };
      }
    }
  }
  return bounds;
}

/**
 * A drawing size and stage for seats that came without them (a CSV file, a pretix plan without a
 * size or a stage area): the size reaches past the furthest seat by a margin (5% of the larger
 * span, at least 10 units), and the stage is a band at the top over the seats' width, no taller
 * than half the room above the first row.
 */
export function frameForSeats(
  sections: readonly SeatMapSection[],
  size?: { width: number; height: number },
): { width: number; height: number; stage: SeatMapRect } {
  const bounds = seatBounds(sections);
  if (!bounds) {
    const width = size?.width ?? 100;
    const height = size?.height ?? 100;
    return { width, height, stage: { x: 0, y: 0, width, height: Math.max(1, height / 10) } };
  }
  const margin = Math.max(
    10,
    0.05 * Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY),
  );
  const width = size?.width ?? Math.ceil(bounds.maxX + margin);
  const height = size?.height ?? Math.ceil(bounds.maxY + margin);
  const x = Math.min(Math.max(0, bounds.minX), Math.max(0, width - 1));
  const stageWidth = Math.max(1, Math.min(bounds.maxX, width) - x);
  const stageHeight = Math.max(1, Math.min(margin, bounds.minY / 2, height));
  return {
    width,
    height,
    stage: { x, y: 0, width: Math.min(stageWidth, width - x), height: stageHeight },
  };
}
