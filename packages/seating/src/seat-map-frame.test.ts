import { describe, expect, it } from 'vitest';
import type { SeatMapSection } from './seat-map-document.js';
import { frameForSeats, seatBounds } from './seat-map-frame.js';

function sectionAt(points: [number, number][]): SeatMapSection {
  return {
    name: 'Földszint',
    name_en: 'Stalls',
    rows: [
      { label: '1', seats: points.map(([x, y], i) => ({ label: String(i + 1), x, y, block: 0 })) },
    ],
  };
}

describe('the frame around seats', () => {
  it('bounds the seats', () => {
    expect(
      seatBounds([
        sectionAt([
          [40, 60],
          [10, 90],
          [200, 70],
        ]),
      ]),
    ).toEqual({
      minX: 10,
      minY: 60,
      maxX: 200,
      maxY: 90,
    });
    expect(seatBounds([sectionAt([])])).toBeNull();
  });

  it('reaches past the furthest seat and puts a stage band above the first row', () => {
    const frame = frameForSeats([
      sectionAt([
        [40, 60],
        [10, 90],
        [200, 70],
      ]),
    ]);
    // The larger span is 190; 5% of it is 9.5, so the margin is the minimum of 10.
    expect(frame).toEqual({
      width: 210,
      height: 100,
      stage: { x: 10, y: 0, width: 190, height: 10 },
    });
  });

  it('keeps a given size and fits the stage inside it', () => {
    const frame = frameForSeats(
      [
        sectionAt([
          [500, 4],
          [900, 8],
        ]),
      ],
      { width: 800, height: 600 },
    );
    expect(frame.width).toBe(800);
    expect(frame.height).toBe(600);
    expect(frame.stage.x + frame.stage.width).toBeLessThanOrEqual(800);
    expect(frame.stage).toEqual({ x: 500, y: 0, width: 300, height: 2 });
  });

  it('gives a map without seats a size and a stage', () => {
    expect(frameForSeats([])).toEqual({
      width: 100,
      height: 100,
      stage: { x: 0, y: 0, width: 100, height: 10 },
    });
  });
});
