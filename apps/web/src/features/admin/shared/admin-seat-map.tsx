import { SegmentedControl } from '@mantine/core';
import type { AdminPerformanceSeat, AdminPerformanceSeatsReply } from '@theatre/contracts';
import { seatName } from '@theatre/contracts';
import { formatPrice, type Locale } from '@theatre/i18n';
import { useMemo } from 'react';
import { SeatLegend, type LegendItem } from '../../../components/seat-map/seat-legend';
import {
  styleZones,
  type ShownSeatStatus,
  type ZoneStyle,
} from '../../../components/seat-map/seat-look';
import {
  SeatMapView,
  seatRadiusOf,
  type DrawnSeat,
} from '../../../components/seat-map/seat-map-view';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { useAdminTranslation } from './use-admin-translation';

/** The reasons a seat is kept out of sale the programme offers, stored as these codes. */
export const blockReasons = ['technical', 'press', 'house', 'protocol'] as const;

type BlockReason = (typeof blockReasons)[number];

function isBlockReason(reason: string): reason is BlockReason {
  return (blockReasons as readonly string[]).includes(reason);
}

/** "Földszint, 5. sor, 12. szék" / "Stalls, row 5, seat 12". */
export function adminSeatName(seat: AdminPerformanceSeat, locale: Locale): string {
  return seatName(
    {
      section: seat.section,
      section_translations: { en: seat.section_en },
      row: seat.row,
      label: seat.label,
    },
    locale,
  );
}

/** The performance's zones (its ticket types that are no concession), drawn as the shop draws them. */
export function adminZones(data: AdminPerformanceSeatsReply): ZoneStyle[] {
  return styleZones(
    data.ticket_types
      .filter((type) => type.zones === null)
      .map((type) => ({ id: type.id, price: type.price, name: type.name, nameEn: type.name_en })),
  );
}

/** The zone's name in the chosen language. */
export function zoneName(zone: ZoneStyle, locale: Locale): string {
  return inLocale(locale, zone.name, zone.nameEn);
}

interface AdminSeatMapProps {
  data: AdminPerformanceSeatsReply;
  zones: readonly ZoneStyle[];
  /** The desk cart's seats (shown as the viewer's own). */
  mine: ReadonlySet<number>;
  /** Seats ringed: the programme's selection. */
  marked: ReadonlySet<number>;
  pending: ReadonlySet<number>;
  /** Whether a press on the seat does something. */
  isActive: (seat: AdminPerformanceSeat, shown: ShownSeatStatus) => boolean;
  onSeat: (seat: AdminPerformanceSeat) => void;
  /** The legend gives each zone's seat counts (the programme), or its price only (the desk). */
  counts: boolean;
  /** What the ring means in the legend; none: no ring entry. */
  markedText?: string;
}

