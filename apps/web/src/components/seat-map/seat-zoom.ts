/** The part of the map shown: an SVG viewBox in map units. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The map's extent (its width and height from the origin). */
export interface Bounds {
  width: number;
  height: number;
}

/** How far in the map can be zoomed: a tenth of its width at most. */
export const maxZoom = 10;

/** The whole map, with its aspect ratio. */
export function fitView(bounds: Bounds): View {
  return { x: 0, y: 0, width: bounds.width, height: bounds.height };
}

/** The zoom of a view against the whole map (1: all of it). */
export function zoomOf(view: View, bounds: Bounds): number {
  return bounds.width / view.width;
}

/** Keeps a view inside the map (a view as large as the map is the map). */
export function clampView(view: View, bounds: Bounds): View {
  const width = Math.min(bounds.width, Math.max(bounds.width / maxZoom, view.width));
  const height = (width / bounds.width) * bounds.height;
  const x = Math.min(Math.max(0, view.x), bounds.width - width);
  const y = Math.min(Math.max(0, view.y), bounds.height - height);
  return { x, y, width, height };
}

/**
 * Zooms by `factor` (above 1: in) keeping the map point at (`px`, `py`) where it is on the screen
 * (the pointer's or the pinch's centre; the view's centre for the buttons).
 */
export function zoomAt(view: View, bounds: Bounds, factor: number, px?: number, py?: number): View {
  const cx = px ?? view.x + view.width / 2;
  const cy = py ?? view.y + view.height / 2;
  const width = view.width / factor;
  const height = view.height / factor;
  const fx = (cx - view.x) / view.width;
  const fy = (cy - view.y) / view.height;
  return clampView({ x: cx - fx * width, y: cy - fy * height, width, height }, bounds);
}

/** Moves the view by a distance in map units. */
export function panBy(view: View, bounds: Bounds, dx: number, dy: number): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, bounds);
}

/** A point on the element (CSS pixels from its top left) in map units of the view shown. */
export function toMapPoint(
  view: View,
  element: { width: number; height: number },
  px: number,
  py: number,
): { x: number; y: number } {
  return {
    x: view.x + (px / element.width) * view.width,
    y: view.y + (py / element.height) * view.height,
  };
}
