import { randomUUID } from 'node:crypto';
import type { AudienceMessagePreview, AudienceMessageSent } from '@theatre/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  paidOrder,
  signedInBuyer,
  unpaidOrder,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall, mailsAbout } from '../orders/orders-test-kit.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number; email: string };
let admin: { token: string; userId: number; email: string };
let cashier: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'kozonseg');
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztar', 'cashier');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

/** An order's tickets (and lines) moved to another performance: orders sharing one show. */
async function moveToEvent(orderId: number, eventId: number) {
  await db()
    .updateTable('tickets')
    .set({ event_id: eventId })
    .where('order_id', '=', orderId)
    .execute();
  await db()
    .updateTable('order_items')
    .set({ event_id: eventId })
    .where('order_id', '=', orderId)
    .where('kind', '=', 'ticket')
    .execute();
}

const texts = {
  subject_hu: 'Változás: a <b>kezdés</b> 19:30',
  text_hu: 'Kedves Nézőnk!\nAz előadás fél órával később kezdődik.\n\nKöszönjük a türelmét.',
  subject_en: 'Change: the performance starts at 19:30',
  text_en: 'The performance starts half an hour later.\n\nThank you for your patience.',
};

const post = <T>(eventId: number, body: object, token = admin.token, lang: 'hu' | 'en' = 'en') =>
  adminCall<T & { code?: string; errors?: Record<string, string[]> }>(
    world,
    'POST',
    `/api/admin/performances/${eventId}/message`,
    token,
    { body, lang },
  );

