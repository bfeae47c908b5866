import { sql } from 'kysely';
import type { TestApp } from '../test-app.js';
import type { Pools } from './schema-arbitraries.js';

/** Ids, slugs, codes, e-mails and keys that exist in the seeded database. */
export async function loadPools(t: TestApp): Promise<Pools> {
  const db = t.database.db;
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public'
      and ((column_name = 'id' and data_type = 'integer') or data_type = 'uuid')`.execute(db);
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const { table_name, column_name, data_type } of columns.rows) {
    const rows = await sql<{ v: string | number }>`
      select ${sql.ref(column_name)} as v from ${sql.table(table_name)} order by 1 limit 15`.execute(
      db,
    );
    for (const { v } of rows.rows) {
      if (data_type === 'uuid') uuids.add(String(v));
      else ids.add(Number(v));
    }
  }
  const texts = async (table: string, column: string) =>
    (
      await sql<{
        v: string;
      }>`select ${sql.ref(column)} as v from ${sql.table(table)} order by 1 limit 20`.execute(db)
    ).rows.map((row) => row.v);
  const cartKeys: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    cartKeys.push((await t.app.inject('/api/cart/get-key')).json<{ cart_key: string }>().cart_key);
  }
  const first = async (table: 'productions' | 'venues' | 'events') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const [productionId, venueId, eventId] = [
    await first('productions'),
    await first('venues'),
    await first('events'),
  ];
  const documentIds = (await db.selectFrom('documents').select('id').execute()).map((r) => r.id);
  const ticketCodes = await texts('tickets', 'code');
  const password = 'Szinhazi-Jegy-77';
  const examples: Record<string, unknown[]> = {
    'POST /api/register': [1, 2, 3].map((n) => ({
      name: 'Kovács-Nagy Éva',
      email: `fuzz-${n}@example.org`,
      password,
      password_confirmation: password,
      terms: true,
    })),
    'POST /api/login': [
      { email: 'demo@example.com', password: 'Rakpart-Demo-2026' },
      { email: 'demo@example.com', password },
    ],
    'POST /api/admin/performances': [
      {
        production_id: productionId,
        venue_id: venueId,
        url: 'fuzz-performance',
        starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        sale_starts_at: null,
        sale_ends_at: null,
        vip_only: false,
        tech_fee: null,
      },
    ],
    'POST /api/admin/coupons': [
      {
        name: 'Fuzz',
        name_en: 'Fuzz',
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_user: null,
        code: 'FUZZ-10',
        kind: 'percent',
        value: 10,
        event_ids: [eventId],
      },
    ],
    'POST /api/admin/check-in': ticketCodes.map((code) => ({ code, event_id: eventId, door: 'A' })),
    'POST /api/admin/documents/reorder': [{ type: 'info', ids: documentIds }],
  };
  return {
    examples,
    ids: [...ids],
    uuids: [...uuids],
    slugs: [
      ...(await texts('events', 'url')),
      ...(await texts('documents', 'slug')),
      ...(await texts('settings', 'key')),
    ],
    codes: [...(await texts('coupons', 'code')), ...(await texts('tickets', 'code'))],
    emails: [...(await texts('users', 'email')), 'nobody@example.org', 'a@b'],
    cartKeys,
  };
}
