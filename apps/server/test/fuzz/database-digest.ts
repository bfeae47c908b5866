import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/**
 * What the digest leaves out, each with the reason it may legitimately change when a request is
 * refused. Everything else in the public schema is hashed, row by row.
 */
export const digestExclusions: { table: string; column?: string; reason: string }[] = [
  {
    table: 'rate_limits',
    reason:
      'the per-e-mail and per-IP counters are counted before the request is judged, so a refused ' +
      'login or a flood refused with 422/429 still counts a hit (that is their purpose)',
  },
  {
    table: 'security_events',
    reason:
      'the security log (decision 0058) records refused sign-ins, second factors and links: a ' +
      'refused attempt is what it is there to show; it is append-only (a trigger refuses updates ' +
      'and deletes), so a refused request can add to it and change nothing else in it',
  },
  {
    table: 'sessions',
    column: 'last_used_at',
    reason:
      "a session's last use is written (at most hourly) when its token is checked, before the " +
      'route refuses the body or the role: the token was used even though the request failed',
  },
  {
    table: 'sessions',
    column: 'last_active_at',
    reason:
      "the user's own last request (decision 0055) is written (at most each minute) when the " +
      'token is checked, before the body is judged: a refused request was still the user acting',
  },
];

export interface Digest {
  /** One hash over every table's hash. */
  total: string;
  /** Per table: md5 over its rows' text, in a deterministic order. */
  tables: Map<string, string>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Digester {
  /** The digest of the database now. */
  digest(): Promise<Digest>;
  /**
   * A counter that moves whenever a row of a digested table is inserted, updated or deleted (or
   * the table truncated): a trigger on each of them bumps a sequence. Sequences ignore
   * transactions, so a rolled-back write moves it too; it only says "maybe changed", and the
   * digest then decides. While it stands still no digested row has changed, so the digest is
   * only recomputed after a request that wrote something.
   */
  changeCount(): Promise<string>;
}

/**
 * Builds the digest query once: every base table of the public schema (from the information
 * schema), each row as the text of a row constructor of its columns (excluded columns left out),
 * sorted by that text, hashed per table. Installs the change counter's triggers in this (test)
 * database.
 */
export async function createDigester(db: Db): Promise<Digester> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    const excluded = digestExclusions.some(
      (e) => e.table === table_name && (e.column === undefined || e.column === column_name),
    );
    if (excluded) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  for (const e of digestExclusions) {
    if (e.column === undefined) byTable.delete(e.table);
  }
  const parts = [...byTable.entries()].map(
    ([table, cols]) =>
      `select '${table.replaceAll("'", "''")}' as name, md5(coalesce(string_agg(r, E'\\n' order by r collate "C"), '')) as hash ` +
      `from (select row(${cols.map(ident).join(', ')})::text as r from ${ident(table)}) s`,
  );
  const query = sql.raw<{ name: string; hash: string }>(parts.join('\nunion all\n'));
  await sql
    .raw(
      `
    create sequence fuzz_changes;
    create function fuzz_count_change() returns trigger language plpgsql as
      $$ begin perform nextval('fuzz_changes'); return null; end $$;
    ${[...byTable.keys()]
      .map(
        (table) => `
    create trigger fuzz_count_rows after insert or update or delete on ${ident(table)}
      for each row execute function fuzz_count_change();
    create trigger fuzz_count_truncate after truncate on ${ident(table)}
      for each statement execute function fuzz_count_change();`,
      )
      .join('')}`,
    )
    .execute(db);
  const counter = sql.raw<{ n: string }>(
    "select last_value::text || ' ' || is_called::text as n from fuzz_changes",
  );
  return {
    digest: async () => {
      const result = await query.execute(db);
      const tables = new Map(result.rows.map((row) => [row.name, row.hash]));
      const total = [...tables.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, hash]) => `${name}:${hash}`)
        .join(',');
      return { total, tables };
    },
    changeCount: async () => (await counter.execute(db)).rows[0]?.n ?? '',
  };
}

/** The tables whose hash differs between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.tables.keys(), ...after.tables.keys()]);
  return [...names].filter((name) => before.tables.get(name) !== after.tables.get(name)).sort();
}
