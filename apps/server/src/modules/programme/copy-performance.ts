import { performanceSlugOf, type SeriesPerformance } from '@theatre/contracts';
import { budapestDay, budapestLocalInput } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { copyPerformanceSeating } from '../seating/copy-performance-seating.js';
import { lockPerformanceHall } from '../venues/lock-performance-hall.js';
import { slugConflict } from './performance-checks.js';
import { hallTakenAt, slugsLike } from './performance-copies.repository.js';
import { isUniqueViolation } from './programme-rules.js';
import {
  findPerformanceRow,
  insertPerformance,
  lockPerformance,
  type PerformanceValues,
} from './programme.repository.js';
import { insertTicketType, listTicketTypeRows } from './ticket-types.repository.js';

type Original = NonNullable<Awaited<ReturnType<typeof findPerformanceRow>>>;
type OriginalType = Awaited<ReturnType<typeof listTicketTypeRows>>[number];

/** An instant moved by the start's shift (null stays null). */
function shifted(value: Date | string | null, by: number): Date | null {
  return value === null ? null : new Date(new Date(value).getTime() + by);
}

/** The first of `base`, `base-2`, `base-3`… no performance has. */
async function freeSlug(trx: Transaction<Database>, base: string): Promise<string> {
  const taken = await slugsLike(trx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${String(n)}`)) return `${base}-${String(n)}`;
}

/** One copy at `start`: its events row, its ticket types, its seating, its audit entries. */
async function copyOne(
  trx: Transaction<Database>,
  original: Original,
  types: readonly OriginalType[],
  start: Date,
  actorId: number,
): Promise<SeriesPerformance> {
  if (await hallTakenAt(trx, original.hall_id, start)) {
    const when = budapestLocalInput(start).replace('T', ' ');
    throw AppError.validation({
      starts_at: [{ key: 'validation.series_hall_taken', params: { start: when } }],
    });
  }
  const shift = start.getTime() - new Date(original.starts_at).getTime();
  const values: PerformanceValues = {
    production_id: original.production_id,
    hall_id: original.hall_id,
    venue_id: original.venue_id,
    url: await freeSlug(trx, performanceSlugOf(original.production_name, budapestDay(start))),
    starts_at: start,
    sale_starts_at: shifted(original.sale_starts_at, shift),
    sale_ends_at: shifted(original.sale_ends_at, shift),
    vip_only: original.vip_only,
    tech_fee: original.tech_fee,
  };
  const id = await insertPerformance(trx, values);
  const pairs: (readonly [number, number])[] = [];
  for (const type of types) {
    const copyTypeId = await insertTicketType(trx, id, {
      name: type.name,
      name_en: type.name_en,
      price: type.price,
      vat_rate: type.vat_rate,
      vip_only: type.vip_only,
      // A seated copy's capacities follow its seats (copyPerformanceSeating).
      capacity: type.capacity,
      sort_order: type.sort_order,
    });
    pairs.push([type.id, copyTypeId] as const);
  }
  await copyPerformanceSeating(trx, {
    originalId: original.id,
    copyId: id,
    hallId: original.hall_id,
    types: pairs,
  });
  const changes = createdValues(
    values,
    [
      'production_id',
      'hall_id',
      'url',
      'starts_at',
      'sale_starts_at',
      'sale_ends_at',
      'vip_only',
      'tech_fee',
    ],
    { instants: ['starts_at', 'sale_starts_at', 'sale_ends_at'] },
  );
  const data = {
    url: values.url,
    starts_at: start.toISOString(),
    event_id: id,
    copied_from: original.id,
    ticket_types: types.length,
    changes,
  };
  for (const [entity, entityId] of [
    ['performance', id],
    ['production', original.production_id],
  ] as const) {
    await recordAudit(trx, { action: 'performance.created', entity, entityId, actorId, data });
  }
  return { id, url: values.url, starts_at: start.toISOString() };
}

/**
 * POST /admin/performances/:id/copies (and a series' copies): for each start a new unpublished
 * performance of the same production in the same hall with the original's ticket types (names,
 * prices, VAT, VIP, order, capacities), technical fee, VIP flag and sale window shifted with the
 * start; its address the form's suggestion (title and Budapest day), with `-2`, `-3`… when taken.
 * A seated hall's copy takes the hall's current map with the original's zones and blocks
 * (copyPerformanceSeating). All in one transaction: a start at which the hall already has a
 * performance (422 on `starts_at`) makes none. Audited as `performance.created` with
 * `copied_from`, on each copy and on the production. Answers the copies in date order.
 */
export async function copyPerformance(
  deps: { db: Db },
  input: { eventId: number; starts: readonly Date[]; actorId: number },
): Promise<SeriesPerformance[]> {
  const starts = [...input.starts].sort((a, b) => a.getTime() - b.getTime());
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // The original's lock keeps its ticket types and seats as they are while they are copied.
      if (!(await lockPerformance(trx, input.eventId))) throw new AppError('performance_not_found');
      const original = await findPerformanceRow(trx, input.eventId);
      if (!original) throw new AppError('performance_not_found');
      if (!(await lockPerformanceHall(trx, original.hall_id))) {
        throw new Error('unreachable: a performance always has its hall');
      }
      const types = await listTicketTypeRows(trx, input.eventId);
      const copies: SeriesPerformance[] = [];
      for (const start of starts) {
        copies.push(await copyOne(trx, original, types, start, input.actorId));
      }
      return copies;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'events_url_key')) throw AppError.validation(slugConflict);
    throw error;
  }
}
