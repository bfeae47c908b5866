import type {
  MailTextDetail,
  MailTextList,
  MailTextPreview,
  MailTextSaved,
} from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { unpaidOrder } from '../checkout/checkout-test-kit.js';
import {
  admin,
  adminName,
  auditOf,
  call,
  cashier,
  db,
  world,
} from '../content/content-test-support.js';
import { queueMail, type QueueMailInput } from './queue-mail.js';

// The e-mail texts in the back office (decision 0051): list, read, save, preview and reset; the
// checks; the audit; and the mails queued with a saved text (tests run in order, on one database).

const url = (kind: string, locale: string) => `/api/admin/mail-texts/${kind}/${locale}`;

const ownText = {
  subject: 'Köszönjük, {buyer_name}! – {order_number}. rendelés',
  body: 'Kedves {buyer_name}!\n\nA(z) {order_number}. rendelés ({amount}) <b>rendben</b>.\n\nJó szórakozást!',
};

function paidMail(locale: 'hu' | 'en', orderId: number): QueueMailInput {
  return {
    kind: 'order_paid',
    to: `vevo-${locale}@example.com`,
    name: 'Kovács Éva',
    locale,
    path: '/profile/orders',
    order: {
      id: orderId,
      total: '9 800 Ft',
      lines: ['Hamlet – Teljes árú jegy: 9 800 Ft'],
      performances: [{ name: 'Hamlet', when: '2026. december 3. 19:00', venue: 'Nagyterem' }],
    },
  };
}

