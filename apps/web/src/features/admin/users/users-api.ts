import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminUserActionReply,
  AdminUserDetails,
  AdminUsersReply,
  AdminUsersQuery,
  MessageReply,
  StaffRole,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/** The list's role filter: a staff role, or `customer` (no staff role). */
export type UserRoleFilter = NonNullable<AdminUsersQuery['role']>;

/** GET /admin/users: by name, e-mail or id and role, newest first, 50 a page (administrators). */
export function useAdminUsers(q: string, role: UserRoleFilter | null, page: number) {
  return useQuery({
    queryKey: adminKeys.userSearch(q, role ?? '', page),
    queryFn: ({ signal }) =>
      api.get<AdminUsersReply>('/admin/users', {
        query: { q, role: role ?? undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /admin/users/:id. A 404 is the page's own state (no toast). */
export function useAdminUser(userId: number) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) =>
      api.get<AdminUserDetails>(`/admin/users/${String(userId)}`, {
        signal,
        handles: ['user_not_found'],
      }),
    staleTime: 5_000,
  });
}

/** POST /admin/users/:id/vip. */
export function useSetUserVip(userId: number) {
  return useMutation({
    mutationFn: (vip: boolean) =>
      api.post<AdminUserActionReply>(`/admin/users/${String(userId)}/vip`, { vip }),
    onSuccess: (reply, _vip, _context, { client }) => {
      client.setQueryData(adminKeys.user(userId), reply.user);
      return client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

/**
 * POST /admin/users/:id/role: every staff role of the account at once. The confirmation answers the shop's refusals itself (your own
 * administrator role, the last administrator), so the catalogue stays quiet for those.
 */
export function useSetUserRole(userId: number) {
  return useMutation({
    mutationFn: (roles: StaffRole[]) =>
      api.post<AdminUserActionReply>(
        `/admin/users/${String(userId)}/role`,
        { roles },
        { handles: ['role_own_admin', 'last_admin', 'forbidden'] },
      ),
    onSuccess: (reply, _role, _context, { client }) => {
      client.setQueryData(adminKeys.user(userId), reply.user);
      return client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

/**
 * POST /admin/users/:id/resend-verification. Silent: the page words the outcome (the server's
 * message, not the generic 202 toast), and shows a refusal (already confirmed, too many) itself.
 */
export function useResendUserVerification(userId: number) {
  return useMutation({
    mutationFn: () =>
      api.post<MessageReply>(`/admin/users/${String(userId)}/resend-verification`, undefined, {
        silent: true,
      }),
    onSettled: (_reply, _error, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.user(userId) }),
  });
}

/**
 * POST /admin/users/:id/erase (decision 0054): the account erased on the person's written request.
 * The dialog shows the shop's refusals (a staff account, something still open) itself.
 */
export function useEraseUser(userId: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<AdminUserActionReply>(
        `/admin/users/${String(userId)}/erase`,
        { reason },
        {
          handles: [
            'account_erasure_staff',
            'account_erasure_order_open',
            'account_erasure_refund_open',
            'account_erasure_document_pending',
            'validation_failed',
          ],
        },
      ),
    onSuccess: (reply, _reason, _context, { client }) => {
      client.setQueryData(adminKeys.user(userId), reply.user);
      return client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

/**
 * POST /admin/users/:id/end-sessions, or POST /admin/users/:id/lock (decision 0055): every session
 * of the account ends; the account is locked or unlocked. The page shows the account as it is now.
 */
export function useUserSessionAction(userId: number) {
  return useMutation({
    mutationFn: (action: 'end' | 'lock' | 'unlock') =>
      action === 'end'
        ? api.post<AdminUserActionReply>(`/admin/users/${String(userId)}/end-sessions`)
        : api.post<AdminUserActionReply>(
            `/admin/users/${String(userId)}/lock`,
            { locked: action === 'lock' },
            { handles: ['lock_own_account'] },
          ),
    onSuccess: (reply, _action, _context, { client }) => {
      client.setQueryData(adminKeys.user(userId), reply.user);
    },
  });
}
