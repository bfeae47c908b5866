import { newTicketCode, type SeatOfLine } from '@theatre/contracts';
import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Sell tickets to a box-office order, the way sales are recorded: the order, its line with the
 * performance, a ticket with a code per seat, and the sold count. On a seated performance each
 * seat is a line of its own naming the seat, and the seat is the line's (decision 0036).
 */
export async function sellAtBoxOffice(
  trx: Db,
  sale: {
    buyer: string;
    email: string;
    ticketTypeId: number;
    name: string;
    nameEn: string;
    event: { id: number; name: string; nameEn: string; startsAt: Date };
    price: number;
    quantity: number;
    paidAt: Date;
  },
  seats: readonly { hallSeatId: number; seat: SeatOfLine }[] | null = null,
): Promise<void> {
  if (sale.quantity <= 0) return;
  if (seats && seats.length !== sale.quantity) throw new Error('seed would sell seats it lacks');
  const order = await trx
    .insertInto('orders')
    .values({
      buyer_name: sale.buyer,
      buyer_email: sale.email,
      status: 'paid',
      payment_status: 1,
      payment_method: 1,
      channel: 'box_office',
      total: sale.price * sale.quantity,
      ticket_total: sale.price * sale.quantity,
      created_at: sale.paidAt,
      paid_at: sale.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = {
    order_id: order.id,
    ticket_type_id: sale.ticketTypeId,
    name: sale.name,
    name_en: sale.nameEn,
    event_id: sale.event.id,
    event_name: sale.event.name,
    event_name_en: sale.event.nameEn,
    event_start: sale.event.startsAt,
    unit_price: sale.price,
    // The demo's sales carry no technical fee.
    unit_fee: 0,
  };
  const items = await trx
    .insertInto('order_items')
    .values(
      seats
        ? seats.map((seat) => ({
            ...line,
            quantity: 1,
            total: sale.price,
            hall_seat_id: seat.hallSeatId,
            zone_id: sale.ticketTypeId,
            seat: JSON.stringify(seat.seat),
          }))
        : [{ ...line, quantity: sale.quantity, total: sale.price * sale.quantity }],
    )
    .returning(['id', 'quantity', 'hall_seat_id'])
    .execute();
  // One ticket per seat with its own code, as a paid order gets them: the door admits these.
  await trx
    .insertInto('tickets')
    .values(
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          order_id: order.id,
          order_item_id: item.id,
          event_id: sale.event.id,
          code: newTicketCode(),
        })),
      ),
    )
    .execute();
  if (seats) {
    await sql`
      update performance_seats ps set order_item_id = x.item
        from unnest(${items.map((i) => i.id)}::int[], ${items.map((i) => i.hall_seat_id)}::int[])
             as x(item, seat)
       where ps.event_id = ${sale.event.id} and ps.hall_seat_id = x.seat
    `.execute(trx);
  }
  const updated = await trx
    .updateTable('ticket_types')
    .set((eb) => ({ sold: eb('sold', '+', sale.quantity) }))
    .where('id', '=', sale.ticketTypeId)
    .where(sql<boolean>`sold + ${sale.quantity} <= capacity`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error('seed would oversell a ticket type');
}
