import type { EventDetails } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findEvent } from './catalog.repository.js';
import { toEventDetails } from './event-mapper.js';

/**
 * A performance by id or url slug, as the public may see it: published and not VIP-only (VIP
 * visitors get theirs through the VIP call when accounts arrive). Past performances stay readable.
 */
export async function findPublicEvent(db: Db, idOrUrl: string) {
  const row = await findEvent(db, idOrUrl);
  if (!row || !row.published || row.vip_only) throw new AppError('event_not_found');
  return row;
}

export async function getEvent(db: Db, clock: Clock, idOrUrl: string): Promise<EventDetails> {
  return toEventDetails(await findPublicEvent(db, idOrUrl), clock.now());
}
