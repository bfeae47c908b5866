import { errorBody, hasPermission, type Permission } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { SignedIn } from '../modules/accounts/authenticate-session.js';
import { requireUser } from './authentication.js';

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

/**
 * The staff member calling a staff route: 401/419 without a valid session, 403 when none of their
 * roles grants the route's permission (a route without one refuses everybody). The roles are read
 * with the session on every request, so a change applies at once.
 */
export async function requireStaff(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock },
): Promise<SignedIn['user']> {
  const { user } = await requireUser(request, deps);
  const permission = permissionOf(request.routeOptions.config);
  if (permission === null || !hasPermission(user, permission)) throw new AppError('forbidden');
  return user;
}
