import type { EventPreview } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findEventByPreviewId } from './catalog.repository.js';
import { toEventDetails } from './event-mapper.js';
import { eventInfosOf } from './list-event-infos.js';
import { ticketInfosOf } from './list-ticket-infos.js';

/**
 * GET /preview/{preview_id}: staff check a performance before it is published or on sale. The
 * preview id is a random UUID, so only those given the link can see it; buying stays disabled.
 */
export async function getEventPreview(
  db: Db,
  clock: Clock,
  previewId: string,
): Promise<EventPreview> {
  const row = await findEventByPreviewId(db, previewId);
  if (!row) throw new AppError('event_not_found');
  const [tickets, infos] = await Promise.all([
    // Staff check every ticket type, VIP ones included.
    ticketInfosOf(db, row.id, { includeVip: true }),
    eventInfosOf(db, row.production_id, row.id),
  ]);
  return {
    event: { ...toEventDetails(row, clock.now()), published: row.published },
    tickets,
    infos,
  };
}
