import { env } from '../config/env';
import { ApiError, NetworkError, parseErrorBody } from './api-error';
import { actionForResponse, type ResponseAction } from './error-policy';
import { currentLocale, translate } from './i18n';
import { notify } from './notify';
import { needsCsrfToken, reportSecondFactorRequired, staffCsrfToken } from './staff-csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Serialised as JSON. */
  body?: unknown;
  /** Query string parameters; empty and undefined values are left out. */
  query?: Readonly<Record<string, string | number | undefined>>;
  /** Cancellation from the caller (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Skip the error catalogue (no toasts, no redirects, no modal); errors still reject. */
  silent?: boolean;
  /**
   * Error codes the caller answers itself (the cart's `invalid_cart_key`, `cart_expired`): for a
   * reply with one of them the catalogue stays quiet; every other reply goes through it.
   */
  handles?: readonly string[];
  /** Fetch cache mode; `no-cache` revalidates a static file with its ETag. */
  cache?: RequestCache;
  timeoutMs?: number;
  /**
   * A file: a successful reply resolves to the `Response` itself, its body unread (`blob()`, its
   * Content-Type and Content-Disposition); an error reply is read and goes through the catalogue
   * as any other. The timeout covers the reply's headers, not the reading of the file.
   */
  raw?: boolean;
  /**
   * A request the app makes by itself (a poll, the door's sync): sent with
   * `X-Background-Request: 1`, it keeps the session in use without counting as the user's
   * activity, so an idle session still ends (decision 0055).
   */
  background?: boolean;
}

/** Why the server ended the session, when it says (419 `reason`): `idle` after inactivity. */
export type SessionEndReason = 'idle' | 'lifetime' | undefined;

interface ApiClientHooks {
  getToken: () => string | null;
  getPurchaseToken: () => string | null;
  onUnauthenticated: (reason: SessionEndReason) => void;
  onUnavailable: () => void;
}

const hooks: ApiClientHooks = {
  getToken: () => null,
  getPurchaseToken: () => null,
  onUnauthenticated: () => undefined,
  onUnavailable: () => undefined,
};

/** Where the bearer token is read from: the app wires it to the auth store (src/app/setup.ts). */
export function setTokenGetter(getter: () => string | null): void {
  hooks.getToken = getter;
}

/**
 * A guest's purchase link: its token is sent as `X-Purchase-Token` (the contract's
 * `purchaseTokenHeader`) when there is no bearer token. Registered by the lazy chunks that need
 * it, so the first load carries only this hook.
 */
export function setPurchaseTokenGetter(getter: () => string | null): void {
  hooks.getPurchaseToken = getter;
}

/** 401/419: the app clears the session (auth store, later) and navigates to /login. */
export function setUnauthenticatedHandler(handler: (reason: SessionEndReason) => void): void {
  hooks.onUnauthenticated = handler;
}

/** 503: the app marks the service unavailable (the modal opens). */
export function setUnavailableHandler(handler: () => void): void {
  hooks.onUnavailable = handler;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function reasonOf(body: unknown): SessionEndReason {
  const reason =
    body !== null && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
  return reason === 'idle' || reason === 'lifetime' ? reason : undefined;
}

function applyAction(action: ResponseAction, body: unknown = null): void {
  switch (action.kind) {
    case 'none':
      return;
    case 'toast':
      notify({
        tone: action.tone,
        message: 'key' in action.text ? translate(action.text.key) : action.text.message,
      });
      return;
    case 'unauthenticated':
      hooks.onUnauthenticated(reasonOf(body));
      return;
    case 'unavailable':
      hooks.onUnavailable();
      return;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send<T>(base: string, path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(base, path, options.query);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.apiTimeoutMs);
  const callerSignal = options.signal;
  const forwardAbort = (): void => {
    controller.abort();
  };
  if (callerSignal) {
    if (callerSignal.aborted) controller.abort();
    else callerSignal.addEventListener('abort', forwardAbort, { once: true });
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  const token = hooks.getToken();
  const pass = token ? null : hooks.getPurchaseToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  else if (pass) headers['X-Purchase-Token'] = pass;
  // The contract's `backgroundRequestHeader` (not imported: the contracts bring zod along).
  if (options.background) headers['X-Background-Request'] = '1';
  // The staff session's CSRF token (decision 0056; the contract's `csrfHeader`).
  const csrf = needsCsrfToken(path) ? staffCsrfToken() : null;
  if (csrf) headers['X-CSRF-Token'] = csrf;
  const init: RequestInit = {
    method,
    headers,
    signal: controller.signal,
    credentials: 'same-origin',
  };
  if (options.cache) init.cache = options.cache;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, init);
    body = options.raw && response.ok ? response : await readBody(response);
  } catch (error) {
    if (callerSignal?.aborted && !timedOut) throw error;
    // docs/product.md §8: no response is logged, with no message; the screen shows its own retry
    // state.
    console.warn(`[api] ${method} ${url}: no response${timedOut ? ' (timeout)' : ''}`, error);
    throw new NetworkError(
      timedOut ? `Request timed out: ${method} ${url}` : `Network error: ${method} ${url}`,
      timedOut,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const errorBody = response.ok ? null : parseErrorBody(body);
  if (errorBody?.code === 'second_factor_required') {
    // The back office asks for the second factor: no "forbidden" toast (decision 0056).
    reportSecondFactorRequired();
    throw new ApiError(response.status, errorBody, body);
  }
  const handled = errorBody?.code !== undefined && options.handles?.includes(errorBody.code);
  if (!options.silent && !handled) {
    applyAction(actionForResponse(response.status, errorBody), body);
  }
  if (!response.ok) throw new ApiError(response.status, errorBody, body);
  return body as T;
}

/** Calls under `/api`. */
export const api = {
  request: <T>(path: string, options?: RequestOptions): Promise<T> =>
    send<T>(env.apiBase, path, options),
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T> =>
    send<T>(env.apiBase, path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    send<T>(env.apiBase, path, { ...options, method: 'POST', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T> =>
    send<T>(env.apiBase, path, { ...options, method: 'DELETE' }),
};

/** The static JSON files under `/storage` (programs.json, public_settings.json, countries.json). */
export function getStatic<T>(
  file: string,
  options?: Omit<RequestOptions, 'method' | 'body'>,
): Promise<T> {
  return send<T>(env.storageBase, file, { cache: 'no-cache', ...options, method: 'GET' });
}

/**
 * For calls the client cannot make with fetch (an upload with progress, lib/upload-form.ts): the
 * headers every API call sends, and the error catalogue's handling of a reply.
 */
export const apiCallSupport = {
  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLocale(),
    };
    const token = hooks.getToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const csrf = staffCsrfToken();
    if (csrf) headers['X-CSRF-Token'] = csrf;
    return headers;
  },
  report(status: number, errorBody: ReturnType<typeof parseErrorBody>): void {
    applyAction(actionForResponse(status, errorBody));
  },
};
