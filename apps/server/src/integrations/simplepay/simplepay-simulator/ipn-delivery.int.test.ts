import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimplePaySimulator, type SimplePaySimulator } from './simplepay-simulator.js';
import {
  callApi,
  demoHuf,
  payWith,
  startBody,
  startIpnReceiver,
  waitUntil,
  type ReceiverMode,
} from './simulator-test-kit.js';

let mode: ReceiverMode = 'echo';
let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;
let simulator: SimplePaySimulator;
const warnings: { obj: object; msg: string }[] = [];

beforeAll(async () => {
  receiver = await startIpnReceiver(() => mode);
  simulator = await startSimplePaySimulator({
    merchants: [demoHuf],
    ipnUrl: () => receiver.url,
    ipnRetryDelaysMs: [50, 100],
    ipnTimeoutMs: 200,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
  });
});
afterEach(async () => {
  await simulator.idle();
  mode = 'echo';
  simulator.setDuplicateIpn(false);
  simulator.setIpnPaused(false);
  receiver.received.length = 0;
  warnings.length = 0;
});
afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

async function paid(card = '4908 3660 9990 0425') {
  const body = startBody();
  const { transactionId, paymentUrl } = (await callApi(simulator.apiBase, 'start', body)).json as {
    transactionId: number;
    paymentUrl: string;
  };
  expect((await payWith(paymentUrl, card)).status).toBe(303);
  return { transactionId, orderRef: body.orderRef as string };
}

describe('IPN delivery of the simulator', () => {
  it('posts a signed FINISHED notification and counts the signed echo as delivered', async () => {
    const { transactionId, orderRef } = await paid();
    await simulator.idle();
    expect(receiver.received).toHaveLength(1);
    const [ipn] = receiver.received;
    expect(ipn?.signatureValid).toBe(true);
    expect(Object.keys(ipn?.json ?? {})).toEqual([
      'salt',
      'orderRef',
      'method',
      'merchant',
      'finishDate',
      'paymentDate',
      'transactionId',
      'status',
    ]);
    expect(ipn?.json).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      orderRef,
      method: 'CARD',
      merchant: 'PUBLICTESTHUF',
      finishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]00$/) as unknown,
      paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]00$/) as unknown,
      transactionId,
      status: 'FINISHED',
    });
    expect(ipn?.body).toBe(JSON.stringify(ipn?.json));
    expect(simulator.transaction(transactionId)).toMatchObject({
      ipnAttempts: 1,
      ipnDelivered: 1,
      ipn: [{ status: 'FINISHED', attempts: 1, delivered: 1, gaveUp: false }],
    });
    expect(warnings).toEqual([]);
  });

  it.each<ReceiverMode>(['error', 'bad-signature', 'no-receive-date', 'slow'])(
    'retries on the schedule when the shop answers wrong (%s), then gives up',
    async (wrong) => {
      mode = wrong;
      const { transactionId } = await paid();
      await waitUntil(() => simulator.transaction(transactionId)?.ipn[0]?.gaveUp === true);
      const view = simulator.transaction(transactionId);
      expect(view).toMatchObject({ ipnAttempts: 3, ipnDelivered: 0 });
      expect(view?.ipn[0]?.lastError).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(receiver.received).toHaveLength(3);
      const [first, second, third] = receiver.received.map((ipn) => ipn.at);
      expect(second! - first!).toBeGreaterThanOrEqual(45);
      expect(third! - second!).toBeGreaterThanOrEqual(95);
      // Retries resend the same notification.
      expect(new Set(receiver.received.map((ipn) => ipn.body)).size).toBe(1);
      expect(warnings.map((w) => w.msg).at(-1)).toMatch(/giving up/);
    },
  );

  it('stops retrying once the shop answers correctly', async () => {
    mode = 'error';
    const { transactionId } = await paid();
    await waitUntil(() => receiver.received.length === 1);
    mode = 'echo';
    await waitUntil(() => simulator.transaction(transactionId)?.ipnDelivered === 1);
    expect(simulator.transaction(transactionId)).toMatchObject({ ipnAttempts: 2, ipnDelivered: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(2);
  });

  it('sends each notification twice with duplicateIpn', async () => {
    simulator.setDuplicateIpn(true);
    const { transactionId } = await paid();
    await waitUntil(() => receiver.received.length === 2);
    await simulator.idle();
    const [first, second] = receiver.received;
    expect(second?.json).toMatchObject({ transactionId, status: 'FINISHED' });
    expect(first?.json).toEqual({ ...second?.json, salt: first?.json.salt });
    expect(second?.signatureValid).toBe(true);
    expect(simulator.transaction(transactionId)).toMatchObject({ ipnAttempts: 2, ipnDelivered: 2 });
  });

  it('notifies failures too (without paymentDate), unless switched off', async () => {
    const declined = await paid('4000 0000 0000 0002');
    await simulator.idle();
    expect(receiver.received.map((ipn) => ipn.json)).toEqual([
      expect.objectContaining({ transactionId: declined.transactionId, status: 'NOTAUTHORIZED' }),
    ]);
    expect(receiver.received[0]?.json).not.toHaveProperty('paymentDate');

    const quiet = await startSimplePaySimulator({
      merchants: [demoHuf],
      ipnUrl: () => receiver.url,
      ipnForFailures: false,
    });
    try {
      const { paymentUrl, transactionId } = (await callApi(quiet.apiBase, 'start', startBody()))
        .json as { transactionId: number; paymentUrl: string };
      await payWith(paymentUrl, '4000 0000 0000 0002');
      await quiet.idle();
      expect(quiet.transaction(transactionId)).toMatchObject({ status: 'NOTAUTHORIZED', ipn: [] });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it('holds notifications while paused (query still tells), and sends them on resume', async () => {
    simulator.setIpnPaused(true);
    const { transactionId } = await paid();
    await simulator.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(0);
    const query = await callApi(simulator.apiBase, 'query', {
      salt: startBody().salt,
      merchant: demoHuf.merchant,
      sdkVersion: 'TicketShop_1.0',
      transactionIds: [transactionId],
    });
    expect(query.json.transactions).toEqual([expect.objectContaining({ status: 'FINISHED' })]);
    simulator.setIpnPaused(false);
    await simulator.idle();
    expect(receiver.received).toHaveLength(1);
    expect(simulator.transaction(transactionId)?.ipnDelivered).toBe(1);
  });

  it('reads the IPN URL at send time and survives an unreachable shop', async () => {
    let target = 'http://127.0.0.1:9/ipn';
    const late = await startSimplePaySimulator({
      merchants: [demoHuf],
      ipnUrl: () => target,
      ipnRetryDelaysMs: [100],
    });
    try {
      const { paymentUrl, transactionId } = (await callApi(late.apiBase, 'start', startBody()))
        .json as { transactionId: number; paymentUrl: string };
      await payWith(paymentUrl, '4111 1111 1111 1111');
      await late.idle();
      expect(late.transaction(transactionId)).toMatchObject({ ipnAttempts: 1, ipnDelivered: 0 });
      target = receiver.url;
      await waitUntil(() => late.transaction(transactionId)?.ipnDelivered === 1);
    } finally {
      await late.close();
    }
  });
});
