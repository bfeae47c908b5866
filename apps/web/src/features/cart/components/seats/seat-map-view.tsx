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
import type { SeatMapReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { memo, useMemo, useRef, type MouseEvent } from 'react';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import { useSeatZoom } from '../../hooks/use-seat-zoom';
import { seatRadius, type SeatEntry } from '../../lib/seat-entries';
import { isPressable, shownStatus, type ShownSeatStatus } from '../../lib/seat-status';
import { maxZoom } from '../../lib/seat-zoom';
import type { ZoneStyle } from '../../lib/seat-zones';
import { SeatShape } from './seat-glyph';
import classes from './seats.module.css';

interface SeatMapViewProps {
  map: SeatMapReply;
  entries: readonly SeatEntry[];
  zones: ReadonlyMap<number, ZoneStyle>;
  pending: ReadonlySet<number>;
  proposed: ReadonlySet<number>;
  onSeat: (entry: SeatEntry) => void;
}

const statusKey = {
  free: 'seats.status_free',
  held: 'seats.status_held',
  sold: 'seats.status_sold',
  blocked: 'seats.status_blocked',
  mine: 'seats.status_mine',
} as const satisfies Record<ShownSeatStatus, string>;

interface SeatsLayerProps {
  entries: readonly SeatEntry[];
  zones: ReadonlyMap<number, ZoneStyle>;
  pending: ReadonlySet<number>;
  proposed: ReadonlySet<number>;
  r: number;
  titleOf: (entry: SeatEntry) => string;
}

/** The seats: drawn again only when they, the zones or the marks change (not on a pan). */
const SeatsLayer = memo(function SeatsLayer({
  entries,
  zones,
  pending,
  proposed,
  r,
  titleOf,
}: SeatsLayerProps) {
  return (
    <g>
      {entries.map((entry) => {
        const { seat } = entry;
        const zone = seat.ticket_type_id === null ? undefined : zones.get(seat.ticket_type_id);
        const status = shownStatus(seat);
        return (
          <g
            key={seat.id}
            transform={`translate(${seat.x} ${seat.y})`}
            data-seat-id={seat.id}
            data-status={status}
            data-proposed={proposed.has(seat.id) || undefined}
            className={status === 'free' || status === 'mine' ? classes.seatActive : undefined}
          >
            <title>{titleOf(entry)}</title>
            <SeatShape
              r={r}
              look={{
                status,
                colour: zone?.colour ?? '#4d4d4d',
                mark: zone?.mark ?? 'solid',
                proposed: proposed.has(seat.id),
                pending: pending.has(seat.id),
              }}
            />
          </g>
        );
      })}
    </g>
  );
});

/**
 * The hall's map: the stage at the top, the seats as circles by zone and status. Zoom and pan by
 * pinch, drag, wheel and the buttons; a tap on a free seat holds it, on one of the visitor's own
 * seats gives it back. The picture is hidden from assistive technology and its seats take no
 * focus: the list of free seats is the way for the keyboard and screen readers.
 */
export function SeatMapView({ map, entries, zones, pending, proposed, onSeat }: SeatMapViewProps) {
  const { t } = useCartTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const bounds = useMemo(() => ({ width: map.width, height: map.height }), [map.width, map.height]);
  const zoom = useSeatZoom(bounds, svg);
  const r = useMemo(() => seatRadius(map), [map]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.seat.id, entry])), [entries]);
  const titleOf = useMemo(
    () => (entry: SeatEntry) =>
      t('seats.seat_title', {
        seat: entry.name,
        price: entry.price === null ? '–' : formatPrice(entry.price),
        status: t(statusKey[shownStatus(entry.seat)]),
      }),
    [t],
  );

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (zoom.dragged()) return;
    const target = (event.target as Element).closest('[data-seat-id]');
    const id = Number(target?.getAttribute('data-seat-id'));
    const entry = byId.get(id);
    if (entry && isPressable(entry.seat)) onSeat(entry);
  };

  const { stage } = map;
  return (
    <div className={classes.mapFrame}>
      <Group gap={6} className={classes.mapControls} wrap="wrap">
        <ActionIcon
          variant="default"
          size={40}
          aria-label={t('seats.zoom_in')}
          disabled={zoom.zoom >= maxZoom - 0.01}
          onClick={zoom.zoomIn}
        >
          <IconPlus size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={40}
          aria-label={t('seats.zoom_out')}
          disabled={zoom.zoom <= 1.01}
          onClick={zoom.zoomOut}
        >
          <IconMinus size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={40}
          aria-label={t('seats.zoom_reset')}
          disabled={zoom.zoom <= 1.01}
          onClick={zoom.reset}
        >
          <IconMaximize size={20} aria-hidden />
        </ActionIcon>
        {(
          [
            ['pan_left', IconArrowLeft, -0.25, 0],
            ['pan_right', IconArrowRight, 0.25, 0],
            ['pan_up', IconArrowUp, 0, -0.25],
            ['pan_down', IconArrowDown, 0, 0.25],
          ] as const
        ).map(([key, Icon, dx, dy]) => (
          <ActionIcon
            key={key}
            variant="default"
            size={40}
            aria-label={t(`seats.${key}`)}
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
        {t('seats.zoom_hint')}
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
          {t('seats.stage')}
        </text>
        <SeatsLayer
          entries={entries}
          zones={zones}
          pending={pending}
          proposed={proposed}
          r={r}
          titleOf={titleOf}
        />
      </svg>
    </div>
  );
}
