import {
  confirmErasureBody,
  deleteAccountBody,
  deleteAccountReply,
  errorBody,
  messageReply,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../../access/authentication.js';
import { linkOrigin } from '../../http/link-origin.js';
import { securityClientOf } from '../../http/security-client.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';
import { sendFile } from '../../http/send-file.js';
import { confirmAccountErasure } from './confirm-account-erasure.js';
import { exportPersonalData } from './export-personal-data.js';
import { requestAccountErasure } from './request-account-erasure.js';

const signedInErrors = { 401: errorBody, 419: errorBody } as const;
const erasureRefusals = { 409: errorBody, 422: errorBody, 429: errorBody } as const;

/**
 * The buyer's data rights (decision 0054): the export of their data as a ZIP archive, and the
 * erasure of their account (with the password, or by an e-mailed link for an account without
 * one). Replies are never cached.
 */
export function dataRightsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    await requireUser(request, deps);
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/profile/export',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Downloads the signed-in user’s data as one ZIP archive.',
          description:
            'The archive holds `personal-data.json` (profile, billing data, sessions, consents ' +
            'with every grant and withdrawal and the text version, orders with their items, ' +
            'tickets, refunds and documents) and the PDFs: `documents/` (receipts, invoices and ' +
            'their cancellations) and `tickets/` (each paid order’s tickets). Decision 0054.',
          produces: ['application/zip'],
          response: signedInErrors,
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        const file = await exportPersonalData(deps, signedIn.user.id, request.locale);
        await recordSecurityEvent(deps.db, {
          type: 'export',
          userId: signedIn.user.id,
          client: securityClientOf(request),
          details: { kind: 'personal_data' },
        });
        return sendFile(reply, file);
      },
    );

    app.post(
      '/profile/delete',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Erases the signed-in account (the current password confirms it).',
          description:
            'An account with a password sends `{ password }`: 200 `erased` — personal data ' +
            'erased or anonymised, every session ended, fiscal documents kept (decision 0054); ' +
            '422 on `password` when it is missing or wrong (counted as a sign-in attempt). An ' +
            'account without a password sends `{}`: 202 `link_sent`, an e-mail with a link ' +
            '(24 hours, single use) that confirms it through POST /profile/delete/confirm. 409 ' +
            'for a staff account, or while an order awaits payment, a refund is being settled ' +
            'or a document is being issued.',
          body: deleteAccountBody,
          response: {
            200: deleteAccountReply,
            202: deleteAccountReply,
            ...erasureRefusals,
            ...signedInErrors,
          },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        const result = await requestAccountErasure(deps, signedIn, request.body, {
          ...securityClientOf(request),
          locale: request.locale,
          origin: linkOrigin(request, deps.config),
        });
        return reply.status(result === 'erased' ? 200 : 202).send({
          result,
          message: translate(
            request.locale,
            result === 'erased' ? 'messages.account_erased' : 'messages.erasure_link_sent',
          ),
        });
      },
    );

    app.post(
      '/profile/delete/confirm',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Erases the account with the token of the e-mailed confirmation link.',
          description:
            'No session needed: the link proves the mailbox. 422 `invalid_token` for an ' +
            'unknown, used or expired token; 409 as POST /profile/delete (the link stays usable).',
          body: confirmErasureBody,
          response: { 200: messageReply, 409: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        await confirmAccountErasure(deps, request.body.token, securityClientOf(request));
        return { message: translate(request.locale, 'messages.account_erased') };
      },
    );
  };
}
