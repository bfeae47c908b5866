import { z } from 'zod';

/*
 * Door check-in (decision 0016): staff scan or type a ticket's code at a door. The code is
 * normalised on the server (case, spaces, hyphens, Crockford's O/0 and I/L/1), so the scanner sends
 * what it read. Every scanner outcome is a 200 with a `result`; only a malformed request is an
 * error. `/api/admin/check-in/...`: cashier and administrator, except the undo (administrators).
 */

/** POST /admin/check-in: admit a ticket at a door (cashier, admin). */
export const checkInBody = z.object({
  /** As scanned or typed; 422 (`errors.code`) unless it normalises to 16 base-32 characters. */
  code: z.string().min(1).max(64),
  /** The performance this door admits to. */
  event_id: z.number().int().positive().max(2_147_483_647),
  /** Where the ticket is scanned, e.g. `Főbejárat`; trimmed. */
  door: z.string().trim().min(1).max(40),
  /**
   * The door's own id of this scan (a random UUID). A scan sent again with the same id (its answer
   * was lost when the connection dropped) is answered with the admission it made (`repeated`), not
   * as `already_used`.
   */
  scan_id: z.uuid('validation.invalid_format').optional(),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const checkInResults = [
  'admitted',
  'already_used',
  'wrong_event',
  'cancelled',
  'unknown',
] as const;
export type CheckInResult = (typeof checkInResults)[number];

/** The ticket as the door sees it; names in the caller's language. */
export const checkInTicket = z.object({
  code: z.string(),
  type_name: z.string(),
  /** A seated performance's seat, named in the caller's language. */
  seat: z.string().optional(),
  /** The performance the ticket is for (for `wrong_event`: not this door's). */
  event_id: z.number().int().nullable(),
  event_name: z.string(),
  starts_at: z.string().nullable(),
  venue_name: z.string().nullable(),
  buyer_name: z.string(),
  order_id: z.number().int(),
});
export type CheckInTicket = z.infer<typeof checkInTicket>;

export const checkInReply = z.object({
  result: z.enum(checkInResults),
  /** Short and unmistakable, in the caller's language: `Beléphet`, `Már felhasználva`, ... */
  message: z.string(),
  /** Null for `unknown`. */
  ticket: checkInTicket.nullable(),
  /** The ticket's admission: now for `admitted`, the earlier one for `already_used`. */
  checked_in_at: z.string().nullable(),
  checked_in_door: z.string().nullable(),
  /** The staff member's name. */
  checked_in_by: z.string().nullable(),
  /** `admitted` again for a scan sent again (same `scan_id`) that had admitted the ticket. */
  repeated: z.boolean(),
});
export type CheckInReply = z.infer<typeof checkInReply>;

/** An admission flagged as a conflict: the later of two admissions of one ticket. */
export const doorConflict = z.object({
  code: z.string(),
  order_id: z.number().int(),
  type_name: z.string(),
  seat: z.string().optional(),
  /** The flagged admission: the device's time, door, staff member; `offline` when a device sent it later. */
  admitted_at: z.string(),
  door: z.string().nullable(),
  by: z.string().nullable(),
  offline: z.boolean(),
  /** The admission that counts (the earlier). */
  kept_at: z.string().nullable(),
  kept_door: z.string().nullable(),
});
export type DoorConflict = z.infer<typeof doorConflict>;

/** GET /admin/check-in/:event_id: the door screen's header (cashier, admin). */
export const checkInSummaryParams = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const checkInSummary = z.object({
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    starts_at: z.string(),
    venue_name: z.string(),
    venue_name_en: z.string(),
  }),
  /** Tickets that admit: valid tickets of paid orders. */
  valid: z.number().int(),
  /** Of those, admitted so far. */
  admitted: z.number().int(),
  /** Admitted per door, the busiest first. */
  doors: z.array(
    z.object({
      door: z.string(),
      admitted: z.number().int(),
      last_checked_in_at: z.string(),
    }),
  ),
  /**
   * Admissions flagged as conflicts (decision 0042): a ticket admitted twice, one of them offline;
   * each is the later one (by the device's time), the ticket's admission is `kept_*`. Newest first.
   */
  conflicts: z.array(doorConflict),
});
export type CheckInSummary = z.infer<typeof checkInSummary>;

/** POST /admin/check-in/undo: clears an admission made by mistake (administrators). */
export const checkInUndoBody = checkInBody.pick({ code: true, event_id: true });
export type CheckInUndoBody = z.infer<typeof checkInUndoBody>;

/** What was cleared. */
export const checkInUndoReply = z.object({
  message: z.string(),
  code: z.string(),
  checked_in_at: z.string(),
  checked_in_door: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export type CheckInUndoReply = z.infer<typeof checkInUndoReply>;
