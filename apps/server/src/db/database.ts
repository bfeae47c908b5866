import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** The database or a transaction on it: what a repository function runs its SQL on. */
export type Queryable = Db | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// int8 (count(*), sums) as numbers: every count here is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * PostgreSQL through `pg` when a URL is given; otherwise the embedded PGlite under DATA_DIR
 * (one process, zero set-up: the demo default).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** Told about idle connections that died (logged by the server). */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection can die (server restart, failover, terminated backend). Without a
    // listener that 'error' event would crash the process; the pool drops the client and the
    // next query opens a new one.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    // The pool listens only to its idle connections. One checked out (inside a transaction,
    // between its statements) that dies would emit 'error' with nobody listening and crash the
    // process; its statements fail anyway, and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        options.onIdleError?.(error);
      });
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('./pglite-dialect.js');
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { 20: (value: string) => Number(value) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
