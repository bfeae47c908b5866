import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * The statements of an erasure (decision 0054), each run in the erasure's transaction. `orderIds`
 * are the person's orders: the account's and the guest orders placed with its e-mail address.
 */

/** What stands in for an erased name; an erased address is `erased-…@erased.invalid` (RFC 2606). */
export const erasedName = '[törölve]';
export const erasedText = '[törölve]';

export const erasedUserEmail = (userId: number) => `erased-user-${userId}@erased.invalid`;
export const erasedOrderEmail = (orderId: number) => `erased-order-${orderId}@erased.invalid`;
export const erasedMailAddress = 'erased@erased.invalid';

/** The account's row, locked for the transaction. */
export function lockAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'roles', 'password_hash', 'newsletter', 'relevant_infos'])
    .select('erased_at')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The person's orders (the account's, and guest orders by its address), locked. */
export async function lockPersonOrders(db: Db, userId: number, email: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'buyer_name', 'buyer_email', 'billing', 'status'])
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb(sql`lower(buyer_email)`, '=', email.toLowerCase())]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Why the erasure must wait: an order awaiting its payment or transfer, a refund not yet settled,
 * a fiscal document not yet issued. Answers the first reason found, or null.
 */
export async function findOpenBusiness(
  db: Db,
  orderIds: readonly number[],
): Promise<'order_open' | 'refund_open' | 'document_pending' | null> {
  if (orderIds.length === 0) return null;
  const open = await db
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', orderIds)
    .where('status', 'in', ['awaiting_payment', 'awaiting_transfer'])
    .executeTakeFirst();
  if (open) return 'order_open';
  const refund = await db
    .selectFrom('refunds')
    .select('id')
    .where('order_id', 'in', orderIds)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (refund) return 'refund_open';
  const pending = await db
    .selectFrom('fiscal_documents')
    .select('id')
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending ? 'document_pending' : null;
}

/** The account's billing data and the person's refund bank details: words to scrub elsewhere. */
export async function findPersonalExtras(db: Db, userId: number, orderIds: readonly number[]) {
  const billing = await db
    .selectFrom('billing_data')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const bank =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('refund_bank_details')
          .select(['holder', 'account'])
          .where('order_id', 'in', orderIds)
          .execute();
  const links = await db
    .selectFrom('purchase_links')
    .select(['name', 'email'])
    .where((eb) => (orderIds.length === 0 ? eb.val(false) : eb('order_id', 'in', orderIds)))
    .execute();
  return { billing, bank, links };
}

