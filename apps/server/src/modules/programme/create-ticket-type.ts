import type { TicketTypeBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkHallCapacity } from './hall-capacity.js';
import { lockPerformance } from './programme.repository.js';
import { checkTicketTypeZones } from './ticket-type-zones.js';
import { replaceTicketTypeZones } from './ticket-type-zones.repository.js';
import { insertTicketType } from './ticket-types.repository.js';

/**
 * POST /admin/performances/:id/ticket-types: a new ticket type of a performance, under the
 * performance's row lock, within what its hall holds (hall-capacity.ts); on a seated performance
 * a zone (capacity 0 until seats are painted with it) or a concession valid in some zones
 * (ticket-type-zones.ts). On sale at once when the performance is published. Audited as `ticket_type.created` on the performance.
 */
export async function createTicketType(
  deps: { db: Db },
  input: { eventId: number; body: TicketTypeBody; actorId: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await lockPerformance(trx, input.eventId);
    if (!event) throw new AppError('performance_not_found');
    const { zones } = await checkTicketTypeZones(trx, {
      eventId: event.id,
      ticketTypeId: null,
      capacity: 0,
      body: input.body,
    });
    await checkHallCapacity(trx, {
      eventId: event.id,
      hallId: event.hall_id,
      ticketTypeId: null,
      before: 0,
      capacity: input.body.capacity,
    });
    const id = await insertTicketType(trx, input.eventId, input.body);
    if (zones) await replaceTicketTypeZones(trx, id, zones);
    await recordAudit(trx, {
      action: 'ticket_type.created',
      entity: 'performance',
      entityId: input.eventId,
      actorId: input.actorId,
      data: {
        ticket_type_id: id,
        name: input.body.name,
        price: input.body.price,
        capacity: input.body.capacity,
        vat_rate: input.body.vat_rate,
        vip_only: input.body.vip_only,
        ...(zones ? { zones } : {}),
        changes: createdValues(input.body, [
          'name',
          'name_en',
          'price',
          'capacity',
          'vat_rate',
          'vip_only',
        ]),
      },
    });
    return id;
  });
}
