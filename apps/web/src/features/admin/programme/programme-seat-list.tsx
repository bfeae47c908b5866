import type { AdminPerformanceSeat, AdminPerformanceSeatsReply } from '@theatre/contracts';
import { useMemo } from 'react';
import type { ZoneStyle } from '../../../components/seat-map/seat-look';
import { SeatList, type ListedSection } from '../../../components/seat-map/seat-list';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { adminSeatName, zoneName } from '../shared/admin-seat-map';
import { useAdminTranslation } from '../shared/use-admin-translation';

interface ProgrammeSeatListProps {
  data: AdminPerformanceSeatsReply;
  zones: readonly ZoneStyle[];
  selected: ReadonlySet<number>;
  onSeat: (seat: AdminPerformanceSeat) => void;
}

/**
 * The map's alternative for the keyboard: per section, the seats that may change (not held, not
 * sold) with their zone and state, each with a button that selects it or takes it back.
 */
export function ProgrammeSeatList({ data, zones, selected, onSeat }: ProgrammeSeatListProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const byId = useMemo(() => new Map(data.seats.map((seat) => [seat.id, seat])), [data.seats]);
  const sections = useMemo(() => {
    const zoneById = new Map(zones.map((zone) => [zone.id, zone]));
    const groups = new Map<string, ListedSection & { seats: ListedSection['seats'][number][] }>();
    for (const seat of data.seats) {
      if (seat.status !== 'free' && seat.status !== 'blocked') continue;
      const group = groups.get(seat.section) ?? {
        key: seat.section,
        name: inLocale(locale, seat.section, seat.section_en),
        summary: '',
        seats: [],
      };
      const name = adminSeatName(seat, locale);
      const zone = seat.ticket_type_id === null ? undefined : zoneById.get(seat.ticket_type_id);
      const on = selected.has(seat.id);
      group.seats.push({
        id: seat.id,
        name: on ? `${name} (${t('seats.status.selected')})` : name,
        cells: [
          zone ? zoneName(zone, locale) : t('seats.no_zone'),
          t(`seats.status.${seat.status}`),
        ],
        actionLabel: on
          ? t('seats.panel.deselect_label', { seat: name })
          : t('seats.panel.select_label', { seat: name }),
        actionText: on ? t('seats.panel.deselect') : t('seats.panel.select'),
        undo: on,
        busy: false,
      });
      groups.set(seat.section, group);
    }
    return [...groups.values()].map((group) => ({
      ...group,
      summary: t('seats.panel.list_count', { count: group.seats.length }),
    }));
  }, [data.seats, zones, selected, locale, t]);

  return (
    <SeatList
      id="programme-seat-list"
      title={t('seats.panel.list_title')}
      intro={t('seats.panel.list_intro')}
      none={t('seats.panel.list_none')}
      columns={[
        t('seats.panel.list_seat'),
        t('seats.panel.list_zone'),
        t('seats.panel.list_state'),
        t('seats.panel.list_action'),
      ]}
      sections={sections}
      onSeat={(id) => {
        const seat = byId.get(id);
        if (seat) onSeat(seat);
      }}
    />
  );
}
