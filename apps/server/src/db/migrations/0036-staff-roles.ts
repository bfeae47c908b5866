import { sql, type Kysely } from 'kysely';

/**
 * Decision 0057: several staff roles per user instead of one of three levels.
 *
 * `users.roles text[]`: the staff roles (administrator, programme_manager, box_office, door,
 * accountant, customer_service), each at most once; empty for a customer. Administrators become
 * `{administrator}`, cashiers `{box_office}`. `users.role` goes: nothing reads it any more.
 * A GIN index serves the users list's filter by role and the "last administrator" count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column roles text[] not null default '{}'
      constraint users_roles_known check (
        roles <@ array['administrator', 'programme_manager', 'box_office', 'door', 'accountant',
          'customer_service']::text[]
        and array_position(roles, null) is null
      );
    update users set roles = case role
      when 'admin' then array['administrator']::text[]
      when 'cashier' then array['box_office']::text[]
      else '{}'::text[] end;
    alter table users drop column role;
    create index users_roles on users using gin (roles);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column role text not null default 'customer'
      check (role in ('customer', 'cashier', 'admin'));
    update users set role = case
      when 'administrator' = any(roles) then 'admin'
      when cardinality(roles) > 0 then 'cashier'
      else 'customer' end;
    drop index users_roles;
    alter table users drop column roles;
  `.execute(db);
}
