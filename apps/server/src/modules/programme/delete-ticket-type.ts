import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { deletedValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { reclaimExpiredHolds } from '../inventory/reclaim-expired-holds.js';
import { lockPerformance } from './programme.repository.js';
import { clearZoneSeats } from './ticket-type-zones.repository.js';
import {
  countTicketTypes,
  deleteUnusedTicketType,
  findTicketTypeCounters,
  findTicketTypeEvent,
} from './ticket-types.repository.js';

/**
 * DELETE /admin/ticket-types/:id: only while nothing was ever sold or ordered of it and no live
 * cart holds it (409 `ticket_type_in_use`: lower its capacity instead), and never the last ticket
 * type of a published performance (409 `last_ticket_type`). Locks the performance, then the
 * ticket type (reclaiming its expired holds), the order every programme change keeps. Audited as
 * `ticket_type.deleted` on the performance. A seated performance's zone leaves its seats without
 * a zone.
 */
export async function deleteTicketType(
  deps: { db: Db },
  input: { ticketTypeId: number; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const type = await findTicketTypeEvent(trx, input.ticketTypeId);
    if (!type) throw new AppError('ticket_type_not_found');
    const event = await lockPerformance(trx, type.event_id);
    if (!event) throw new AppError('ticket_type_not_found');
    await reclaimExpiredHolds(trx, input.ticketTypeId);
    const before = await findTicketTypeCounters(trx, input.ticketTypeId);
    if (!before) throw new AppError('ticket_type_not_found');
    if (event.published && (await countTicketTypes(trx, event.id)) <= 1) {
      throw new AppError('last_ticket_type');
    }
    // A seated performance's zone: its seats keep no zone (rolled back when it is in use).
    await clearZoneSeats(trx, input.ticketTypeId);
    if (!(await deleteUnusedTicketType(trx, input.ticketTypeId))) {
      throw new AppError('ticket_type_in_use');
    }
    await recordAudit(trx, {
      action: 'ticket_type.deleted',
      entity: 'performance',
      entityId: event.id,
      actorId: input.actorId,
      data: {
        ticket_type_id: input.ticketTypeId,
        name: before.name,
        price: before.price,
        capacity: before.capacity,
        changes: deletedValues(before, ['name', 'name_en', 'price', 'capacity', 'vat_rate']),
      },
    });
  });
}
