import { seatName, seatOfStored } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';
import type { Cell, ExportContext } from './export-writer.js';
import { listTicketsAfter, type TicketExportRow } from './exports.repository.js';

/** "Complimentary: press – Daily News"; null for a ticket sold. */
function complimentaryOf(
  ticket: Pick<TicketExportRow, 'complimentary_reason' | 'complimentary_note'>,
  t: ExportContext['t'],
): string | null {
  if (ticket.complimentary_reason === null) return null;
  const reason = t(`exports.complimentary_reasons.${ticket.complimentary_reason}` as MessageKey);
  return ticket.complimentary_note ? `${reason} – ${ticket.complimentary_note}` : reason;
}

/**
 * The tickets export: one row per ticket of the orders in the period (by performance date, the
 * tickets of the performances starting in it), in the order they were issued: code, order,
 * buyer, performance and its start, ticket type, seat (section, row, seat) if it has one, price,
 * whether it is valid and when it was admitted at the door, and for a complimentary ticket
 * (decision 0045; its buyer is the recipient, its price 0) the reason and its note. With one
 * performance's id it is that performance's door list.
 */
export async function exportTickets(
  context: ExportContext & { eventId?: number | undefined },
): Promise<void> {
  const { db, period, t, writer, locale } = context;
  const column = (key: string) => t(`exports.columns.${key}` as MessageKey);
  writer.table(t('exports.titles.tickets'), context.titleOf(t('exports.titles.tickets')), [
    column('ticket_code'),
    column('order_id'),
    column('buyer_name'),
    column('buyer_email'),
    column('production'),
    column('starts_at'),
    column('ticket_type'),
    column('seat'),
    column('price'),
    column('status'),
    column('checked_in_at'),
    column('complimentary'),
  ]);
  const english = locale === 'en';
  let afterId = 0;
  for (;;) {
    const tickets = await listTicketsAfter(db, { ...period, eventId: context.eventId }, afterId);
    const last = tickets.at(-1);
    if (!last) return;
    afterId = last.id;
    await writer.rows(
      tickets.map((ticket): Cell[] => {
        const seat = seatOfStored(ticket.seat);
        return [
          ticket.code,
          ticket.order_id,
          ticket.buyer_name,
          ticket.buyer_email,
          english && ticket.production_en ? ticket.production_en : ticket.production,
          ticket.starts_at,
          english && ticket.ticket_type_en ? ticket.ticket_type_en : ticket.ticket_type,
          seat ? seatName(seat, locale) : null,
          ticket.price,
          t(`exports.ticket_status.${ticket.status}` as MessageKey),
          ticket.checked_in_at,
          complimentaryOf(ticket, t),
        ];
      }),
    );
  }
}
