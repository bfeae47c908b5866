import {
  PaymentProviderError,
  type BackRedirect,
  type PaymentProvider,
  type ProviderTransaction,
  type StartedPayment,
} from './payment-provider.js';
import {
  ipnEcho,
  isValidSimplePaySignature,
  newSalt,
  simplePayJson,
  simplePaySignature,
  simplePayTime,
} from './simplepay-signature.js';

export interface SimplePayClientOptions {
  merchant: string;
  secretKey: string;
  /** The API base with a trailing slash (…/payment/v2/). */
  apiUrl: string;
  currency?: 'HUF';
  /** Each call, answer included, must finish within this; default 15 s. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export const sdkVersion = 'SzinhaziJegypenztar_1.0';

const backEvents = ['SUCCESS', 'FAIL', 'CANCEL', 'TIMEOUT'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** SimplePay sends ids and amounts as numbers, sometimes as strings: accept both. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
  return null;
}

/** Network errors after which the request certainly never reached the other side. */
const unsentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether fetch failed before the request left: the connection was refused or the host not found
 * (undici puts the socket's error under `cause`, several under `cause.errors`). A time-out or a
 * connection cut later leaves the outcome unknown.
 */
function neverSent(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const codeOf = (value: unknown): unknown =>
    value !== null && typeof value === 'object' ? (value as { code?: unknown }).code : undefined;
  const code = codeOf(cause);
  if (typeof code === 'string' && unsentCodes.has(code)) return true;
  const errors: unknown = cause instanceof AggregateError ? cause.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((item) => {
      const itemCode = codeOf(item);
      return typeof itemCode === 'string' && unsentCodes.has(itemCode);
    })
  );
}

function parseJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * SimplePay v2 over HTTPS: `start`, `query` and `refund` signed with HMAC-SHA384 over the exact
 * body, replies verified against their `Signature` header before they are believed, the back
 * redirect and IPNs verified, IPN echoes signed. Unknown reply fields are ignored.
 */
export function createSimplePayClient(options: SimplePayClientOptions): PaymentProvider {
  const { merchant, secretKey, apiUrl } = options;
  const currency = options.currency ?? 'HUF';
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(operation: string, fields: Json): Promise<Json> {
    const body = simplePayJson({ salt: newSalt(), merchant, ...fields, sdkVersion });
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(operation, apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          signature: simplePaySignature(secretKey, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`SimplePay ${operation} could not be reached`, [], {
        cause: error,
        notSent: neverSent(error),
      });
    }
    if (!response.ok) {
      throw new PaymentProviderError(`SimplePay ${operation} answered HTTP ${response.status}`);
    }
    const reply = parseJson(text);
    if (!reply) throw new PaymentProviderError(`SimplePay ${operation} answered no JSON object`);
    const errorCodes = Array.isArray(reply['errorCodes'])
      ? reply['errorCodes'].map(Number).filter(Number.isFinite)
      : [];
    if (errorCodes.length > 0) {
      // Error replies are not always signed; they change nothing, so they need no proof.
      throw new PaymentProviderError(
        `SimplePay ${operation} refused: ${errorCodes.join(', ')}`,
        errorCodes,
      );
    }
    if (
      !isValidSimplePaySignature(secretKey, text, response.headers.get('signature') ?? undefined)
    ) {
      options.log?.warn({ operation }, 'SimplePay reply with a wrong signature ignored');
      throw new PaymentProviderError(`SimplePay ${operation} reply has a wrong signature`);
    }
    if (reply['merchant'] !== undefined && reply['merchant'] !== merchant) {
      throw new PaymentProviderError(`SimplePay ${operation} reply is for another merchant`);
    }
    return reply;
  }

  return {
    merchant,
    currency,

    async start(input): Promise<StartedPayment> {
      const reply = await call('start', {
        orderRef: input.orderRef,
        currency,
        customerEmail: input.customerEmail,
        language: input.language,
        methods: ['CARD'],
        total: String(input.total),
        timeout: simplePayTime(input.timeout),
        url: input.returnUrl,
        threeDSReqAuthMethod: input.registered ? '02' : '01',
        ...(input.invoice ? { invoice: input.invoice } : {}),
      });
      const transactionId = numberOf(reply['transactionId']);
      const total = numberOf(reply['total']);
      const paymentUrl = reply['paymentUrl'];
      if (
        transactionId === null ||
        typeof paymentUrl !== 'string' ||
        !/^https?:\/\//.test(paymentUrl) ||
        reply['orderRef'] !== input.orderRef
      ) {
        throw new PaymentProviderError('SimplePay start reply is incomplete');
      }
      if (total !== null && total !== input.total) {
        throw new PaymentProviderError(`SimplePay started ${total}, not ${input.total}`);
      }
      return {
        transactionId,
        paymentUrl,
        total: total ?? input.total,
        currency: typeof reply['currency'] === 'string' ? reply['currency'] : currency,
        timeout: typeof reply['timeout'] === 'string' ? reply['timeout'] : '',
      };
    },

    async query(orderRefs): Promise<ProviderTransaction[]> {
      const found: ProviderTransaction[] = [];
      for (let at = 0; at < orderRefs.length; at += 50) {
        const reply = await call('query', { orderRefs: orderRefs.slice(at, at + 50) });
        const transactions = Array.isArray(reply['transactions']) ? reply['transactions'] : [];
        for (const item of transactions) {
          if (!isObject(item)) continue;
          const transactionId = numberOf(item['transactionId']);
          if (transactionId === null || typeof item['orderRef'] !== 'string') continue;
          found.push({
            orderRef: item['orderRef'],
            transactionId,
            status: typeof item['status'] === 'string' ? item['status'] : 'INIT',
            total: numberOf(item['total']),
            remainingTotal: numberOf(item['remainingTotal']),
            merchant: typeof item['merchant'] === 'string' ? item['merchant'] : null,
            currency: typeof item['currency'] === 'string' ? item['currency'] : null,
          });
        }
      }
      return found;
    },

    async listRefunds(orderRef) {
      const reply = await call('query', { orderRefs: [orderRef], refunds: true });
      const transactions = Array.isArray(reply['transactions']) ? reply['transactions'] : [];
      const found = transactions.find(
        (item): item is Record<string, unknown> => isObject(item) && item['orderRef'] === orderRef,
      );
      const refunds = found && Array.isArray(found['refunds']) ? found['refunds'] : [];
      return refunds.flatMap((item) => {
        if (!isObject(item)) return [];
        const refundTransactionId = numberOf(item['transactionId']);
        const amount = numberOf(item['refundTotal']);
        return refundTransactionId === null || amount === null
          ? []
          : [{ refundTransactionId, amount }];
      });
    },

    async cancel(orderRef) {
      const reply = await call('transactioncancel', { orderRef, currency });
      const transactionId = numberOf(reply['transactionId']);
      if (transactionId === null || reply['orderRef'] !== orderRef) {
        throw new PaymentProviderError('SimplePay transactioncancel reply is incomplete');
      }
      return {
        transactionId,
        status: typeof reply['status'] === 'string' ? reply['status'] : 'CANCELLED',
      };
    },

    async refund(input) {
      const reply = await call('refund', {
        orderRef: input.orderRef,
        currency,
        refundTotal: String(input.amount),
      });
      const refundTransactionId = numberOf(reply['refundTransactionId']);
      if (refundTransactionId === null) {
        throw new PaymentProviderError('SimplePay refund reply has no refundTransactionId');
      }
      return { refundTransactionId, remainingTotal: numberOf(reply['remainingTotal']) ?? 0 };
    },

    verifyBack(r, s): BackRedirect | null {
      const text = Buffer.from(r.trim().replace(/ /g, '+'), 'base64').toString('utf8');
      if (!isValidSimplePaySignature(secretKey, text, s)) return null;
      const back = parseJson(text);
      if (!back || back['m'] !== merchant) return null;
      const event = backEvents.find((name) => name === back['e']);
      const transactionId = numberOf(back['t']);
      const code = numberOf(back['r']);
      if (!event || transactionId === null || code === null || typeof back['o'] !== 'string') {
        return null;
      }
      return { code, transactionId, event, merchant, orderRef: back['o'] };
    },

    verifyNotification(rawBody, signature, receivedAt) {
      if (!isValidSimplePaySignature(secretKey, rawBody, signature)) return null;
      const ipn = parseJson(rawBody);
      if (!ipn) return null;
      const transactionId = numberOf(ipn['transactionId']);
      if (
        transactionId === null ||
        typeof ipn['orderRef'] !== 'string' ||
        typeof ipn['status'] !== 'string' ||
        typeof ipn['merchant'] !== 'string'
      ) {
        return null;
      }
      const body = ipnEcho(rawBody, simplePayTime(receivedAt));
      return {
        orderRef: ipn['orderRef'],
        transactionId,
        status: ipn['status'],
        // Signed with this merchant's key but naming another: the checkout raises an alert.
        merchant: ipn['merchant'],
        total: numberOf(ipn['total']),
        currency: typeof ipn['currency'] === 'string' ? ipn['currency'] : null,
        reply: { body, signature: simplePaySignature(secretKey, body) },
      };
    },
  };
}
