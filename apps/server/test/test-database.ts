import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { cloneDatabase, dropDatabase, withDatabase } from './databases.js';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Drop the database; call in afterAll. */
  destroy(): Promise<void>;
}

/** A fresh database for one test file: migrated, and with the demo season unless `empty`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const name = await cloneDatabase(
    serverUrl,
    options.empty ? inject('emptyTemplate') : inject('seededTemplate'),
  );
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolMax: 5 });
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
