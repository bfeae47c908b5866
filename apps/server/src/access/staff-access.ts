import { errorBody } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { SignedIn } from '../modules/accounts/authenticate-session.js';
import { requireUser } from './authentication.js';

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

/**
 * The staff member calling a back-office route: 401/419 without a valid session, 403 when their
 * role is not one the route admits. The role is read with the session on every request, so a
 * demoted account loses access at once.
 */
export async function requireStaff(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<SignedIn['user']> {
  const { user } = await requireUser(request, deps);
  const allowed: readonly string[] = rolesOf(request.routeOptions.config);
  if (!allowed.includes(user.role)) throw new AppError('forbidden');
  return user;
}
