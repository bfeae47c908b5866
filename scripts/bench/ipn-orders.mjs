// The orders of the IPN burst (ipn-burst.mjs): a performance to sell from, the orders prepared
// through the shop's API (cart add, order store, payment start at the SimplePay simulator), and
// what the database shows of them afterwards.
import { mintCartKey } from './cart-keys.mjs';

/**
 * A published performance a month ahead, sale open, with `count` ticket types that cannot sell
 * out (one by default: every payment of the burst sells from the same hot row).
 */
export function createIpnTicketTypes(cluster, database, count) {
  const out = psql(
    cluster,
    database,
    `with e as (
       insert into events (production_id, venue_id, url, starts_at, sale_starts_at, sale_ends_at,
                           vip_only, published)
       select (select min(id) from productions), (select min(id) from venues),
              'bench-ipn-' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
              now() + interval '30 days', now() - interval '1 day', null, false, true
       returning id
     ),
     t as (
       insert into ticket_types (event_id, name, name_en, price, capacity, vip_only, sort_order)
       select e.id, 'Bench IPN ' || n, 'Bench IPN ' || n, 4900, 2000000000, false, n
         from e, generate_series(1, ${Number(count)}) as n
       returning id
     )
     select string_agg(id::text, ',' order by id) from t`,
  );
  const ids = out.split(',').map(Number);
  if (ids.length !== count || ids.some((id) => !id)) {
    throw new Error(`could not create the ticket types: ${out}`);
  }
  return ids;
}

export async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

/** One order awaiting payment, its payment started at the simulator: the order's id. */
async function prepareOrder(base, index, { token, ticketTypeIds, tickets, secret }) {
  const ticketTypeId = ticketTypeIds[index % ticketTypeIds.length];
  const key = mintCartKey(secret);
  for (let i = 0; i < tickets; i += 1) {
    const added = await api(base, 'POST', `/api/cart/${key}/add`, {
      token,
      body: { id: ticketTypeId, cart_key: key, logged_in: 1 },
    });
    if (added.status !== 200)
      throw new Error(`cart add: ${added.status} ${JSON.stringify(added.body)}`);
  }
  const stored = await api(base, 'POST', '/api/order/store', {
    token,
    body: { cart_key: key, needs_invoice: 0, accept_terms: true },
  });
  if (stored.status !== 201) {
    throw new Error(`order store: ${stored.status} ${JSON.stringify(stored.body)}`);
  }
  const started = await api(base, 'GET', `/api/payment/${stored.body.id}`, { token });
  if (started.status !== 200 || started.body?.status !== 1) {
    throw new Error(`payment start: ${started.status} ${JSON.stringify(started.body)}`);
  }
  return stored.body.id;
}

