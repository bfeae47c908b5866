import type { DocumentPage, PublicSettings } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { setMaintenance } from './maintenance.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('settings', () => {
  it('serves the public settings with footer links split by type', async () => {
    const res = await t.app.inject('/api/settings/public');
    expect(res.statusCode).toBe(200);
    const settings = res.json<PublicSettings>();
    expect(settings).toMatchObject({
      settings_complete: true,
      background_color: '#DFDBE5',
      maintenance: false,
      payment_provider: { name: 'SimplePay' },
    });
    const ids = settings.footer_links.map((l) => `${l.type}:${l.id}`);
    expect(ids).toEqual(
      expect.arrayContaining(['document:10', 'document:11', 'document:12', 'info:1']),
    );
    expect(settings.social_links.length).toBeGreaterThan(0);
  });

  it('says settings are incomplete while the operating company is missing', async () => {
    await t.database.db.deleteFrom('settings').where('key', '=', 'company').execute();
    const settings = (await t.app.inject('/api/settings/public')).json<PublicSettings>();
    expect(settings.settings_complete).toBe(false);
  });

  it('answers 404 for an unknown settings type', async () => {
    const res = await t.app.inject('/api/settings/private');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Nincs ilyen beállításcsoport.',
      code: 'settings_type_not_found',
    });
  });

  it('shows a document page in both languages', async () => {
    const res = await t.app.inject('/api/settings/12/show');
    expect(res.statusCode).toBe(200);
    const doc = res.json<DocumentPage>();
    expect(doc.type).toBe('document');
    expect(doc.content).toContain('SimplePay');
    expect(doc.content_translations.en).toContain('SimplePay');
    expect((await t.app.inject('/api/settings/999/show')).statusCode).toBe(404);
    expect((await t.app.inject('/api/settings/abc/show')).statusCode).toBe(422);
  });
});

describe('maintenance and the availability probe', () => {
  it('answers 503 with Retry-After while maintenance is on, and 200 again after', async () => {
    // This file owns its database, so switching maintenance on disturbs no other test.
    expect((await t.app.inject('/api/available')).statusCode).toBe(200);
    await setMaintenance(t.database.db, true);
    const probe = await t.app.inject('/api/available');
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toMatchObject({ code: 'maintenance' });
    // The gate caches for up to two seconds; wait it out rather than reach inside.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const api = await t.app.inject('/api/events');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBeDefined();
    expect((await t.app.inject('/storage/programs.json')).statusCode).toBe(503);
    await setMaintenance(t.database.db, false);
    expect((await t.app.inject('/api/available')).statusCode).toBe(200);
    expect((await t.app.inject('/api/events')).statusCode).toBe(200);
  });
});
