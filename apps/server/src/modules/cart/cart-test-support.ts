import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cartClient, type CartResult } from './cart-test-kit.js';

/**
 * What the cart's integration tests share: an app on its own database (one per test file that
 * imports this) and the cart calls on it.
 */
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

export let call: ReturnType<typeof cartClient>['call'];
export let newKey: () => Promise<string>;
export let add: (key: string, id: number, token?: string) => Promise<CartResult>;
export let remove: (key: string, id: number) => Promise<CartResult>;
export let del: (key: string, id: number) => Promise<CartResult>;
export let login: (email: string, password: string) => Promise<string>;
beforeAll(() => {
  ({ call, newKey, add, remove, del, login } = cartClient(t.app));
});
