import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Middleware = (
  request: unknown,
  response: { setHeader(name: string, value: unknown): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, frame and referrer policies …),
 * computed once at start and set on every reply. @fastify/helmet ran helmet for every request,
 * parsing the policy again each time: an eighth of the CPU of a cart add under an on-sale spike
 * (docs/performance.md). Every header here is the same for every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const middleware = helmet(options);
  let failure: unknown;
  (middleware as unknown as Middleware)(
    {},
    {
      setHeader(name, value) {
        headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      },
      removeHeader(name) {
        headers.delete(name.toLowerCase());
      },
    },
    (error) => {
      failure = error;
    },
  );
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('helmet refused its options');
  }
  return Object.fromEntries(headers);
}

/**
 * Permissions-Policy: the browser features the shop's pages and the frames in them (the tag
 * manager, reCAPTCHA) may use. The camera for the door scanner of the back office, on our own
 * origin only; passkeys (WebAuthn: the staff second factor, decision 0056) on our own origin
 * only; autoplay and fullscreen for our own pages; every other powerful feature off.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'autoplay=(self)',
  'fullscreen=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** The Content-Security-Policy header helmet writes for these directives. */
export function cspHeaderOf(policy: HelmetOptions['contentSecurityPolicy']): string {
  return securityHeaders({ contentSecurityPolicy: policy })['content-security-policy'] ?? '';
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...securityHeaders(options), 'permissions-policy': permissionsPolicy };
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
