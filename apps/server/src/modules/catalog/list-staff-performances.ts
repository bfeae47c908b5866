import type { StaffPerformance } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The performances staff work with (the door, the box office, reports): from the start of a day
 * (Budapest; today by default) for a number of days, published or not, with their capacity, the
 * tickets sold, held by live carts and unpaid orders, and admitted at the door.
 */
export async function listStaffPerformances(
  deps: { db: Db; clock: Clock },
  query: { from?: string | undefined; days?: number | undefined },
): Promise<StaffPerformance[]> {
  const day = query.from ?? budapestDay(deps.clock.now());
  // Midnight in Budapest is 22:00 or 23:00 UTC the day before: start two hours early, then keep
  // only the performances on or after the day in Budapest time.
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 60 * 60 * 1000);
  const to = new Date(from.getTime() + (query.days ?? 60) * dayMs + 2 * 60 * 60 * 1000);
  const rows = await deps.db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'e.production_id',
      'p.name',
      'p.name_en',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'e.starts_at',
      'e.published',
      'e.vip_only',
      sql<number>`coalesce((select sum(t.capacity) from ticket_types t where t.event_id = e.id), 0)::int`.as(
        'capacity',
      ),
      sql<number>`coalesce((select sum(t.sold) from ticket_types t where t.event_id = e.id), 0)::int`.as(
        'sold',
      ),
      sql<number>`coalesce((select sum(t.live_held) from ticket_type_availability t
        where t.event_id = e.id), 0)::int`.as('held'),
      sql<number>`(select count(*) from tickets k where k.event_id = e.id
        and k.checked_in_at is not null)::int`.as('checked_in'),
    ])
    .where('e.starts_at', '>=', from)
    .where('e.starts_at', '<', to)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(500)
    .execute();
  return rows
    .filter((row) => budapestDay(row.starts_at) >= day)
    .map((row) => ({ ...row, starts_at: row.starts_at.toISOString() }));
}
