import { sql } from 'kysely';

/*
 * The invoices an order history row offers (docs/product.md §4), as columns of a query over
 * `orders o`. A correction after a refund of some tickets is no cancellation of the order: the
 * row keeps offering the valid tickets and invoice, and the cancellation invoice is only the full
 * cancellation's (decisions 0039, 0052).
 */

/**
 * The newest issued invoice: after a refund of some tickets, the one of what remained (0039), or
 * the original its modifying invoices correct (0052).
 */
export const orderInvoiceId = sql<number | null>`(select d.id from fiscal_documents d
  where d.order_id = o.id and d.kind = 'invoice' and d.cancels_id is null
    and d.modifies_id is null and d.status = 'issued'
  order by d.id desc limit 1)`;

/**
 * The full cancellation's invoice: a sztornó of an invoice nothing replaced, or the modifying
 * invoice that took back all that remained of its invoice; null while the order stands.
 */
export const orderCancellationInvoiceId = sql<number | null>`(select c.id from fiscal_documents c
  left join fiscal_documents d on d.id = c.cancels_id
  where c.order_id = o.id and c.kind = 'invoice' and c.status = 'issued'
    and ((d.kind = 'invoice'
          and not exists (select 1 from fiscal_documents r where r.replaces_id = d.id))
      or (c.modifies_id is not null and (c.content ->> 'settles') = 'true'))
  order by c.id desc limit 1)`;
