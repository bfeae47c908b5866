import type { ProfileSessionsReply, SessionReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { clock, goodPassword, t, verifiedUser } from './accounts-test-kit.js';

/** Decision 0055: a user's list of their sessions, and ending them. */

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const windowsFirefox =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function send(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: object; userAgent?: string; ip?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: options.ip ?? '10.8.0.1',
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function signIn(email: string, userAgent: string, ip: string): Promise<string> {
  const reply = await send('POST', '/api/login', {
    body: { email, password: goodPassword },
    userAgent,
    ip,
  });
  expect(reply.status).toBe(200);
  return (reply.body as unknown as SessionReply).token;
}

const list = async (token: string) => {
  const reply = await send('GET', '/api/profile/sessions', { token });
  expect(reply.status).toBe(200);
  return (reply.body as unknown as ProfileSessionsReply).data;
};

describe('the profile’s sessions', () => {
  it('lists where the user is signed in: browser, system, device, address, times, this one first', async () => {
    const { email, token: first } = await verifiedUser('list');
    const phone = await signIn(email, iphone, '203.0.113.7');
    clock.offsetMs = 5 * 60_000;
    let desk: string;
    try {
      desk = await signIn(email, windowsFirefox, '198.51.100.20');
    } finally {
      clock.offsetMs = 0;
    }
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari 17.4',
      os: 'iOS 17.4',
      device: 'mobile',
      device_model: 'Apple iPhone',
      ip_address: '203.0.113.7',
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Firefox 128.0',
      os: 'Windows 10',
      device: 'desktop',
      ip_address: '198.51.100.20',
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Date.parse(sessions[1]?.created_at ?? '')).toBeGreaterThan(
      Date.parse(sessions[0]?.created_at ?? ''),
    );
    // Another user sees none of these.
    const other = await verifiedUser('list-other');
    expect((await list(other.token)).map((session) => session.id)).not.toContain(sessions[1]?.id);
    // The first session (the verification link) and the desk's are the others.
    expect((await list(desk)).filter((session) => !session.current)).toHaveLength(2);
    expect((await list(first)).length).toBe(3);
  });

  it('ends another session at once; someone else’s, or an ended one, is 404', async () => {
    const { email, token: mine } = await verifiedUser('end-one');
    const other = await signIn(email, windowsFirefox, '198.51.100.21');
    const stranger = await verifiedUser('end-stranger');
    const strangerSessionId = (await list(stranger.token))[0]?.id ?? 0;

    const refused = await send('POST', `/api/profile/sessions/${strangerSessionId}/end`, {
      token: mine,
    });
    expect(refused.status).toBe(404);
    expect(refused.body['code']).toBe('session_not_found');
    expect((await send('GET', '/api/profile', { token: stranger.token })).status).toBe(200);

    const otherId = (await list(mine)).find((session) => !session.current)?.id ?? 0;
    const ended = await send('POST', `/api/profile/sessions/${otherId}/end`, { token: mine });
    expect(ended).toEqual({
      status: 200,
      body: { message: 'The session is ended: that device must sign in again.', ended: 1 },
    });
    expect((await send('GET', '/api/profile', { token: other })).status).toBe(401);
    expect(
      (await send('POST', `/api/profile/sessions/${otherId}/end`, { token: mine })).status,
    ).toBe(404);
    expect((await send('POST', '/api/profile/sessions/abc/end', { token: mine })).status).toBe(422);
    expect((await send('POST', `/api/profile/sessions/${otherId}/end`)).status).toBe(401);
    expect((await list(mine)).map((session) => session.current)).toEqual([true]);
  });

  it('ends every other session but this one', async () => {
    const { email, token: mine } = await verifiedUser('end-others');
    const phone = await signIn(email, iphone, '203.0.113.8');
    const desk = await signIn(email, windowsFirefox, '198.51.100.22');
    const bystander = await verifiedUser('end-others-bystander');
    const reply = await send('POST', '/api/profile/sessions/end-others', { token: mine });
    expect(reply).toEqual({
      status: 200,
      body: { message: 'Your other sessions are ended (2).', ended: 2 },
    });
    expect((await send('GET', '/api/profile', { token: phone })).status).toBe(401);
    expect((await send('GET', '/api/profile', { token: desk })).status).toBe(401);
    expect((await send('GET', '/api/profile', { token: mine })).status).toBe(200);
    expect((await send('GET', '/api/profile', { token: bystander.token })).status).toBe(200);
  });

  it('leaves idle-expired sessions out of the list', async () => {
    const { email, token: mine } = await verifiedUser('list-idle');
    await signIn(email, iphone, '203.0.113.9');
    // Eight days on, the user is active with a new session; the two old ones were idle a week.
    clock.offsetMs = 8 * 86_400_000;
    try {
      const fresh = await signIn(email, windowsFirefox, '198.51.100.23');
      expect(await list(fresh)).toHaveLength(1);
      expect((await send('GET', '/api/profile', { token: mine })).status).toBe(419);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