/** An order of the database, for the mails to be about (its number is what they say). */
let orderId: number | undefined;
async function queued(locale: 'hu' | 'en') {
  orderId ??= (await unpaidOrder(world, admin.token)).orderId;
  const id = await queueMail(db(), world.t.config, paidMail(locale, orderId));
  return db()
    .selectFrom('mail_messages')
    .select(['subject', 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the e-mail texts', () => {
  it('lists every kind in both languages, all default at first; staff only', async () => {
    const list = await call<MailTextList>('GET', '/api/admin/mail-texts');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(16);
    expect(list.body.items.every((item) => !item.customised)).toBe(true);
    expect(list.body.items[0]).toMatchObject({ kind: 'order_paid', locale: 'hu' });
    expect((await call('GET', '/api/admin/mail-texts', { token: cashier.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/mail-texts', { token: null })).status).toBe(401);
  });

  it("reads a kind's default text with placeholders, and the placeholders it offers", async () => {
    const reply = await call<MailTextDetail>('GET', url('order_paid', 'hu'));
    expect(reply.status).toBe(200);
    expect(reply.body.customised).toBe(false);
    expect(reply.body.default.subject).toBe(
      'Sikeres fizetés – {order_number}. számú rendelés – {theatre}',
    );
    expect(reply.body.default.body).toBe(
      'Kedves {buyer_name}!\n\nA(z) {order_number}. számú rendelését kifizette, a jegyeket lefoglaltuk Önnek. A fizetett összeg: {amount}.',
    );
    expect(reply.body.current).toEqual(reply.body.default);
    expect(reply.body.placeholders).toContain('performance_title');
    expect((await call('GET', url('verify_email', 'hu'))).status).toBe(422);
    expect((await call('GET', url('order_paid', 'de'))).status).toBe(422);
  });

  it('refuses an empty subject and unknown placeholders, per field, in the caller language', async () => {
    const empty = await call('PUT', url('order_paid', 'hu'), {
      body: { subject: '  ', body: '' },
      lang: 'hu',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      subject: ['A mező kitöltése kötelező.'],
      body: ['A mező kitöltése kötelező.'],
    });
    const unknown = await call('PUT', url('purchase_link', 'en'), {
      body: { subject: 'Hi {order_number}', body: 'Dear {buyer_name}, {nope}' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      subject: ['Unknown placeholder: {order_number}. Use only the placeholders listed.'],
      body: ['Unknown placeholder: {nope}. Use only the placeholders listed.'],
    });
    const preview = await call('POST', `${url('purchase_link', 'en')}/preview`, {
      body: { subject: 'Hi', body: '{x}' },
    });
    expect(preview.status).toBe(422);
    expect(await db().selectFrom('mail_texts').selectAll().execute()).toEqual([]);
  });

  it('previews an unsaved text with sample data, escaped into the layout', async () => {
    const reply = await call<MailTextPreview>('POST', `${url('order_paid', 'hu')}/preview`, {
      body: ownText,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.subject).toBe('Köszönjük, Minta Anna! – 1024. rendelés');
    expect(reply.body.text).toContain(
      `A(z) 1024. rendelés (${formatPrice(12_900)}) <b>rendben</b>.`,
    );
    expect(reply.body.html).toContain('&lt;b&gt;rendben&lt;/b&gt;');
    expect(reply.body.html).not.toContain('<b>rendben');
    // The structured blocks stay: the order's lines after the text.
    expect(reply.body.text).toContain(`Hamlet – Teljes árú jegy, 2 db: 12 900 Ft`);
    expect(await db().selectFrom('mail_texts').selectAll().execute()).toEqual([]);
  });

  it('a mail queued before a change keeps its text', async () => {
    const before = await queued('hu');
    expect(before.subject).toContain(`Sikeres fizetés – ${String(orderId)}. számú rendelés`);
    const saved = await call<MailTextSaved>('PUT', url('order_paid', 'hu'), { body: ownText });
    expect(saved.status).toBe(200);
    expect(saved.body.text).toMatchObject({
      customised: true,
      current: ownText,
      updated_by: { id: admin.userId, name: adminName },
    });
    const still = await db()
      .selectFrom('mail_messages')
      .select('subject')
      .where('subject', '=', before.subject)
      .execute();
    expect(still).toHaveLength(1);
  });

  it('renders a real mail with the saved text in Hungarian, the default in English', async () => {
    const hu = await queued('hu');
    expect(hu.subject).toBe(`Köszönjük, Kovács Éva! – ${String(orderId)}. rendelés`);
    expect(hu.text).toContain('Kedves Kovács Éva!');
    expect(hu.text).toContain(`A(z) ${String(orderId)}. rendelés (9 800 Ft) <b>rendben</b>.`);
    expect(hu.html).toContain('&lt;b&gt;rendben&lt;/b&gt;');
    expect(hu.text).toContain('Hamlet – Teljes árú jegy: 9 800 Ft');
    const en = await queued('en');
    expect(en.subject).toContain(`Payment received – order ${String(orderId)} – `);
    expect(en.text).not.toContain('rendben');
  });

  it('audits the change with who and old → new, and lists the kind as customised', async () => {
    const [entry] = await auditOf('mail_text.updated', 'order_paid.hu');
    expect(entry).toMatchObject({ actor_id: admin.userId, entity: 'mail_text' });
    expect(entry?.data).toMatchObject({
      changes: {
        subject: {
          from: 'Sikeres fizetés – {order_number}. számú rendelés – {theatre}',
          to: ownText.subject,
        },
        body: { to: ownText.body },
      },
    });
    const list = await call<MailTextList>('GET', '/api/admin/mail-texts');
    const customised = list.body.items.filter((item) => item.customised);
    expect(customised).toMatchObject([
      { kind: 'order_paid', locale: 'hu', subject: ownText.subject },
    ]);
  });

  it('resets to the default: the override is gone, audited, and mails use the catalogue again', async () => {
    const reset = await call<MailTextSaved>('DELETE', url('order_paid', 'hu'), { lang: 'hu' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Az e-mail szövege visszaállt az alapértelmezettre.');
    expect(reset.body.text.customised).toBe(false);
    expect(reset.body.text.current).toEqual(reset.body.text.default);
    const [entry] = await auditOf('mail_text.reset', 'order_paid.hu');
    expect(entry?.data).toMatchObject({ changes: { subject: { from: ownText.subject } } });
    expect((await queued('hu')).subject).toContain(
      `Sikeres fizetés – ${String(orderId)}. számú rendelés`,
    );
    // A second reset changes nothing and records nothing.
    expect((await call('DELETE', url('order_paid', 'hu'))).status).toBe(200);
    expect(await auditOf('mail_text.reset', 'order_paid.hu')).toHaveLength(1);
  });
});
