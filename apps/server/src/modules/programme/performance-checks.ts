import type { PerformanceBody } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import type { FieldErrors } from '../../lib/app-error.js';
import { lockPerformanceHall } from '../venues/lock-performance-hall.js';
import { instantOrNull, throwIfAny } from './programme-rules.js';
import { productionExists, slugTaken, type PerformanceValues } from './programme.repository.js';
import { sumTicketCapacity } from './ticket-types.repository.js';

/** The performance's events row: the contract checked the formats and the sale window. */
export function performanceValues(
  body: PerformanceBody,
  hall: { id: number; venue_id: number },
): PerformanceValues {
  return {
    production_id: body.production_id,
    hall_id: hall.id,
    venue_id: hall.venue_id,
    url: body.url,
    starts_at: new Date(body.starts_at),
    sale_starts_at: instantOrNull(body.sale_starts_at),
    sale_ends_at: instantOrNull(body.sale_ends_at),
    vip_only: body.vip_only,
    tech_fee: body.tech_fee,
  };
}

/**
 * What only the database can tell about a performance's fields (422 per field): the production
 * and the hall exist, no other performance has the address, and a performance moved to another
 * hall fits in it (its ticket types add up to at most the hall's capacity). (The unique index
 * still settles two saves of one address at the same instant: see slugConflict.) The hall is
 * share-locked until the caller commits; answers it.
 */
export async function checkPerformance(
  db: Queryable,
  body: PerformanceBody,
  existing: { id: number; hall_id: number } | null,
): Promise<{ id: number; venue_id: number }> {
  const errors: FieldErrors = {};
  const [production, hall, taken] = await Promise.all([
    productionExists(db, body.production_id),
    lockPerformanceHall(db, body.hall_id),
    slugTaken(db, body.url, existing?.id ?? null),
  ]);
  if (!production) errors['production_id'] = [{ key: 'validation.invalid_value' }];
  if (!hall) errors['hall_id'] = [{ key: 'validation.hall_unknown' }];
  if (taken) errors['url'] = [{ key: 'validation.slug_taken' }];
  if (hall && existing && existing.hall_id !== hall.id) {
    const total = await sumTicketCapacity(db, existing.id, null);
    if (total > hall.capacity) {
      errors['hall_id'] = [
        { key: 'validation.hall_too_small', params: { total, capacity: hall.capacity } },
      ];
    }
  }
  throwIfAny(errors);
  if (!hall) throw new Error('unreachable: an unknown hall is a 422');
  return hall;
}

/** The 422 for an address another performance took at the same instant. */
export const slugConflict: FieldErrors = { url: [{ key: 'validation.slug_taken' }] };
