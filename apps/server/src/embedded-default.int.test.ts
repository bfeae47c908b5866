import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventSummary } from '@theatre/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { prepareDatabase } from './db/prepare-database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theatre-data-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded default', () => {
  it('with no DATABASE_URL migrates, seeds and serves the programme from DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.mode).toBe('demo');
    expect(config.databaseUrl).toBeUndefined();
    const database = await prepareDatabase(config);
    expect(database.kind).toBe('pglite');
    expect(database.seed?.seeded).toBe(true);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      const res = await app.inject('/api/events');
      expect(res.statusCode).toBe(200);
      expect(res.json<EventSummary[]>().length).toBeGreaterThanOrEqual(25);
    } finally {
      await app.close();
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    // A restart finds the same data and seeds nothing again.
    const again = await prepareDatabase(config);
    try {
      expect(again.migrations).toEqual([]);
      expect(again.seed?.seeded).toBe(false);
    } finally {
      await again.close();
    }
  }, 60_000);
});
