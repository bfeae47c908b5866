import type { CheckoutWorld } from '../checkout/checkout-test-kit.js';

/** Names and addresses of this run's own accounts, apart from other runs' on the same database. */
export const marker = Date.now().toString(36);
let userCounter = 0;

/** An account inserted straight into the database (unconfirmed unless asked). */
export async function insertUser(
  world: CheckoutWorld,
  name: string,
  options: { verified?: boolean; roles?: string[]; email?: string } = {},
) {
  userCounter += 1;
  const email = options.email ?? `felhasznalo-${marker}-${userCounter}@example.com`;
  const row = await world.t.database.db
    .insertInto('users')
    .values({
      name,
      email,
      roles: options.roles ?? [],
      email_verified_at: options.verified ? new Date() : null,
      created_at: new Date(Date.now() + userCounter),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}
