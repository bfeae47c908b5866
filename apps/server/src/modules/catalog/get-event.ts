import type { EventDetails } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findEvent, listOtherDates } from './catalog.repository.js';
import { toEventDetails } from './event-mapper.js';

/** Who is looking: a VIP user also sees VIP-only performances and ticket types. */
export interface Viewer {
  vip: boolean;
}

export const publicViewer: Viewer = { vip: false };

/**
 * A performance by id or url slug, as the viewer may see it: published, and VIP-only ones for VIP
 * users only (404 for everyone else, so they are not revealed). Past performances stay readable.
 */
export async function findPublicEvent(db: Db, idOrUrl: string, viewer: Viewer = publicViewer) {
  const row = await findEvent(db, idOrUrl, viewer.vip);
  if (!row || !row.published || (row.vip_only && !viewer.vip)) {
    throw new AppError('event_not_found');
  }
  return row;
}

export async function getEvent(
  db: Db,
  clock: Clock,
  idOrUrl: string,
  viewer: Viewer = publicViewer,
): Promise<EventDetails> {
  const now = clock.now();
  const row = await findPublicEvent(db, idOrUrl, viewer);
  return toEventDetails(row, now, await listOtherDates(db, row, now, viewer.vip));
}
