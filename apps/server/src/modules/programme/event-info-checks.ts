import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { performanceOfProduction } from './event-infos.repository.js';

/** An information block tied to one performance: it must be one of the production's (422). */
export async function checkInfoEvent(
  db: Queryable,
  eventId: number | null,
  productionId: number,
): Promise<void> {
  if (eventId === null) return;
  if (await performanceOfProduction(db, eventId, productionId)) return;
  throw AppError.validation({ event_id: [{ key: 'validation.event_info_event' }] });
}
