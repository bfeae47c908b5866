import { backgroundRequestHeader, errorBody } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { SignedIn } from '../modules/accounts/authenticate-session.js';
import {
  authenticateStaffSession,
  type StaffSignedIn,
} from '../modules/accounts/authenticate-staff-session.js';
import { isStaffRole } from '../modules/accounts/second-factor-policy.js';
import { requireUser } from './authentication.js';
import { changesState, hasCsrfToken, staffCookieOf } from './staff-cookie.js';

/** The refusals every back-office route may answer (its schema's responses). */
export const staffErrors = {
  401: errorBody,
  403: errorBody,
  419: errorBody,
  422: errorBody,
} as const;

/** The roles that work in the back office. */
export const staffRoles = ['cashier', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a back-office route; administrators only when not given. */
    staffRoles?: readonly StaffRole[];
  }
}

/** The roles a back-office route admits: its `config.staffRoles`, else administrators only. */
export function rolesOf(config: { staffRoles?: readonly StaffRole[] } | undefined) {
  return config?.staffRoles ?? (['admin'] as const);
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
 * app asks for the second factor), anybody else's 403 `forbidden`. A role the route does not admit
 * (`config.staffRoles`): 403 `forbidden`. The role is read with the session on every request, so
 * a demoted account loses access at once.
 */
export async function requireStaff(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<SignedIn['user']> {
  const allowed: readonly string[] = rolesOf(request.routeOptions.config);
  let staff = await staffSessionOf(request, deps);
  if (staff && request.headers.authorization) {
    // A bearer token sent along must be the one the staff session was started with: another
    // account signed in in the same browser does not inherit it.
    const bearer = await requireUser(request, deps).catch(() => null);
    if (bearer?.sessionId !== staff.parentId) staff = null;
  }
  if (staff) {
    if (!allowed.includes(staff.user.role)) throw new AppError('forbidden');
    requireCsrfToken(request);
    return staff.user;
  }
  const { user } = await requireUser(request, deps);
  if (isStaffRole(user.role)) throw new AppError('second_factor_required');
  throw new AppError('forbidden');
}
