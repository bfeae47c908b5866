import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from './databases.js';
import { startPgServer } from './pg-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    emptyTemplate: string;
    seededTemplate: string;
  }
}

async function makeTemplate(serverUrl: string, seeded: boolean): Promise<string> {
  const name = uniqueName(seeded ? 'tmpl_seeded' : 'tmpl_empty');
  await adminQuery(serverUrl, `create database "${name}"`);
  const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: '' });
  try {
    await migrateToLatest(handle.db);
    if (seeded) await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

/** One PostgreSQL for the run, and migrated templates each test file clones its database from. */
export default async function setup(project: TestProject) {
  const server = await startPgServer();
  const emptyTemplate = await makeTemplate(server.url, false);
  const seededTemplate = await makeTemplate(server.url, true);
  project.provide('pgServerUrl', server.url);
  project.provide('emptyTemplate', emptyTemplate);
  project.provide('seededTemplate', seededTemplate);
  return async () => {
    if (server.kind === 'given') {
      await dropDatabase(server.url, emptyTemplate);
      await dropDatabase(server.url, seededTemplate);
    }
    await server.stop();
  };
}
