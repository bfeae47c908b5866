import type { boxOfficeSaleBody, BoxOfficeSaleReply } from '@theatre/contracts';
import { formatPrice, translate, type Locale } from '@theatre/i18n';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { markOrderPaid } from '../checkout/mark-order-paid.js';
import { billingOf, storeCartOrder } from '../checkout/store-order.js';
import { renderOrderTickets } from '../documents/render-order-tickets.js';

type Body = z.output<typeof boxOfficeSaleBody>;

export interface SellDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'szamlazz'>;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * POST /admin/box-office/sales: a cashier completes the sale of a box-office cart, paid at the desk
 * in cash or by card on the desk's terminal (the cashier confirms the terminal approved it;
 * SimplePay is not involved). In one transaction, through the shop's own use cases: the cart is
 * stored as an order (storeCartOrder: priced from the database, its holds moved to the order, its
 * key spent) on the `box_office` channel with the cashier as `sold_by`, and paid at once
 * (markOrderPaid: the holds become sales exactly as an online payment's do, `order.paid` audited
 * with the cashier, the documents recorded and their job queued). Audited as `box_office.sale`.
 *
 * The buyer: the name typed, else the invoice's name, else a walk-in ("Pénztári vásárló" / "Box
 * office customer" in the order's language); the e-mail address when given, else '' (no e-mail is
 * sent: the tickets are printed at the desk). Cash received must cover the total (422 otherwise).
 *
 * Once committed, the tickets PDF is rendered right away, so the cashier can print it as the reply
 * arrives (`tickets_ready`); should that fail, the documents job renders it a moment later.
 */
export async function sellAtBoxOffice(
  deps: SellDeps,
  input: { body: Body; staffId: number; locale: Locale },
): Promise<BoxOfficeSaleReply> {
  const { body } = input;
  const language: Locale = body.language ?? input.locale;
  const billing = billingOf(body);
  const invoiceName = body.needs_invoice === 1 ? (body.name?.trim() ?? '') : '';
  const buyerName =
    body.buyer_name?.trim() || invoiceName || translate(language, 'box_office.walk_in_buyer');
  const buyerEmail = body.buyer_email?.trim() ?? '';
  const paymentMethod = body.payment_method;

  const sale = await deps.db.transaction().execute(async (trx) => {
    const { id, cart } = await storeCartOrder(trx, deps, {
      cartKey: body.cart_key,
      channel: 'box_office',
      buyer: { userId: null, name: buyerName, email: buyerEmail },
      language,
      billing,
      // Printed at the desk: an e-mail, when one is given, carries the receipt or invoice.
      ticketDelivery: 'download',
      paymentMethod,
      soldBy: input.staffId,
    });
    const { total, tickets } = cart.priced.summary;
    const cashReceived =
      paymentMethod === 1 && body.cash_received !== undefined ? body.cash_received : null;
    if (cashReceived !== null && cashReceived < total) {
      throw new AppError(
        'validation_failed',
        {},
        {
          cash_received: [
            { key: 'validation.cash_too_little', params: { total: formatPrice(total) } },
          ],
        },
      );
    }
    const paid = await markOrderPaid(
      trx,
      deps,
      { id, total, status: 'awaiting_payment', hold_over: false },
      { kind: 'desk', method: paymentMethod === 1 ? 'cash' : 'card', actorId: input.staffId },
    );
    // The holds were taken from a live cart in this transaction: they are there to be sold.
    if (!paid) throw new AppError('cart_expired');
    const change = cashReceived === null ? null : cashReceived - total;
    await recordAudit(trx, {
      action: 'box_office.sale',
      entity: 'order',
      entityId: id,
      actorId: input.staffId,
      data: {
        payment_method: paymentMethod === 1 ? 'cash' : 'card',
        total,
        tickets,
        cash_received: cashReceived,
        change,
        needs_invoice: billing !== null,
      },
    });
    return { id, total, tickets, cashReceived, change };
  });

  let ticketsReady = false;
  try {
    ticketsReady = await renderOrderTickets(deps, sale.id);
  } catch (error) {
    deps.log?.warn({ err: error, orderId: sale.id }, 'Box office tickets not rendered at once');
  }
  return {
    order_id: sale.id,
    status: 'paid',
    payment_method: paymentMethod,
    needs_invoice: billing === null ? 0 : 1,
    buyer_name: buyerName,
    buyer_email: buyerEmail,
    language,
    total: sale.total,
    cash_received: sale.cashReceived,
    change: sale.change,
    tickets: sale.tickets,
    tickets_ready: ticketsReady,
  };
}
