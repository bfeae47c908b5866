import { t } from '../accounts/accounts-test-kit.js';

/** What the security log tests share (beside the accounts' test kit): requests and the log. */

let ipCounter = 0;
/** A fresh address per request, so per-IP limits only count where a test means them to. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export async function send(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { token?: string; body?: object; ip?: string; lang?: 'hu' | 'en' } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'accept-language': options.lang ?? 'en',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return res;
}

export async function userIdOf(email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeRole(email: string, role: 'admin' | 'cashier'): Promise<number> {
  const row = await t.database.db
    .updateTable('users')
    .set({ roles: role === 'admin' ? ['administrator'] : ['box_office'] })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The events of a type, oldest first (optionally of one user). */
export function eventsOf(type: string, where: { userId?: number; email?: string } = {}) {
  let query = t.database.db
    .selectFrom('security_events')
    .select([
      'event_type',
      'outcome',
      'user_id',
      'actor_id',
      'email',
      'ip_address',
      'user_agent',
      'details',
    ])
    .where('event_type', '=', type);
  if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  return query.orderBy('id').execute();
}
