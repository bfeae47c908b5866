import { sql, type Kysely } from 'kysely';

/**
 * Decision 0052: correcting an invoice by a modifying invoice (módosító számla).
 *
 * - `fiscal_documents.modifies_id`: a modifying invoice names the invoice it modifies (the
 *   original, which stays valid); an invoice may have any number of them, each an invoice of its
 *   own with its own number. Only invoices are modified (a receipt is always cancelled and
 *   reissued), and a modifying invoice is neither a cancellation nor a replacement.
 * - The order's one first original stays one: the unique index leaves out modifying invoices.
 *
 * The setting itself (`invoicing.invoice_correction`) is a row of `settings`, `reissue` when absent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table fiscal_documents
      add column modifies_id bigint references fiscal_documents (id),
      add constraint fiscal_documents_modifies_invoice check (
        modifies_id is null
        or (kind = 'invoice' and cancels_id is null and replaces_id is null)
      );
    create index fiscal_documents_modifies on fiscal_documents (modifies_id)
      where modifies_id is not null;
    drop index fiscal_documents_original;
    create unique index fiscal_documents_original on fiscal_documents (order_id)
      where cancels_id is null and replaces_id is null and modifies_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from fiscal_documents where modifies_id is not null;
    drop index fiscal_documents_original;
    create unique index fiscal_documents_original on fiscal_documents (order_id)
      where cancels_id is null and replaces_id is null;
    drop index fiscal_documents_modifies;
    alter table fiscal_documents
      drop constraint fiscal_documents_modifies_invoice,
      drop column modifies_id;
  `.execute(db);
}
