import { sql, type Kysely } from 'kysely';

/**
 * The guest purchase link (decision 0014): a visitor who does not register gets a link to their
 * cart by e-mail. The link's token is their claim to the cart and, once it is ordered, to the order
 * (payment, retry, downloads). Only the token's SHA-256 is stored; the token starts with the cart
 * key, so the link gives the cart back without the key being stored anywhere in clear.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_links (
      id bigserial primary key,
      token_hash text not null unique,
      email text not null,
      name text not null,
      language text not null default 'hu' check (language in ('hu', 'en')),
      cart_id bigint references carts (id) on delete set null,
      -- The order stored with the link; one link, one order.
      order_id integer unique references orders (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index purchase_links_expires on purchase_links (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table purchase_links;`.execute(db);
}
