import type { PaymentInitReply } from '@theatre/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';

const initPayment = vi.fn<(orderId: number) => Promise<PaymentInitReply>>();
vi.mock('../api/payment-api', () => ({ initPayment }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../hooks/use-payment-translation', () => ({
  paymentText: () => (key: string) => `t:${key}`,
}));
vi.stubGlobal('window', {
  location: { href: 'http://127.0.0.1:3000/cart?step=review' },
  addEventListener: vi.fn(),
});

const { notify } = await import('../../../lib/notify');
const { usePaymentStart, startPhaseOf } = await import('../stores/payment-start');
const { isPaymentUrl, paymentErrorToastMs, startOutcome, startPayment } =
  await import('./start-payment');

const base = 'http://127.0.0.1:3000/cart';

describe("the start's reply", () => {
  it('redirects to the payment page (status 1)', () => {
    expect(startOutcome({ status: 1, url: 'https://sandbox.simplepay.hu/pay/x' }, base)).toEqual({
      kind: 'redirect',
      url: 'https://sandbox.simplepay.hu/pay/x',
    });
  });

  it('goes to the success page when the order is already paid (status 2)', () => {
    expect(startOutcome({ status: 2 }, base)).toEqual({ kind: 'paid' });
  });

  it("fails with the server's msg (status 0), or without one", () => {
    expect(startOutcome({ status: 0, msg: 'Nem fizethető.' }, base)).toEqual({
      kind: 'failed',
      message: 'Nem fizethető.',
    });
    expect(startOutcome({ status: 0 }, base)).toEqual({ kind: 'failed', message: null });
  });

  it('never follows an address that is not a web page', () => {
    expect(isPaymentUrl('javascript:alert(1)', base)).toBe(false);
    expect(isPaymentUrl('data:text/html,x', base)).toBe(false);
    expect(isPaymentUrl(undefined, base)).toBe(false);
    expect(isPaymentUrl('http://127.0.0.1:3211/pay/1', base)).toBe(true);
    expect(startOutcome({ status: 1, url: 'javascript:alert(1)' }, base).kind).toBe('failed');
  });
});

describe('starting a payment', () => {
  beforeEach(() => {
    initPayment.mockReset();
    vi.mocked(notify).mockReset();
    usePaymentStart.setState({ orderId: null, phase: 'idle', message: null });
  });

  it('leaves for the payment page', async () => {
    initPayment.mockResolvedValue({ status: 1, url: 'https://pay.example/41' });
    const redirect = vi.fn();
    const onPaid = vi.fn();
    const started = startPayment(41, { onPaid, redirect });
    expect(startPhaseOf(usePaymentStart.getState(), 41)).toBe('starting');
    await started;
    expect(initPayment).toHaveBeenCalledWith(41);
    expect(redirect).toHaveBeenCalledWith('https://pay.example/41');
    expect(startPhaseOf(usePaymentStart.getState(), 41)).toBe('redirecting');
    expect(startPhaseOf(usePaymentStart.getState(), 42)).toBe('idle');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('goes to the success page for a paid order', async () => {
    initPayment.mockResolvedValue({ status: 2 });
    const onPaid = vi.fn();
    await startPayment(41, { onPaid, redirect: vi.fn() });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(usePaymentStart.getState().phase).toBe('idle');
  });

  it('shows a red toast with msg for 1.5 s and keeps the message', async () => {
    initPayment.mockResolvedValue({ status: 0, msg: 'A fizetés most nem indítható.' });
    await startPayment(41, { onPaid: vi.fn(), redirect: vi.fn() });
    expect(paymentErrorToastMs).toBe(1500);
    expect(notify).toHaveBeenCalledWith({
      tone: 'error',
      message: 'A fizetés most nem indítható.',
      autoClose: 1500,
    });
    expect(usePaymentStart.getState()).toMatchObject({
      orderId: 41,
      phase: 'failed',
      message: 'A fizetés most nem indítható.',
    });
  });

  it('fails with its own words when there is no response', async () => {
    initPayment.mockRejectedValue(new NetworkError('offline', false));
    await startPayment(41, { onPaid: vi.fn(), redirect: vi.fn() });
    expect(usePaymentStart.getState()).toMatchObject({
      phase: 'failed',
      message: 't:common.network_error',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps a refusal's message (the API client has toasted it)", async () => {
    initPayment.mockRejectedValue(
      new ApiError(409, {
        message: 'Ez a rendelés már nem fizethető ki.',
        code: 'order_not_payable',
      }),
    );
    await startPayment(41, { onPaid: vi.fn(), redirect: vi.fn() });
    expect(usePaymentStart.getState()).toMatchObject({
      phase: 'failed',
      message: 'Ez a rendelés már nem fizethető ki.',
    });
  });
});
