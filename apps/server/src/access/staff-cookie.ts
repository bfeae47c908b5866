import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfHeader } from '@theatre/contracts';

/**
 * The staff session's cookie (decision 0056): httpOnly (page scripts cannot read it),
 * SameSite=Strict (no other site's page sends it), Path=/api, Secure over https. Its CSRF token is
 * derived from the session token (an HMAC keyed by it), so it proves the caller read a reply of
 * this session without ever being the token itself.
 */
export const staffCookieName = 'jegy_staff';

const tokenPattern = /^[\w-]{20,200}$/;

/** The staff session token of the request's cookie, if any (pure). */
export function staffCookieOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === staffCookieName) {
      const value = rest.join('=');
      return tokenPattern.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The CSRF token of a staff session token (pure). */
export function csrfTokenOf(staffToken: string): string {
  return createHmac('sha256', staffToken).update('jegy-csrf-v1').digest('base64url');
}

/** Whether the request carries the right CSRF token for the staff session token (pure). */
export function hasCsrfToken(request: Pick<FastifyRequest, 'headers'>, staffToken: string) {
  const given = request.headers[csrfHeader];
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(staffToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The methods that change state: they need the CSRF token. */
export function changesState(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.header(
    'set-cookie',
    `${staffCookieName}=${token}${attributes(request, maxAgeSeconds)}`,
  );
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', `${staffCookieName}=${attributes(request, 0)}`);
}
