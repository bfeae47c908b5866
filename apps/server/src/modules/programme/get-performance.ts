import type { AdminPerformance, VatRate } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recentChanges } from './programme-rules.js';
import { findPerformanceRow } from './programme.repository.js';
import { listTicketTypeRows } from './ticket-types.repository.js';

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * GET /admin/performances/:id: the performance with its ticket types (sold, live holds, capacity
 * and the least it may be lowered to) and its recent changes.
 */
export async function getPerformance(db: Queryable, eventId: number): Promise<AdminPerformance> {
  const row = await findPerformanceRow(db, eventId);
  if (!row) throw new AppError('performance_not_found');
  const [types, changes] = await Promise.all([
    listTicketTypeRows(db, eventId),
    recentChanges(db, 'performance', eventId),
  ]);
  return {
    id: row.id,
    production_id: row.production_id,
    production_name: row.production_name,
    production_name_en: row.production_name_en,
    venue_id: row.venue_id,
    venue_name: row.venue_name,
    venue_name_en: row.venue_name_en,
    hall_id: row.hall_id,
    hall_name: row.hall_name,
    hall_name_en: row.hall_name_en,
    hall_capacity: row.hall_capacity,
    url: row.url,
    starts_at: new Date(row.starts_at).toISOString(),
    sale_starts_at: iso(row.sale_starts_at),
    sale_ends_at: iso(row.sale_ends_at),
    vip_only: row.vip_only,
    tech_fee: row.tech_fee,
    default_tech_fee: row.default_tech_fee,
    published: row.published,
    preview_id: row.preview_id,
    deletable: row.deletable,
    cancelled_at: iso(row.cancelled_at),
    cancellation_reason: row.cancellation_reason,
    ticket_types: types.map((type) => ({
      id: type.id,
      name: type.name,
      name_en: type.name_en,
      price: type.price,
      capacity: type.capacity,
      sold: type.sold,
      held: type.held,
      min_capacity: type.sold + type.held,
      vat_rate: type.vat_rate as VatRate,
      vip_only: type.vip_only,
      sort_order: type.sort_order,
      deletable: type.deletable,
      zones: type.zones,
    })),
    changes,
  };
}
