import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The tests' staff session (decision 0056). The back office answers a staff member's bearer token
 * with 403 `second_factor_required`; most tests are about something else, so the test app's
 * `inject` passes the second factor for them: a call to /api/admin with a bearer token and no
 * cookie (or to the box office's /api/sale/) first starts the staff session of that token (POST /api/second-factor/session
 * `none`: test users have no factor and the test setting requires none), then goes with its
 * cookie and CSRF token. The server's rules are untouched: this is a client doing what the web
 * app does. A test that means to call with the bearer alone sets the header `x-test-bearer-only`.
 */
export const bearerOnlyHeader = 'x-test-bearer-only';

/** The staff API: the back office, and the box office's sale carts. */
const staffPrefixes = ['/api/admin', '/api/sale/'];

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export function bridgeStaffSessions(app: FastifyInstance): void {
  const original = app.inject.bind(app) as unknown as Inject;
  const sessions = new Map<string, { cookie: string; csrf: string }>();

  const start = async (authorization: string) => {
    const res = await original({
      method: 'POST',
      url: '/api/second-factor/session',
      headers: { authorization },
      payload: { method: 'none' },
    });
    if (res.statusCode !== 200) return undefined;
    const cookie = /jegy_staff=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1];
    if (!cookie) return undefined;
    const staff = { cookie, csrf: res.json<{ csrf_token: string }>().csrf_token };
    sessions.set(authorization, staff);
    return staff;
  };

  const bridged = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const { [bearerOnlyHeader]: bearerOnlyValue, ...headers }: Record<string, unknown> = {
      ...(options.headers ?? {}),
    };
    const url =
      typeof options.url === 'string' ? options.url : (options.path as string | undefined);
    const authorization = headers['authorization'];
    const bearerOnly = bearerOnlyValue !== undefined;
    if (
      bearerOnly ||
      typeof url !== 'string' ||
      !staffPrefixes.some((prefix) => url.startsWith(prefix)) ||
      typeof authorization !== 'string' ||
      headers['cookie'] !== undefined
    ) {
      return original({ ...options, headers } as InjectOptions);
    }
    const send = (staff: { cookie: string; csrf: string } | undefined) =>
      original({
        ...options,
        headers: staff
          ? { ...headers, cookie: `jegy_staff=${staff.cookie}`, 'x-csrf-token': staff.csrf }
          : headers,
      } as InjectOptions);
    const cached = sessions.get(authorization);
    const res = await send(cached ?? (await start(authorization)));
    if (cached && res.statusCode === 403 && res.body.includes('second_factor_required')) {
      // The cached staff session ended (its bearer changed role, or it was revoked): once more.
      sessions.delete(authorization);
      return send(await start(authorization));
    }
    return res;
  };

  const replacement = ((options?: InjectOptions | string, callback?: unknown) => {
    if (callback !== undefined || options === undefined) {
      return (original as unknown as (...args: unknown[]) => unknown)(options, callback);
    }
    return bridged(typeof options === 'string' ? { url: options } : options);
  }) as unknown as FastifyInstance['inject'];
  app.inject = replacement;
}
