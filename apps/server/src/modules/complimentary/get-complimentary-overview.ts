import { seatName, type ComplimentaryOverview, type SeatOfLine } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  countValidComplimentary,
  listComplimentaryOrders,
  listIssuableTypes,
} from './complimentary.repository.js';

type Issue = ComplimentaryOverview['issues'][number];

const asReason = (value: string): Issue['reason'] =>
  value === 'press' || value === 'company_guest' || value === 'protocol' ? value : 'other';

/**
 * GET /admin/performances/:id/complimentary (administrators; decision 0045): the performance's
 * allowance, how much of it is used (valid complimentary tickets) and left, the ticket types they
 * can be issued of with what is free, and every complimentary order, latest first.
 */
export async function getComplimentaryOverview(
  db: Db,
  eventId: number,
  locale: Locale,
): Promise<ComplimentaryOverview> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'complimentary_allowance', 'seat_map_id'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw new AppError('performance_not_found');
  const [used, types, orders] = await Promise.all([
    countValidComplimentary(db, eventId),
    listIssuableTypes(db, eventId),
    listComplimentaryOrders(db, eventId),
  ]);
  return {
    event_id: event.id,
    seated: event.seat_map_id !== null,
    allowance: event.complimentary_allowance,
    used,
    left: Math.max(0, event.complimentary_allowance - used),
    ticket_types: types.map((type) => ({
      id: type.id,
      name: type.name,
      name_en: type.name_en,
      available: type.available,
    })),
    issues: orders.map((row) => ({
      order_id: row.order_id,
      status: row.status === 'cancelled' ? 'cancelled' : 'paid',
      reason: asReason(row.reason),
      note: row.note,
      recipient_name: row.recipient_name,
      recipient_email: row.recipient_email,
      language: row.language === 'en' ? 'en' : 'hu',
      tickets: row.tickets,
      seats: (row.seats ?? []).map((seat) => seatName(seat as SeatOfLine, locale)),
      ticket_type_name: row.ticket_type_name ?? '',
      ticket_type_name_en: row.ticket_type_name_en ?? '',
      issued_by: row.issued_by ?? '',
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
