import { roles, type Role, type User } from '@theatre/contracts';
import type { UserRow } from './accounts.repository.js';

function roleOf(value: string): Role {
  return (roles as readonly string[]).includes(value) ? (value as Role) : 'customer';
}

/** The user object of the API (docs/product.md §3: vip, newsletter and relevant_infos as 0/1). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    vip: row.vip ? 1 : 0,
    newsletter: row.newsletter ? 1 : 0,
    relevant_infos: row.relevant_infos ? 1 : 0,
    role: roleOf(row.role),
  };
}
