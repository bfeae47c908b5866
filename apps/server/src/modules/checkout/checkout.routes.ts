import {
  errorBody,
  messageReply,
  openPurchaseLinkBody,
  orderIdParams,
  orderReply,
  orderStoreBody,
  paymentInitReply,
  paymentStatusReply,
  paymentValidateBody,
  paymentValidateReply,
  purchasePass,
  sendPurchaseLinkBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { checkoutViewer, orderViewerOf } from '../../access/checkout-viewer.js';
import { linkOrigin } from '../../http/link-origin.js';
import type { PaymentProvider } from '../../integrations/simplepay/payment-provider.js';
import { getPaymentStatus } from './get-payment-status.js';
import { openPurchaseLink } from './open-purchase-link.js';
import { receivePaymentNotification } from './receive-payment-notification.js';
import { sendPurchaseLink } from './send-purchase-link.js';
import { startPayment } from './start-payment.js';
import { storeOrder } from './store-order.js';
import { validatePaymentReturn } from './validate-payment-return.js';

/** 401/419 for a user's bearer token, 403 for a guest's unknown or expired purchase link. */
const signedInErrors = { 401: errorBody, 403: errorBody, 419: errorBody } as const;
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
 * Checkout and payment (docs/product.md §2 "Checkout", "Payment result screens", §4, §7). A
 * stored order answers 201 (the buyer's own action, confirmed: docs/product.md §7); payment
 * start, validation and status 200. The checkout calls serve a signed-in user (bearer token) or a
 * guest (the purchase link's token in `X-Purchase-Token`).
 */
export function checkoutRoutes(deps: CheckoutDeps): FastifyPluginAsyncZod {
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    await checkoutViewer(request, deps);
  };
  const viewer = async (request: FastifyRequest) =>
    orderViewerOf(await checkoutViewer(request, deps));

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
        const caller = await checkoutViewer(request, deps);
        const order = await storeOrder(deps, {
          body: request.body,
          buyer:
            caller.kind === 'user'
              ? { userId: caller.user.id, name: caller.user.name, email: caller.user.email }
              : {
                  userId: null,
                  name: caller.link.name,
                  email: caller.link.email,
                  purchaseLinkId: caller.link.id,
                },
          locale: request.locale,
          linkOrigin: linkOrigin(request, deps.config),
        });
        return reply.status(201).send(order);
      },
    );

    app.post(
      '/send-purchase-link',
      {
        schema: {
          tags: ['checkout'],
          summary:
            "A guest's purchase link: e-mails a link to the cart, with which the guest orders, pays and downloads.",
          body: sendPurchaseLinkBody,
          response: { 202: messageReply, 410: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await sendPurchaseLink(deps, request.body, {
          ip: request.ip,
          locale: request.locale,
          origin: linkOrigin(request, deps.config),
        });
        return reply.status(202).send({
          message: translate(request.locale, 'messages.purchase_link_sent', {
            email: request.body.email,
          }),
        });
      },
    );

    app.post(
      '/purchase-link/open',
      {
        schema: {
          tags: ['checkout'],
          summary:
            "What a purchase link gives its holder: the buyer, the cart's key while it is open, the order once stored.",
          body: openPurchaseLinkBody,
          response: { 200: purchasePass, 403: errorBody, 422: errorBody },
        },
      },
      async (request) => openPurchaseLink(deps, request.body.token),
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
          origin: linkOrigin(request, deps.config),
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
          if (answer.outcome === 'mismatch') {
            // Acknowledged (kept, and an alert raised for a person): resending changes nothing.
            request.log.warn('IPN disagrees with its order: not applied, alert raised');
          } else {
            request.log.info({ outcome: answer.outcome }, 'IPN applied');
          }
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
