import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the back office's content and settings tests share: an app on its own database (one per
 * test file that imports this) serving a web app of its own, an administrator and a cashier
 * signed in, calls as the administrator unless another token (or `null`, none) is given, and the
 * audit entries of an action.
 */
type Reply<T> = T & { message?: string; code?: string; errors?: Record<string, string[]> };

export let world: CheckoutWorld;
export let admin: { token: string; userId: number; email: string };
export let adminName: string;
export let cashier: { token: string };
let webDir: string;

beforeAll(async () => {
  // A web app of its own, so the test does not depend on (or race with) a build of the real one.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-admin-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  world = await createCheckoutWorld({ WEB_DIST_DIR: webDir });
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  adminName = (
    await db()
      .selectFrom('users')
      .select('name')
      .where('id', '=', admin.userId)
      .executeTakeFirstOrThrow()
  ).name;
});
afterAll(async () => {
  await world.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

export const db = () => world.t.database.db;

export function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: object; token?: string | null; lang?: 'hu' | 'en' } = {},
) {
  const token = options.token === undefined ? admin.token : options.token;
  return world.t.app
    .inject({
      method,
      url,
      ...(options.body ? { payload: options.body } : {}),
      headers: {
        'accept-language': options.lang ?? 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    .then((res) => ({
      status: res.statusCode,
      body: (res.body ? res.json() : null) as Reply<T>,
      headers: res.headers,
    }));
}

export const auditOf = (action: string, entityId: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'data', 'entity'])
    .where('action', '=', action)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .execute();
