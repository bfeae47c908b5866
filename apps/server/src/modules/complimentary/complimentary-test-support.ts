import type { ComplimentaryIssueReply, ComplimentaryOverview } from '@theatre/contracts';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the tests of complimentary tickets share: an app on its own database (one per test file
 * that imports this), an administrator and a cashier signed in, and the section's three calls.
 */
export let world: CheckoutWorld;
export let admin: { token: string; userId: number; email: string };
export let cashier: { token: string; userId: number; email: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

type Reply<T> = { status: number; body: T & { code?: string; errors?: Record<string, string[]> } };

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: object; token?: string; lang?: 'hu' | 'en' } = {},
): Promise<Reply<T>> {
  const res = await world.t.app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      'accept-language': options.lang ?? 'hu',
      authorization: `Bearer ${options.token ?? admin.token}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const recipient = {
  reason: 'press',
  note: 'Népszava',
  recipient_name: 'Kritikus Klára',
  recipient_email: 'klara@example.com',
  language: 'hu',
} as const;

export const issue = (
  eventId: number,
  body: object,
  options: { token?: string; lang?: 'hu' | 'en' } = {},
) =>
  call<ComplimentaryIssueReply>('POST', `/api/admin/performances/${eventId}/complimentary`, {
    body: { ...recipient, ...body },
    ...options,
  });

export const setAllowance = (eventId: number, allowance: number, token?: string) =>
  call<ComplimentaryOverview>('PUT', `/api/admin/performances/${eventId}/complimentary/allowance`, {
    body: { allowance },
    ...(token ? { token } : {}),
  });

export const overview = (eventId: number, options: { token?: string; lang?: 'hu' | 'en' } = {}) =>
  call<ComplimentaryOverview>('GET', `/api/admin/performances/${eventId}/complimentary`, options);

export const cancelOrder = (orderId: number, refund = false) =>
  call<{ message: string }>('POST', `/api/admin/orders/${orderId}/cancel`, {
    body: { reason: 'A meghívott nem jön', refund },
  });
