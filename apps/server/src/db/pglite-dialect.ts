import type { PGlite } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely on PGlite. PGlite is one in-process connection, so the driver hands it out to one user at
 * a time: a transaction holds it from BEGIN to COMMIT and every other query waits its turn. Without
 * this, two requests' transactions would interleave their statements on the one session.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which also runs several statements (migrations).
    const result =
      compiled.parameters.length === 0
        ? ((await this.pglite.exec(compiled.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.pglite.query(compiled.sql, [...compiled.parameters]);
    const command = compiled.sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
    const changes = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(command)
      ? BigInt(result.affectedRows ?? 0)
      : undefined;
    return {
      rows: result.rows as R[],
      ...(changes === undefined ? {} : { numAffectedRows: changes }),
    };
  }

  // PGlite has no cursors; Kysely requires the method.
  // eslint-disable-next-line require-yield, @typescript-eslint/require-await
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery({ sql: `begin${isolation}`, parameters: [] } as never);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as never);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as never);
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- the Driver interface is async.
  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
