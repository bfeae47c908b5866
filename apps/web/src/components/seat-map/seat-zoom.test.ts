import { describe, expect, it } from 'vitest';
import { clampView, fitView, maxZoom, panBy, toMapPoint, zoomAt, zoomOf } from './seat-zoom';

const bounds = { width: 1000, height: 500 };

describe('seat map zoom', () => {
  it('fits the whole map by default', () => {
    expect(fitView(bounds)).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    expect(zoomOf(fitView(bounds), bounds)).toBe(1);
  });

  it('zooms in around the centre and keeps the aspect ratio', () => {
    const view = zoomAt(fitView(bounds), bounds, 2);
    expect(view).toEqual({ x: 250, y: 125, width: 500, height: 250 });
    expect(zoomOf(view, bounds)).toBe(2);
  });

  it('keeps the pointed map point in place', () => {
    const view = zoomAt(fitView(bounds), bounds, 2, 100, 100);
    // 100 was a tenth of the width from the left; it still is.
    expect((100 - view.x) / view.width).toBeCloseTo(0.1);
    expect((100 - view.y) / view.height).toBeCloseTo(0.2);
  });

  it('never zooms out past the map nor in past the limit', () => {
    expect(zoomAt(fitView(bounds), bounds, 0.5)).toEqual(fitView(bounds));
    const deep = zoomAt(fitView(bounds), bounds, 1000);
    expect(zoomOf(deep, bounds)).toBeCloseTo(maxZoom);
  });

  it('pans within the map only', () => {
    const view = zoomAt(fitView(bounds), bounds, 2);
    expect(panBy(view, bounds, -1000, 0).x).toBe(0);
    expect(panBy(view, bounds, 1000, 1000)).toEqual({ x: 500, y: 250, width: 500, height: 250 });
    expect(panBy(view, bounds, 10, -5)).toEqual({ x: 260, y: 120, width: 500, height: 250 });
    expect(clampView({ x: -5, y: -5, width: 2000, height: 1000 }, bounds)).toEqual(fitView(bounds));
  });

  it('maps element pixels to map units', () => {
    const view = { x: 100, y: 50, width: 500, height: 250 };
    expect(toMapPoint(view, { width: 250, height: 125 }, 125, 25)).toEqual({ x: 350, y: 100 });
  });
});
