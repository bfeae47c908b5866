import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundRequestHeader, purchaseTokenHeader } from '@theatre/contracts';
import {
  api,
  getStatic,
  setPurchaseTokenGetter,
  setTokenGetter,
  setUnauthenticatedHandler,
  setUnavailableHandler,
} from './api-client';
import { ApiError, NetworkError } from './api-error';
import { notify } from './notify';

vi.mock('./notify', () => ({ notify: vi.fn() }));
vi.mock('./i18n', () => ({ currentLocale: () => 'en', translate: (key: string) => `t:${key}` }));

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(notify).mockReset();
    setTokenGetter(() => null);
    setPurchaseTokenGetter(() => null);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('calls /api with Accept-Language and, when there is a token, the bearer token', async () => {
    fetchMock.mockResolvedValue(reply(200, [{ id: 1 }]));
    setTokenGetter(() => 'secret');
    await expect(
      api.get('/events', { query: { search: 'bánk', date: undefined } }),
    ).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events?search=b%C3%A1nk');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Authorization']).toBe('Bearer secret');
  });

  it('reads the token at every request and sends none when signed out', async () => {
    let token: string | null = null;
    setTokenGetter(() => token);
    fetchMock.mockImplementation(() => Promise.resolve(reply(200, {})));
    await api.get('/profile');
    token = 'fresh';
    await api.post('/logout');
    token = null;
    await api.get('/events');
    const authorization = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Authorization'],
    );
    expect(authorization).toEqual([undefined, 'Bearer fresh', undefined]);
  });

  it("sends a guest's purchase token only when there is no bearer token", async () => {
    let token: string | null = null;
    setTokenGetter(() => token);
    setPurchaseTokenGetter(() => 'guest-pass');
    fetchMock.mockImplementation(() => Promise.resolve(reply(200, {})));
    await api.post('/order/store', {});
    token = 'session';
    await api.get('/payment/1');
    const sent = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    // The header's name is the contract's (HTTP header names are case-insensitive).
    const header = Object.keys(sent[0] ?? {}).find((name) => /purchase/i.test(name));
    expect(header?.toLowerCase()).toBe(purchaseTokenHeader);
    expect(sent[0]?.[header ?? '']).toBe('guest-pass');
    expect(sent[0]?.['Authorization']).toBeUndefined();
    expect(sent[1]?.['Authorization']).toBe('Bearer session');
    expect(sent[1]?.[header ?? '']).toBeUndefined();
  });

  it('marks a background request with the contract’s header, and only such a request', async () => {
    setTokenGetter(() => 'session');
    fetchMock.mockImplementation(() => Promise.resolve(reply(200, {})));
    await api.get('/admin/alerts', { background: true });
    await api.get('/admin/alerts');
    const sent = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    const header = Object.keys(sent[0] ?? {}).find((name) => /background/i.test(name));
    expect(header?.toLowerCase()).toBe(backgroundRequestHeader);
    expect(sent[0]?.[header ?? '']).toBe('1');
    expect(Object.keys(sent[1] ?? {}).some((name) => /background/i.test(name))).toBe(false);
  });

  it('tells the session handler when a session ended for inactivity', async () => {
    const onUnauthenticated = vi.fn();
    setUnauthenticatedHandler(onUnauthenticated);
    setTokenGetter(() => 'idle');
    fetchMock.mockResolvedValue(
      reply(419, { message: 'Expired.', code: 'session_expired', reason: 'idle' }),
    );
    await api.get('/profile').catch(() => undefined);
    fetchMock.mockResolvedValue(reply(401, { message: 'Please log in.' }));
    await api.get('/profile').catch(() => undefined);
    expect(onUnauthenticated.mock.calls).toEqual([['idle'], [undefined]]);
  });

  it.each([401, 419])(
    'hands a %i reply to the session handler, without a toast, and rejects',
    async (status) => {
      const onUnauthenticated = vi.fn();
      setUnauthenticatedHandler(onUnauthenticated);
      setTokenGetter(() => 'expired');
      fetchMock.mockResolvedValue(reply(status, { message: 'Kérjük, jelentkezzen be.' }));
      const error = (await api.get('/profile').catch((caught: unknown) => caught)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(onUnauthenticated).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('shows the 201 and 202 success toasts (registration, e-mails sent, saved data)', async () => {
    fetchMock.mockResolvedValueOnce(reply(201, { message: 'x' }));
    fetchMock.mockResolvedValueOnce(reply(202, { message: 'y' }));
    await api.post('/register', {});
    await api.post('/reset-password', {});
    expect(notify).toHaveBeenNthCalledWith(1, { tone: 'success', message: 't:api.created' });
    expect(notify).toHaveBeenNthCalledWith(2, { tone: 'success', message: 't:api.accepted' });
  });

  it('hands a file reply over unread when asked to (raw), with the same headers', async () => {
    const pdf = new Response('%PDF-1.7', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="jegyek-7.pdf"',
      },
    });
    fetchMock.mockResolvedValue(pdf);
    setTokenGetter(() => 'secret');
    const file = await api.get<Response>('/orders/7/download_tickets', { raw: true });
    expect(file).toBe(pdf);
    expect(file.bodyUsed).toBe(false);
    const blob = await file.blob();
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer secret');
  });

  it('reads an error reply to a raw request and applies the catalogue', async () => {
    fetchMock.mockResolvedValue(
      reply(409, { message: 'A bizonylat még készül.', code: 'document_not_ready' }),
    );
    const error = await api
      .get('/orders/7/download_receipt', { raw: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('document_not_ready');
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: 'A bizonylat még készül.' });
  });

  it('reads the static files under /storage, revalidating them', async () => {
    fetchMock.mockResolvedValue(reply(200, []));
    await getStatic('/programs.json');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/storage/programs.json');
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it("rejects with an ApiError carrying the body and shows the server's 404 message", async () => {
    fetchMock.mockResolvedValue(
      reply(404, { message: 'Az esemény nem található.', code: 'event_not_found' }),
    );
    const error = await api.get('/events/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('event_not_found');
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: 'Az esemény nem található.' });
  });

  it('gives forms the field errors of a 422 without a toast when several fields failed', async () => {
    fetchMock.mockResolvedValue(reply(422, { message: 'x', errors: { name: ['a'], zip: ['b'] } }));
    const error = (await api.post('/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.fieldErrors).toEqual({ name: ['a'], zip: ['b'] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows success toasts from the catalogue', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await expect(api.delete('/coupon')).resolves.toBeNull();
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: 't:api.deleted' });
  });

  it('calls the registered hooks on 401/419 and 503', async () => {
    const onUnauthenticated = vi.fn();
    const onUnavailable = vi.fn();
    setUnauthenticatedHandler(onUnauthenticated);
    setUnavailableHandler(onUnavailable);
    fetchMock.mockResolvedValueOnce(reply(419, { message: 'x' }));
    fetchMock.mockResolvedValueOnce(reply(503, { message: 'x' }));
    await api.get('/a').catch(() => undefined);
    await api.get('/b').catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('stays silent when asked to', async () => {
    const onUnavailable = vi.fn();
    setUnavailableHandler(onUnavailable);
    fetchMock.mockResolvedValue(reply(503, { message: 'x' }));
    await api.get('/available', { silent: true }).catch(() => undefined);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('leaves the error codes a caller handles to the caller, and only those', async () => {
    const handles = ['invalid_cart_key', 'cart_expired'];
    fetchMock.mockResolvedValueOnce(
      reply(422, {
        message: 'Érvénytelen kosárazonosító.',
        code: 'invalid_cart_key',
        errors: { cart_key: ['Érvénytelen kosárazonosító.'] },
      }),
    );
    fetchMock.mockResolvedValueOnce(reply(410, { message: 'Lejárt.', code: 'cart_expired' }));
    fetchMock.mockResolvedValueOnce(reply(409, { message: 'Elfogyott.', code: 'ticket_sold_out' }));
    const first = (await api
      .post('/cart/k/add', {}, { handles })
      .catch((e: unknown) => e)) as ApiError;
    const second = (await api.get('/cart/k', { handles }).catch((e: unknown) => e)) as ApiError;
    await api.post('/cart/k/add', {}, { handles }).catch(() => undefined);
    expect(first.code).toBe('invalid_cart_key');
    expect(second.status).toBe(410);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: 'Elfogyott.' });
  });

  it('rejects with a NetworkError, without a toast, when there is no response', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api.get('/events').catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.timedOut).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives up after the timeout instead of hanging', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const pending = api.get('/events').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = (await pending) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.timedOut).toBe(true);
    warn.mockRestore();
  });

  it('passes a cancellation by the caller through as it is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const pending = api
      .get('/events', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
