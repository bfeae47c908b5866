import { z } from 'zod';
import { programmeInstant } from './admin-programme.js';

/*
 * Moving a performance to a new date (decision 0048): its tickets stay valid for the new date; a
 * job e-mails each buyer once with the new date, a calendar entry and a link of their own, where
 * they download the tickets again or, until the refund deadline, ask for a refund of them.
 */

/** POST /admin/performances/:id/move. */
export const movePerformanceBody = z.object({
  /** The new start: in the future, not the current one. */
  starts_at: programmeInstant,
  /** Until when the buyers may ask for a refund: in the future, before the new start. */
  refund_deadline: programmeInstant,
  /** For the record and the buyers' e-mail (why it moves); may be empty. */
  note: z.string().trim().max(500).optional(),
});
export type MovePerformanceBody = z.input<typeof movePerformanceBody>;

/** One move of a performance: the dates, the mailing's progress and the refunds asked. */
export const performanceMove = z.object({
  id: z.number().int(),
  old_starts_at: z.string(),
  new_starts_at: z.string(),
  refund_deadline: z.string(),
  note: z.string(),
  moved_by: z.string().nullable(),
  created_at: z.string(),
  /** running: buyers are still being e-mailed. */
  status: z.enum(['running', 'done']),
  finished_at: z.string().nullable(),
  /** Orders concerned, e-mailed, left out (no valid ticket left or no e-mail address). */
  counts: z.object({
    orders: z.number().int(),
    waiting: z.number().int(),
    mailed: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Orders whose buyer asked for the refund through the link, their tickets and amount. */
  refunds: z.object({
    orders: z.number().int(),
    tickets: z.number().int(),
    amount: z.number().int(),
  }),
});
export type PerformanceMove = z.infer<typeof performanceMove>;

/** GET /admin/performances/:id/moves: the newest move first. */
export const performanceMoves = z.object({ moves: z.array(performanceMove) });
export type PerformanceMoves = z.infer<typeof performanceMoves>;

export const movePerformanceReply = z.object({
  /** What happened, in the caller's language. */
  message: z.string(),
  move: performanceMove,
});
export type MovePerformanceReply = z.infer<typeof movePerformanceReply>;

/** The token of a buyer's link (GET/POST /performance-moves/:token). */
export const performanceMoveParams = z.object({
  token: z.string().min(20).max(100),
});

/** GET /performance-moves/:token: what the buyer sees of their order and the move. */
export const movedOrder = z.object({
  order_id: z.number().int(),
  performance: z.string(),
  venue: z.string().nullable(),
  old_starts_at: z.string(),
  new_starts_at: z.string(),
  refund_deadline: z.string(),
  note: z.string(),
  /** open: a refund may be asked; refunded: it was; passed: the deadline is over; none: no
   *  ticket of this performance is left valid in the order (refunded or cancelled otherwise). */
  refund_state: z.enum(['open', 'refunded', 'passed', 'none']),
  tickets: z.array(
    z.object({
      code: z.string(),
      type: z.string(),
      seat: z.string().nullable(),
      /** What it costs (its share of the order), in forints. */
      amount: z.number().int(),
      status: z.enum(['valid', 'refunded']),
    }),
  ),
  /** What a refund gives back now (open), or gave back (refunded). */
  refund_amount: z.number().int(),
  /** How it goes back: to the card, or paid out at the box office. */
  refund_method: z.enum(['card', 'desk']),
  /** The tickets PDF of the order can be downloaded (it has valid tickets). */
  tickets_download: z.boolean(),
});
export type MovedOrder = z.infer<typeof movedOrder>;

export const movedOrderRefundReply = z.object({
  message: z.string(),
  order: movedOrder,
});
export type MovedOrderRefundReply = z.infer<typeof movedOrderRefundReply>;
