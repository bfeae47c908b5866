import type { AdminUserActionReply, ErrorBody } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { apiCall, auditOf } from '../coupons/coupons-test-kit.js';
import { insertUser, marker } from './users-test-kit.js';

// An administrator sends an unconfirmed account's confirmation e-mail again (back office, users).
let world: CheckoutWorld;
let admin: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'user-admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const post = (url: string, token: string, body?: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminUserActionReply & ErrorBody>(world, 'POST', url, token, {
    ...(body === undefined ? {} : { body }),
    lang,
  });

describe('the confirmation e-mail', () => {
  it('is sent again to an unconfirmed account, audited; a confirmed one needs none', async () => {
    const unconfirmed = await insertUser(world, `Megerősítetlen Márta ${marker}`);
    const reply = await post(
      `/api/admin/users/${unconfirmed.id}/resend-verification`,
      admin.token,
      undefined,
      'hu',
    );
    expect(reply.status).toBe(202);
    expect(reply.body.message).toBe(
      `A megerősítő levelet elküldjük a(z) ${unconfirmed.email} címre.`,
    );
    const mails = await world.t.database.db
      .selectFrom('mail_messages')
      .select(['kind', 'to_address', 'text'])
      .where('user_id', '=', unconfirmed.id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify_email', to_address: unconfirmed.email });
    expect(mails[0]?.text).toContain(`/verify-email/${unconfirmed.id}/`);
    const tokens = await world.t.database.db
      .selectFrom('user_tokens')
      .select('purpose')
      .where('user_id', '=', unconfirmed.id)
      .where('used_at', 'is', null)
      .execute();
    expect(tokens).toEqual([{ purpose: 'verify_email' }]);
    expect(await auditOf(world, 'user', unconfirmed.id)).toEqual([
      expect.objectContaining({ action: 'user.verification_sent', actor_id: admin.userId }),
    ]);

    const confirmed = await insertUser(world, `Megerősített Mátyás ${marker}`, { verified: true });
    const refused = await post(
      `/api/admin/users/${confirmed.id}/resend-verification`,
      admin.token,
      undefined,
      'en',
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'email_already_verified',
      message: 'This e-mail address is confirmed already: it needs no confirmation e-mail.',
    });
    const missing = await post('/api/admin/users/2000000000/resend-verification', admin.token);
    expect(missing.status).toBe(404);
  });

  it("keeps to the address's limit of e-mails an hour", async () => {
    const unconfirmed = await insertUser(world, `Sokszor Kérő ${marker}`);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(
        (await post(`/api/admin/users/${unconfirmed.id}/resend-verification`, admin.token)).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const mails = await world.t.database.db
      .selectFrom('mail_messages')
      .select('id')
      .where('user_id', '=', unconfirmed.id)
      .execute();
    expect(mails).toHaveLength(5);
  });
});
