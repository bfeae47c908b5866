import type { Catalog } from '../catalog.js';
import type { adminAlerts as hu } from './alerts-hu.js';

export const adminAlerts: Catalog<typeof hu> = {
  title: 'Needs attention',
  intro:
    'Signed messages from SimplePay that disagree with their order. They were not applied: the order was not marked as paid and no refund was started. They stay here until they are settled.',
  empty: 'Nothing needs attention right now.',
  list_label: 'What needs attention',
  kinds: {
    payment_mismatch: 'A SimplePay message disagrees with the order',
  },
  order: 'Order #{{id}}',
  order_link_label: 'Open order #{{id}}',
  raised: 'Received: {{date}}',
  message: 'Reported status: {{status}} · {{source}} · SimplePay ID: {{transaction}}',
  unknown: 'unknown',
  sources: {
    ipn: 'IPN notification',
    query: 'status query',
    cancel: 'cancellation',
  },
  mismatches_label: 'What disagrees',
  mismatch: '{{field}}: {{expected}} by the order, {{received}} in the message',
  fields: {
    total: 'Amount',
    currency: 'Currency',
    merchant: 'Merchant account',
    order_ref: 'Reference',
    transaction_id: 'SimplePay ID',
  },
  cashier_note: 'An administrator can settle it.',
  settle: {
    button: 'Settle',
    button_label: 'Settle: order #{{id}}, {{what}}',
    title: 'Settle the alert',
    text: 'Order #{{id}}: {{what}}. Please write down how you settled it (for example: checked with SimplePay, refunded at SimplePay, paid out at the desk). Settling moves no money.',
    note: 'Note',
    note_description: "Required. It goes into the order's history; the buyer does not see it.",
    note_required: 'Please say how it was settled.',
    keep: 'Cancel',
    confirm: 'Record as settled',
    failed: 'The settlement could not be recorded.',
    network_error: 'No connection to the server. Please try again.',
  },
};
