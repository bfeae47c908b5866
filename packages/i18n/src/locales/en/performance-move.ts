import type { Catalog } from '../../catalog.js';
import type {
  moveErrors as huErrors,
  moveMessages as huMessages,
  moveValidation as huValidation,
} from '../hu/performance-move.js';

/** Moving a performance to a new date (decision 0048): the API's errors, checks and answers. */
export const moveErrors: Catalog<typeof huErrors> = {
  performance_past: 'This performance has started or taken place: it cannot be moved.',
  performance_move_not_found: 'This link is not valid. Please check that you copied all of it.',
  performance_move_deadline_passed:
    'The deadline for asking for a refund has passed: the tickets are valid for the new date.',
  performance_move_refunded: "This order's tickets of the performance have been refunded already.",
  performance_move_no_tickets:
    'The order has no valid ticket of this performance left: there is nothing to refund.',
};

export const moveValidation: Catalog<typeof huValidation> = {
  start_sold:
    'Tickets of this performance have been sold: change its date with “Move to a new date”, which also tells the buyers.',
  move_start_past: 'The new start must be in the future.',
  move_start_same: 'The new start must differ from the current one.',
  move_start_before_sale: 'The new start cannot be before the ticket sale opens.',
  move_deadline_past: 'The refund deadline must be in the future.',
  move_deadline_after_start: 'The refund deadline must be before the new start.',
};

export const moveMessages: Catalog<typeof huMessages> = {
  performance_moved:
    'The performance is moved: its buyers are being told in the background; follow it here.',
  moved_tickets_refunded_card: 'Your tickets are refunded: {{total}} goes back to your card.',
  moved_tickets_refunded_desk:
    'Your tickets are refunded: {{total}} is paid back to you at our box office.',
  moved_tickets_refunded_none: 'Your tickets are taken back.',
};
