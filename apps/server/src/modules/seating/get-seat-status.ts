import { createHash } from 'node:crypto';
import type { SeatStatusReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { FreshFlight } from '../../lib/fresh-flight.js';
import type { Viewer } from '../catalog/get-event.js';
import { findSeatedEvent, readSeatStatus } from './seating.repository.js';

/** Per database: the cart-less status reads of a performance in flight, shared (fresh only). */
const statusReads = new WeakMap<Db, FreshFlight<number, string>>();

/**
 * GET /events/{id}/seat-status: the compact state of every seat, one character each in the map's
 * order, and its ETag (a hash of the answer), so a browser polling every few seconds gets 304
 * while nothing changed.
 */
export async function getSeatStatus(
  db: Db,
  idOrUrl: string,
  viewer: Viewer,
  cartId: number | null,
): Promise<{ reply: SeatStatusReply; etag: string }> {
  let reads = statusReads.get(db);
  if (!reads) {
    reads = new FreshFlight();
    statusReads.set(db, reads);
  }
  const arrivedAt = reads.arrival();
  const event = await findSeatedEvent(db, idOrUrl);
  if (!event || !event.published || (event.vip_only && !viewer.vip)) {
    throw new AppError('event_not_found');
  }
  if (event.seat_map_id === null || event.version === null) {
    throw new AppError('seat_map_not_found');
  }
  // A buyer without a cart sees what every such buyer sees: callers polling at once share one
  // read made after they asked (a cart marks its own seats: its read is its own).
  const eventId = event.id;
  const status =
    cartId === null
      ? await reads.run(eventId, arrivedAt, () => readSeatStatus(db, eventId, null))
      : await readSeatStatus(db, eventId, cartId);
  const reply = { version: event.version, status };
  const hash = createHash('sha256')
    .update(`${String(event.version)}:${status}`)
    .digest('base64url');
  return { reply, etag: `"${hash.slice(0, 27)}"` };
}
