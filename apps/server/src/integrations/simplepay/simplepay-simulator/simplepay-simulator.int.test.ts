import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimplePaySimulator, type SimplePaySimulator } from './simplepay-simulator.js';
import { formatSimplePayTime } from './simulator-dates.js';
import { newSalt } from './simulator-signature.js';
import {
  callApi,
  demoEur,
  demoHuf,
  payWith,
  readBack,
  replySigned,
  startBody,
  startIpnReceiver,
  submitForm,
} from './simulator-test-kit.js';

let simulator: SimplePaySimulator;
let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;

beforeAll(async () => {
  receiver = await startIpnReceiver(() => 'echo');
  simulator = await startSimplePaySimulator({
    merchants: [demoHuf, demoEur],
    ipnUrl: () => receiver.url,
    ipnRetryDelaysMs: [50, 100],
  });
});
afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

const base = { salt: newSalt(), merchant: demoHuf.merchant, sdkVersion: 'TicketShop_1.0' };

async function started(overrides: Record<string, unknown> = {}) {
  const body = startBody(overrides);
  const reply = await callApi(simulator.apiBase, 'start', body);
  expect(reply.json.errorCodes).toBeUndefined();
  return { ...reply.json, orderRef: body.orderRef } as {
    transactionId: number;
    paymentUrl: string;
    orderRef: string;
  };
}

