import {
  orderChannelOf,
  paymentMeansOf,
  seatName,
  seatOfStored,
  type OrderStatus,
  type RefundStatus,
  type StaffOrderDetails,
} from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { VatRate } from '../../integrations/invoicing/invoicing-service.js';
import { listAlertsOfOrder } from '../alerts/list-alerts.js';
import { auditTrailOf } from '../audit/record-audit.js';
import { vatLinesOf, vatSummaryOf, type SoldLine } from '../documents/fiscal-lines.js';
import { mayCancel } from './cancel-rules.js';
import { listShareLines } from './ticket-refunds.repository.js';
import { bankDetailsOfOrder } from '../refund-bank-details/bank-details-of-order.js';
import { sharesOfStored } from './ticket-shares.js';
import {
  findOrderRecord,
  listOrderDocuments,
  listOrderLines,
  listOrderMails,
  listOrderNotifications,
  listOrderPayments,
  listOrderRefunds,
  listOrderTickets,
} from './orders.repository.js';

/** A seat's line names its seat in the caller's language (decision 0036). */
function seatOf(stored: unknown, english: boolean): { seat?: string } {
  const seat = seatOfStored(stored);
  return seat ? { seat: seatName(seat, english ? 'en' : 'hu') } : {};
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

type LineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** A stored line for the VAT split, with the rest of its row along. */
const soldLineOf = (row: LineRow): LineRow & SoldLine => ({
  ...row,
  kind: row.kind === 'fee' || row.kind === 'discount' ? row.kind : 'ticket',
  unitPrice: row.unit_price,
  // The database's check keeps the rate one of vatRates.
  vatRate: row.vat_rate as VatRate,
});

const actor = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** The text in the caller's language: the English one when there is one. */
const localised = (english: boolean, hu: string | null, en: string | null) =>
  english && en ? en : hu;

/**
 * GET /admin/orders/:id: everything about an order for staff: the buyer and the billing snapshot,
 * its lines, alerts, payment attempts and what the provider said about them, refunds, fiscal
 * documents, tickets with their admission, the e-mails sent about it, and the audit trail with who
 * did what; its lines with their VAT (the VAT split, decision 0023), and whether the caller may
 * cancel it.
 * Names of performances and ticket types are in the caller's language. 404 for an unknown id.
 */
export async function getOrderDetails(
  db: Db,
  orderId: number,
  locale: Locale,
  /** Who asks: whether they may cancel it (`can_cancel`) depends on it. */
  viewer: { id: number; roles: readonly string[] },
): Promise<StaffOrderDetails> {
  const order = await findOrderRecord(db, orderId);
  if (!order) throw new AppError('order_not_found');
  const english = locale === 'en';
  const [
    lines,
    alerts,
    payments,
    notifications,
    refunds,
    documents,
    tickets,
    mails,
    audit,
    shareLines,
    bankDetails,
  ] = await Promise.all([
    listOrderLines(db, orderId),
    listAlertsOfOrder(db, orderId),
    listOrderPayments(db, orderId),
    listOrderNotifications(db, orderId),
    listOrderRefunds(db, orderId),
    listOrderDocuments(db, orderId),
    listOrderTickets(db, orderId),
    listOrderMails(db, orderId),
    auditTrailOf(db, 'order', orderId),
    listShareLines(db, orderId),
    bankDetailsOfOrder(db, orderId),
  ]);
  const shares = sharesOfStored(shareLines, tickets);
  const vatLines = vatLinesOf(lines.map(soldLineOf));
  const billing =
    order.billing !== null && typeof order.billing === 'object' && !Array.isArray(order.billing)
      ? (order.billing as Record<string, unknown>)
      : null;
  return {
    id: order.id,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    paid_at: iso(order.paid_at),
    expires_at: iso(order.expires_at),
    status: order.status as OrderStatus,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    payment_means: paymentMeansOf(order),
    channel: orderChannelOf(order.channel),
    language: order.language === 'en' ? 'en' : 'hu',
    ticket_total: order.ticket_total,
    fee_total: order.fee_total,
    discount: order.discount,
    total: order.total,
    refund_status: order.refund_status as RefundStatus,
    needs_invoice: order.needs_invoice,
    ticket_delivery: order.ticket_delivery,
    coupon_code: order.coupon_code,
    buyer: { name: order.buyer_name, email: order.buyer_email, user_id: order.user_id },
    sold_by: actor(order.sold_by, order.sold_by_name),
    can_cancel: mayCancel(order, viewer),
    exchanged_from_order_id: order.exchanged_from_order_id,
    exchange_credit: order.exchange_credit,
    exchanged_to_order_ids: [
      ...new Set(tickets.flatMap((ticket) => ticket.exchanged_to_order_id ?? [])),
    ].sort((a, b) => a - b),
    billing,
    cancellation:
      order.cancelled_at === null
        ? null
        : {
            at: order.cancelled_at.toISOString(),
            reason: order.cancel_reason,
            by: actor(order.cancelled_by, order.cancelled_by_name),
          },
    items: vatLines.map(({ source, ...line }) => ({
      kind: source.kind,
      name: localised(english, source.name, source.name_en) ?? source.name,
      event_id: source.event_id,
      event_name: localised(english, source.event_name, source.event_name_en),
      event_start: iso(source.event_start),
      venue_name: localised(english, source.venue_name, source.venue_name_en),
      ...seatOf(source.seat, english),
      quantity: line.quantity,
      // A discount's part at one rate is its own amount.
      unit_price: source.kind === 'discount' ? line.gross : source.unit_price,
      total: line.gross,
      vat_rate: line.vatRate,
      net: line.net,
      vat: line.vat,
    })),
    vat_summary: vatSummaryOf(vatLines).map((row) => ({
      vat_rate: row.vatRate,
      net: row.net,
      vat: row.vat,
      gross: row.gross,
    })),
    alerts,
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      order_ref: payment.order_ref,
      transaction_id: payment.transaction_id,
      status: payment.status,
      total: payment.total,
      back_event: payment.back_event,
      created_at: payment.created_at.toISOString(),
      finished_at: iso(payment.finished_at),
    })),
    notifications: notifications.map((notification) => ({
      payment_id: notification.payment_id,
      transaction_id: notification.transaction_id,
      status: notification.status,
      source: notification.source,
      outcome: notification.outcome,
      received_at: notification.received_at.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      method: refund.method === 'desk' ? 'desk' : 'simplepay',
      status: refund.status,
      reason: refund.reason,
      requested_by: actor(refund.requested_by, refund.requested_by_name),
      paid_out_by: actor(refund.paid_out_by, refund.paid_out_by_name),
      refund_transaction_id: refund.refund_transaction_id,
      created_at: refund.created_at.toISOString(),
      done_at: iso(refund.done_at),
      bank_details: bankDetails.get(refund.id) ?? null,
    })),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind === 'invoice' ? 'invoice' : 'receipt',
      number: document.number,
      status: document.status,
      issuer: document.issuer,
      cancels_id: document.cancels_id,
      modifies_id: document.modifies_id,
      created_at: document.created_at.toISOString(),
      issued_at: iso(document.issued_at),
      attempts: document.attempts,
      last_error: document.last_error,
    })),
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      code: ticket.code,
      type_name: localised(english, ticket.name, ticket.name_en) ?? ticket.name,
      seat: ((seat) => (seat ? seatName(seat, locale) : null))(seatOfStored(ticket.seat)),
      share: shares.get(ticket.id)?.total ?? 0,
      event_id: ticket.event_id,
      event_name: localised(english, ticket.event_name, ticket.event_name_en),
      status: ticket.status,
      exchanged_to_order_id: ticket.exchanged_to_order_id,
      checked_in_at: iso(ticket.checked_in_at),
      checked_in_door: ticket.checked_in_door,
      checked_in_by: actor(ticket.checked_in_by, ticket.checked_in_by_name),
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      to: mail.to_address,
      subject: mail.subject,
      status: mail.status,
      created_at: mail.created_at.toISOString(),
      sent_at: iso(mail.sent_at),
      last_error: mail.last_error,
      attachments: mail.attachments,
    })),
    audit,
  };
}
