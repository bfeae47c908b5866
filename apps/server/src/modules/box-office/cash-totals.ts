import type { CashEntry, CashTotals } from '@theatre/contracts';
import type { EntryRow } from './box-office.repository.js';

/** A shift's entry as the API shows it (pure). */
export function cashEntryOf(row: EntryRow): CashEntry {
  return {
    kind: row.kind,
    order_id: row.order_id,
    at: row.at.toISOString(),
    buyer_name: row.buyer_name,
    method: row.payment_method === 1 ? 'cash' : 'card',
    amount: row.amount,
    tickets: row.tickets,
  };
}

/**
 * A shift's figures from its entries (pure): cash and card taken by the sales, cash and card paid
 * back by the desk refunds (a refund goes back the way the order was paid: a cash sale's in cash,
 * a card sale's to the card on the terminal), the cash the drawer should hold from the shift, the
 * tickets sold and the number of sales and refunds.
 */
export function cashTotalsOf(
  entries: readonly Pick<CashEntry, 'kind' | 'method' | 'amount' | 'tickets'>[],
): CashTotals {
  const totals: CashTotals = {
    cash_taken: 0,
    card_taken: 0,
    cash_refunded: 0,
    card_refunded: 0,
    expected_cash: 0,
    tickets_sold: 0,
    order_count: 0,
    refund_count: 0,
  };
  for (const entry of entries) {
    if (entry.kind === 'sale') {
      totals.order_count += 1;
      totals.tickets_sold += entry.tickets;
      if (entry.method === 'cash') totals.cash_taken += entry.amount;
      else totals.card_taken += entry.amount;
    } else {
      totals.refund_count += 1;
      if (entry.method === 'cash') totals.cash_refunded += entry.amount;
      else totals.card_refunded += entry.amount;
    }
  }
  totals.expected_cash = totals.cash_taken - totals.cash_refunded;
  return totals;
}