describe('the SimplePay simulator API', () => {
  it('refuses a wrong or missing signature with a signed error', async () => {
    const wrong = await callApi(simulator.apiBase, 'start', startBody(), { secretKey: 'wrong' });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toEqual({ errorCodes: [5302] });
    expect(replySigned(wrong)).toBe(true);
    const missing = await callApi(simulator.apiBase, 'start', startBody(), { signature: null });
    expect(missing.json).toEqual({ errorCodes: [5303] });
    expect(replySigned(missing)).toBe(true);
  });

  it('refuses an unknown merchant, invalid JSON and an oversized body', async () => {
    const unknown = await callApi(simulator.apiBase, 'start', startBody({ merchant: 'NOBODY' }));
    expect(unknown.json).toEqual({ errorCodes: [5010] });
    const invalid = await callApi(simulator.apiBase, 'query', '{"merchant":');
    expect(invalid.json).toEqual({ errorCodes: [5321] });
    expect(replySigned(invalid)).toBe(true);
    const big = await callApi(simulator.apiBase, 'start', startBody({ pad: 'x'.repeat(70_000) }));
    expect(big.json).toEqual({ errorCodes: [5321] });
    const noMerchant = await callApi(simulator.apiBase, 'query', { salt: newSalt() });
    expect(noMerchant.json).toEqual({ errorCodes: [5201] });
  });

  it('starts a payment: a signed answer with the documented fields and a payment URL', async () => {
    const body = startBody({ futureField: 'ignored' });
    const reply = await callApi(simulator.apiBase, 'start', body);
    expect(replySigned(reply)).toBe(true);
    expect(reply.json).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      merchant: 'PUBLICTESTHUF',
      orderRef: body.orderRef,
      currency: 'HUF',
      transactionId: expect.any(Number) as unknown,
      timeout: body.timeout,
      total: 12580,
      paymentUrl: expect.stringMatching(
        new RegExp(`^${simulator.url}/pay/[A-Za-z0-9_-]{20,}$`),
      ) as unknown,
    });
    expect(String(reply.json.transactionId)).toMatch(/^5\d{8}$/);
    expect(simulator.transaction(reply.json.transactionId as number)).toMatchObject({
      status: 'INIT',
      total: 12580,
      remainingTotal: 12580,
    });
    const again = await callApi(simulator.apiBase, 'start', { ...body, salt: newSalt() });
    expect(again.json).toEqual({ errorCodes: [5013] });
  });

  it('checks the start fields and the account currency', async () => {
    const reply = await callApi(
      simulator.apiBase,
      'start',
      startBody({ currency: 'EUR', customerEmail: 'x', url: undefined }),
    );
    expect(reply.json).toEqual({ errorCodes: [5307, 5219, 5325] });
  });

  it('shows the payment page, then pays with a success card: 303 back with r and s', async () => {
    const { transactionId, paymentUrl, orderRef } = await started();
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('12 580 Ft');

    const paid = await payWith(paymentUrl, '4908 3660 9990 0425');
    expect(paid.status).toBe(303);
    const back = readBack(paid.headers.get('location') ?? '');
    expect(back.url.origin + back.url.pathname).toBe('https://shop.example/simplepay/back');
    expect(back.signed).toBe(true);
    expect(back.result).toEqual({
      r: 0,
      t: transactionId,
      e: 'SUCCESS',
      m: 'PUBLICTESTHUF',
      o: orderRef,
    });
    expect(simulator.transaction(transactionId)).toMatchObject({ status: 'FINISHED' });

    const reopened = await fetch(paymentUrl);
    expect(await reopened.text()).toContain('Ez a fizetés már feldolgozásra került');
    expect((await payWith(paymentUrl, '4111 1111 1111 1111')).status).toBe(409);
  });

  it('declines a declined card (FAIL), cancels (CANCEL) and times out by test card (TIMEOUT)', async () => {
    const urls = {
      success: 'https://shop.example/ok',
      fail: 'https://shop.example/fail?x=1',
      cancel: 'https://shop.example/cancel',
      timeout: 'https://shop.example/timeout',
    };
    const cases: { fields: Record<string, string>; e: string; status: string; path: string }[] = [
      {
        fields: { cardNumber: '4000 0000 0000 0002', action: 'pay' },
        e: 'FAIL',
        status: 'NOTAUTHORIZED',
        path: '/fail',
      },
      {
        fields: { cardNumber: '1234', action: 'pay' },
        e: 'FAIL',
        status: 'NOTAUTHORIZED',
        path: '/fail',
      },
      { fields: { action: 'cancel' }, e: 'CANCEL', status: 'CANCELLED', path: '/cancel' },
      {
        fields: { cardNumber: '4000000000000119' },
        e: 'TIMEOUT',
        status: 'TIMEOUT',
        path: '/timeout',
      },
    ];
    for (const { fields, e, status, path } of cases) {
      const { transactionId, paymentUrl } = await started({ urls, language: 'EN' });
      const answer = await submitForm(paymentUrl, fields);
      expect(answer.status).toBe(303);
      const back = readBack(answer.headers.get('location') ?? '');
      expect(back.url.pathname).toBe(path);
      expect(back.signed).toBe(true);
      expect(back.result.e).toBe(e);
      expect(back.result.r).not.toBe(0);
      expect(simulator.transaction(transactionId)?.status).toBe(status);
    }
  });

  it('answers query with the status, dates and refunds; unknown ids are absent', async () => {
    const { transactionId, paymentUrl, orderRef } = await started();
    const other = await started();
    await payWith(paymentUrl, '4908366099900425');
    const reply = await callApi(simulator.apiBase, 'query', {
      ...base,
      transactionIds: [String(transactionId), '599999999'],
      orderRefs: [other.orderRef, 'nincs-ilyen'],
    });
    expect(replySigned(reply)).toBe(true);
    expect(reply.json).toMatchObject({ merchant: 'PUBLICTESTHUF', totalCount: 2 });
    const [paid, init] = reply.json.transactions as Record<string, unknown>[];
    expect(paid).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      merchant: 'PUBLICTESTHUF',
      orderRef,
      total: 12580,
      transactionId,
      status: 'FINISHED',
      resultCode: 'OK',
      remainingTotal: 12580,
      paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/) as unknown,
      finishDate: expect.any(String) as unknown,
      method: 'CARD',
    });
    expect(init).toMatchObject({ transactionId: other.transactionId, status: 'INIT' });
    expect(init?.paymentDate).toBeUndefined();
  });

  it('limits query to 50 ids of each kind and wants some', async () => {
    const many = Array.from({ length: 51 }, (_, i) => String(500000000 + i));
    expect(
      (await callApi(simulator.apiBase, 'query', { ...base, transactionIds: many })).json,
    ).toEqual({ errorCodes: [5328] });
    expect((await callApi(simulator.apiBase, 'query', { ...base, orderRefs: many })).json).toEqual({
      errorCodes: [5327],
    });
    expect((await callApi(simulator.apiBase, 'query', { ...base })).json).toEqual({
      errorCodes: [5339],
    });
    expect(
      (
        await callApi(simulator.apiBase, 'query', {
          ...base,
          sdkVersion: undefined,
          orderRefs: ['x'],
        })
      ).json,
    ).toEqual({ errorCodes: [5113] });
  });

  it('refunds in parts until the payment is exhausted, never more than what remains', async () => {
    const { transactionId, paymentUrl, orderRef } = await started({ total: 10000 });
    const refund = (refundTotal: unknown, extra: Record<string, unknown> = { transactionId }) =>
      callApi(simulator.apiBase, 'refund', { ...base, currency: 'HUF', refundTotal, ...extra });
    expect((await refund(100)).json).toEqual({ errorCodes: [5230] });
    await payWith(paymentUrl, '4908 3660 9990 0425');
    expect((await refund(10001)).json).toEqual({ errorCodes: [5228] });
    expect((await refund('12.5')).json).toEqual({ errorCodes: [5110] });
    expect((await refund(0)).json).toEqual({ errorCodes: [5110] });
    expect((await refund(100, {})).json).toEqual({ errorCodes: [5111] });
    expect((await refund(100, { transactionId: 599999999 })).json).toEqual({ errorCodes: [5011] });

    const first = await refund('4000', { orderRef });
    expect(replySigned(first)).toBe(true);
    expect(first.json).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      merchant: 'PUBLICTESTHUF',
      orderRef,
      currency: 'HUF',
      transactionId,
      refundTransactionId: expect.any(Number) as unknown,
      refundTotal: 4000,
      remainingTotal: 6000,
    });
    expect(String(first.json.refundTransactionId)).toMatch(/^5\d{8}$/);
    expect((await refund(6001)).json).toEqual({ errorCodes: [5228] });
    expect((await refund(6000)).json).toMatchObject({ refundTotal: 6000, remainingTotal: 0 });
    expect((await refund(1)).json).toEqual({ errorCodes: [5228] });

    const view = simulator.transaction(transactionId);
    expect(view).toMatchObject({ status: 'FINISHED', total: 10000, remainingTotal: 0 });
    expect(view?.refunds.map((r) => r.refundTotal)).toEqual([4000, 6000]);
    const query = await callApi(simulator.apiBase, 'query', {
      ...base,
      transactionIds: [transactionId],
      refunds: true,
    });
    const [entry] = query.json.transactions as Record<string, unknown>[];
    expect(entry).toMatchObject({ remainingTotal: 0, refundStatus: 'FULL' });
    expect(entry?.refunds).toEqual([
      {
        transactionId: first.json.refundTransactionId,
        refundTotal: 4000,
        refundDate: expect.any(String) as unknown,
        status: 'FINISHED',
      },
      expect.objectContaining({ refundTotal: 6000, status: 'FINISHED' }),
    ]);
  });

  it('cancels a transaction only while INIT; finish is refused on one-step accounts', async () => {
    const { transactionId, orderRef, paymentUrl } = await started();
    const cancel = () =>
      callApi(simulator.apiBase, 'transactioncancel', { ...base, currency: 'HUF', transactionId });
    const done = await cancel();
    expect(replySigned(done)).toBe(true);
    expect(done.json).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      merchant: 'PUBLICTESTHUF',
      transactionId,
      orderRef,
      status: 'CANCELLED',
    });
    expect(simulator.transaction(transactionId)?.status).toBe('CANCELLED');
    expect((await cancel()).json).toEqual({ errorCodes: [5022] });
    expect(await (await fetch(paymentUrl)).text()).toContain('már feldolgozásra került');

    const finish = await callApi(simulator.apiBase, 'finish', {
      ...base,
      transactionId,
      originalTotal: 12580,
      approveTotal: 12580,
      currency: 'HUF',
    });
    expect(finish.json).toEqual({ errorCodes: [5308] });
  });

  it('counts the calls of each operation that reach it, refused ones included', async () => {
    const before = { start: simulator.calls('start'), query: simulator.calls('query') };
    await started();
    await callApi(simulator.apiBase, 'start', startBody(), { secretKey: 'wrong' });
    await callApi(simulator.apiBase, 'query', { ...base, orderRefs: ['NOSUCHREF'] });
    expect(simulator.calls('start')).toBe(before.start + 2);
    expect(simulator.calls('query')).toBe(before.query + 1);
  });

  it('keeps the accounts apart', async () => {
    const { transactionId } = await started();
    const reply = await callApi(
      simulator.apiBase,
      'query',
      { ...base, merchant: demoEur.merchant, transactionIds: [transactionId] },
      { secretKey: demoEur.secretKey },
    );
    expect(replySigned(reply, demoEur.secretKey)).toBe(true);
    expect(reply.json).toMatchObject({ transactions: [], totalCount: 0 });
  });

  it('answers 404 to unknown paths and payment links, 405 to other methods', async () => {
    expect((await fetch(`${simulator.url}/payment/v2/starteam`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await fetch(`${simulator.url}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${simulator.url}/pay/unknownToken`)).status).toBe(404);
    expect((await fetch(`${simulator.apiBase}start`)).status).toBe(405);
  });
});

