import type { TicketTypeBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { reclaimExpiredHolds } from '../inventory/reclaim-expired-holds.js';
import type { HoldGranter } from '../inventory/hold-granter.js';
import { checkHallCapacity } from './hall-capacity.js';
import { lockPerformance } from './programme.repository.js';
import { checkTicketTypeZones } from './ticket-type-zones.js';
import { replaceTicketTypeZones } from './ticket-type-zones.repository.js';
import {
  findTicketTypeCounters,
  findTicketTypeEvent,
  updateTicketTypeRow,
} from './ticket-types.repository.js';

const fields = [
  'name',
  'name_en',
  'price',
  'capacity',
  'vat_rate',
  'vip_only',
  'sort_order',
] as const;

/**
 * PUT /admin/ticket-types/:id: names, price, capacity, VAT rate, VIP and order of a ticket type.
 *
 * The capacity may be raised up to what the performance's hall holds (hall-capacity.ts) and
 * lowered down to what is sold and held in live carts and unpaid orders. The performance's lock
 * comes first, then its hall's, as for every programme change. Under the ticket type's row lock
 * (the lock every cart add of it takes) its expired holds are reclaimed, then one conditional
 * UPDATE applies the change only while
 * `sold + held <= capacity`: a cart add and a decrease never both succeed past the capacity,
 * whichever comes first. Otherwise 422 on `capacity`, naming the least capacity allowed.
 *
 * On a seated performance `zones` makes it a concession (or, empty, a zone again), and a
 * capacity the seats give is not changed by hand (ticket-type-zones.ts).
 *
 * A new price or name shows in the shop within a few seconds (cart lines keep a ticket type's
 * name and price for 2 s, the programme 3 s); orders always take the price from the database.
 * Audited as `ticket_type.updated` on the performance, naming the ticket type, with each changed
 * field before and after (`changes`, audit/changes-of.ts).
 */
export async function updateTicketType(
  deps: { db: Db; holds: Pick<HoldGranter, 'released'> },
  input: { ticketTypeId: number; body: TicketTypeBody; actorId: number },
): Promise<{ eventId: number }> {
  const eventId = await deps.db.transaction().execute(async (trx) => {
    // The performance, then its hall, then the ticket type: the order every programme change keeps.
    const type = await findTicketTypeEvent(trx, input.ticketTypeId);
    if (!type) throw new AppError('ticket_type_not_found');
    const event = await lockPerformance(trx, type.event_id);
    if (!event) throw new AppError('ticket_type_not_found');
    const current = await findTicketTypeCounters(trx, input.ticketTypeId);
    if (!current) throw new AppError('ticket_type_not_found');
    const { zones, before: zonesBefore } = await checkTicketTypeZones(trx, {
      eventId: event.id,
      ticketTypeId: input.ticketTypeId,
      capacity: current.capacity,
      body: input.body,
    });
    await checkHallCapacity(trx, {
      eventId: event.id,
      hallId: event.hall_id,
      ticketTypeId: input.ticketTypeId,
      before: current.capacity,
      capacity: input.body.capacity,
    });
    await reclaimExpiredHolds(trx, input.ticketTypeId);
    const before = await findTicketTypeCounters(trx, input.ticketTypeId);
    if (!before) throw new AppError('ticket_type_not_found');
    const updated = await updateTicketTypeRow(trx, input.ticketTypeId, input.body);
    if (!updated) {
      throw AppError.validation({
        capacity: [
          {
            key: 'validation.capacity_below',
            params: { min: before.sold + before.held, sold: before.sold, held: before.held },
          },
        ],
      });
    }
    if (zones !== undefined) await replaceTicketTypeZones(trx, input.ticketTypeId, zones ?? []);
    const changes = {
      ...changesOf(before, input.body, fields),
      ...(zones !== undefined && zonesBefore.join() !== (zones ?? []).join()
        ? { zones: { from: zonesBefore, to: zones ?? [] } }
        : {}),
    };
    if (hasChanges(changes)) {
      await recordAudit(trx, {
        action: 'ticket_type.updated',
        entity: 'performance',
        entityId: before.event_id,
        actorId: input.actorId,
        data: { ticket_type_id: input.ticketTypeId, ticket_type: before.name, changes },
      });
    }
    return before.event_id;
  });
  // This process forgets that the type was sold out (the others within half a second).
  deps.holds.released(input.ticketTypeId);
  return { eventId };
}
