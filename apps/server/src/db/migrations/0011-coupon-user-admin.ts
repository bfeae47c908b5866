import { sql, type Kysely } from 'kysely';

/**
 * The back office's coupons and users (decision 0019).
 *
 * - `users.search_text`: the name and e-mail in lower case without accents (the letters of
 *   Latin-1 and Latin Extended-A that decompose), kept by the database like `orders.search_text`,
 *   so staff find `Kovács-Nagy Éva` by typing `kovacs eva`. The query is folded the same way
 *   (foldText).
 * - `users_created`: the user list is newest first.
 * - `coupons.updated_at`: when an administrator last changed the coupon (the audit log says how).
 * - `coupon_uses_coupon_created`: one coupon's uses, released ones too, newest first (the
 *   existing index leaves released uses out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column search_text text generated always as (lower(translate(
        name || ' ' || email,
        'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
        'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz'
      ))) stored;
    create index users_created on users (created_at desc, id desc);

    alter table coupons add column updated_at timestamptz not null default now();
    create index coupon_uses_coupon_created on coupon_uses (coupon_id, created_at desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index coupon_uses_coupon_created;
    alter table coupons drop column updated_at;
    drop index users_created;
    alter table users drop column search_text;
  `.execute(db);
}
