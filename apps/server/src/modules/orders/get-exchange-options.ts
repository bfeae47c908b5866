import { seatName, seatOfStored, type ExchangeOptionsReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  listExchangeTickets,
  listTargetPerformances,
  listTargetTicketTypes,
} from './exchange.repository.js';
import { exchangeRefusalOf } from './exchange-rules.js';
import { findOrderRecord } from './orders.repository.js';
import { listShareLines } from './ticket-refunds.repository.js';
import { sharesOfStored } from './ticket-shares.js';

/**
 * GET /admin/orders/:id/exchange (cashiers, administrators; decision 0050): what the exchange
 * dialog offers: the order's valid tickets with their value (0039's shares), and the other
 * performances of their productions the desk may sell now, with their ticket types at the desk's
 * price and what is free. `refused` says why an order cannot be exchanged at all.
 */
export async function getExchangeOptions(
  db: Db,
  orderId: number,
  locale: Locale,
): Promise<ExchangeOptionsReply> {
  const order = await findOrderRecord(db, orderId);
  if (!order) throw new AppError('order_not_found');
  const refused = exchangeRefusalOf(order);
  if (refused !== null) return { refused, tickets: [], targets: [] };
  const tickets = (await listExchangeTickets(db, orderId)).filter(
    (ticket) => ticket.status === 'valid',
  );
  const shares = sharesOfStored(await listShareLines(db, orderId), tickets);
  const productions = [...new Set(tickets.map((ticket) => ticket.production_id))];
  const performances = await listTargetPerformances(db, productions);
  const types = await listTargetTicketTypes(
    db,
    performances.map((performance) => performance.id),
  );
  return {
    refused: null,
    tickets: tickets.map((ticket) => {
      const seat = seatOfStored(ticket.seat);
      return {
        id: ticket.id,
        code: ticket.code,
        event_id: ticket.event_id ?? 0,
        production_id: ticket.production_id,
        ticket_type: ticket.name,
        ticket_type_en: ticket.name_en,
        seat: seat ? seatName(seat, locale) : null,
        starts_at: new Date(ticket.starts_at).toISOString(),
        value: shares.get(ticket.id)?.total ?? 0,
        checked_in: ticket.checked_in_at !== null,
      };
    }),
    targets: performances.map((performance) => ({
      id: performance.id,
      production_id: performance.production_id,
      name: performance.name,
      name_en: performance.name_en,
      venue_name: performance.venue_name,
      venue_name_en: performance.venue_name_en,
      starts_at: new Date(performance.starts_at).toISOString(),
      seated: performance.seated,
      fee: performance.fee,
      ticket_types: types
        .filter((type) => type.event_id === performance.id)
        .filter((type) => !performance.seated || type.zone)
        .map((type) => ({
          id: type.id,
          name: type.name,
          name_en: type.name_en,
          price: type.price,
          available: Math.max(0, type.available),
          zone: type.zone,
        })),
    })),
  };
}
