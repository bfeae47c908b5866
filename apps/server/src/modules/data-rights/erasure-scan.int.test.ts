import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from '../orders/orders-test-kit.js';
import { personWithOrders, type Person } from './data-rights-test-kit.js';

/**
 * The erasure leaves the person nowhere but in the fiscal documents the accounting law keeps
 * (decision 0054). A buyer with billing data, consents, a receipt order that staff cancelled (with
 * a reason naming them: a sztornó receipt, a card refund, e-mails) and a company invoice order
 * (its comment naming them) erases their account; then every text, varchar and json column of
 * every table (information_schema) is searched for their name, e-mail address, company name,
 * street and tax number, as the secrets scan (test/security/secrets.int.test.ts) searches rows.
 */

let world: CheckoutWorld;
let person: Person;
/** A made-up account number no other row holds. */
const bankAccount = `11773016${String(Date.now()).slice(-8)}`;

beforeAll(async () => {
  world = await createCheckoutWorld();
  person = await personWithOrders(world, 'scan');
  const admin = await signedInBuyer(world, 'scan-admin', 'admin');
  const cancelled = await adminCall(
    world,
    'POST',
    `/api/admin/orders/${person.receiptOrderId}/cancel`,
    admin.token,
    { body: { reason: `${person.name} kérésére (${person.email})` } },
  );
  if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
  // The bank account the person gave for a refund (decision 0053), kept with the refund.
  const refund = await world.t.database.db
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', person.receiptOrderId)
    .executeTakeFirstOrThrow();
  await world.t.database.db
    .insertInto('refund_bank_details')
    .values({
      refund_id: refund.id,
      order_id: person.receiptOrderId,
      token_hash: `scan-bank-${person.userId}`,
      holder: person.name,
      account: bankAccount,
      account_kind: 'giro',
      submitted_at: new Date(),
    })
    .execute();
  // A wrong password (a per-address counter) and a guest's purchase link by the same address.
  await world.client.call('POST', '/api/login', {
    body: { email: person.email, password: 'Nem-Ez-A-Jelszo-9' },
  });
  await world.t.database.db
    .insertInto('purchase_links')
    .values({
      token_hash: `scan-${person.userId}`,
      email: person.email,
      name: person.name,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  await settleJobs(world);
  await world.simulator.idle();
  await settleJobs(world);
}, 180_000);

afterAll(async () => {
  await world.close();
});

interface Finding {
  table: string;
  column: string;
  word: string;
  orderId: number | null;
  kind: string | null;
}

/** Every text-like column of every table, searched for each word (case-insensitive). */
async function scan(words: Record<string, string>): Promise<Finding[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'character')
    order by c.table_name, c.column_name`.execute(world.t.database.db);
  expect(columns.rows.length).toBeGreaterThan(100);
  const found: Finding[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const [label, word] of Object.entries(words)) {
      const rows = await sql<{ row: Record<string, unknown> }>`
        select row_to_json(t) as row from ${sql.table(table)} t
        where position(${word.toLowerCase()} in lower(${sql.ref(column)}::text)) > 0`.execute(
        world.t.database.db,
      );
      for (const { row } of rows.rows) {
        found.push({
          table,
          column,
          word: label,
          orderId: typeof row.order_id === 'number' ? row.order_id : null,
          kind: typeof row.kind === 'string' ? row.kind : null,
        });
      }
    }
  }
  return found;
}

describe('erasure', () => {
  it('finds the person before the erasure in many places', async () => {
    const before = await scan({
      email: person.email,
      name: person.name,
      company: person.company,
      bank_account: bankAccount,
    });
    const tables = new Set(before.map((f) => f.table));
    for (const table of [
      'users',
      'orders',
      'mail_messages',
      'audit_log',
      'fiscal_documents',
      'purchase_links',
      'billing_data',
      'refund_bank_details',
    ]) {
      expect(tables, table).toContain(table);
    }
  });

  it('leaves their name, address, e-mail and tax number only in the kept fiscal documents', async () => {
    const erased = await world.client.call('POST', '/api/profile/delete', {
      token: person.token,
      body: { password: 'Szinhazi-Jegy-77' },
    });
    expect(erased.status).toBe(200);
    await settleJobs(world);
    const found = await scan({
      name: person.name,
      email: person.email,
      company: person.company,
      street: person.street,
      tax_number: person.taxNumber,
      bank_account: bankAccount,
    });
    // The security log keeps the address typed at a failed sign-in until its period ends: it is
    // append-only, kept on the shop's legitimate interest (decision 0058).
    const elsewhere = found.filter(
      (f) =>
        !(f.table === 'fiscal_documents' && f.column === 'content') &&
        !(f.table === 'security_events' && f.column === 'email'),
    );
    expect(elsewhere).toEqual([]);
    // What the law keeps: the invoice with its buyer; the receipt and its cancellation as issued.
    const kept = found.filter((f) => f.table === 'fiscal_documents');
    expect(
      kept.some(
        (f) =>
          f.orderId === person.invoiceOrderId && f.kind === 'invoice' && f.word === 'tax_number',
      ),
    ).toBe(true);
    expect(
      kept.every((f) => [person.invoiceOrderId, person.receiptOrderId].includes(f.orderId ?? 0)),
    ).toBe(true);
    const documents = await world.t.database.db
      .selectFrom('fiscal_documents')
      .select(['order_id', 'kind', 'status'])
      .select((eb) => eb('pdf', 'is not', null).as('has_pdf'))
      .where('order_id', 'in', [person.receiptOrderId, person.invoiceOrderId])
      .orderBy('id')
      .execute();
    expect(documents.map((d) => [d.kind, d.status, d.has_pdf])).toEqual([
      ['receipt', 'issued', true],
      ['invoice', 'issued', true],
      ['receipt', 'issued', true],
    ]);
  });

  it('ends the sessions and keeps the orders, tickets and money as anonymous facts', async () => {
    const db = world.t.database.db;
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', person.userId)
      .execute();
    expect(sessions).toEqual([]);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'buyer_name', 'buyer_email', 'billing', 'total', 'status', 'user_id'])
      .where('id', 'in', [person.receiptOrderId, person.invoiceOrderId])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => [o.buyer_name, o.buyer_email, o.billing, o.user_id])).toEqual([
      ['[törölve]', `erased-order-${person.receiptOrderId}@erased.invalid`, null, person.userId],
      ['[törölve]', `erased-order-${person.invoiceOrderId}@erased.invalid`, null, person.userId],
    ]);
    expect(orders.map((o) => o.status)).toEqual(['cancelled', 'paid']);
    const tickets = await db
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', person.invoiceOrderId)
      .execute();
    expect(tickets.length).toBe(2);
    const files = await db
      .selectFrom('ticket_files')
      .select('order_id')
      .where('order_id', 'in', [person.receiptOrderId, person.invoiceOrderId])
      .execute();
    expect(files).toEqual([]);
  });
});
