import { formatPrice } from '@theatre/i18n';
import { useMemo } from 'react';
import { SeatList as List, type ListedSection } from '../../../../components/seat-map/seat-list';
import { useLocale } from '../../../../lib/i18n';
import { translated } from '../../../../lib/translated';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import type { SeatEntry } from '../../lib/seat-entries';
import { isPressable, shownStatus } from '../../lib/seat-status';

interface SeatListProps {
  entries: readonly SeatEntry[];
  pending: ReadonlySet<number>;
  onSeat: (entry: SeatEntry) => void;
}

/**
 * The map's alternative for the keyboard and screen readers: per section, a table of the free
 * seats and the visitor's own, with the price and a button that holds the seat (or gives one of
 * theirs back), the same call as a tap on the map.
 */
export function SeatList({ entries, pending, onSeat }: SeatListProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.seat.id, entry])), [entries]);
  const sections = useMemo(() => {
    const bySection = new Map<number, { section: SeatEntry['section']; seats: SeatEntry[] }>();
    for (const entry of entries) {
      if (!isPressable(entry.seat)) continue;
      const group = bySection.get(entry.section.id) ?? { section: entry.section, seats: [] };
      group.seats.push(entry);
      bySection.set(entry.section.id, group);
    }
    return [...bySection.values()].map(({ section, seats }): ListedSection => ({
      key: String(section.id),
      name: translated(locale, section.name, section.name_translations),
      summary: t('seats.list_free', {
        count: seats.filter((entry) => shownStatus(entry.seat) === 'free').length,
      }),
      seats: seats.map((entry) => {
        const mine = shownStatus(entry.seat) === 'mine';
        const price = entry.price === null ? '–' : formatPrice(entry.price);
        return {
          id: entry.seat.id,
          name: mine ? `${entry.name} (${t('seats.status_mine')})` : entry.name,
          cells: [price],
          actionLabel: mine
            ? t('seats.release_label', { seat: entry.name })
            : t('seats.select_label', { seat: entry.name, price }),
          actionText: mine ? t('seats.release') : t('seats.select'),
          undo: mine,
          busy: pending.has(entry.seat.id),
        };
      }),
    }));
  }, [entries, pending, locale, t]);

  return (
    <List
      id="seat-list-title"
      title={t('seats.list_title')}
      intro={t('seats.list_intro')}
      none={t('seats.list_none')}
      columns={[t('seats.list_seat'), t('seats.list_price'), t('seats.list_action')]}
      sections={sections}
      onSeat={(id) => {
        const entry = byId.get(id);
        if (entry) onSeat(entry);
      }}
    />
  );
}
