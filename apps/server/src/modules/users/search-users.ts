import {
  adminUsersPerPage,
  staffRolesOf,
  type AdminUsersQuery,
  type AdminUsersReply,
} from '@theatre/contracts';
import { foldText } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { countMatchingUsers, listMatchingUsers, type UserSearch } from './users.repository.js';

const maxUserId = 2_147_483_647;

/**
 * GET /admin/users: the accounts matching a search, newest first, 50 a page. `q` matches when each
 * of its words occurs in the name or e-mail, case and accents ignored (`kovacs eva` finds
 * `Kovács-Nagy Éva`; `users.search_text` is folded the same way); a number also matches the
 * account with that id. `role` narrows it to the holders of a staff role, or to customers (no
 * staff role; decision 0057).
 */
export async function searchUsers(
  db: Db,
  query: { q?: string | undefined; role?: AdminUsersQuery['role'] | undefined; page: number },
): Promise<AdminUsersReply> {
  const q = (query.q ?? '').normalize('NFC').trim();
  const search: UserSearch = {
    words: foldText(q).split(' ').filter(Boolean).slice(0, 12),
    userId: /^\d{1,10}$/.test(q) && Number(q) <= maxUserId ? Number(q) : null,
    role: query.role,
  };
  const [rows, total] = await Promise.all([
    listMatchingUsers(db, search, {
      limit: adminUsersPerPage,
      offset: (query.page - 1) * adminUsersPerPage,
    }),
    countMatchingUsers(db, search),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      roles: staffRolesOf(row),
      vip: row.vip,
      email_verified_at: row.email_verified_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    per_page: adminUsersPerPage,
  };
}
