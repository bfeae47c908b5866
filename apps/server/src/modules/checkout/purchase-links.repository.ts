import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

export interface PurchaseLinkRow {
  id: number;
  email: string;
  name: string;
  language: string;
  cart_id: number | null;
  order_id: number | null;
  expires_at: Date;
}

export async function insertPurchaseLink(
  trx: Trx,
  row: {
    token_hash: string;
    email: string;
    name: string;
    language: string;
    cart_id: number;
    expires_at: Date;
  },
): Promise<void> {
  await trx.insertInto('purchase_links').values(row).execute();
}

export async function findPurchaseLink(
  db: Db,
  tokenHash: string,
): Promise<PurchaseLinkRow | undefined> {
  return db
    .selectFrom('purchase_links')
    .select(['id', 'email', 'name', 'language', 'cart_id', 'order_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The order stored with a link, in the order's transaction. Answers false when the link already
 * has an order (one link, one order): the caller rolls the new one back.
 */
export async function bindPurchaseLinkOrder(
  trx: Trx,
  linkId: number,
  order: { id: number; cartId: number },
): Promise<boolean> {
  const bound = await trx
    .updateTable('purchase_links')
    .set({ order_id: order.id, cart_id: order.cartId })
    .where('id', '=', linkId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return bound.numUpdatedRows > 0n;
}

/** Housekeeping: links that ran out before the given instant. */
export async function deleteExpiredPurchaseLinks(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('purchase_links')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
