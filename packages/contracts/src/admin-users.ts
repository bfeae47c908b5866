import { z } from 'zod';
import { staffRoles } from './staff-roles.js';
import { auditFieldChange } from './admin-audit.js';
import { orderStatuses } from './checkout.js';

/*
 * Users in the back office (decision 0019), administrators only: finding an account, its details
 * with its orders, VIP on and off, its staff roles (decision 0057), and its
 * confirmation e-mail sent again. Field names are snake_case.
 */

const maxInt = 2_147_483_647;

/** Users per page of GET /admin/users. */
export const adminUsersPerPage = 50;

/** How many of a user's latest orders their details show. */
export const adminUserRecentOrders = 10;

/** `:id` of the user routes. */
export const userIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/**
 * GET /admin/users: every word of `q` in the name or e-mail (case and accents ignored; an all-digits
 * `q` also matches the account's id), narrowed to a role; newest first, 50 a page.
 */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  /** A staff role, or `customer`: accounts without any staff role. */
  role: z.enum([...staffRoles, 'customer']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The staff roles; empty: a customer. */
  roles: z.array(z.enum(staffRoles)),
  vip: z.boolean(),
  /** When the e-mail address was confirmed; null: not yet. */
  email_verified_at: z.string().nullable(),
  /** Registration. */
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersReply = z.object({
  data: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminUsersReply = z.infer<typeof adminUsersReply>;

/** One of the user's orders, as their details list them. */
export const adminUserOrder = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The performances, in the caller's language. */
  event_names: z.string(),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  /** Paid, awaiting payment, cancelled, refunded… in the caller's language. */
  status_name: z.string(),
});
export type AdminUserOrder = z.infer<typeof adminUserOrder>;

/** GET /admin/users/:id. */
export const adminUserDetails = adminUserRow.extend({
  /** The language of the user's e-mails. */
  locale: z.enum(['hu', 'en']),
  newsletter: z.boolean(),
  /** Signs in with a password (false: by e-mailed links only). */
  has_password: z.boolean(),
  /** When the account was erased (decision 0054); null: it was not. */
  erased_at: z.string().nullable(),
  /** When an administrator locked the account (no sign-in); null: not locked (decision 0055). */
  locked_at: z.string().nullable(),
  /** How many sessions of the account are live now. */
  live_sessions: z.number().int(),
  orders: z.object({
    /** Their online orders, every status. */
    count: z.number().int(),
    /** The count reached the history's limit: there may be more. */
    more: z.boolean(),
    /** The latest ones, newest first. */
    recent: z.array(adminUserOrder),
  }),
  /** Who changed the account when (role, VIP, e-mails sent), oldest first. */
  audit: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** What changed, field by field (old → new); empty where the entry records none. */
      changes: z.record(z.string(), auditFieldChange),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

/** POST /admin/users/:id/vip. */
export const userVipBody = z.object({ vip: z.boolean('validation.required') });
export type UserVipBody = z.infer<typeof userVipBody>;

/** POST /admin/users/:id/role: the account's staff roles, all of them (none: a customer). */
export const userRoleBody = z.object({
  roles: z.array(z.enum(staffRoles, 'validation.choose_option')).max(staffRoles.length),
});
export type UserRoleBody = z.infer<typeof userRoleBody>;

/** What a change did, and the user as they are now. */
export const adminUserActionReply = z.object({
  message: z.string(),
  user: adminUserDetails,
});
export type AdminUserActionReply = z.infer<typeof adminUserActionReply>;
