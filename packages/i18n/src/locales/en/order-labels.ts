import type { Catalog } from '../../catalog.js';
import type { orderLabels as huOrderLabels } from '../hu/order-labels.js';

/** An order's states and means of payment, as documents and exports name them. */
export const orderLabels: Catalog<typeof huOrderLabels> = {
  paid: 'Paid',
  awaiting_payment: 'Awaiting payment',
  awaiting_transfer: 'Awaiting bank transfer',
  cancelled: 'Cancelled',
  expired: 'Expired',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cash: 'Cash',
  card_terminal: 'Card (box office terminal)',
  card_simplepay: 'Card (online, SimplePay)',
  none: 'None (complimentary)',
  bank_transfer: 'Bank transfer',
};
