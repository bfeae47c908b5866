import {
  paymentStates,
  type PaymentState,
  type PaymentStatusReply,
  type PaymentValidateReply,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { isSettled, returnOutcome, statusScreen } from './payment-screen';

const back = (event: PaymentValidateReply['event']): PaymentValidateReply => ({
  order_id: 41,
  event,
  transaction_id: '501234567',
});

const status = (state: PaymentState, retryable = false): PaymentStatusReply => ({
  order_id: 41,
  state,
  payment_status: state === 'paid' ? 1 : 0,
  transaction_id: '501234567',
  retryable,
  brutto: 12_900,
});

describe("SimplePay's back redirect", () => {
  it('waits for the bank after SUCCESS: only the IPN makes the order paid', () => {
    expect(returnOutcome(back('SUCCESS'))).toEqual({ next: 'pending', orderId: 41 });
  });

  it('shows a failure with the transaction id, and a retry', () => {
    expect(returnOutcome(back('FAIL'))).toEqual({
      next: 'screen',
      screen: { kind: 'failed', transactionId: '501234567', retry: true },
    });
  });

  it('shows a cancel and a timeout without the transaction id (SimplePay checks this)', () => {
    expect(returnOutcome(back('CANCEL'))).toEqual({
      next: 'screen',
      screen: { kind: 'cancelled', transactionId: null, retry: true },
    });
    expect(returnOutcome(back('TIMEOUT'))).toEqual({
      next: 'screen',
      screen: { kind: 'timeout', transactionId: null, retry: true },
    });
  });
});

describe("the payment's state", () => {
  it('maps every state to a screen', () => {
    for (const state of paymentStates) {
      expect(statusScreen(status(state)).kind).toBeDefined();
    }
    expect(statusScreen(status('waiting'))).toEqual({
      kind: 'waiting',
      transactionId: null,
      retry: false,
    });
  });

  it('shows the transaction id on success and failure only', () => {
    expect(statusScreen(status('paid'))).toEqual({
      kind: 'success',
      transactionId: '501234567',
      retry: false,
    });
    expect(statusScreen(status('failed', true)).transactionId).toBe('501234567');
    for (const state of [
      'cancelled',
      'timeout',
      'expired',
      'refunded',
      'withdrawn',
      'waiting',
    ] as const) {
      expect(statusScreen(status(state, true)).transactionId).toBeNull();
    }
  });

  it('offers a retry after an unpaid attempt while the order can still be paid', () => {
    for (const state of ['failed', 'cancelled', 'timeout'] as const) {
      expect(statusScreen(status(state, true)).retry).toBe(true);
      expect(statusScreen(status(state, false)).retry).toBe(false);
    }
    expect(statusScreen(status('expired', true)).retry).toBe(false);
    expect(statusScreen(status('refunded', true)).retry).toBe(false);
    expect(statusScreen(status('withdrawn', true))).toMatchObject({
      kind: 'withdrawn',
      retry: false,
    });
  });

  it('is settled once it is not waiting', () => {
    expect(isSettled(undefined)).toBe(false);
    expect(isSettled(status('waiting'))).toBe(false);
    expect(isSettled(status('paid'))).toBe(true);
    expect(isSettled(status('expired'))).toBe(true);
  });
});
