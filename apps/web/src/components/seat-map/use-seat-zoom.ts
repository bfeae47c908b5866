import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { fitView, panBy, toMapPoint, zoomAt, zoomOf, type Bounds, type View } from './seat-zoom';

/** A press that moved less than this (CSS pixels) is a tap, not a drag. */
const tapSlop = 6;

/** The zoom of one button press or wheel notch. */
export const zoomStep = 1.5;

interface Pointer {
  x: number;
  y: number;
}

export interface SeatZoom {
  view: View;
  zoom: number;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Moves by a share of the view (−1…1 of its width and height). */
  pan: (dx: number, dy: number) => void;
  /** Whether the last press moved the map (its click is not a seat's). */
  dragged: () => boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerCancel: (event: PointerEvent<SVGSVGElement>) => void;
  };
}

function distance(a: Pointer, b: Pointer): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Zoom and pan of an SVG map by its viewBox: the wheel, one pointer dragging, two pinching, and
 * the buttons' calls. Starts with the whole map, fitted to the element's width.
 */
export function useSeatZoom(bounds: Bounds, svg: RefObject<SVGSVGElement | null>): SeatZoom {
  const [view, setView] = useState<View>(() => fitView(bounds));
  // Another map (its size): the whole of it again, adjusted while rendering.
  const [shownBounds, setShownBounds] = useState(bounds);
  if (shownBounds !== bounds) {
    setShownBounds(bounds);
    setView(fitView(bounds));
  }
  const pointers = useRef(new Map<number, Pointer>());
  const moved = useRef(0);
  const pinch = useRef<number | null>(null);

  const elementPoint = (clientX: number, clientY: number) => {
    const element = svg.current;
    if (!element) return null;
    const box = element.getBoundingClientRect();
    return { box, x: clientX - box.left, y: clientY - box.top };
  };

  // The wheel zooms around the pointer; a listener that is not passive may keep the page still.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      setView((current) => {
        const point = toMapPoint(current, box, event.clientX - box.left, event.clientY - box.top);
        const factor = event.deltaY < 0 ? zoomStep : 1 / zoomStep;
        return zoomAt(current, bounds, factor, point.x, point.y);
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
    };
  }, [bounds, svg]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (pointers.current.size === 0) moved.current = 0;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      pinch.current = distance(a, b);
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const next = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, next);
    const here = elementPoint(next.x, next.y);
    if (!here) return;
    if (pointers.current.size === 1) {
      const dx = next.x - last.x;
      const dy = next.y - last.y;
      moved.current += Math.abs(dx) + Math.abs(dy);
      if (moved.current < tapSlop) return;
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setView((current) =>
        panBy(
          current,
          bounds,
          (-dx / here.box.width) * current.width,
          (-dy / here.box.height) * current.height,
        ),
      );
    } else if (pointers.current.size === 2 && pinch.current !== null) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      const span = distance(a, b);
      if (span === 0 || pinch.current === 0) return;
      const factor = span / pinch.current;
      pinch.current = span;
      moved.current += tapSlop;
      const centre = elementPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
      if (!centre) return;
      setView((current) => {
        const point = toMapPoint(current, centre.box, centre.x, centre.y);
        return zoomAt(current, bounds, factor, point.x, point.y);
      });
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    view,
    zoom: zoomOf(view, bounds),
    zoomIn: () => {
      setView((current) => zoomAt(current, bounds, zoomStep));
    },
    zoomOut: () => {
      setView((current) => zoomAt(current, bounds, 1 / zoomStep));
    },
    reset: () => {
      setView(fitView(bounds));
    },
    pan: (dx, dy) => {
      setView((current) => panBy(current, bounds, dx * current.width, dy * current.height));
    },
    dragged: () => moved.current >= tapSlop,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
