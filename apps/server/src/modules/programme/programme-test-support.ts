import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { programmeCall } from './programme-test-kit.js';

/**
 * What the programme's administration tests (productions, performances, ticket types) share: an
 * app on its own database (one per test file that imports this), an administrator and a cashier
 * signed in, the demo's largest general-admission hall, and back-office calls as the administrator unless another
 * token is given.
 */
export let world: CheckoutWorld;
export let admin: { token: string; userId: number };
export let cashier: { token: string; userId: number };
export let venueId: number;
export let hallId: number;

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'musor', 'admin');
  cashier = await signedInBuyer(world, 'penztar', 'cashier');
  // The demo's largest general-admission hall: the tests' ticket types fit in it.
  const hall = await world.t.database.db
    .selectFrom('halls')
    .select(['id', 'venue_id'])
    .where('seating', '=', 'general')
    .orderBy('capacity', 'desc')
    .executeTakeFirstOrThrow();
  hallId = hall.id;
  venueId = hall.venue_id;
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;
export const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; lang?: 'hu' | 'en'; token?: string } = {},
) => programmeCall<T>(world, method, url, options.token ?? admin.token, options);
