import {
  errorBody,
  refundBankDetails,
  refundBankDetailsBody,
  refundBankDetailsParams,
  refundBankDetailsReply,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { getRefundBankDetails } from './get-refund-bank-details.js';
import { submitRefundBankDetails } from './submit-refund-bank-details.js';

const errors = { 404: errorBody, 409: errorBody, 422: errorBody } as const;

/**
 * A refused card refund's bank-details form (decision 0053): the e-mailed token is the only key
 * (only its SHA-256 is stored) and opens that one refund's form. The buyer sees the order number
 * and the amount, and gives (or corrects, until staff settle it) the account to transfer it to.
 */
export function refundBankDetailsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      // Personal data behind a secret link: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/refund-bank-details/:token',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['orders'],
          summary: "A refused card refund's bank-details form: the order, the amount, the details.",
          description:
            '`state`: `open` (no details yet), `received` (given; they may be corrected until staff transfer the money), `settled` (staff recorded the refund as paid back; no change any more). 404 `refund_bank_details_not_found` for an unknown token.',
          params: refundBankDetailsParams,
          response: { 200: refundBankDetails, ...errors },
        },
      },
      async (request) => getRefundBankDetails(deps, request.params.token),
    );

    app.put(
      '/refund-bank-details/:token',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['orders'],
          summary: 'The buyer gives or corrects the bank account a refused refund goes to.',
          description:
            '`holder`: the account holder (1–100 characters); `account`: a Hungarian account number of 16 or 24 digits (hyphens and spaces allowed; both check digits, weights 9-7-3-1) or an IBAN (mod 97; a Hungarian one is checked as a GIRO number too). 422 per field (`holder`, `account`) with translated messages; 409 `refund_bank_details_settled` once staff recorded the refund as paid back; 404 `refund_bank_details_not_found` for an unknown token.',
          params: refundBankDetailsParams,
          body: refundBankDetailsBody,
          response: { 200: refundBankDetailsReply, ...errors },
        },
      },
      async (request) => ({
        message: translate(request.locale, 'messages.refund_bank_details_saved'),
        details: await submitRefundBankDetails(deps, request.params.token, request.body),
      }),
    );
  };
}
