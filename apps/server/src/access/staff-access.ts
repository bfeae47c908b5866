import {
  backgroundRequestHeader,
  errorBody,
  hasPermission,
  isStaff,
  type Permission,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { SignedIn } from '../modules/accounts/authenticate-session.js';
import {
  authenticateStaffSession,
  type StaffSignedIn,
} from '../modules/accounts/authenticate-staff-session.js';
import { requireUser } from './authentication.js';
import { changesState, hasCsrfToken, staffCookieOf } from './staff-cookie.js';

export {
  hasPermission,
  isAdministrator,
  isStaff,
  staffRolesOf,
  type Permission,
  type StaffRole,
} from '@theatre/contracts';

/** The refusals every back-office route may answer (its schema's responses). */
export const staffErrors = {
  401: errorBody,
  403: errorBody,
  419: errorBody,
  422: errorBody,
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a staff route requires (decision 0057); a back-office route must name one. */
    permission?: Permission;
  }
}

/** The permission a route declares, or null when it declares none (pure). */
export function permissionOf(config: { permission?: Permission } | undefined): Permission | null {
  return config?.permission ?? null;
}

const resolvedStaff = new WeakMap<FastifyRequest, Promise<StaffSignedIn | null>>();

/**
 * The request's staff session (the httpOnly cookie, decision 0056), resolved once per request:
 * null without a cookie or with one of an ended session (unknown, revoked, its bearer session
 * ended); 419 when it is past its lifetime. Background requests are not activity.
 */
export function staffSessionOf(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<StaffSignedIn | null> {
  let staff = resolvedStaff.get(request);
  if (!staff) {
    const token = staffCookieOf(request);
    staff = token
      ? authenticateStaffSession(deps.db, deps.clock, token, {
          background: request.headers[backgroundRequestHeader] === '1',
        }).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 401) return null;
          throw error;
        })
      : Promise.resolve(null);
    resolvedStaff.set(request, staff);
  }
  return staff;
}

/** 403 `csrf_token_invalid` when a state-changing request lacks its staff session's token. */
export function requireCsrfToken(request: FastifyRequest): void {
  const token = staffCookieOf(request);
  if (changesState(request.method) && (!token || !hasCsrfToken(request, token))) {
    throw new AppError('csrf_token_invalid');
  }
}

/**
 * The staff member calling a back-office route (decision 0056). The back office authenticates by
 * the staff session's cookie, and a state-changing call needs its CSRF token (403
 * `csrf_token_invalid`). Without a live staff session the bearer token decides the answer: none
 * or a wrong one 401, an expired one 419, a staff member's 403 `second_factor_required` (the web
 * app asks for the second factor), anybody else's 403 `forbidden`. When none of the staff member's
 * roles grants the route's permission (`config.permission`; a route without one refuses
 * everybody): 403 `forbidden`. The roles are read with the session on every request, so a change
 * applies at once.
 */
export async function requireStaff(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<SignedIn['user']> {
  const permission = permissionOf(request.routeOptions.config);
  let staff = await staffSessionOf(request, deps);
  if (staff && request.headers.authorization) {
    // A bearer token sent along must be the one the staff session was started with: another
    // account signed in in the same browser does not inherit it.
    const bearer = await requireUser(request, deps).catch(() => null);
    if (bearer?.sessionId !== staff.parentId) staff = null;
  }
  if (staff) {
    if (permission === null || !hasPermission(staff.user, permission)) {
      throw new AppError('forbidden');
    }
    requireCsrfToken(request);
    return staff.user;
  }
  const { user } = await requireUser(request, deps);
  if (isStaff(user)) throw new AppError('second_factor_required');
  throw new AppError('forbidden');
}
