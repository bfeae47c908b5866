import { staffRolesOf, type User } from '@theatre/contracts';
import type { UserRow } from './accounts.repository.js';

/** The user object of the API (docs/product.md §3: vip, newsletter and relevant_infos as 0/1). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    vip: row.vip ? 1 : 0,
    newsletter: row.newsletter ? 1 : 0,
    relevant_infos: row.relevant_infos ? 1 : 0,
    roles: staffRolesOf(row),
  };
}
