import {
  normaliseTicketCode,
  orderChannelOf,
  paymentMeansOf,
  staffOrdersPerPage,
  type OrderStatus,
  type RefundStatus,
  type StaffOrdersReply,
} from '@theatre/contracts';
import { foldText, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { countMatchingOrders, listMatchingOrders, type OrderSearch } from './orders.repository.js';

const maxOrderId = 2_147_483_647;

/**
 * GET /admin/orders: the orders matching a search, newest first, 50 a page. `q` matches when each
 * of its words occurs in the buyer's name or e-mail, case and accents ignored (`kovacs eva` finds
 * `Kovács-Nagy Éva`); a number also matches the order with that id, and a ticket code (as printed,
 * typed or scanned) the order it belongs to. The filters narrow it to a performance and a status.
 */
export async function searchOrders(
  db: Db,
  query: {
    q?: string | undefined;
    event_id?: number | undefined;
    status?: OrderStatus | undefined;
    page: number;
  },
  locale: Locale,
): Promise<StaffOrdersReply> {
  const q = (query.q ?? '').normalize('NFC').trim();
  const search: OrderSearch = {
    words: foldText(q).split(' ').filter(Boolean).slice(0, 12),
    orderId: /^\d{1,10}$/.test(q) && Number(q) <= maxOrderId ? Number(q) : null,
    ticketCode: q === '' ? null : normaliseTicketCode(q),
    eventId: query.event_id,
    status: query.status,
  };
  const [rows, total] = await Promise.all([
    listMatchingOrders(db, search, {
      limit: staffOrdersPerPage,
      offset: (query.page - 1) * staffOrdersPerPage,
      english: locale === 'en',
    }),
    countMatchingOrders(db, search),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      buyer_name: row.buyer_name,
      buyer_email: row.buyer_email,
      event_names: row.event_names,
      total: row.total,
      status: row.status as OrderStatus,
      payment_method: row.payment_method,
      payment_means: paymentMeansOf(row),
      refund_status: row.refund_status as RefundStatus,
      channel: orderChannelOf(row.channel),
    })),
    total,
    page: query.page,
    per_page: staffOrdersPerPage,
  };
}
