import { PaymentMethod } from '@theatre/contracts';

/* The rules of an exchange (decision 0050) that need no database: pure. */

export type ExchangeSettlement = 'pay' | 'refund_card' | 'refund_desk' | 'even';

export type ExchangeRefusal = 'not_paid' | 'transfer' | 'complimentary';

/**
 * Why an order's tickets cannot be exchanged, or null: only a paid order; not a group order paid
 * by bank transfer (its money goes back through the bank, decision 0046) nor a complimentary one
 * (nothing was paid to move, decision 0045: an administrator cancels it and issues another).
 */
export function exchangeRefusalOf(order: {
  status: string;
  channel: string;
  payment_method: number;
}): ExchangeRefusal | null {
  if (order.channel === 'complimentary') return 'complimentary';
  if (order.payment_method === PaymentMethod.Transfer) return 'transfer';
  if (order.status !== 'paid') return 'not_paid';
  return null;
}

/**
 * What the buyer pays or gets back: the new tickets' price less the old tickets' value. A surplus
 * goes back the way the old order was paid: to the card through SimplePay for the shop's own
 * orders, out of a till for a desk sale. The credit is what moves from the old order to the new.
 */
export function exchangeMoney(input: {
  value: number;
  price: number;
  /** The old order was paid online through SimplePay. */
  online: boolean;
}): { difference: number; credit: number; settlement: ExchangeSettlement } {
  const difference = input.price - input.value;
  const credit = Math.min(input.value, input.price);
  const settlement: ExchangeSettlement =
    difference > 0
      ? 'pay'
      : difference === 0
        ? 'even'
        : input.online
          ? 'refund_card'
          : 'refund_desk';
  return { difference, credit, settlement };
}

/** Whether the settlement moves money at a desk, which then needs a till. */
export function needsTill(settlement: ExchangeSettlement): boolean {
  return settlement === 'pay' || settlement === 'refund_desk';
}
