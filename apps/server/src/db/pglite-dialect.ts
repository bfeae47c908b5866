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
    // Reported for every statement (Kysely reads it only for writes), so a write wrapped in a CTE
    // (`with … update …`) counts its rows as it does on a PostgreSQL server.
    return { rows: result.rows as R[], numAffectedRows: BigInt(result.affectedRows ?? 0) };
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

  constructor(
    private readonly pglite: PGlite,
    private readonly waitLimitMs: number,
  ) {
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
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      previous.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), this.waitLimitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      // Give up this turn without breaking the order of the others.
      void previous.then(release);
      throw new Error(
        `Waited ${this.waitLimitMs} ms for the embedded database's single connection. A query on ` +
          '`db` inside a transaction waits for that transaction to end, i.e. for itself: use `trx`.',
      );
    }
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
  constructor(
    private readonly pglite: PGlite,
    /** How long a query may wait for the connection before it fails instead of hanging. */
    private readonly options: { waitLimitMs?: number } = {},
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.waitLimitMs ?? 30_000);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
