import type { RefundBankDetails, RefundBankDetailsReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import { auditCount, settleJobs, testMerchant } from '../checkout/checkout-test-kit.js';
import { adminCall, mailsAbout, paidOrder } from '../orders/orders-test-kit.js';
import {
  admin,
  buyer,
  cancel,
  cashier,
  db,
  details,
  refundsOf,
  world,
  type CancelReply,
} from '../orders/cancel-order-test-support.js';
import { offerBankDetailsForm } from './offer-bank-details-form.js';

// A card refund SimplePay refuses (decision 0053): the buyer is mailed a form for a bank account,
// once; the form's token opens that refund only; staff see the details and settle the refund,
// after which the form takes no change.

type Reply = RefundBankDetails &
  RefundBankDetailsReply & {
    code?: string;
    errors?: Record<string, string[]>;
  };

const form = (token: string, body?: object, lang: 'hu' | 'en' = 'en') =>
  world.client.call<Reply>(body ? 'PUT' : 'GET', `/api/refund-bank-details/${token}`, {
    lang,
    ...(body ? { body } : {}),
  });

/** A paid card order whose cancellation's refund SimplePay refuses (already given back). */
async function refusedRefund(language: 'hu' | 'en' = 'hu') {
  const order = await paidOrder(world, buyer.token, { quantity: 1 });
  await db().updateTable('orders').set({ language }).where('id', '=', order.orderId).execute();
  const payment = await db()
    .selectFrom('payments')
    .select(['order_ref', 'total'])
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  const merchantAdmin = createSimplePayClient({
    merchant: testMerchant,
    secretKey: world.secretKey,
    apiUrl: world.simulator.apiBase,
  });
  await merchantAdmin.refund({ orderRef: payment.order_ref, amount: payment.total });
  expect((await cancel(order.orderId)).status).toBe(200);
  await settleJobs(world);
  const [refund] = await refundsOf(order.orderId);
  expect(refund).toMatchObject({ status: 'failed', method: 'simplepay' });
  return { orderId: order.orderId, refundId: refund?.id ?? 0, amount: payment.total };
}

const tokenOf = (text: string) => /\/refund-bank-details\/([A-Za-z0-9_-]{40,})/.exec(text)?.[1];

describe('a refused card refund', () => {
  it('mails the buyer a form link once, in the order language, and not again for the refund', async () => {
    const { orderId, refundId, amount } = await refusedRefund('hu');
    const mails = await mailsAbout(world, orderId, 'refund_bank_details');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.locale).toBe('hu');
    expect(mail?.to_address).toBe(buyer.email);
    expect(mail?.subject).toContain(`${orderId}. számú rendelés`);
    expect(mail?.text).toContain(formatPrice(amount));
    expect(mail?.text).toContain('Kérjük, az alábbi gombbal adja meg');
    expect(tokenOf(mail?.text ?? '')).toBeDefined();
    // Only the token's hash is stored.
    const row = await db()
      .selectFrom('refund_bank_details')
      .select(['token_hash', 'order_id'])
      .where('refund_id', '=', refundId)
      .executeTakeFirstOrThrow();
    expect(row.order_id).toBe(orderId);
    expect(mail?.text).not.toContain(row.token_hash);

    // The job's failure transaction again for the same refund (a retried or second job): the
    // form exists, so nothing is queued.
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'buyer_email', 'buyer_name', 'language', 'user_id', 'link_origin'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const again = await db()
      .transaction()
      .execute((trx) => offerBankDetailsForm(trx, world.t.config, { id: refundId, amount }, order));
    expect(again).toBe(false);
    expect(await mailsAbout(world, orderId, 'refund_bank_details')).toHaveLength(1);
    expect(await auditCount(db(), 'payment.refund_failed', orderId)).toBe(1);
  });

  it('takes the bank details through the token, checks them, and shows them to staff', async () => {
    const { orderId, refundId, amount } = await refusedRefund('en');
    const [mail] = await mailsAbout(world, orderId, 'refund_bank_details');
    expect(mail?.subject).toBe(
      `Refund by bank transfer – order ${String(orderId)} – ${mail?.subject.split(' – ')[2] ?? ''}`,
    );
    const token = tokenOf(mail?.text ?? '') ?? '';

    const opened = await form(token);
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toEqual({
      order_id: orderId,
      amount,
      state: 'open',
      holder: null,
      account: null,
      submitted_at: null,
    });
    expect((await form(`${token.slice(0, -1)}x`)).status).toBe(404);
    expect((await form('a'.repeat(43))).body.code).toBe('refund_bank_details_not_found');

    // Every problem per field, translated.
    const empty = await form(token, { holder: ' ', account: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      holder: ["Please enter the account holder's name."],
      account: ['Please enter the bank account number.'],
    });
    const wrongDigit = await form(
      token,
      { holder: 'Kiss Anna', account: '11773016-11111019' },
      'hu',
    );
    expect(wrongDigit.status).toBe(422);
    expect(wrongDigit.body.errors).toEqual({
      account: ['A bankszámlaszám ellenőrző számjegye hibás. Kérjük, ellenőrizze a számokat.'],
    });
    const wrongIban = await form(token, {
      holder: 'Kiss Anna',
      account: 'HU43 1177 3016 1111 1018 0000 0000',
    });
    expect(wrongIban.body.errors).toEqual({
      account: ["The IBAN's check digits are wrong. Please check the characters."],
    });
    const short = await form(token, { holder: 'Kiss Anna', account: '1177301611' });
    expect(short.body.errors?.account?.[0]).toMatch(/^A bank account number has 16 or 24 digits/);
    expect(
      (await form(token, { holder: 'x'.repeat(101), account: '1177301611111018' })).body.errors,
    ).toEqual({ holder: ["The account holder's name can be at most 100 characters."] });
    expect((await form(token)).body.state).toBe('open');

    const saved = await form(token, { holder: '  Kiss   Anna ', account: '1177 3016 1111 1018' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(
      'Thank you, we have received your bank details. Our staff will transfer the amount shortly.',
    );
    expect(saved.body.details).toMatchObject({
      state: 'received',
      holder: 'Kiss Anna',
      account: '11773016-11111018',
    });
    // A correction, until staff settle it: an IBAN this time.
    const corrected = await form(token, {
      holder: 'Kiss Anna',
      account: 'hu42 1177 3016 1111 1018 0000 0000',
    });
    expect(corrected.body.details).toMatchObject({
      state: 'received',
      account: 'HU42 1177 3016 1111 1018 0000 0000',
    });
    expect(await auditCount(db(), 'refund.bank_details_given', orderId)).toBe(2);

    // Staff with access to the order see them on the refused refund; an unrelated refund has none.
    const staffView = await details(orderId);
    expect(staffView.refunds.find((refund) => refund.id === refundId)?.bank_details).toMatchObject({
      holder: 'Kiss Anna',
      account: 'HU42 1177 3016 1111 1018 0000 0000',
      kind: 'iban',
    });
    const asCashier = await adminCall<typeof staffView>(
      world,
      'GET',
      `/api/admin/orders/${orderId}`,
      cashier.token,
    );
    expect(asCashier.body.refunds[0]?.bank_details?.holder).toBe('Kiss Anna');
    const asBuyer = await adminCall(world, 'GET', `/api/admin/orders/${orderId}`, buyer.token);
    expect(asBuyer.status).toBe(403);
  });

  it('the settlement names the account, mails the buyer, and closes the form', async () => {
    const { orderId, refundId, amount } = await refusedRefund('hu');
    const [mail] = await mailsAbout(world, orderId, 'refund_bank_details');
    const token = tokenOf(mail?.text ?? '') ?? '';
    // Another refused order's token opens only its own refund.
    const other = await refusedRefund('hu');
    const [otherMail] = await mailsAbout(world, other.orderId, 'refund_bank_details');
    const otherToken = tokenOf(otherMail?.text ?? '') ?? '';
    expect(otherToken).not.toBe(token);
    expect((await form(otherToken)).body.order_id).toBe(other.orderId);

    await form(token, { holder: 'Nagy Péter', account: '11773016-11111018-00000000' });
    const settled = await adminCall<CancelReply>(
      world,
      'POST',
      `/api/admin/orders/${orderId}/refunds/${refundId}/settle`,
      admin.token,
      { body: { note: 'Átutalva' } },
    );
    expect(settled.status).toBe(200);
    expect(settled.body.order.audit.at(-1)).toMatchObject({
      action: 'refund.settled_by_hand',
      data: { note: 'Átutalva', transferred_to: 'Nagy Péter, 11773016-11111018-00000000' },
    });
    const [confirmation, ...more] = await mailsAbout(world, orderId, 'refund_transferred');
    expect(more).toEqual([]);
    expect(confirmation?.text).toContain('11773016-11111018-00000000');
    expect(confirmation?.text).toContain(formatPrice(amount));

    expect((await form(token)).body).toMatchObject({ state: 'settled', holder: 'Nagy Péter' });
    const late = await form(token, { holder: 'Nagy Péter', account: '1177301611111018' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('refund_bank_details_settled');
    expect((await form(token)).body.account).toBe('11773016-11111018-00000000');

    // A refund settled without details mails nothing more; its form says settled.
    await adminCall(
      world,
      'POST',
      `/api/admin/orders/${other.orderId}/refunds/${other.refundId}/settle`,
      admin.token,
      { body: { note: 'Pénztárban kifizetve' } },
    );
    expect(await mailsAbout(world, other.orderId, 'refund_transferred')).toEqual([]);
    expect((await form(otherToken)).body.state).toBe('settled');
  });
});
