import type { Catalog } from '../catalog.js';
import type { ordersPayOutHu, ordersRefundHu } from './orders-refund-hu.js';

export const ordersRefundEn: Catalog<typeof ordersRefundHu> = {
  open: 'Take tickets back',
  title: 'Take tickets back – order #{{id}}',
  intro:
    'Tick the tickets taken back. They stop admitting and go back on sale; the buyer gets back what they cost with their fee (less their share of a coupon), and the receipt or invoice gets a sztornó and a new one for the tickets that remain. The other tickets stay valid.',
  tickets: 'Tickets taken back',
  ticket_label: '{{code}} – {{name}}: {{share}}',
  admitted: 'admitted',
  admitted_note: 'Only an administrator may take back a ticket that was admitted.',
  total: 'To refund in all: {{total}}',
  none_chosen: 'Tick at least one ticket.',
  way_simplepay: "The amount goes back to the buyer's card through SimplePay (a partial refund).",
  way_desk: 'The amount is paid back at the desk.',
  reason: 'Why they are taken back',
  reason_description: 'Kept in the audit trail; the buyer does not see it.',
  reason_required: 'Please give the reason.',
  confirm_one: 'Take {{count}} ticket back',
  confirm_other: 'Take {{count}} tickets back',
  keep: 'Cancel',
  failed: 'The tickets could not be taken back.',
};

/** Paying a refund out at the desk, from a till (`orders.pay_out`). */
export const ordersPayOutEn: Catalog<typeof ordersPayOutHu> = {
  button: 'Pay out at the desk',
  button_label: 'Pay out the refund of {{amount}} at the desk',
  title: 'Pay out a refund at the desk',
  text: 'The buyer gets back {{amount}}, the price of the tickets of order #{{id}} for a cancelled performance, at the box office. Pay it out to them, then record it here: the till’s day close counts this payout.',
  till_required: 'Please choose the till it is paid out of.',
  keep: 'Cancel',
  confirm: '{{amount}} paid out',
  failed: 'The payout could not be recorded.',
};
