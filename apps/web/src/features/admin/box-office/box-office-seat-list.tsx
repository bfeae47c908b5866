import type { AdminPerformanceSeat, AdminPerformanceSeatsReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useMemo } from 'react';
import type { ZoneStyle } from '../../../components/seat-map/seat-look';
import { SeatList, type ListedSeat } from '../../../components/seat-map/seat-list';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { adminSeatName } from '../shared/admin-seat-map';
import { useAdminTranslation } from '../shared/use-admin-translation';

interface BoxOfficeSeatListProps {
  data: AdminPerformanceSeatsReply;
  zones: readonly ZoneStyle[];
  mine: ReadonlySet<number>;
  pending: ReadonlySet<number>;
  onSeat: (seat: AdminPerformanceSeat) => void;
}

/**
 * The desk map's alternative for the keyboard: per section, the free seats and the cart's with
 * their price, each with a button that puts it in the cart or gives it back.
 */
export function BoxOfficeSeatList({ data, zones, mine, pending, onSeat }: BoxOfficeSeatListProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const byId = useMemo(() => new Map(data.seats.map((seat) => [seat.id, seat])), [data.seats]);
  const sections = useMemo(() => {
    const prices = new Map(zones.map((zone) => [zone.id, zone.price]));
    const groups = new Map<string, { name: string; free: number; seats: ListedSeat[] }>();
    for (const seat of data.seats) {
      const own = mine.has(seat.id);
      const price = seat.ticket_type_id === null ? undefined : prices.get(seat.ticket_type_id);
      if (price === undefined || (!own && seat.status !== 'free')) continue;
      const group = groups.get(seat.section) ?? {
        name: inLocale(locale, seat.section, seat.section_en),
        free: 0,
        seats: [],
      };
      const name = adminSeatName(seat, locale);
      const shown = formatPrice(price);
      if (!own) group.free += 1;
      group.seats.push({
        id: seat.id,
        name: own ? `${name} (${t('seats.status.mine')})` : name,
        cells: [shown],
        actionLabel: own
          ? t('seats.desk.release_label', { seat: name })
          : t('seats.desk.hold_label', { seat: name, price: shown }),
        actionText: own ? t('seats.desk.release') : t('seats.desk.hold'),
        undo: own,
        busy: pending.has(seat.id),
      });
      groups.set(seat.section, group);
    }
    return [...groups.entries()].map(([key, group]) => ({
      key,
      name: group.name,
      summary: t('seats.desk.list_free', { count: group.free }),
      seats: group.seats,
    }));
  }, [data.seats, zones, mine, pending, locale, t]);

  return (
    <SeatList
      id="box-office-seat-list"
      title={t('seats.desk.list_title')}
      intro={t('seats.desk.list_intro')}
      none={t('seats.desk.list_none')}
      columns={[t('seats.desk.list_seat'), t('seats.desk.list_price'), t('seats.desk.list_action')]}
      sections={sections}
      onSeat={(id) => {
        const seat = byId.get(id);
        if (seat) onSeat(seat);
      }}
    />
  );
}