describe('messaging the audience of a performance', () => {
  let eventId: number;
  const orders: Record<'hu' | 'en' | 'admitted' | 'refunded' | 'other' | 'unpaid', number> = {
    hu: 0,
    en: 0,
    admitted: 0,
    refunded: 0,
    other: 0,
    unpaid: 0,
  };

  beforeAll(async () => {
    const first = await paidOrder(world, buyer.token, { quantity: 2 });
    eventId = first.eventId;
    orders.hu = first.orderId;
    for (const key of ['en', 'admitted', 'refunded'] as const) {
      orders[key] = (await paidOrder(world, buyer.token, { quantity: 1 })).orderId;
      await moveToEvent(orders[key], eventId);
    }
    orders.other = (await paidOrder(world, buyer.token, { quantity: 1 })).orderId;
    orders.unpaid = (await unpaidOrder(world, buyer.token, { quantity: 1 })).orderId;
    await moveToEvent(orders.unpaid, eventId);
    await db().updateTable('orders').set({ language: 'hu' }).where('id', '!=', orders.en).execute();
    await db().updateTable('orders').set({ language: 'en' }).where('id', '=', orders.en).execute();
    await db()
      .updateTable('tickets')
      .set({ checked_in_at: new Date() })
      .where('order_id', '=', orders.admitted)
      .execute();
    await db()
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('order_id', '=', orders.refunded)
      .execute();
  });

  it('previews who gets it in which language and how it reads, sending nothing', async () => {
    const all = await post<AudienceMessagePreview>(eventId, {
      audience: 'all',
      ...texts,
      preview: true,
    });
    expect(all.status).toBe(200);
    expect(all.body.recipients).toBe(3);
    expect(all.body.hu.recipients).toBe(2);
    expect(all.body.en.recipients).toBe(1);
    expect(all.body.hu.subject).toBe('Változás: a <b>kezdés</b> 19:30');
    expect(all.body.hu.text).toContain('Kedves Nézőnk!\nAz előadás fél órával később kezdődik.');
    expect(all.body.hu.text).toContain(`a(z) ${String(orders.hu)}. számú rendelésében`);
    expect(all.body.en.text).toContain('Thank you for your patience.');

    const unused = await post<AudienceMessagePreview>(eventId, {
      audience: 'unused',
      ...texts,
      preview: true,
    });
    expect(unused.body.recipients).toBe(2);
    expect(unused.body.hu.recipients).toBe(1);
    const queued = await db()
      .selectFrom('mail_messages')
      .select('id')
      .where('kind', '=', 'audience_message')
      .execute();
    expect(queued).toEqual([]);
  });

  it('sends one e-mail per order in its language, recorded on the order and audited, once per request', async () => {
    const requestId = randomUUID();
    const body = { audience: 'all', ...texts, request_id: requestId };
    const [sent, again] = await Promise.all([
      post<AudienceMessageSent>(eventId, body),
      post<AudienceMessageSent>(eventId, body),
    ]);
    expect([sent.status, again.status]).toEqual([202, 202]);
    expect([sent.body.repeated, again.body.repeated].sort()).toEqual([false, true]);
    expect(sent.body.id).toBe(again.body.id);
    expect(sent.body.recipients).toBe(3);
    const later = await post<AudienceMessageSent>(eventId, body, admin.token, 'hu');
    expect(later.status).toBe(202);
    expect(later.body).toMatchObject({ repeated: true, recipients: 3 });
    expect(later.body.message).toBe(
      'Ezt az üzenetet már elküldték 3 rendelés vevőjének: nem küldtük el újra.',
    );

    const huMails = await mailsAbout(world, orders.hu, 'audience_message');
    expect(huMails).toHaveLength(1);
    expect(huMails[0]).toMatchObject({ locale: 'hu', subject: texts.subject_hu });
    const html = await db()
      .selectFrom('mail_messages')
      .select('html')
      .where('id', '=', huMails[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    // Plain text: escaped, its line breaks kept.
    expect(html.html).toContain('Változás: a &lt;b&gt;kezdés&lt;/b&gt; 19:30');
    expect(html.html).toContain('Kedves Nézőnk!<br>Az előadás fél órával később kezdődik.');
    const enMails = await mailsAbout(world, orders.en, 'audience_message');
    expect(enMails).toMatchObject([{ locale: 'en', subject: texts.subject_en }]);
    expect(await mailsAbout(world, orders.admitted, 'audience_message')).toHaveLength(1);
    for (const orderId of [orders.refunded, orders.other, orders.unpaid]) {
      expect(await mailsAbout(world, orderId, 'audience_message')).toEqual([]);
    }
    const links = await db()
      .selectFrom('audience_message_orders')
      .select(['order_id', 'mail_message_id'])
      .where('message_id', '=', sent.body.id)
      .orderBy('order_id')
      .execute();
    expect(links.map((link) => link.order_id)).toEqual([orders.hu, orders.en, orders.admitted]);
    const jobs = await db()
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'mail.send')
      .where(
        sql<string>`payload->>'message_id'`,
        'in',
        links.map((link) => String(link.mail_message_id)),
      )
      .execute();
    expect(jobs).toHaveLength(3);

    // The order's page lists the e-mail and the audit entry.
    const details = await adminCall<{
      mails: { kind: string }[];
      audit: { action: string; actor: { id: number } | null }[];
    }>(world, 'GET', `/api/admin/orders/${String(orders.hu)}`, admin.token);
    expect(details.body.mails.map((mail) => mail.kind)).toContain('audience_message');
    expect(details.body.audit).toContainEqual(
      expect.objectContaining({
        action: 'order.audience_messaged',
        actor: expect.objectContaining({ id: admin.userId }) as unknown,
      }),
    );
    const performanceAudit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'data'])
      .where('entity', '=', 'performance')
      .where('entity_id', '=', String(eventId))
      .where('action', '=', 'performance.audience_messaged')
      .execute();
    expect(performanceAudit).toHaveLength(1);
    expect(performanceAudit[0]).toMatchObject({
      actor_id: admin.userId,
      data: { message_id: sent.body.id, audience: 'all', recipients: 3 },
    });
  });

  it('refuses what cannot be sent, changing nothing', async () => {
    const count = async () =>
      (await db().selectFrom('audience_messages').select('id').execute()).length;
    const before = await count();
    const invalid = await post(
      eventId,
      {
        audience: 'some',
        subject_hu: 'x'.repeat(201),
        text_hu: ' ',
        subject_en: '',
        text_en: 'y'.repeat(10_001),
      },
      admin.token,
      'hu',
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual([
      'audience',
      'subject_en',
      'subject_hu',
      'text_en',
      'text_hu',
    ]);
    expect(invalid.body.errors?.['subject_hu']).toEqual(['Legfeljebb 200 karakter adható meg.']);
    // A sending needs the form's request id.
    const anonymous = await post(eventId, { audience: 'all', ...texts });
    expect(anonymous.status).toBe(422);
    expect(Object.keys(anonymous.body.errors ?? {})).toEqual(['request_id']);

    const other = await paidOrder(world, buyer.token, { quantity: 1 });
    await db()
      .updateTable('tickets')
      .set({ checked_in_at: new Date() })
      .where('order_id', '=', other.orderId)
      .execute();
    const empty = await post(other.eventId, {
      audience: 'unused',
      ...texts,
      request_id: randomUUID(),
    });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('audience_message_empty');

    const requestId = randomUUID();
    const first = await post(other.eventId, { audience: 'all', ...texts, request_id: requestId });
    expect(first.status).toBe(202);
    const reused = await post(eventId, { audience: 'all', ...texts, request_id: requestId });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('audience_message_request_reused');

    const unknown = await post(2_000_000, { audience: 'all', ...texts, request_id: randomUUID() });
    expect(unknown.status).toBe(404);
    const byCashier = await post(
      eventId,
      { audience: 'all', ...texts, preview: true },
      cashier.token,
    );
    expect(byCashier.status).toBe(403);
    expect(await count()).toBe(before + 1);
  });
});
