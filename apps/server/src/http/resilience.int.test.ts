import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setMaintenance } from '../modules/settings/maintenance.js';

// Its own app: this file switches maintenance on and finally cuts the database off.
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>shop</title></head><body></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.app.close();
  await t.database.destroy().catch(() => undefined);
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health, maintenance and a lost database', () => {
  it('keeps the health check green during maintenance, unlike the visitors’ probe', async () => {
    await setMaintenance(t.database.db, true);
    try {
      expect((await t.app.inject('/api/available')).statusCode).toBe(503);
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await setMaintenance(t.database.db, false);
    }
    expect((await t.app.inject('/api/available')).statusCode).toBe(200);
  });

  it('marks preview pages noindex', async () => {
    const res = await t.app.inject('/preview/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await t.app.inject('/')).headers['x-robots-tag']).toBeUndefined();
  });

  it('puts dollar signs from the settings into the page as they are', async () => {
    await t.database.db
      .updateTable('settings')
      .set({
        value: JSON.stringify({ ...(await publicSettings()), theatre_name: "A $` B $& C $' D $$" }),
      })
      .where('key', '=', 'public')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 3100)); // the static data cache
    const html = (await t.app.inject('/')).body;
    const json = /id="boot-public-settings">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { theatre_name: string }).theatre_name).toBe("A $` B $& C $' D $$");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('without its database still sends the app, and answers the API with 503', async () => {
    await t.database.close();
    // What each process keeps for a few seconds (settings, the maintenance flag) runs out first.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const page = await t.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shop</title>');
    expect(page.body).not.toContain('boot-public-settings');
    for (const url of ['/api/events', '/api/available', '/api/health']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({
        message: 'The service is temporarily unavailable. Please try again later.',
        code: 'service_unavailable',
      });
    }
  });
});

async function publicSettings(): Promise<Record<string, unknown>> {
  const row = await t.database.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'public')
    .executeTakeFirstOrThrow();
  return row.value as Record<string, unknown>;
}
