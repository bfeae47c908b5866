import type {
  AdminUserActionReply,
  AdminUserDetails,
  AdminUsersReply,
  ErrorBody,
} from '@theatre/contracts';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { setUserRoles } from '../accounts/set-user-roles.js';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  paidOrder,
  signedInBuyer,
  unpaidOrder,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { apiCall, auditOf } from '../coupons/coupons-test-kit.js';
import { insertUser, marker } from './users-test-kit.js';

let world: CheckoutWorld;
let admin: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'user-admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const search = (query: string) =>
  apiCall<AdminUsersReply>(world, 'GET', `/api/admin/users?${query}`, admin.token);
const details = (id: number, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminUserDetails & ErrorBody>(world, 'GET', `/api/admin/users/${id}`, admin.token, {
    lang,
  });
const post = (url: string, token: string, body?: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminUserActionReply & ErrorBody>(world, 'POST', url, token, {
    ...(body === undefined ? {} : { body }),
    lang,
  });

async function userRow(id: number) {
  return world.t.database.db
    .selectFrom('users')
    .select(['roles', 'vip', 'email_verified_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('finding users', () => {
  it('matches every word in the name or e-mail, accents and case ignored', async () => {
    const orsi = await insertUser(world, `Őri Örsike ${marker}`);
    await insertUser(world, `Ori Peter ${marker}`);
    const found = await search(`q=${encodeURIComponent(`ORI orsike ${marker}`)}`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((user) => user.id)).toEqual([orsi.id]);
    expect(found.body.data[0]).toMatchObject({
      name: `Őri Örsike ${marker}`,
      email: orsi.email,
      roles: [],
      vip: false,
      email_verified_at: null,
    });
    const byEmail = await search(`q=${encodeURIComponent(orsi.email.slice(0, -12).toUpperCase())}`);
    expect(byEmail.body.data.map((user) => user.id)).toEqual([orsi.id]);
    const byId = await search(`q=${orsi.id}`);
    expect(byId.body.data.map((user) => user.id)).toContain(orsi.id);
    const nobody = await search(`q=${encodeURIComponent(`orsike ${marker} zzz`)}`);
    expect(nobody.body).toMatchObject({ data: [], total: 0 });
  });

  it('narrows to a role, newest first, 50 a page', async () => {
    const many = `lapozas${marker}`;
    for (let index = 0; index < 53; index += 1) await insertUser(world, `Lapozó ${many} ${index}`);
    const first = await search(`q=${many}`);
    expect(first.body).toMatchObject({ total: 53, page: 1, per_page: 50 });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]?.name).toBe(`Lapozó ${many} 52`);
    const second = await search(`q=${many}&page=2`);
    expect(second.body.data.map((user) => user.name)).toEqual([
      `Lapozó ${many} 2`,
      `Lapozó ${many} 1`,
      `Lapozó ${many} 0`,
    ]);
    const admins = await search('role=administrator');
    expect(admins.body.data.length).toBeGreaterThanOrEqual(2);
    expect(admins.body.data.every((user) => user.roles.includes('administrator'))).toBe(true);
    const customers = await search('role=customer');
    expect(customers.body.data.every((user) => user.roles.length === 0)).toBe(true);
    expect(admins.body.data.map((user) => user.email)).toContain('admin@example.com');
    expect((await search('role=owner')).status).toBe(422);
    expect((await search('page=0')).status).toBe(422);
  });
});

describe("a user's details", () => {
  it('shows the profile, the role, VIP, confirmation and the orders', async () => {
    const buyer = await signedInBuyer(world, 'reszletek');
    const paid = await paidOrder(world, buyer.token);
    const waiting = await unpaidOrder(world, buyer.token);
    const reply = await details(buyer.userId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: buyer.userId,
      name: 'Kovács-Nagy Éva',
      email: buyer.email,
      roles: [],
      vip: false,
      // Signing in (in English here) sets the language of the user's e-mails.
      locale: 'en',
      has_password: true,
      orders: { count: 2, more: false },
    });
    expect(reply.body.email_verified_at).not.toBeNull();
    expect(Date.parse(reply.body.created_at)).toBeLessThanOrEqual(Date.now());
    expect(reply.body.orders.recent.map((order) => [order.id, order.status])).toEqual([
      [waiting.orderId, 'awaiting_payment'],
      [paid.orderId, 'paid'],
    ]);
    expect(reply.body.orders.recent[1]).toMatchObject({ status_name: 'Paid' });
    expect(reply.body.orders.recent[1]?.total).toBeGreaterThan(0);
    const hungarian = await details(buyer.userId, 'hu');
    expect(hungarian.body.orders.recent[1]?.status_name).toBe('Fizetve');

    expect((await details(2_000_000_000)).status).toBe(404);
    expect((await details(2_000_000_000)).body.message).toBe('The user was not found.');
    expect((await apiCall(world, 'GET', '/api/admin/users/x', admin.token)).status).toBe(422);
  });
});

