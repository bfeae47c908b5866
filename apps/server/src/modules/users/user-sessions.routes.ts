import {
  adminUserActionReply,
  errorBody,
  sessionSettings,
  sessionSettingsBody,
  userIdParams,
  userLockBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { endUserSessions } from '../accounts/end-user-sessions.js';
import { setUserLock } from '../accounts/set-user-lock.js';
import { getSessionSettings, updateSessionSettings } from '../settings/update-session-settings.js';
import { getUserDetails } from './get-user-details.js';

const userErrors = { ...staffErrors, 404: errorBody } as const;

/**
 * Administrators and sessions (decision 0055), under /api/admin: end every session of a user,
 * lock or unlock an account, and the staff idle limit. Audited with the administrator.
 */
export function userSessionAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.post(
      '/users/:id/end-sessions',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'Ends every session of an account at once; audited.',
          params: userIdParams,
          response: { 200: adminUserActionReply, ...userErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const ended = await endUserSessions(deps.db, deps.clock, {
          userId: request.params.id,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        return {
          message: translate(request.locale, 'messages.user_sessions_ended', { count: ended }),
          user: await getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
        };
      },
    );

    app.post(
      '/users/:id/lock',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'Locks an account (no sign-in; its sessions end) or unlocks it; audited.',
          description:
            'A locked account’s sign-in (password, magic link, verification link) answers 422 ' +
            '`account_locked` once the credential is right. Locking one’s own account is 409 ' +
            '`lock_own_account`.',
          params: userIdParams,
          body: userLockBody,
          response: { 200: adminUserActionReply, ...userErrors, 409: errorBody },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const { locked } = request.body;
        const changed = await setUserLock(
          deps.db,
          deps.clock,
          { userId: request.params.id, locked, actorId: staff.id },
          securityClientOf(request),
        );
        const key = !changed
          ? 'messages.user_lock_unchanged'
          : locked
            ? 'messages.user_locked'
            : 'messages.user_unlocked';
        return {
          message: translate(request.locale, key),
          user: await getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
        };
      },
    );

    app.get(
      '/settings/sessions',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Staff sessions’ idle limit; the staff roles that must pass a second factor.',
          response: { 200: sessionSettings, ...staffErrors },
        },
      },
      () => getSessionSettings(deps.db, deps.config.env === 'production'),
    );

    app.put(
      '/settings/sessions',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Sets the staff idle limit (5–240 minutes); applies to live sessions; audited.',
          body: sessionSettingsBody,
          response: { 200: sessionSettings, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return updateSessionSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
          production: deps.config.env === 'production',
        });
      },
    );
  };
}
