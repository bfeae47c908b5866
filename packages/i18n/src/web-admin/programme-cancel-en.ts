import type { Catalog } from '../catalog.js';
import type { programmeCancelHu } from './programme-cancel-hu.js';

export const programmeCancelEn: Catalog<typeof programmeCancelHu> = {
  title: 'Cancel the performance',
  intro:
    'If the performance will not take place, cancel it here. Its sale stops at once, and every paid ticket is refunded in the background: to the card through SimplePay for card buyers, at the box office for those who paid there, when they come. The receipts and invoices are corrected and the buyers are e-mailed (in their order’s language) automatically. In an order for several performances, only this performance’s tickets are cancelled.',
  open: 'Cancel the performance…',
  dialog_title: 'Cancel the performance?',
  dialog_text_one:
    '{{count}} ticket has been sold for {{name}} ({{date}}). It will be cancelled, its price refunded and its buyer e-mailed. This cannot be undone.',
  dialog_text_other:
    '{{count}} tickets have been sold for {{name}} ({{date}}). They will be cancelled, their price refunded and their buyers e-mailed. This cannot be undone.',
  dialog_text_none:
    'No ticket has been sold for {{name}} ({{date}}) yet. Its sale stops and it is marked as cancelled. This cannot be undone.',
  reason: 'Why it is cancelled',
  reason_description: 'The buyers read this in their e-mail.',
  reason_required: 'Please say why the performance is cancelled.',
  confirm: 'Yes, cancel the performance',
  keep: 'Keep it',
  cancelled_title: 'The performance is cancelled',
  cancelled_text: 'Cancelled: {{date}}, by {{by}}. Reason: {{reason}}',
  progress_label: 'Refunds',
  status: {
    running: 'Refunding…',
    done: 'Every order concerned has been refunded.',
    done_with_failures:
      'The refunds have finished, but some orders could not be refunded: see below.',
  },
  counts: 'Done: {{done}} · Waiting: {{waiting}} · Failed: {{failed}}',
  totals: 'Tickets refunded: {{tickets}} · {{amount}} in all',
  no_orders: 'There were no paid orders for this performance: nothing to refund.',
  table_caption: 'The orders concerned',
  order: 'Order',
  buyer: 'Buyer',
  tickets: 'Tickets',
  amount: 'Amount',
  refund: 'Refunded',
  state: 'State',
  refunds: {
    card: 'To the card (SimplePay)',
    desk: 'At the box office, when the buyer comes',
    none: 'Nothing to refund',
  },
  states: {
    waiting: 'Waiting',
    done: 'Done',
    failed: 'Failed',
  },
  error: 'Error: {{error}}',
  retry: 'Retry the failed ones',
  retried: 'The failed refunds are being tried again.',
  load_failed: 'The refunds could not be loaded.',
  reload: 'Retry',
  failed: 'The performance could not be cancelled.',
};
