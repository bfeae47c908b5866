import type { Catalog } from '../catalog.js';
import type { ordersCancelHu } from './orders-cancel-hu.js';

export const ordersCancelEn: Catalog<typeof ordersCancelHu> = {
  title: 'Cancel order #{{id}}',
  warning_title: 'This cannot be undone',
  warning_paid:
    'The tickets become void (the doors will not admit them) and go back on sale. The receipt or invoice gets a cancellation document (sztornó), and the buyer is told by e-mail.',
  warning_unpaid:
    'The order is not paid yet: its held tickets go back on sale at once, and the buyer is told by e-mail. If the buyer still pays meanwhile, the money is refunded automatically.',
  admitted_title: 'Tickets already admitted',
  admitted_text_one:
    'Already admitted at the door: {{count}} of the order’s {{total}} tickets. Cancelling voids it too, and a refund gives its price back as well. Go on only if that is what you mean.',
  admitted_text_other:
    'Already admitted at the door: {{count}} of the order’s {{total}} tickets. Cancelling voids them too, and a refund gives their price back as well. Go on only if that is what you mean.',
  reason: 'Reason for cancelling',
  reason_description: 'Kept in the audit trail; the buyer does not see it.',
  reason_required: 'Give the reason for cancelling.',
  reason_too_long: 'At most 500 characters.',
  refund: 'Refund the {{total}} paid',
  refund_simplepay:
    'The buyer paid by card through SimplePay: the amount goes back to their card through SimplePay. The refund shows as pending until SimplePay confirms it.',
  refund_desk:
    'The buyer paid at the box office (cash or the box office terminal): the amount is paid back at the desk, and it is recorded as refunded at once.',
  no_refund_note:
    'If you leave it unticked, the theatre keeps the money (for example when the buyer gets tickets for another performance instead).',
  nothing_to_refund: 'This order has no payment left to refund (it was refunded already).',
  till_label: 'Which till pays it out?',
  till_description:
    "The refund goes into this staff member's open shift and is counted by their next day close. The amount paid back at the desk comes out of their till.",
  till_placeholder: 'Choose a till',
  till_option: '{{name}} ({{role}})',
  till_roles: {
    cashier: 'cashier',
    admin: 'administrator',
  },
  till_required: 'Choose the till that pays the refund out.',
  till_loading: 'Loading the tills…',
  till_error: 'The list of tills could not be loaded.',
  till_retry: 'Try again',
  till_own:
    'You pay the amount out of your own till: the refund goes into your open shift, and your day close counts it.',
  confirm: 'Cancel order',
  keep: 'Keep order',
  failed: 'The order could not be cancelled.',
};
