import { z } from 'zod';
import { checkInBody, checkInSummary } from './admin-check-in.js';
import { normaliseTicketCode } from './ticket-code.js';

/*
 * The door offline (decision 0042): a performance's door list, which a device keeps to admit
 * without a connection, and the upload of what it admitted meanwhile. Cashier and administrator.
 */

/** GET /admin/check-in/:event_id/door-list. */
export const doorListParams = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const doorListStates = ['valid', 'cancelled'] as const;

/** One ticket of the performance, named by the hash of its code (`doorListHash`). */
export const doorListTicket = z.object({
  hash: z.string(),
  type_name: z.string(),
  /** A seated performance's seat, named in the caller's language. */
  seat: z.string().optional(),
  /** `valid`: admits (a valid ticket of a paid order); `cancelled`: refunded, cancelled, unpaid. */
  state: z.enum(doorListStates),
  /** When a valid ticket was admitted; null while it was not. */
  admitted_at: z.string().nullable(),
});
export type DoorListTicket = z.infer<typeof doorListTicket>;

export const doorList = z.object({
  event: checkInSummary.shape.event,
  /** The performance's list key: the device hashes a code it reads with it. */
  key: z.string(),
  /** When the server made the list. */
  generated_at: z.string(),
  tickets: z.array(doorListTicket),
});
export type DoorList = z.infer<typeof doorList>;

/** How many admissions one upload may carry. */
export const doorSyncMax = 500;

/** POST /admin/check-in/sync: the admissions a device made offline. */
export const doorSyncBody = z.object({
  event_id: checkInBody.shape.event_id,
  /** The device's own id (a random UUID it keeps). */
  device_id: z.uuid('validation.invalid_format'),
  door: checkInBody.shape.door,
  admissions: z
    .array(
      z.object({
        /** The scan's id (a UUID): an admission sent again is recorded once. */
        scan_id: z.uuid('validation.invalid_format'),
        /** As scanned; 422 (`errors["admissions.N.code"]`) unless it can be a ticket code. */
        code: z.string().min(1).max(64),
        /** The device's time of the admission; 422 when it is more than 10 minutes ahead. */
        at: z.iso.datetime({ offset: true, message: 'validation.datetime' }),
      }),
    )
    .min(1)
    .max(doorSyncMax),
});
export type DoorSyncBody = z.infer<typeof doorSyncBody>;

export const doorSyncResults = ['admitted', 'conflict', 'cancelled', 'unknown'] as const;
export type DoorSyncResult = (typeof doorSyncResults)[number];

export const doorSyncReply = z.object({
  /** Per admission, in the order sent. */
  results: z.array(
    z.object({
      scan_id: z.string(),
      /**
       * `admitted`: it is the ticket's admission; `conflict`: the ticket was admitted earlier
       * elsewhere (flagged for staff); `cancelled`: the ticket no longer admits (recorded, flagged);
       * `unknown`: no ticket of this performance has the code (nothing recorded).
       */
      result: z.enum(doorSyncResults),
      /** Recorded by an earlier upload (or the scan reached the server online). */
      repeated: z.boolean(),
    }),
  ),
});
export type DoorSyncReply = z.infer<typeof doorSyncReply>;

/**
 * A code's name in a door list: SHA-256 of the list's key and the normalised code, in hex, the
 * first 32 characters (128 bits). The server and the device compute it alike (Web Crypto in both);
 * null for a string that cannot be a ticket code.
 */
export async function doorListHash(key: string, code: string): Promise<string | null> {
  const normalised = normaliseTicketCode(code);
  if (normalised === null) return null;
  const bytes = new TextEncoder().encode(`${key}:${normalised}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest.subarray(0, 16)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
