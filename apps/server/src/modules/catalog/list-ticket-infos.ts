import type { TicketInfo } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listTicketTypes } from './catalog.repository.js';
import { findPublicEvent, publicViewer, type Viewer } from './get-event.js';

export async function ticketInfosOf(
  db: Db,
  eventId: number,
  options: { includeVip?: boolean } = {},
): Promise<TicketInfo[]> {
  const rows = await listTicketTypes(db, eventId, options.includeVip ?? false);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_translations: { en: row.name_en },
    price: row.price,
    quantity: row.available,
    sold_out: row.unsold === 0,
    all_held: row.available === 0 && row.unsold > 0,
    vip_only: row.vip_only,
  }));
}

/**
 * GET /events/{id}/ticket-infos: ticket types with price, availability, and whether they are sold
 * out or only all held in carts now.
 */
export async function listTicketInfos(
  db: Db,
  idOrUrl: string,
  viewer: Viewer = publicViewer,
): Promise<TicketInfo[]> {
  const event = await findPublicEvent(db, idOrUrl, viewer);
  return ticketInfosOf(db, event.id, { includeVip: viewer.vip });
}
