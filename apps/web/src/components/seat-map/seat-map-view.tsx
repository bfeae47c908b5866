import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconMaximize,
  IconMinus,
  IconPlus,
} from '@tabler/icons-react';
import { memo, useMemo, useRef, type MouseEvent } from 'react';
import { SeatShape } from './seat-glyph';
import { noZoneColour, type ShownSeatStatus, type ZoneStyle } from './seat-look';
import classes from './seat-map.module.css';
import { maxZoom } from './seat-zoom';
import { useSeatZoom } from './use-seat-zoom';

/** A seat as the map draws it. */
export interface DrawnSeat {
  id: number;
  x: number;
  y: number;
  status: ShownSeatStatus;
  /** Its zone (a ticket type); null: none. */
  zoneId: number | null;
  /** Its tooltip: the seat's name, price or zone, and status. */
  title: string;
  /** A press on it does something (hold, give back, select). */
  active: boolean;
}

/** The map's texts, in the caller's catalogue. */
export interface SeatMapTexts {
  zoomIn: string;
  zoomOut: string;
  zoomReset: string;
  panLeft: string;
  panRight: string;
  panUp: string;
  panDown: string;
  hint: string;
  stage: string;
}

export interface SeatMapGeometry {
  width: number;
  height: number;
  stage: { x: number; y: number; width: number; height: number };
}

interface SeatMapViewProps {
  map: SeatMapGeometry;
  seats: readonly DrawnSeat[];
  /** The seat circle's radius (see `seatRadiusOf`). */
  r: number;
  zones: ReadonlyMap<number, ZoneStyle>;
  pending: ReadonlySet<number>;
  /** Seats ringed (best available's proposal, the back office's selection). */
  marked: ReadonlySet<number>;
  texts: SeatMapTexts;
  onSeat: (id: number) => void;
}

interface SeatsLayerProps {
  seats: readonly DrawnSeat[];
  zones: ReadonlyMap<number, ZoneStyle>;
  pending: ReadonlySet<number>;
  marked: ReadonlySet<number>;
  r: number;
}

/** The seats: drawn again only when they, the zones or the marks change (not on a pan). */
const SeatsLayer = memo(function SeatsLayer({ seats, zones, pending, marked, r }: SeatsLayerProps) {
  return (
    <g>
      {seats.map((seat) => {
        const zone = seat.zoneId === null ? undefined : zones.get(seat.zoneId);
        return (
          <g
            key={seat.id}
            transform={`translate(${seat.x} ${seat.y})`}
            data-seat-id={seat.id}
            data-status={seat.status}
            data-proposed={marked.has(seat.id) || undefined}
            className={seat.active ? classes.seatActive : undefined}
          >
            <title>{seat.title}</title>
            <SeatShape
              r={r}
              look={{
                status: seat.status,
                colour: zone?.colour ?? noZoneColour,
                mark: zone?.mark ?? 'solid',
                proposed: marked.has(seat.id),
                pending: pending.has(seat.id),
              }}
            />
          </g>
        );
      })}
    </g>
  );
});

/** The radius of a seat's circle: a little under half the usual distance of neighbours in a row. */
export function seatRadiusOf(rows: readonly (readonly { x: number; y: number }[])[]): number {
  const gaps: number[] = [];
  for (const row of rows) {
    row.forEach((b, index) => {
      const a = row[index - 1];
      const gap = a ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
      if (gap > 0) gaps.push(gap);
    });
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  return median === undefined ? 5 : median * 0.42;
}

/**
 * A hall's map: the stage at the top, the seats as circles by zone and status. Zoom and pan by
 * pinch, drag, wheel and the buttons; a tap on an active seat calls `onSeat`. The picture is
 * hidden from assistive technology and its seats take no focus: the caller offers a list of the
 * seats (or form controls) as the way for the keyboard and screen readers.
 */
export function SeatMapView({
  map,
  seats,
  r,
  zones,
  pending,
  marked,
  texts,
  onSeat,
}: SeatMapViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const bounds = useMemo(() => ({ width: map.width, height: map.height }), [map.width, map.height]);
  const zoom = useSeatZoom(bounds, svg);
  const byId = useMemo(() => new Map(seats.map((seat) => [seat.id, seat])), [seats]);

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (zoom.dragged()) return;
    const target = (event.target as Element).closest('[data-seat-id]');
    const id = Number(target?.getAttribute('data-seat-id'));
    const seat = byId.get(id);
    if (seat?.active) onSeat(id);
  };

  const { stage } = map;
  const moves = [
    [texts.panLeft, IconArrowLeft, -0.25, 0],
    [texts.panRight, IconArrowRight, 0.25, 0],
    [texts.panUp, IconArrowUp, 0, -0.25],
    [texts.panDown, IconArrowDown, 0, 0.25],
  ] as const;
  return (
    <div className={classes.mapFrame}>
      <Group gap={6} className={classes.mapControls} wrap="wrap">
        <ActionIcon
          variant="default"
          size={40}
          aria-label={texts.zoomIn}
          disabled={zoom.zoom >= maxZoom - 0.01}
          onClick={zoom.zoomIn}
        >
          <IconPlus size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={40}
          aria-label={texts.zoomOut}
          disabled={zoom.zoom <= 1.01}
          onClick={zoom.zoomOut}
        >
          <IconMinus size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={40}
          aria-label={texts.zoomReset}
          disabled={zoom.zoom <= 1.01}
          onClick={zoom.reset}
        >
          <IconMaximize size={20} aria-hidden />
        </ActionIcon>
        {moves.map(([label, Icon, dx, dy]) => (
          <ActionIcon
            key={label}
            variant="default"
            size={40}
            aria-label={label}
            disabled={zoom.zoom <= 1.01}
            onClick={() => {
              zoom.pan(dx, dy);
            }}
          >
            <Icon size={20} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
      <Text size="sm" c="dimmed" className={classes.hint}>
        {texts.hint}
      </Text>
      <svg
        ref={svg}
        className={classes.map}
        data-zoomed={zoom.zoom > 1.01 || undefined}
        viewBox={`${zoom.view.x} ${zoom.view.y} ${zoom.view.width} ${zoom.view.height}`}
        style={{ aspectRatio: `${map.width} / ${map.height}` }}
        aria-hidden
        focusable="false"
        data-testid="seat-map"
        onClick={handleClick}
        {...zoom.handlers}
      >
        <rect x={0} y={0} width={map.width} height={map.height} fill="#fbf8f3" />
        <rect
          x={stage.x}
          y={stage.y}
          width={stage.width}
          height={stage.height}
          rx={4}
          fill="#3b3b3b"
        />
        <text
          x={stage.x + stage.width / 2}
          y={stage.y + stage.height / 2}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#ffffff"
          fontSize={Math.min(14, stage.height * 0.4)}
          fontWeight={700}
          letterSpacing={2}
        >
          {texts.stage}
        </text>
        <SeatsLayer seats={seats} zones={zones} pending={pending} marked={marked} r={r} />
      </svg>
    </div>
  );
}
