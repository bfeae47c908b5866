import type { transferOrderBody, TransferOrderReply } from '@theatre/contracts';
import {
  budapestDayEnd,
  budapestDayPlus,
  formatPrice,
  translate,
  type Locale,
} from '@theatre/i18n';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { hashCartKey, newCartKey } from '../cart/cart-key.js';
import { billingOf, storeCartOrder } from '../checkout/store-order.js';
import { readOrderForDocuments } from '../documents/read-order-for-documents.js';
import { holdGroupTickets, type GroupHoldRefusal } from '../inventory/hold-group-tickets.js';
import { queueMail } from '../notifications/queue-mail.js';
import { getTransferSettings } from '../settings/get-transfer-settings.js';
import { proFormaFile } from './pro-forma-file.js';
import { transferMailLines } from './transfer-mail-lines.js';
import { deadlineDay, paymentReference } from './render-pro-forma-pdf.js';
import { insertGroupCart, markAwaitingTransfer } from './transfer-orders.repository.js';

type Body = z.output<typeof transferOrderBody>;

export interface TransferDeps {
  db: Db;
  config: Config;
  clock: Clock;
}

function refusalErrors(refusals: readonly GroupHoldRefusal[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const refusal of refusals) {
    errors[`lines.${String(refusal.index)}.quantity`] = [
      refusal.reason === 'not_enough'
        ? { key: 'validation.transfer_not_enough', params: { available: refusal.available } }
        : { key: 'validation.transfer_not_on_sale' },
    ];
  }
  return errors;
}

/**
 * POST /admin/transfer-orders (decision 0046): staff take a group order paid by bank transfer. In
 * one transaction: the tickets are held in a cart of the order's own until the deadline (the end
 * of the Budapest day `payment_days` from today), beyond the shop's per-order limits but never
 * beyond capacity (holdGroupTickets: 422 per line otherwise), a seated performance's the best
 * seats of the line's zones for the whole group; the cart is stored as an order
 * through the shop's own storeCartOrder (priced from the database, with the fees), which then
 * awaits the transfer (`awaiting_transfer`, payment method 3, holds and deadline alike); the
 * pro-forma e-mail with the PDF is queued; audited as `transfer_order.created`. A process dying
 * half-way leaves nothing behind (all or nothing); the mail goes only if the order was committed.
 * 409 `transfer_account_missing` while the theatre's bank account is not set.
 */
export async function createTransferOrder(
  deps: TransferDeps,
  input: { body: Body; staffId: number; locale: Locale },
): Promise<TransferOrderReply> {
  const { body } = input;
  const language: Locale = body.language ?? input.locale;
  const billing = billingOf(body);
  const buyerName = body.buyer_name?.trim() || body.name?.trim() || body.buyer_email;
  const settings = await getTransferSettings(deps.db);
  if (settings.bank_account === '') throw new AppError('transfer_account_missing');
  const days = body.payment_days ?? settings.payment_days;
  const dueAt = budapestDayEnd(budapestDayPlus(deps.clock.now(), days));

  return deps.db.transaction().execute(async (trx) => {
    const key = newCartKey(deps.config.appSecret);
    const cartId = await insertGroupCart(trx, hashCartKey(key), dueAt);
    const refusals = await holdGroupTickets(
      trx,
      cartId,
      body.lines.map((line) => ({ ticketTypeId: line.ticket_type_id, quantity: line.quantity })),
      dueAt,
    );
    if (refusals.length > 0) throw AppError.validation(refusalErrors(refusals));
    const { id, cart } = await storeCartOrder(trx, deps, {
      cartKey: key,
      channel: 'box_office',
      buyer: { userId: null, name: buyerName, email: body.buyer_email },
      language,
      billing,
      ticketDelivery: 'email',
      // No till takes the money: the order never counts in a cashier's shift or day close.
      soldBy: null,
    });
    await markAwaitingTransfer(trx, id, dueAt);
    const { total, tickets } = cart.priced.summary;
    await recordAudit(trx, {
      action: 'transfer_order.created',
      entity: 'order',
      entityId: id,
      actorId: input.staffId,
      data: { total, tickets, payment_due_at: dueAt.toISOString(), lines: body.lines },
    });
    const [pdf, lines] = await Promise.all([
      proFormaFile(trx, id, language),
      readOrderForDocuments(trx, id).then((read) => read?.lines ?? []),
    ]);
    await queueMail(trx, deps.config, {
      kind: 'transfer_pro_forma',
      to: body.buyer_email,
      name: buyerName,
      locale: language,
      order: {
        id,
        total: formatPrice(total),
        lines: transferMailLines(lines, language),
      },
      transfer: {
        deadline: deadlineDay(dueAt, language),
        bankName: settings.bank_name,
        bankAccount: settings.bank_account,
        reference: paymentReference(id, language),
      },
      attachments: [pdf],
    });
    return {
      order_id: id,
      status: 'awaiting_transfer' as const,
      total,
      tickets,
      payment_due_at: dueAt.toISOString(),
      payment_reference: translate(language, 'transfer.reference_value', { id }),
    };
  });
}