describe('the deadline of a payment', () => {
  it('returns TIMEOUT when the page is opened or posted after the timeout', async () => {
    let shiftMs = 0;
    const clocked = await startSimplePaySimulator({
      merchants: [demoHuf],
      ipnUrl: () => receiver.url,
      ipnForFailures: false,
      now: () => new Date(Date.now() + shiftMs),
    });
    try {
      const timeout = formatSimplePayTime(new Date(Date.now() + 60_000));
      const start = async () =>
        (await callApi(clocked.apiBase, 'start', startBody({ timeout }))).json as {
          transactionId: number;
          paymentUrl: string;
        };
      const opened = await start();
      const posted = await start();
      expect((await fetch(opened.paymentUrl)).status).toBe(200);
      shiftMs = 120_000;
      const page = await fetch(opened.paymentUrl, { redirect: 'manual' });
      expect(page.status).toBe(303);
      expect(readBack(page.headers.get('location') ?? '').result.e).toBe('TIMEOUT');
      const paid = await payWith(posted.paymentUrl, '4908 3660 9990 0425');
      expect(readBack(paid.headers.get('location') ?? '').result).toMatchObject({
        e: 'TIMEOUT',
        t: posted.transactionId,
      });
      expect(clocked.transaction(posted.transactionId)?.status).toBe('TIMEOUT');
      expect(clocked.transaction(posted.transactionId)?.ipn).toEqual([]);
    } finally {
      await clocked.close();
    }
  });
});
