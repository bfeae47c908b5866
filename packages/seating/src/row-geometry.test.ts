import { describe, expect, it } from 'vitest';
import { blocksFromGaps, orderAlongRow } from './row-geometry.js';

describe('a row given as points', () => {
  it('is ordered left to right, whatever order the points came in', () => {
    expect(
      orderAlongRow([
        { x: 30, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
      ]),
    ).toEqual([1, 2, 0]);
  });

  it('is ordered along a slanted or upright row, and along an arc', () => {
    expect(
      orderAlongRow([
        { x: 20, y: 20 },
        { x: 0, y: 0 },
        { x: 10, y: 10 },
      ]),
    ).toEqual([1, 2, 0]);
    expect(
      orderAlongRow([
        { x: 5, y: 30 },
        { x: 5, y: 10 },
        { x: 5, y: 20 },
      ]),
    ).toEqual([1, 2, 0]);
    const arc = [-60, -30, 0, 30, 60].map((deg) => ({
      x: 100 * Math.sin((deg * Math.PI) / 180),
      y: 100 * Math.cos((deg * Math.PI) / 180),
    }));
    expect(orderAlongRow([arc[3]!, arc[0]!, arc[4]!, arc[2]!, arc[1]!])).toEqual([1, 4, 3, 0, 2]);
  });

  it('keeps the given order for a single point or points on one spot', () => {
    expect(orderAlongRow([{ x: 1, y: 1 }])).toEqual([0]);
    expect(
      orderAlongRow([
        { x: 1, y: 1 },
        { x: 1, y: 1 },
      ]),
    ).toEqual([0, 1]);
  });

  it('starts a new block at a gap more than 1.6 times the median spacing', () => {
    const xs = [0, 10, 20, 36, 46, 62, 72];
    expect(blocksFromGaps(xs.map((x) => ({ x, y: 0 })))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const wider = [0, 10, 20, 37, 47, 57];
    expect(blocksFromGaps(wider.map((x) => ({ x, y: 0 })))).toEqual([0, 0, 0, 1, 1, 1]);
    expect(blocksFromGaps([])).toEqual([]);
    expect(
      blocksFromGaps([
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ]),
    ).toEqual([0, 0]);
  });
});