describe('VIP', () => {
  it('is switched on and off, audited, and applies from the next request', async () => {
    const buyer = await signedInBuyer(world, 'vip-leszek');
    const show = await createShow(world.t.database.db, { eventVipOnly: true });
    const vipEvent = () =>
      apiCall(world, 'GET', `/api/events/${show.url}`, buyer.token).then((reply) => reply.status);
    expect(await vipEvent()).toBe(404);

    const on = await post(`/api/admin/users/${buyer.userId}/vip`, admin.token, { vip: true }, 'hu');
    expect(on.status).toBe(200);
    expect(on.body.message).toMatch(/^VIP lett/);
    expect(on.body.user.vip).toBe(true);
    expect((await userRow(buyer.userId)).vip).toBe(true);
    // The same session sees the VIP performance on its next request.
    expect(await vipEvent()).toBe(200);

    const off = await post(`/api/admin/users/${buyer.userId}/vip`, admin.token, { vip: false });
    expect(off.body.user.vip).toBe(false);
    expect(await vipEvent()).toBe(404);
    // Again off: nothing changes, nothing is audited.
    await post(`/api/admin/users/${buyer.userId}/vip`, admin.token, { vip: false });
    const audit = await auditOf(world, 'user', buyer.userId);
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.data])).toEqual([
      ['user.vip_set', admin.userId, { vip: true, changes: { vip: { from: false, to: true } } }],
      ['user.vip_set', admin.userId, { vip: false, changes: { vip: { from: true, to: false } } }],
    ]);

    expect((await post(`/api/admin/users/${buyer.userId}/vip`, admin.token, {})).status).toBe(422);
    expect((await post('/api/admin/users/2000000000/vip', admin.token, { vip: true })).status).toBe(
      404,
    );
  });
});

