import { sql, type Kysely } from 'kysely';

/**
 * Decision 0043: messages to the audience of a performance.
 *
 * - `audience_messages`: one message staff sent to a performance's buyers (all, or those with
 *   unused tickets), its subject and text in both languages, who sent it and to how many orders.
 *   `request_id` is the sending form's own id: a repeated request finds the message it sent
 *   instead of sending it again.
 * - `audience_message_orders`: the orders a message went to, each with the e-mail queued for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audience_messages (
      id serial primary key,
      event_id integer not null references events (id),
      request_id uuid not null unique,
      audience text not null check (audience in ('all', 'unused')),
      subject_hu text not null,
      text_hu text not null,
      subject_en text not null,
      text_en text not null,
      recipients integer not null check (recipients >= 0),
      sent_by integer references users (id),
      created_at timestamptz not null default now()
    );
    create index audience_messages_event on audience_messages (event_id, id);

    create table audience_message_orders (
      message_id integer not null references audience_messages (id),
      order_id integer not null references orders (id),
      mail_message_id integer references mail_messages (id) on delete set null,
      primary key (message_id, order_id)
    );
    create index audience_message_orders_order on audience_message_orders (order_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audience_message_orders;
    drop table audience_messages;
  `.execute(db);
}