export async function prepareOrders(base, count, options, concurrency) {
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      ids.push(await prepareOrder(base, index, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return ids;
}

export const intArray = (ids) => `'{${ids.join(',')}}'::int[]`;

/** cluster.psql, with psql's own message in the error. */
export function psql(cluster, database, text) {
  try {
    return cluster.psql(database, text);
  } catch (error) {
    const message = String(error.stderr ?? error.message).trim();
    throw new Error(`psql: ${message.slice(0, 2000)}`, { cause: error });
  }
}

/** Each order's payment as the database has it (orderRef and SimplePay's transactionId). */
export function paymentsOf(cluster, database, ids) {
  const out = psql(
    cluster,
    database,
    `select json_agg(json_build_object('orderId', order_id, 'orderRef', order_ref,
                                        'transactionId', transaction_id))
       from payments where order_id = any(${intArray(ids)})`,
  );
  const rows = JSON.parse(out || '[]') ?? [];
  if (rows.length !== ids.length || rows.some((row) => !row.transactionId)) {
    throw new Error(`expected ${ids.length} started payments, found ${rows.length}`);
  }
  return rows;
}

export function typeCounters(cluster, database, ticketTypeIds) {
  const [sold, held] = psql(
    cluster,
    database,
    `select sum(sold) || ',' || sum(held) from ticket_types
        where id = any(${intArray(ticketTypeIds)})`,
  )
    .split(',')
    .map(Number);
  return { sold, held };
}

export function databaseChecks(cluster, database, { paidIds, forgedIds, ticketTypeIds }) {
  const paid = intArray(paidIds);
  const forged = intArray(forgedIds);
  const out = psql(
    cluster,
    database,
    `with paid as (select unnest(${paid}) as id),
          forged as (select unnest(${forged}) as id),
          pay as (select p.* from payments p join paid on p.order_id = paid.id),
          per_order as (
            select paid.id,
                   (select count(*) from payments p where p.order_id = paid.id) as payments,
                   (select count(*) from audit_log a
                     where a.entity = 'order' and a.entity_id = paid.id::text
                       and a.action = 'order.paid') as audits,
                   (select count(*) from jobs j where j.kind = 'documents.issue'
                       and j.payload ->> 'order_id' = paid.id::text) as jobs,
                   (select count(*) from fiscal_documents f
                     where f.order_id = paid.id and f.cancels_id is null) as fiscal,
                   (select count(*) from tickets t where t.order_id = paid.id) as tickets,
                   (select count(*) from mail_messages m
                     where m.order_id = paid.id and m.kind = 'order_paid') as mails
              from paid)
     select json_build_object(
       'ordersPaid', (select count(*) from orders o join paid using (id)
                       where o.status = 'paid' and o.paid_at is not null and o.payment_status = 1),
       'paymentsFinished', (select count(*) from pay where status = 'finished'
                             and finished_at is not null),
       'ordersWithOnePayment', (select count(*) from per_order where payments = 1),
       'finishedNotificationsRecorded', (select count(*) from payment_notifications n
                                          join pay on pay.id = n.payment_id
                                         where n.status = 'FINISHED'),
       'notificationsApplied', (select count(*) from payment_notifications n
                                 join pay on pay.id = n.payment_id where n.outcome = 'applied'),
       'paidAuditOncePerOrder', (select count(*) from per_order where audits = 1),
       'documentJobOncePerOrder', (select count(*) from per_order where jobs = 1),
       'receiptOncePerOrder', (select count(*) from per_order where fiscal = 1),
       'tickets', (select coalesce(sum(tickets), 0) from per_order),
       'ordersWithOtherTicketCounts', (select count(*) from per_order
                                        where tickets <> (select sum(quantity) from order_items i
                                                           where i.order_id = per_order.id
                                                             and i.kind = 'ticket')),
       'confirmationMails', (select coalesce(sum(mails), 0) from per_order),
       'confirmedOrders', (select count(*) from orders o join paid using (id)
                            where o.confirmation_queued_at is not null),
       'confirmedOrdersWithOneMail', (select count(*) from per_order join orders o using (id)
                                       where o.confirmation_queued_at is not null
                                         and per_order.mails = 1),
       'ordersWithSeveralMails', (select count(*) from per_order where mails > 1),
       'pendingDocumentJobs', (select count(*) from jobs j join paid
                                 on j.payload ->> 'order_id' = paid.id::text
                               where j.kind = 'documents.issue' and j.done_at is null),
       'refunds', (select count(*) from refunds r join paid on r.order_id = paid.id),
       'holdsLeft', (select coalesce(sum(h.quantity), 0) from holds h join paid
                       on h.order_id = paid.id),
       'forgedOrdersChanged', (select count(*) from orders o join forged using (id)
                                where o.status <> 'awaiting_payment' or o.paid_at is not null),
       'forgedPaymentsChanged', (select count(*) from payments p join forged
                                   on p.order_id = forged.id where p.status <> 'started'),
       'forgedNotificationsRecorded', (select count(*) from payment_notifications n
                                         join payments p on p.id = n.payment_id
                                         join forged on p.order_id = forged.id),
       'forgedHolds', (select coalesce(sum(h.quantity), 0) from holds h join forged
                         on h.order_id = forged.id)
     )`,
  );
  return { ...JSON.parse(out), type: typeCounters(cluster, database, ticketTypeIds) };
}
