import { createHash } from 'node:crypto';
import type { SeatStatusReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../catalog/get-event.js';
import { findSeatedEvent, readSeatStatus } from './seating.repository.js';

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
  const event = await findSeatedEvent(db, idOrUrl);
  if (!event || !event.published || (event.vip_only && !viewer.vip)) {
    throw new AppError('event_not_found');
  }
  if (event.seat_map_id === null || event.version === null) {
    throw new AppError('seat_map_not_found');
  }
  const status = await readSeatStatus(db, event.id, cartId);
  const reply = { version: event.version, status };
  const hash = createHash('sha256')
    .update(`${String(event.version)}:${status}`)
    .digest('base64url');
  return { reply, etag: `"${hash.slice(0, 27)}"` };
}
