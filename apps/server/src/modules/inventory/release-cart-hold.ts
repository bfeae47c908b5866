import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decrementHold, deleteHold } from './inventory.repository.js';

/**
 * A cart gives back held tickets of one type, under the cart's lock (the caller's): `one` ticket
 * (the line goes at 0) or the whole `line`; `held` follows. False when the cart has no such line
 * (also when it expired and a grant reclaimed it meanwhile). Giving back never oversells, so the
 * ticket type is not locked.
 */
export function releaseCartHold(
  trx: Transaction<Database>,
  cartId: number,
  ticketTypeId: number,
  change: 'one' | 'line',
): Promise<boolean> {
  return change === 'one'
    ? decrementHold(trx, cartId, ticketTypeId)
    : deleteHold(trx, cartId, ticketTypeId);
}