describe('roles', () => {
  it('a new role applies from the user’s next request, audited with the administrator', async () => {
    const clerk = await signedInBuyer(world, 'leendo-penztaros');
    const backOffice = () =>
      apiCall(world, 'GET', '/api/admin/performances', clerk.token).then((reply) => reply.status);
    expect(await backOffice()).toBe(403);

    const promoted = await post(`/api/admin/users/${clerk.userId}/role`, admin.token, {
      roles: ['door', 'box_office'],
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe(
      'The role is saved: it applies from the user’s next request.',
    );
    expect(promoted.body.user.roles).toEqual(['box_office', 'door']);
    expect((await userRow(clerk.userId)).roles).toEqual(['box_office', 'door']);
    expect(await backOffice()).toBe(200);

    await post(`/api/admin/users/${clerk.userId}/role`, admin.token, { roles: [] });
    expect(await backOffice()).toBe(403);
    const same = await post(`/api/admin/users/${clerk.userId}/role`, admin.token, {
      roles: [],
    });
    expect(same.body.message).toBe('The user has this role already.');
    const audit = await auditOf(world, 'user', clerk.userId);
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.data])).toEqual([
      [
        'user.role_set',
        admin.userId,
        {
          roles: ['box_office', 'door'],
          previous: [],
          added: ['box_office', 'door'],
          removed: [],
          changes: { roles: { from: '', to: 'box_office, door' } },
        },
      ],
      [
        'user.role_set',
        admin.userId,
        {
          roles: [],
          previous: ['box_office', 'door'],
          added: [],
          removed: ['box_office', 'door'],
          changes: { roles: { from: 'box_office, door', to: '' } },
        },
      ],
    ]);

    expect(
      (await post(`/api/admin/users/${clerk.userId}/role`, admin.token, { roles: ['boss'] }))
        .status,
    ).toBe(422);
    expect(
      (await post('/api/admin/users/2000000000/role', admin.token, { roles: ['door'] })).status,
    ).toBe(404);
  });

  it('an administrator cannot take their own administrator role', async () => {
    const reply = await post(
      `/api/admin/users/${admin.userId}/role`,
      admin.token,
      { roles: ['box_office'] },
      'hu',
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'role_own_admin',
      message: 'A saját adminisztrátori jogát nem veheti el. Kérjen meg egy másik adminisztrátort.',
    });
    expect((await userRow(admin.userId)).roles).toEqual(['administrator']);
  });

  it('two administrators demoting each other at once: the second finds it is no longer one', async () => {
    const first = await signedInBuyer(world, 'admin-egy', 'admin');
    const second = await signedInBuyer(world, 'admin-ketto', 'admin');
    const db = world.t.database.db;
    // The first administrator's demotion of the second is being written: its row is locked.
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const demotion = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ roles: [] }).where('id', '=', second.userId).execute();
      locked();
      await gate;
    });
    await lockTaken;
    // Meanwhile the second, still an administrator when its request starts, demotes the first.
    const counter = post(`/api/admin/users/${first.userId}/role`, second.token, {
      roles: [],
    });
    const early = await Promise.race([
      counter.then(() => 'answered'),
      sleep(400).then(() => 'waiting'),
    ]);
    expect(early).toBe('waiting');
    finish();
    await demotion;
    const reply = await counter;
    expect(reply.status).toBe(403);
    expect((await userRow(first.userId)).roles).toEqual(['administrator']);
    expect((await userRow(second.userId)).roles).toEqual([]);
  });

  it('the last administrator cannot be demoted, not even from the command line', async () => {
    const last = await signedInBuyer(world, 'utolso-admin', 'admin');
    const db = world.t.database.db;
    const others = await db
      .updateTable('users')
      .set({ roles: ['box_office'] })
      .where(sql<boolean>`'administrator' = any(roles)`)
      .where('id', '<>', last.userId)
      .returning('id')
      .execute();
    onTestFinished(async () => {
      const ids = others.map((row) => row.id);
      await db
        .updateTable('users')
        .set({ roles: ['administrator'] })
        .where('id', 'in', ids)
        .execute();
    });
    await expect(setUserRoles(db, last.email, ['box_office'])).rejects.toThrow(
      new AppError('last_admin'),
    );
    await expect(setUserRoles(db, last.email, [])).rejects.toMatchObject({
      code: 'last_admin',
      status: 409,
    });
    expect((await userRow(last.userId)).roles).toEqual(['administrator']);
    // Another role beside it is no demotion.
    expect(await setUserRoles(db, last.email, ['administrator', 'door'])).toMatchObject({
      roles: ['administrator', 'door'],
    });
    // Promoting someone else first makes it possible.
    const next = await insertUser(world, `Következő Admin ${marker}`, { verified: true });
    expect(await setUserRoles(db, next.email, ['administrator'])).toMatchObject({
      roles: ['administrator'],
    });
    expect(await setUserRoles(db, last.email, [])).toMatchObject({
      roles: [],
      previous: ['administrator', 'door'],
    });
  });
});
