import { sql, type Kysely } from 'kysely';

/**
 * Decision 0053: a card refund the provider refused is paid back by bank transfer, to an account
 * the buyer gives through an e-mailed form.
 *
 * `refund_bank_details`: one row per refused refund, made with its e-mail in the transaction
 * that marks the refund failed (the primary key keeps it to one mail however often the job runs);
 * `token_hash` is the SHA-256 of the form's token (the token itself is only in the e-mail);
 * `holder`, `account` (a GIRO number's digits or an IBAN, no separators) and `account_kind` once
 * the buyer gave them, `submitted_at` when they last did. Personal data: only the order's page
 * in the back office shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refund_bank_details (
      refund_id integer primary key references refunds (id),
      order_id integer not null references orders (id),
      token_hash text not null unique,
      holder text,
      account text,
      account_kind text check (account_kind in ('giro', 'iban')),
      submitted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((holder is null) = (account is null) and (account is null) = (account_kind is null))
    );
    create index refund_bank_details_order on refund_bank_details (order_id);
  `.execute(db);
}
