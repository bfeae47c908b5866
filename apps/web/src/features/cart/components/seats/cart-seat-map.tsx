import type { SeatMapReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useMemo } from 'react';
import type { ZoneStyle } from '../../../../components/seat-map/seat-look';
import { SeatMapView, type DrawnSeat } from '../../../../components/seat-map/seat-map-view';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import { seatRadius, type SeatEntry } from '../../lib/seat-entries';
import { isPressable, shownStatus, type ShownSeatStatus } from '../../lib/seat-status';

interface CartSeatMapProps {
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

/**
 * The hall's map in the shop: a tap on a free seat holds it, on one of the visitor's own seats
 * gives it back; each seat's tooltip says its name, price and status.
 */
export function CartSeatMap({ map, entries, zones, pending, proposed, onSeat }: CartSeatMapProps) {
  const { t } = useCartTranslation();
  const r = useMemo(() => seatRadius(map), [map]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.seat.id, entry])), [entries]);
  const seats = useMemo(
    () =>
      entries.map((entry): DrawnSeat => ({
        id: entry.seat.id,
        x: entry.seat.x,
        y: entry.seat.y,
        status: shownStatus(entry.seat),
        zoneId: entry.seat.ticket_type_id,
        title: t('seats.seat_title', {
          seat: entry.name,
          price: entry.price === null ? '–' : formatPrice(entry.price),
          status: t(statusKey[shownStatus(entry.seat)]),
        }),
        active: isPressable(entry.seat),
      })),
    [entries, t],
  );
  const texts = useMemo(
    () => ({
      zoomIn: t('seats.zoom_in'),
      zoomOut: t('seats.zoom_out'),
      zoomReset: t('seats.zoom_reset'),
      panLeft: t('seats.pan_left'),
      panRight: t('seats.pan_right'),
      panUp: t('seats.pan_up'),
      panDown: t('seats.pan_down'),
      hint: t('seats.zoom_hint'),
      stage: t('seats.stage'),
    }),
    [t],
  );
  return (
    <SeatMapView
      map={map}
      seats={seats}
      r={r}
      zones={zones}
      pending={pending}
      marked={proposed}
      texts={texts}
      onSeat={(id) => {
        const entry = byId.get(id);
        if (entry) onSeat(entry);
      }}
    />
  );
}
