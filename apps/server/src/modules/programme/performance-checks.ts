import type { PerformanceBody } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import type { FieldErrors } from '../../lib/app-error.js';
import { instantOrNull, throwIfAny } from './programme-rules.js';
import {
  productionExists,
  slugTaken,
  venueExists,
  type PerformanceValues,
} from './programme.repository.js';

/** The performance's events row: the contract checked the formats and the sale window. */
export function performanceValues(body: PerformanceBody): PerformanceValues {
  return {
    production_id: body.production_id,
    venue_id: body.venue_id,
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
 * and the venue exist, and no other performance has the address. (The unique index still settles
 * two saves of one address at the same instant: see slugConflict.)
 */
export async function checkPerformance(
  db: Queryable,
  body: PerformanceBody,
  exceptId: number | null,
): Promise<void> {
  const errors: FieldErrors = {};
  const [production, venue, taken] = await Promise.all([
    productionExists(db, body.production_id),
    venueExists(db, body.venue_id),
    slugTaken(db, body.url, exceptId),
  ]);
  if (!production) errors['production_id'] = [{ key: 'validation.invalid_value' }];
  if (!venue) errors['venue_id'] = [{ key: 'validation.venue_unknown' }];
  if (taken) errors['url'] = [{ key: 'validation.slug_taken' }];
  throwIfAny(errors);
}

/** The 422 for an address another performance took at the same instant. */
export const slugConflict: FieldErrors = { url: [{ key: 'validation.slug_taken' }] };