/** A seated performance's map in the back office, with its legend (zones and seat states). */
export function AdminSeatMap({
  data,
  zones,
  mine,
  marked,
  pending,
  isActive,
  onSeat,
  counts,
  markedText,
}: AdminSeatMapProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const byId = useMemo(() => new Map(data.seats.map((seat) => [seat.id, seat])), [data.seats]);
  const zoneById = useMemo(() => new Map(zones.map((zone) => [zone.id, zone])), [zones]);
  const r = useMemo(() => {
    const rows = new Map<string, { x: number; y: number }[]>();
    for (const seat of data.seats) {
      const key = `${seat.section}\u0000${seat.row}\u0000${String(seat.block)}`;
      rows.set(key, [...(rows.get(key) ?? []), seat]);
    }
    return seatRadiusOf([...rows.values()]);
  }, [data.seats]);
  const seats = useMemo(
    () =>
      data.seats.map((seat): DrawnSeat => {
        const shown: ShownSeatStatus = mine.has(seat.id) ? 'mine' : seat.status;
        const zone = seat.ticket_type_id === null ? undefined : zoneById.get(seat.ticket_type_id);
        const values = {
          seat: adminSeatName(seat, locale),
          zone: zone ? zoneName(zone, locale) : t('seats.no_zone'),
          status: t(`seats.status.${shown}`),
          reason:
            seat.blocked_reason === null
              ? ''
              : isBlockReason(seat.blocked_reason)
                ? t(`seats.panel.reasons.${seat.blocked_reason}`)
                : seat.blocked_reason,
        };
        return {
          id: seat.id,
          x: seat.x,
          y: seat.y,
          status: shown,
          zoneId: seat.ticket_type_id,
          title: seat.blocked_reason
            ? t('seats.seat_blocked_title', values)
            : t('seats.seat_title', values),
          active: isActive(seat, shown),
        };
      }),
    [data.seats, mine, zoneById, locale, t, isActive],
  );
  const texts = useMemo(
    () => ({
      zoomIn: t('seats.map.zoom_in'),
      zoomOut: t('seats.map.zoom_out'),
      zoomReset: t('seats.map.zoom_reset'),
      panLeft: t('seats.map.pan_left'),
      panRight: t('seats.map.pan_right'),
      panUp: t('seats.map.pan_up'),
      panDown: t('seats.map.pan_down'),
      hint: t('seats.map.hint'),
      stage: t('seats.map.stage'),
    }),
    [t],
  );

  const first = { colour: zones[0]?.colour ?? '#8c1d40', mark: zones[0]?.mark ?? 'solid' };
  const zoneItems: LegendItem[] = zones.map((zone) => {
    const type = data.ticket_types.find((item) => item.id === zone.id);
    const name = zoneName(zone, locale);
    const price = formatPrice(zone.price);
    return {
      key: `zone-${String(zone.id)}`,
      zoneId: zone.id,
      look: { status: 'free', colour: zone.colour, mark: zone.mark },
      text:
        counts && type?.counts
          ? t('seats.zone_counts', { name, price, ...type.counts })
          : t('seats.legend_zone', { name, price }),
    };
  });
  if (counts && data.unassigned > 0) {
    zoneItems.push({
      key: 'unassigned',
      look: { status: 'blocked', colour: first.colour, mark: 'solid' },
      text: t('seats.unassigned', { count: data.unassigned }),
    });
  }
  const states: ShownSeatStatus[] = mine.size > 0 || !counts ? ['mine'] : [];
  const stateItems: LegendItem[] = [
    ...states,
    'held' as const,
    'sold' as const,
    'blocked' as const,
  ].map((status) => ({
    key: status,
    look: { status, colour: first.colour, mark: 'solid' },
    text: t(`seats.status.${status}`),
  }));
  if (markedText) {
    stateItems.push({
      key: 'marked',
      look: { status: 'free', colour: first.colour, mark: first.mark, proposed: true },
      text: markedText,
    });
  }

  return (
    <>
      <SeatLegend
        id="admin-seat-legend"
        title={t('seats.legend')}
        groups={[zoneItems, stateItems]}
      />
      <SeatMapView
        map={data}
        seats={seats}
        r={r}
        zones={zoneById}
        pending={pending}
        marked={marked}
        texts={texts}
        onSeat={(id) => {
          const seat = byId.get(id);
          if (seat) onSeat(seat);
        }}
      />
    </>
  );
}

/** The map or the list of a performance's seats (the same seats, for a mouse or a keyboard). */
export function SeatViewSwitch({
  view,
  onChange,
}: {
  view: 'map' | 'list';
  onChange: (view: 'map' | 'list') => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <SegmentedControl
      aria-label={t('seats.view')}
      value={view}
      onChange={(value) => {
        onChange(value === 'list' ? 'list' : 'map');
      }}
      data={[
        { value: 'map', label: t('seats.view_map') },
        { value: 'list', label: t('seats.view_list') },
      ]}
    />
  );
}
