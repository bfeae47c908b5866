import { sql } from 'kysely';
import type { Channel, Queryable } from './cart.repository.js';
import type { TicketMeta } from './cart-view.js';

/**
 * Whether a channel's carts charge the technical fee (decision 0044): the shop always does; the
 * box office only when the sales setting `desk_tech_fee` says so (off unless set).
 */
export async function chargesTechFee(db: Queryable, channel: Channel): Promise<boolean> {
  if (channel === 'online') return true;
  const row = await sql<{
    desk: boolean | null;
  }>`select (s.value ->> 'desk_tech_fee')::boolean as desk
    from settings s where s.key = 'sales'`.execute(db);
  return row.rows[0]?.desk === true;
}

/** The ticket types as a channel prices them: without the fee where the channel charges none. */
export function metaForChannel(
  meta: Map<number, TicketMeta>,
  chargesFee: boolean,
): Map<number, TicketMeta> {
  if (chargesFee) return meta;
  return new Map([...meta].map(([id, ticket]) => [id, { ...ticket, fee: 0 }]));
}