/** The number of kept fiscal documents of the orders (issued receipts and invoices). */
export async function countFiscalDocuments(db: Db, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const row = await db
    .selectFrom('fiscal_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', 'in', orderIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function anonymiseAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: erasedName,
      email: erasedUserEmail(userId),
      password_hash: null,
      newsletter: false,
      relevant_infos: false,
      vip: false,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('billing_data').where('user_id', '=', userId).execute();
  await db
    .updateTable('carts')
    .set({ user_id: null, client_subject: null })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('holds')
    .set({ user_id: null, client_subject: null })
    .where('user_id', '=', userId)
    .execute();
}

/** A SQL expression: `column` with every word replaced, case-insensitively. */
function scrubbed(column: string, words: readonly string[]) {
  let expression = sql`${sql.ref(column)}`;
  for (const word of words) {
    const pattern = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expression = sql`regexp_replace(${expression}, ${pattern}, ${erasedText}, 'gi')`;
  }
  return expression;
}

/** Free texts staff or services wrote about the orders, the person's words replaced. */
export async function scrubOrderTexts(
  db: Db,
  orderIds: readonly number[],
  words: readonly string[],
): Promise<void> {
  if (orderIds.length === 0 || words.length === 0) return;
  const ids = sql.join(orderIds.map((id) => sql`${id}`));
  const targets: [table: string, column: string, where: ReturnType<typeof sql>][] = [
    ['orders', 'cancel_reason', sql`id in (${ids})`],
    ['orders', 'transfer_note', sql`id in (${ids})`],
    ['refunds', 'reason', sql`order_id in (${ids})`],
    ['complimentary_orders', 'note', sql`order_id in (${ids})`],
    ['alerts', 'note', sql`order_id in (${ids})`],
    ['performance_cancellation_orders', 'error', sql`order_id in (${ids})`],
    ['mail_messages', 'subject', sql`order_id in (${ids})`],
    [
      'payment_notifications',
      'body',
      sql`payment_id in (select id from payments where order_id in (${ids}))`,
    ],
  ];
  for (const [table, column, where] of targets) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${scrubbed(column, words)}
      where ${where} and ${sql.ref(column)} is not null`.execute(db);
  }
}

/** The orders' buyer replaced; their ticket files (which print the buyer) and links removed. */
export async function anonymiseOrders(db: Db, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = sql.join(orderIds.map((id) => sql`${id}`));
  await sql`update orders set buyer_name = ${erasedName},
      buyer_email = 'erased-order-' || id || '@erased.invalid', billing = null
    where id in (${ids})`.execute(db);
  await db.deleteFrom('ticket_files').where('order_id', 'in', orderIds).execute();
  await db.deleteFrom('purchase_links').where('order_id', 'in', orderIds).execute();
  await db
    .updateTable('refund_bank_details')
    .set({ holder: null, account: null, account_kind: null })
    .where('order_id', 'in', orderIds)
    .execute();
}

/**
 * Everything else that names the person by address: coupon uses, unfinished purchase links,
 * e-mails (their bodies, recipients and attachments; a queued one is not sent), queued jobs
 * (an account link's payload), rate-limit counters.
 */
export async function anonymiseByAddress(
  db: Db,
  input: {
    userId: number;
    email: string;
    /** The address as a whole word (personal-words.ts, wholeWordPattern). */
    addressPattern: string;
    orderIds: readonly number[];
  },
): Promise<void> {
  const email = input.email.toLowerCase();
  const ofOrders = (column: 'order_id') =>
    input.orderIds.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`${sql.ref(column)} in (${sql.join(input.orderIds.map((id) => sql`${id}`))})`;
  await sql`update coupon_uses set user_id = null, email = null
    where user_id = ${input.userId} or lower(email) = ${email} or ${ofOrders('order_id')}`.execute(
    db,
  );
  await sql`delete from purchase_links where lower(email) = ${email}`.execute(db);
  const mails = await sql<{ id: number }>`select id from mail_messages
    where user_id = ${input.userId} or lower(to_address) = ${email} or ${ofOrders('order_id')}`.execute(
    db,
  );
  const mailIds = mails.rows.map((row) => row.id);
  if (mailIds.length > 0) {
    await db.deleteFrom('mail_attachments').where('message_id', 'in', mailIds).execute();
    // A queued message is not sent: its job goes with it.
    await sql`delete from jobs where kind = 'mail.send' and done_at is null
      and (payload->>'message_id')::integer in (${sql.join(mailIds.map((id) => sql`${id}`))})`.execute(
      db,
    );
    await sql`update mail_messages set to_address = ${erasedMailAddress}, to_name = null,
        html = '', text = '',
        status = case when status = 'queued' then 'failed' else status end,
        last_error = case when status = 'queued' then 'erased (decision 0054)' else last_error end
      where id in (${sql.join(mailIds.map((id) => sql`${id}`))})`.execute(db);
  }
  // The address as a whole, not inside a longer one (`ann@x.hu` is not `joann@x.hu`).
  const address = input.addressPattern;
  await sql`delete from jobs where lower(payload::text) ~ ${address}`.execute(db);
  await sql`delete from rate_limits where lower(key) ~ ${address}`.execute(db);
  await sql`update client_errors set message = ${erasedText}, info = null, url = null
    where lower(message || ' ' || coalesce(info, '') || ' ' || coalesce(url, '')) ~ ${address}`.execute(
    db,
  );
}

/**
 * Audit entries about the person (their account, their orders) or naming one of their unique
 * identifiers (an e-mail address, a tax or account number) as a whole. Names and streets are not
 * looked for across the log: another person may share them.
 */
export async function listAuditEntriesToScrub(
  db: Db,
  input: {
    userId: number;
    orderIds: readonly number[];
    /** The identifiers as whole words (personal-words.ts, wholeWordPattern). */
    identifierPatterns: readonly string[];
  },
) {
  const orderIds = input.orderIds.map(String);
  const named = input.identifierPatterns.map(
    (pattern) => sql<boolean>`lower(data::text) ~ ${pattern}`,
  );
  return db
    .selectFrom('audit_log')
    .select(['id', 'data'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', String(input.userId))]),
        ...(orderIds.length > 0
          ? [eb.and([eb('entity', '=', 'order'), eb('entity_id', 'in', orderIds)])]
          : []),
        ...named,
      ]),
    )
    .execute();
}

/** An audit entry's data replaced (the scrubbed copy: same shape, the person's words gone). */
export async function replaceAuditData(db: Db, id: number, data: unknown): Promise<void> {
  await sql`update audit_log set data = ${JSON.stringify(data)}::jsonb where id = ${id}`.execute(
    db,
  );
}

/** Uses an erasure link's token (unused, unexpired) in one statement; answers its account. */
export async function consumeErasureToken(
  db: Db,
  token: { token_hash: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: token.now })
    .where('token_hash', '=', token.token_hash)
    .where('purpose', '=', 'erase_account')
    .where('used_at', 'is', null)
    .where('expires_at', '>', token.now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
