import type { BoxOfficePerformance, BoxOfficeSaleState } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findPerformanceForSale, listTicketTypesForSale } from './box-office.repository.js';

/**
 * GET /admin/box-office/performances/:id: a performance as the desk sells it: whether it can be
 * sold now (published, not started, within its sale window: the shop's own rules, which the cart
 * applies again on every add) and its ticket types with price, fee and what is left right now.
 */
export async function getBoxOfficePerformance(
  db: Db,
  eventId: number,
): Promise<BoxOfficePerformance> {
  const event = await findPerformanceForSale(db, eventId);
  if (!event) throw new AppError('event_not_found');
  const types = await listTicketTypesForSale(db, eventId);
  let saleState: BoxOfficeSaleState = 'on_sale';
  if (!event.published) saleState = 'not_published';
  else if (event.started) saleState = 'started';
  else if (event.sale_not_started) saleState = 'sale_not_started';
  else if (event.sale_ended) saleState = 'sale_ended';
  return {
    id: event.id,
    name: event.name,
    name_en: event.name_en,
    venue_name: event.venue_name,
    venue_name_en: event.venue_name_en,
    starts_at: new Date(event.starts_at).toISOString(),
    sale_state: saleState,
    seated: event.seated,
    ticket_types: types.map((type) => ({
      id: type.id,
      name: type.name,
      name_en: type.name_en,
      price: type.price,
      fee: event.fee,
      capacity: type.capacity,
      sold: type.sold,
      held: type.live_held,
      available: type.available,
      vip_only: type.vip_only,
    })),
  };
}
