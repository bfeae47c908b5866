import { backgroundRequestHeader } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import { authenticateSession, type SignedIn } from '../modules/accounts/authenticate-session.js';

interface AuthDeps {
  db: Db;
  clock: Clock;
}

const bearerPattern = /^Bearer\s+([\w-]{1,200})$/i;

/** The bearer token of the request (spec: attached to every call), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? (bearerPattern.exec(header.trim())?.[1] ?? undefined) : undefined;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedIn>>();

/**
 * The signed-in user, resolved once per request; 401 without a valid token, 419 when expired. A
 * request marked `X-Background-Request: 1` (the web app's polls) is not the user's activity.
 */
export function requireUser(request: FastifyRequest, deps: AuthDeps): Promise<SignedIn> {
  let signedIn = resolved.get(request);
  if (!signedIn) {
    const token = bearerToken(request);
    signedIn = token
      ? authenticateSession(deps.db, deps.clock, token, {
          background: request.headers[backgroundRequestHeader] === '1',
        })
      : Promise.reject(new AppError('unauthenticated'));
    resolved.set(request, signedIn);
  }
  return signedIn;
}

/**
 * The signed-in user when the token is valid, otherwise null: public pages keep working for a
 * visitor whose stale token is still in the browser.
 */
export async function optionalUser(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<SignedIn | null> {
  if (!request.headers.authorization) return null;
  try {
    return await requireUser(request, deps);
  } catch (error) {
    if (error instanceof AppError && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}
