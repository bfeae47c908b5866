import type { EventSummary } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { listUpcomingEvents } from './catalog.repository.js';
import { toEventSummary } from './event-mapper.js';

/** GET /get-vip-tickets: the programme a VIP user sees, VIP-only performances included. */
export async function listVipEvents(db: Db, clock: Clock): Promise<EventSummary[]> {
  const now = clock.now();
  return (await listUpcomingEvents(db, now, true)).map((row) => toEventSummary(row, now));
}
