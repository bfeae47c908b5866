import { Accordion, Button, Loader, Table, Text } from '@mantine/core';
import type { MapSection } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useMemo } from 'react';
import { useLocale } from '../../../../lib/i18n';
import { translated } from '../../../../lib/translated';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import type { SeatEntry } from '../../lib/seat-entries';
import { isPressable, shownStatus } from '../../lib/seat-status';
import classes from './seats.module.css';

interface SeatListProps {
  entries: readonly SeatEntry[];
  pending: ReadonlySet<number>;
  onSeat: (entry: SeatEntry) => void;
}

interface SectionGroup {
  section: MapSection;
  entries: SeatEntry[];
}

/**
 * The map's alternative for the keyboard and screen readers: per section (a disclosure each), a
 * table of the free seats and the visitor's own, with the price and a button that holds the seat
 * (or gives one of theirs back), the same call as a tap on the map.
 */
export function SeatList({ entries, pending, onSeat }: SeatListProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const groups = useMemo(() => {
    const bySection = new Map<number, SectionGroup>();
    for (const entry of entries) {
      if (!isPressable(entry.seat)) continue;
      const group = bySection.get(entry.section.id) ?? { section: entry.section, entries: [] };
      group.entries.push(entry);
      bySection.set(entry.section.id, group);
    }
    return [...bySection.values()];
  }, [entries]);

  return (
    <section aria-labelledby="seat-list-title">
      <h3 id="seat-list-title" className={classes.legendTitle}>
        {t('seats.list_title')}
      </h3>
      <Text size="sm" c="dimmed">
        {t('seats.list_intro')}
      </Text>
      {groups.length === 0 ? <Text mt="sm">{t('seats.list_none')}</Text> : null}
      <Accordion multiple variant="separated" className={classes.listSection}>
        {groups.map(({ section, entries: seats }) => {
          const name = translated(locale, section.name, section.name_translations);
          const free = seats.filter((entry) => shownStatus(entry.seat) === 'free').length;
          return (
            <Accordion.Item key={section.id} value={String(section.id)}>
              <Accordion.Control>
                {name} – {t('seats.list_free', { count: free })}
              </Accordion.Control>
              <Accordion.Panel>
                <Table className={classes.listTable} verticalSpacing={4} aria-label={name}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('seats.list_seat')}</Table.Th>
                      <Table.Th scope="col">{t('seats.list_price')}</Table.Th>
                      <Table.Th scope="col" className={classes.listAction}>
                        {t('seats.list_action')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {seats.map((entry) => {
                      const mine = shownStatus(entry.seat) === 'mine';
                      const price = entry.price === null ? '–' : formatPrice(entry.price);
                      const busy = pending.has(entry.seat.id);
                      return (
                        <Table.Tr key={entry.seat.id} data-seat-id={entry.seat.id}>
                          <Table.Th scope="row">
                            {entry.name}
                            {mine ? ` (${t('seats.status_mine')})` : ''}
                          </Table.Th>
                          <Table.Td>{price}</Table.Td>
                          <Table.Td className={classes.listAction}>
                            <Button
                              size="xs"
                              variant={mine ? 'outline' : 'filled'}
                              aria-label={
                                mine
                                  ? t('seats.release_label', { seat: entry.name })
                                  : t('seats.select_label', { seat: entry.name, price })
                              }
                              aria-disabled={busy || undefined}
                              data-disabled={busy || undefined}
                              leftSection={busy ? <Loader size={12} color="currentColor" /> : null}
                              onClick={() => {
                                if (!busy) onSeat(entry);
                              }}
                            >
                              {mine ? t('seats.release') : t('seats.select')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </section>
  );
}
