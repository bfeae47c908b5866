import {
  adminUserActionReply,
  adminUserEraseBody,
  adminUserDetails,
  adminUsersQuery,
  adminUsersReply,
  errorBody,
  messageReply,
  userIdParams,
  userRoleBody,
  userVipBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { AppError } from '../../lib/app-error.js';
import { resendUserVerification } from '../accounts/resend-user-verification.js';
import { setUserRoles } from '../accounts/set-user-roles.js';
import { setUserVip } from '../accounts/set-user-vip.js';
import { eraseUserByStaff } from '../data-rights/erase-user-by-staff.js';
import { getUserDetails } from './get-user-details.js';
import { searchUsers } from './search-users.js';

const userErrors = { ...staffErrors, 404: errorBody } as const;
const changeErrors = { ...userErrors, 409: errorBody, 429: errorBody } as const;

/**
 * The back office's users (decision 0019), a section under /api/admin, administrators only: the
 * search, one account with its orders, VIP on and off, the role, the confirmation e-mail again, and
 * the erasure of an account on the person's written request (decision 0054).
 * The changes go through the accounts module's use cases, audited with the administrator.
 */
export function userAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/users',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'Accounts by name, e-mail or id, and role; newest first.',
          querystring: adminUsersQuery,
          response: { 200: adminUsersReply, ...staffErrors },
        },
      },
      (request) => searchUsers(deps.db, request.query),
    );

    app.get(
      '/users/:id',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'An account with its role, VIP, confirmation, orders and audit trail.',
          params: userIdParams,
          response: { 200: adminUserDetails, ...userErrors },
        },
      },
      (request) => getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
    );

    app.post(
      '/users/:id/vip',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'Makes an account VIP, or takes VIP back; applies from its next request.',
          params: userIdParams,
          body: userVipBody,
          response: { 200: adminUserActionReply, ...userErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const { vip } = request.body;
        await setUserVip(deps.db, { userId: request.params.id, vip, actorId: staff.id });
        return {
          message: translate(
            request.locale,
            vip ? 'messages.user_vip_on' : 'messages.user_vip_off',
          ),
          user: await getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
        };
      },
    );

    app.post(
      '/users/:id/role',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary:
            "Sets an account's staff roles, all of them (none: a customer); applies from its next request. The shop keeps an administrator.",
          params: userIdParams,
          body: userRoleBody,
          response: { 200: adminUserActionReply, ...changeErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const change = await setUserRoles(
          deps.db,
          { id: request.params.id },
          request.body.roles,
          staff.id,
          securityClientOf(request),
        );
        if (!change) throw new AppError('user_not_found');
        return {
          message: translate(
            request.locale,
            change.previous.join() === change.roles.join()
              ? 'messages.user_role_unchanged'
              : 'messages.user_role_set',
          ),
          user: await getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
        };
      },
    );

    app.post(
      '/users/:id/resend-verification',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: 'Sends an unconfirmed account its confirmation e-mail again (a new link).',
          params: userIdParams,
          response: { 202: messageReply, ...changeErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const sent = await resendUserVerification(deps, {
          userId: request.params.id,
          actorId: staff.id,
        });
        return reply.status(202).send({
          message: translate(request.locale, 'messages.user_verification_sent', {
            email: sent.email,
          }),
        });
      },
    );

    app.post(
      '/users/:id/erase',
      {
        config: { permission: 'users' },
        schema: {
          tags: ['admin'],
          summary: "Erases an account on the person's written request (decision 0054).",
          description:
            'What POST /profile/delete does for the buyer: personal data erased or anonymised in ' +
            'one transaction, sessions ended, fiscal documents kept. The reason (the request: ' +
            'its date, how it came) is audited with the administrator, the person’s own words ' +
            'taken out of it. 404 for an unknown or already erased account; 409 for a staff ' +
            'account or while an order, refund or document of the person is open.',
          params: userIdParams,
          body: adminUserEraseBody,
          response: { 200: adminUserActionReply, ...changeErrors, 422: errorBody },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const erased = await eraseUserByStaff(deps, {
          userId: request.params.id,
          actorId: staff.id,
          reason: request.body.reason,
          client: securityClientOf(request),
        });
        return {
          message: translate(request.locale, 'messages.user_erased', {
            orders: erased.orders,
            documents: erased.keptDocuments,
          }),
          user: await getUserDetails(deps.db, request.params.id, request.locale, deps.clock),
        };
      },
    );
  };
}
