import { Badge, Table, Text } from '@mantine/core';
import type { TicketInfo } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import { ticketAvailability, type TicketAvailability } from '../lib/ticket-availability';
import classes from './ticket-table.module.css';

/** Badges wrap instead of cutting their text on narrow phones. */
const badgeClasses = { root: classes.badge, label: classes.badgeLabel };

function AvailabilityBadge({ availability }: { availability: TicketAvailability }) {
  const { t } = useTranslation();
  switch (availability) {
    case 'sold_out':
      return (
        <Badge color="red.9" classNames={badgeClasses}>
          {t('events.sold_out')}
        </Badge>
      );
    case 'all_held':
      return (
        <span>
          <Badge color="gold.4" autoContrast classNames={badgeClasses}>
            {t('events.all_held')}
          </Badge>
          <Text component="span" size="xs" c="dimmed" display="block" mt={2}>
            {t('events.all_held_short')}
          </Text>
        </span>
      );
    case 'few_left':
      return (
        <Badge color="gold.4" autoContrast classNames={badgeClasses}>
          {t('events.few_left')}
        </Badge>
      );
    case 'available':
      return (
        <Badge color="teal.9" classNames={badgeClasses}>
          {t('events.available')}
        </Badge>
      );
  }
}

interface TicketTableProps {
  tickets: readonly TicketInfo[];
  /**
   * Slot for the buying controls of a ticket type (the cart puts "add to cart" here). Without
   * it the table only lists the types and prices; the preview never passes it.
   */
  renderAction?: ((ticket: TicketInfo) => ReactNode) | undefined;
  actionLabel?: string;
}

/**
 * Ticket types with price and availability ('Sold Out', 'Only a few left'). With buying controls on
 * a phone, the availability goes under the name, so the four columns fit without scrolling.
 */
export function TicketTable({ tickets, renderAction, actionLabel }: TicketTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (tickets.length === 0) {
    return <Text c="dimmed">{t('events.no_tickets')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('events.ticket_type')}</Table.Th>
            <Table.Th scope="col" className={classes.price}>
              {t('events.price')}
            </Table.Th>
            <Table.Th scope="col" className={classes.availability}>
              {t('events.availability')}
            </Table.Th>
            {renderAction ? <Table.Th scope="col">{actionLabel}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => {
            const availability = ticketAvailability(ticket);
            return (
              <Table.Tr key={ticket.id} data-sold-out={availability === 'sold_out' || undefined}>
                <Table.Th scope="row" className={classes.name}>
                  {translated(locale, ticket.name, ticket.name_translations)}
                  {renderAction ? (
                    <span className={classes.inlineAvailability}>
                      <AvailabilityBadge availability={availability} />
                    </span>
                  ) : null}
                </Table.Th>
                <Table.Td className={classes.price}>{formatPrice(ticket.price)}</Table.Td>
                <Table.Td className={classes.availability}>
                  <AvailabilityBadge availability={availability} />
                </Table.Td>
                {renderAction ? <Table.Td>{renderAction(ticket)}</Table.Td> : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
