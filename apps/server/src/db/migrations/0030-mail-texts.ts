import { sql, type Kysely } from 'kysely';

/**
 * Decision 0051: the e-mail texts staff edited. One row per mail kind and language overrides the
 * catalogue's subject and free text (the greeting and the first paragraphs); no row: the default.
 * Mails are rendered when queued (mail_messages keeps the result), so a change reaches only the
 * mails queued after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_texts (
      kind text not null,
      locale text not null check (locale in ('hu', 'en')),
      subject text not null check (length(subject) between 1 and 200),
      body text not null check (length(body) between 1 and 5000),
      updated_at timestamptz not null default now(),
      updated_by integer references users (id),
      primary key (kind, locale)
    );
  `.execute(db);
}
