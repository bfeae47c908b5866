import type { SecurityLogReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { login, uniqueEmail, verifiedUser } from '../accounts/accounts-test-kit.js';
import { makeRole, send } from './security-log-test-kit.js';

/** Decision 0058: GET /admin/security-log and its CSV export, for administrators. */

async function admin(label: string) {
  const user = await verifiedUser(label);
  await makeRole(user.email, 'admin');
  return user;
}

describe('GET /api/admin/security-log', () => {
  it('lists events newest first, narrowed by type, who, address, outcome and days', async () => {
    const boss = await admin('sla-boss');
    const stranger = uniqueEmail('sla-Stranger');
    await send('POST', '/api/login', {
      body: { email: stranger, password: 'Nem-Jo-Jelszo-1' },
      ip: '203.0.113.55',
    });
    const { email } = await verifiedUser('sla-user');
    await login(email);

    const search = async (query: string) => {
      const reply = await send('GET', `/api/admin/security-log?${query}`, { token: boss.token });
      expect(reply.statusCode).toBe(200);
      return reply.json<SecurityLogReply>();
    };
    const failed = await search(
      `type=sign_in_password&outcome=failure&who=${encodeURIComponent(stranger.toUpperCase())}`,
    );
    expect(failed.total).toBe(1);
    expect(failed.data[0]).toMatchObject({
      type: 'sign_in_password',
      outcome: 'failure',
      user: null,
      email: stranger,
      ip_address: '203.0.113.55',
      details: { reason: 'unknown_email' },
    });
    expect((await search('ip=203.0.113')).data.map((event) => event.email)).toContain(stranger);
    const mine = await search(
      `who=${encodeURIComponent(email)}&type=sign_in_password,sign_in_email_link`,
    );
    expect(mine.data.map((event) => event.type)).toEqual([
      'sign_in_password',
      'sign_in_email_link',
    ]);
    expect(mine.data[0]?.user?.email).toBe(email);
    const all = await search('');
    expect(all.per_page).toBe(50);
    const ids = all.data.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await search('from=2000-01-01&to=2000-01-02')).total).toBe(0);
  });

  it('answers 422 with errors per field on bad filters', async () => {
    const boss = await admin('sla-422');
    const reply = await send(
      'GET',
      '/api/admin/security-log?type=sign_in_password,teleport&outcome=maybe&ip=x;drop&from=2026-02-30&page=0',
      { token: boss.token },
    );
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json<{ errors: object }>().errors).sort()).toEqual([
      'from',
      'ip',
      'outcome',
      'page',
      'type',
    ]);
    const order = await send('GET', '/api/admin/security-log?from=2026-03-02&to=2026-03-01', {
      token: boss.token,
    });
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json<{ errors: object }>().errors)).toEqual(['to']);
  });

  it('is for administrators only', async () => {
    const cashier = await verifiedUser('sla-cashier');
    await makeRole(cashier.email, 'cashier');
    const customer = await verifiedUser('sla-customer');
    for (const token of [cashier.token, customer.token]) {
      expect((await send('GET', '/api/admin/security-log', { token })).statusCode).toBe(403);
      expect((await send('GET', '/api/admin/security-log/export', { token })).statusCode).toBe(403);
    }
    expect((await send('GET', '/api/admin/security-log')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/security-log/export', () => {
  it('writes CSV: UTF-8 with a byte order mark, semicolons, CRLF, Budapest time, names in the language', async () => {
    const boss = await admin('sla-export');
    const stranger = uniqueEmail('sla-csv');
    await send('POST', '/api/login', {
      body: { email: stranger, password: 'Nem-Jo-Jelszo-1' },
      ip: '203.0.113.77',
    });
    const reply = await send(
      'GET',
      `/api/admin/security-log/export?type=sign_in_password&who=${encodeURIComponent(stranger)}`,
      { token: boss.token, lang: 'hu' },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/biztonsagi-naplo-\d{4}-\d{2}-\d{2}\.csv/);
    const text = reply.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Időpont;Esemény;Eredmény;Felhasználó;Felhasználó e-mail-címe;Végrehajtó;Beírt e-mail-cím;IP-cím;Eszköz;Részletek',
    );
    expect(lines).toHaveLength(3);
    const fields = lines[1]?.split(';') ?? [];
    expect(fields[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(fields.slice(1, 3)).toEqual(['Bejelentkezés jelszóval', 'Sikertelen']);
    expect(fields[6]).toBe(stranger);
    expect(fields[7]).toBe('203.0.113.77');
    expect(lines[2]).toBe('');

    const bad = await send('GET', '/api/admin/security-log/export?outcome=maybe', {
      token: boss.token,
    });
    expect(bad.statusCode).toBe(422);
  });
});
