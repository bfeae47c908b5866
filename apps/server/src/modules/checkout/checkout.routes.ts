import {
  errorBody,
  orderIdParams,
  orderReply,
  orderStoreBody,
  paymentInitReply,
  paymentStatusReply,
  paymentValidateBody,
  paymentValidateReply,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../../http/authentication.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import { getPaymentStatus } from './get-payment-status.js';
import { receivePaymentNotification } from './receive-payment-notification.js';
import { startPayment } from './start-payment.js';
import { storeOrder } from './store-order.js';
import { validatePaymentReturn } from './validate-payment-return.js';

const signedInErrors = { 401: errorBody, 419: errorBody } as const;
const ownOrderErrors = {
  ...signedInErrors,
  403: errorBody,
  404: errorBody,
  422: errorBody,
} as const;

export interface CheckoutDeps extends AppDeps {
  payments: PaymentProvider;
}

/**
 * Checkout and payment (spec sections 2 "Checkout", "Payment result screens", 4, 7 "Cart and
 * payment"). A stored order answers 201 (NOTES.md: the buyer's own action, confirmed); payment
 * start, validation and status 200.
 */
export function checkoutRoutes(deps: CheckoutDeps): FastifyPluginAsyncZod {
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    await requireUser(request, deps);
  };
  const viewer = async (request: FastifyRequest) => ({
    userId: (await requireUser(request, deps)).user.id,
  });

  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.post(
      '/order/store',
      {
        onRequest: authenticate,
        schema: {
          tags: ['checkout'],
          summary:
            'Stores the order of a cart: the holds move to the order, the cart key is spent.',
          body: orderStoreBody,
          response: {
            201: orderReply,
            ...signedInErrors,
            409: errorBody,
            410: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { user } = await requireUser(request, deps);
        const order = await storeOrder(deps, {
          body: request.body,
          buyer: { userId: user.id, name: user.name, email: user.email },
          locale: request.locale,
        });
        return reply.status(201).send(order);
      },
    );

    app.get(
      '/payment/:id',
      {
        onRequest: authenticate,
        schema: {
          tags: ['checkout'],
          summary:
            'Starts a SimplePay payment: status 1 with the payment page url, 2 when already paid, 0 with msg.',
          params: orderIdParams,
          response: { 200: paymentInitReply, ...ownOrderErrors },
        },
      },
      async (request) =>
        startPayment(deps, {
          orderId: request.params.id,
          viewer: await viewer(request),
          locale: request.locale,
        }),
    );

    app.get(
      '/payment/status/:id',
      {
        onRequest: authenticate,
        schema: {
          tags: ['checkout'],
          summary: 'Where the payment of an order stands (drives the result screens).',
          params: orderIdParams,
          response: { 200: paymentStatusReply, ...ownOrderErrors },
        },
      },
      async (request) =>
        getPaymentStatus(deps, { orderId: request.params.id, viewer: await viewer(request) }),
    );

    app.post(
      '/payment/validate',
      {
        schema: {
          tags: ['checkout'],
          summary: "Verifies the r and s of SimplePay's back redirect and reports its event.",
          body: paymentValidateBody,
          response: { 200: paymentValidateReply, 422: errorBody },
        },
      },
      async (request) => validatePaymentReturn(deps, request.body),
    );

    // The IPN: the signature covers the exact bytes, so the body is read as text, not parsed.
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
    await app.register(async (ipn) => {
      ipn.removeContentTypeParser('application/json');
      ipn.addContentTypeParser(
        ['application/json', 'text/plain'],
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => {
          done(null, body);
        },
      );
      ipn.post(
        '/payment/ipn',
        {
          config: { acceptsControlCharacters: true },
          schema: {
            tags: ['checkout'],
            summary: "SimplePay's instant payment notification; answered with the signed echo.",
            body: z.string().max(64 * 1024),
          },
        },
        async (request, reply) => {
          const signature = request.headers['signature'];
          const answer = await receivePaymentNotification(deps, {
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: typeof signature === 'string' ? signature : undefined,
          });
          if (answer.kind === 'forged') {
            request.log.warn('IPN with a wrong signature refused');
            return reply.status(401).send({ message: 'invalid signature' });
          }
          if (answer.kind === 'unknown') {
            request.log.warn('IPN for an unknown payment refused');
            return reply.status(404).send({ message: 'unknown payment' });
          }
          request.log.info({ outcome: answer.outcome }, 'IPN applied');
          return reply
            .status(200)
            .header('content-type', 'application/json')
            .header('signature', answer.signature)
            .serializer((payload: unknown) => String(payload))
            .send(answer.body);
        },
      );
    });
  };
}
