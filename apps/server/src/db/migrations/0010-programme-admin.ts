import { sql, type Kysely } from 'kysely';

/**
 * The programme in the back office (decision 0018): posters uploaded by staff.
 *
 * The server processes are stateless and may run several behind a load balancer, so an uploaded
 * poster is kept in the database, not on a local disk: resized on upload to what the shop shows,
 * one row per production (a new upload replaces it). `name` is the file name the shop links to,
 * `/storage/posters/{name}`, and carries a hash of the image, so the address of a new poster is
 * new and browsers and proxies may keep a poster for a year. `productions.poster` names it, as it
 * names the bundled posters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table production_posters (
      production_id integer primary key references productions (id) on delete cascade,
      name text not null unique check (name ~ '^upload-[0-9]+-[0-9a-f]{16}\\.(webp|jpg)$'),
      content_type text not null check (content_type in ('image/webp', 'image/jpeg')),
      image bytea not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      -- The file as uploaded: its name and size, for the audit trail and support.
      original_name text not null default '',
      original_bytes integer not null check (original_bytes > 0),
      uploaded_by integer references users (id) on delete set null,
      uploaded_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table production_posters`.execute(db);
}
