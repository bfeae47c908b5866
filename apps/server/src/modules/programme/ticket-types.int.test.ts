import type { AdminPerformance } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { auditOf, createdPerformance, ticketTypeSample, typeRow } from './programme-test-kit.js';
import { admin, call, db, world } from './programme-test-support.js';

// The ticket types of a performance in the back office: added, edited field by field (audited),
// and deleted only while nothing was sold, ordered or held of them.

describe('ticket types', () => {
  it('adds them after the others, edits them with the audit of each field', async () => {
    const show = await createdPerformance(world, admin.token);
    const second = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      {
        body: ticketTypeSample({
          name: 'Erkély',
          name_en: 'Balcony',
          price: 4500,
          vat_rate: 'AAM',
        }),
      },
    );
    expect(second.status).toBe(201);
    expect(second.body.ticket_types.map((type) => [type.name, type.sort_order])).toEqual([
      ['Földszint', 0],
      ['Erkély', 1],
    ]);
    const balcony = second.body.ticket_types[1]!;
    expect(balcony).toMatchObject({
      vat_rate: 'AAM',
      sold: 0,
      held: 0,
      min_capacity: 0,
      deletable: true,
    });
    const edited = await call<AdminPerformance>('PUT', `/api/admin/ticket-types/${balcony.id}`, {
      body: ticketTypeSample({
        name: 'Erkély',
        name_en: 'Balcony',
        price: 5200,
        vat_rate: '27',
        vip_only: true,
        sort_order: 0,
        capacity: 35,
      }),
    });
    expect(edited.status).toBe(200);
    expect(await typeRow(db(), balcony.id)).toMatchObject({
      price: 5200,
      vat_rate: '27',
      vip_only: true,
      capacity: 35,
    });
    expect((await auditOf(db(), 'performance', show.eventId)).at(-1)).toMatchObject({
      action: 'ticket_type.updated',
      actor_id: admin.userId,
      data: {
        ticket_type_id: balcony.id,
        ticket_type: 'Erkély',
        changes: {
          price: { from: 4500, to: 5200 },
          capacity: { from: 40, to: 35 },
          vat_rate: { from: 'AAM', to: '27' },
        },
      },
    });
    // The performance's page names the ticket type and says what changed.
    const page = await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`);
    expect(page.body.changes[0]).toMatchObject({
      action: 'ticket_type.updated',
      subject: 'Erkély',
      changes: { price: { from: 4500, to: 5200 } },
    });
  });

  it('refuses bad ticket types on their fields', async () => {
    const show = await createdPerformance(world, admin.token);
    const reply = await call('POST', `/api/admin/performances/${show.eventId}/ticket-types`, {
      body: { ...ticketTypeSample(), price: 12.5, capacity: -1, vat_rate: '20', name_en: '' },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual([
      'capacity',
      'name_en',
      'price',
      'vat_rate',
    ]);
    expect(
      (await call('PUT', '/api/admin/ticket-types/999999', { body: ticketTypeSample() })).status,
    ).toBe(404);
  });

  it('deletes a ticket type only while nothing was sold, ordered or held of it', async () => {
    const show = await createdPerformance(world, admin.token);
    const spare = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      { body: ticketTypeSample({ name: 'Pótszék', name_en: 'Extra seat' }) },
    );
    const spareId = spare.body.ticket_types[1]!.id;
    const deleted = await call('DELETE', `/api/admin/ticket-types/${spareId}`);
    expect(deleted.status).toBe(204);
    expect(await typeRow(db(), spareId)).toBeUndefined();
    expect((await auditOf(db(), 'performance', show.eventId)).at(-1)).toMatchObject({
      action: 'ticket_type.deleted',
      data: { ticket_type_id: spareId, name: 'Pótszék' },
    });

    // The last ticket type of a published performance stays.
    await call('POST', `/api/admin/performances/${show.eventId}/publish`);
    const last = await call('DELETE', `/api/admin/ticket-types/${show.typeId}`, { lang: 'hu' });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_ticket_type');

    // Held in a cart: in use.
    const other = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      { body: ticketTypeSample({ name: 'Páholy', name_en: 'Box' }) },
    );
    const boxId = other.body.ticket_types.find((type) => type.name === 'Páholy')!.id;
    const key = await world.client.newKey();
    expect((await world.client.add(key, boxId)).status).toBe(200);
    const inCart = await call('DELETE', `/api/admin/ticket-types/${boxId}`, { lang: 'hu' });
    expect(inCart.status).toBe(409);
    expect(inCart.body.code).toBe('ticket_type_in_use');
    expect(inCart.body.message).toMatch(/nem törölhető/);
    expect(await typeRow(db(), boxId)).toBeDefined();

    // An order line refers to it (ever ordered), though nothing is sold or held now.
    await world.client.call('POST', `/api/cart/${key}/delete`, {
      body: { id: boxId, cart_key: key },
    });
    const order = await db()
      .insertInto('orders')
      .values({
        buyer_name: 'Teszt Elek',
        buyer_email: 'teszt@example.com',
        status: 'expired',
        payment_status: 0,
        payment_method: 2,
        channel: 'online',
        total: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('order_items')
      .values({
        order_id: order.id,
        ticket_type_id: boxId,
        name: 'Páholy',
        quantity: 1,
        unit_price: 0,
      })
      .execute();
    const ordered = await call('DELETE', `/api/admin/ticket-types/${boxId}`);
    expect(ordered.status).toBe(409);
    expect(ordered.body.code).toBe('ticket_type_in_use');
    const detail = await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`);
    expect(detail.body.ticket_types.find((type) => type.id === boxId)?.deletable).toBe(false);
  });
});
