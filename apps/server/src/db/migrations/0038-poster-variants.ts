import { sql, type Kysely } from 'kysely';

/**
 * Decision 0059: an uploaded poster's copies for `srcset`, made at upload beside the poster itself
 * (which stays in production_posters and stays the shop's `img_path`): AVIF at 300, 450 and 600 px
 * wide and WebP at 300 and 450, all 3:4, each under its own immutable name
 * (`upload-{production}-{16 hex of its own hash}-{width}.{avif|webp}`). A new upload replaces them
 * with the poster; deleting the poster's row deletes them.
 *
 * Posters uploaded before this have no copies and need none made here: the shop offers their one
 * WebP, with its width and height, as before (see the decision).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table production_poster_variants (
      name text primary key check (name ~ '^upload-[0-9]+-[0-9a-f]{16}-[0-9]{3,4}\\.(avif|webp)$'),
      production_id integer not null
        references production_posters (production_id) on delete cascade,
      content_type text not null check (content_type in ('image/avif', 'image/webp')),
      image bytea not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      unique (production_id, content_type, width)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table production_poster_variants`.execute(db);
}
