import { PaymentMethod } from '@theatre/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { OrderRefund } from '../checkout/refund-order.js';
import { refundTicketsPayment } from '../checkout/refund-tickets-payment.js';
import { correctOrderDocuments } from '../documents/correct-order-documents.js';
import { releaseTicketSales, type ReleasedTickets } from '../inventory/release-ticket-sales.js';
import { sharesOfStored } from './ticket-shares.js';
import {
  listShareLines,
  lockOrderTickets,
  markTicketsRefunded,
} from './ticket-refunds.repository.js';

export interface TicketsRefund {
  ticketIds: number[];
  /** What the tickets cost together (their shares): what goes back (less an exchange's credit). */
  amount: number;
  refund: OrderRefund | null;
  /** Valid tickets the order keeps. */
  ticketsLeft: number;
  ticketsBack: number;
  cancellationId: number | null;
  replacementId: number | null;
  /** The modifying invoice of the refund (decision 0052), when the invoice got one. */
  modificationId: number | null;
}

const ticketsError = (
  key: 'validation.refund_tickets_unknown' | 'validation.refund_tickets_used',
  codes: readonly string[],
) => AppError.validation({ ticket_ids: [{ key, params: { codes: codes.join(', ') } }] });

/**
 * Refunds some tickets of a paid order (decision 0039), in the caller's transaction, which holds
 * the order's row lock (and the till's, when a desk pays out): each must be a valid ticket of the
 * order (422 on `ticket_ids`), one admitted at the door only by an administrator. The tickets stop
 * admitting, go back to sale (seats free), what they cost by the split rule goes back the way it
 * was paid, and the receipt or invoice is corrected. Audited as `order.tickets_refunded`.
 */
export async function refundOrderTickets(
  trx: Transaction<Database>,
  input: {
    order: { id: number; status: string; payment_method: number; channel: string };
    ticketIds: readonly number[];
    actor: { id: number; admin: boolean };
    reason: string;
    tillStaffId: number | null;
    /** A desk refund without a till waits for the buyer at the desk (refundTicketsPayment). */
    deskLater?: boolean;
    /**
     * An exchange (decision 0050): `credit` of what the tickets cost pays the order that replaces
     * them (moved, not refunded); only the rest goes back. The tickets name that order.
     */
    exchange?: { credit: number; toOrderId: number };
  },
): Promise<TicketsRefund> {
  const { order } = input;
  if (order.status !== 'paid') {
    throw AppError.validation({ ticket_ids: [{ key: 'validation.refund_tickets_order' }] });
  }
  // A bank transfer goes back through the bank (decision 0046), not the shop's refunds.
  if (order.payment_method === PaymentMethod.Transfer) throw new AppError('transfer_refund_manual');
  const tickets = await lockOrderTickets(trx, order.id);
  const asked = new Set(input.ticketIds);
  const chosen = tickets.filter((ticket) => asked.has(ticket.id));
  const unknown = [...asked].filter(
    (id) => !chosen.some((ticket) => ticket.id === id && ticket.status === 'valid'),
  );
  if (unknown.length > 0 || chosen.length === 0) {
    const codes = unknown.map(
      (id) => tickets.find((ticket) => ticket.id === id)?.code ?? String(id),
    );
    throw ticketsError('validation.refund_tickets_unknown', codes);
  }
  const used = chosen.filter((ticket) => ticket.checked_in_at !== null);
  if (used.length > 0 && !input.actor.admin) {
    throw ticketsError(
      'validation.refund_tickets_used',
      used.map((ticket) => ticket.code),
    );
  }

  const lines = await listShareLines(trx, order.id);
  const shares = sharesOfStored(lines, tickets);
  const amount = chosen.reduce((sum, ticket) => sum + (shares.get(ticket.id)?.total ?? 0), 0);
  const kept = tickets.filter((ticket) => ticket.status === 'valid' && !asked.has(ticket.id));
  const credit = Math.min(amount, input.exchange?.credit ?? 0);

  const refund = await refundTicketsPayment(trx, {
    order,
    amount: amount - credit,
    reason: input.reason,
    requestedBy: input.actor.id,
    tillStaffId: input.tillStaffId,
    partial: kept.length > 0 || credit > 0,
    ...(input.deskLater === true ? { deskLater: true } : {}),
  });
  await markTicketsRefunded(
    trx,
    chosen.map((ticket) => ticket.id),
    refund?.refundId ?? null,
    input.exchange?.toOrderId ?? null,
  );
  const byLine = new Map<number, ReleasedTickets>();
  for (const ticket of chosen) {
    const line = lines.find((item) => item.id === ticket.order_item_id);
    if (line?.counted_type_id == null) continue;
    const entry = byLine.get(line.id) ?? {
      orderItemId: line.id,
      ticketTypeId: line.counted_type_id,
      quantity: 0,
      seat: line.seat,
    };
    entry.quantity += 1;
    byLine.set(line.id, entry);
  }
  const ticketsBack = await releaseTicketSales(trx, {
    orderId: order.id,
    tickets: [...byLine.values()],
    lastOfOrder: kept.length === 0,
  });
  const shareOf = (ticket: (typeof tickets)[number]) => {
    const share = shares.get(ticket.id);
    return {
      orderItemId: ticket.order_item_id,
      fee: share?.fee ?? 0,
      discount: share?.discount ?? 0,
    };
  };
  const documents = await correctOrderDocuments(
    trx,
    order.id,
    kept.map(shareOf),
    chosen.map(shareOf),
  );
  const ticketIds = chosen.map((ticket) => ticket.id);
  await recordAudit(trx, {
    action: 'order.tickets_refunded',
    entity: 'order',
    entityId: order.id,
    actorId: input.actor.id,
    data: {
      ticket_ids: ticketIds,
      codes: chosen.map((ticket) => ticket.code),
      amount,
      ...(input.exchange ? { credit, exchanged_to_order_id: input.exchange.toOrderId } : {}),
      reason: input.reason,
      refund_id: refund?.refundId ?? null,
      method: refund?.method ?? null,
      ...(refund?.paidOutBy ? { paid_out_by: refund.paidOutBy } : {}),
      tickets_left: kept.length,
      cancellation_document_id: documents.cancellationId,
      replacement_document_id: documents.replacementId,
      modification_document_id: documents.modificationId,
    },
  });
  return {
    ticketIds,
    amount,
    refund,
    ticketsLeft: kept.length,
    ticketsBack,
    ...documents,
  };
}
