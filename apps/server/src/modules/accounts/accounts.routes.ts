import {
  billingData,
  billingDataBody,
  changePasswordBody,
  emailBody,
  errorBody,
  eventSummary,
  loginBody,
  magicLinkLoginBody,
  messageReply,
  preferencesBody,
  registerBody,
  sessionReply,
  setPasswordBody,
  taxNumberBody,
  taxpayerReply,
  user,
  verifyEmailParams,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../../access/authentication.js';
import { clearStaffCookie } from '../../access/staff-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { listVipEvents } from '../catalog/list-vip-events.js';
import type { RequestContext } from './account-rules.js';
import { changePassword } from './change-password.js';
import { getBillingData } from './get-billing-data.js';
import { loginUser } from './login-user.js';
import { logoutUser } from './logout-user.js';
import { registerUser } from './register-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import { sendMagicLink } from './send-magic-link.js';
import { setPreferences } from './set-preferences.js';
import { signInWithMagicLink } from './sign-in-with-magic-link.js';
import { updateBillingData } from './update-billing-data.js';
import { linkOrigin } from '../../http/link-origin.js';
import { toUser } from './user-mapper.js';
import { validateTaxNumber } from './validate-tax-number.js';
import { verifyEmail } from './verify-email.js';

const contextOf = (request: FastifyRequest, config: AppDeps['config']): RequestContext => ({
  ip: request.ip,
  locale: request.locale,
  origin: linkOrigin(request, config),
  userAgent: request.headers['user-agent'],
});

/** Who starts a session: its user agent and address (decision 0055). */
const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

const signedInErrors = { 401: errorBody, 419: errorBody } as const;

/**
 * Accounts (docs/product.md §3, §5, §6, §7 "Accounts and profile"). Status codes as
 * docs/product.md §7 has them: 201 for a registration, 202 where the visitor expects a confirmation
 * (mail sent, data saved), 200 for sign-in and reads.
 */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** Signed-in calls check the token before the body: 401 and 419 come first. */
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    await requireUser(request, deps);
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    // Replies carry tokens and personal data: never stored by a browser or proxy cache.
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.post(
      '/register',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Registers an inactive account and e-mails the verification link.',
          body: registerBody,
          response: { 201: messageReply, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await registerUser(deps, request.body, contextOf(request, deps.config));
        return reply
          .status(201)
          .send({ message: translate(request.locale, 'messages.registered') });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Signs in with e-mail and password; returns the user and a bearer token.',
          description:
            'Wrong credentials: 422 on `email`, the same for any address. The right password of ' +
            'an unconfirmed account: 422 `email_not_verified`; of a locked one: 422 ' +
            '`account_locked` (decision 0055). The session stores the User-Agent and address.',
          body: loginBody,
          response: { 200: sessionReply, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => loginUser(deps, request.body, contextOf(request, deps.config)),
    );

    app.post(
      '/logout',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Revokes the bearer token of the request, and its staff session (0056).',
          response: { 200: messageReply, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        await logoutUser(deps.db, deps.clock, {
          sessionId: signedIn.sessionId,
          userId: signedIn.user.id,
          client: clientOf(request),
        });
        clearStaffCookie(request, reply);
        return { message: translate(request.locale, 'messages.logged_out') };
      },
    );

    app.post(
      '/resend-verification',
      {
        schema: {
          tags: ['accounts'],
          summary:
            'E-mails a new verification link to an unconfirmed account (same answer for any address).',
          body: emailBody,
          response: { 202: messageReply, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await resendVerification(deps, request.body, contextOf(request, deps.config));
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.verification_sent') });
      },
    );

    app.get(
      '/verify-email/:user_id/:confirm_token',
      {
        schema: {
          tags: ['accounts'],
          summary:
            'Confirms the e-mail address with the link from the verification e-mail and signs in.',
          params: verifyEmailParams,
          response: { 200: sessionReply.extend({ message: z.string() }), 422: errorBody },
        },
      },
      async (request) => {
        const session = await verifyEmail(
          deps,
          request.params.user_id,
          request.params.confirm_token,
          clientOf(request),
        );
        return { ...session, message: translate(request.locale, 'messages.email_verified') };
      },
    );

    app.post(
      '/send-magic-link',
      {
        schema: {
          tags: ['accounts'],
          summary:
            'E-mails a one-time sign-in link valid 10 minutes (same answer for any address).',
          body: emailBody,
          response: { 202: messageReply, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await sendMagicLink(deps, request.body, contextOf(request, deps.config));
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.magic_link_sent') });
      },
    );

    app.post(
      '/magic-link/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Signs in with the token of a magic link.',
          description: 'A locked account: 422 `account_locked` (decision 0055).',
          body: magicLinkLoginBody,
          response: { 200: sessionReply, 422: errorBody },
        },
      },
      async (request) => signInWithMagicLink(deps, request.body.token, clientOf(request)),
    );

    app.post(
      '/reset-password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Forgotten password: e-mails a reset link (same answer for any address).',
          body: emailBody,
          response: { 202: messageReply, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(deps, request.body, contextOf(request, deps.config));
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.reset_link_sent') });
      },
    );

    app.post(
      '/set-password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sets a new password with the token of a reset link; signs out every session.',
          body: setPasswordBody,
          response: { 202: messageReply, 422: errorBody },
        },
      },
      async (request, reply) => {
        await resetPassword(deps, request.body, contextOf(request, deps.config));
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.password_reset') });
      },
    );

    app.get(
      '/profile',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user.',
          response: { 200: user, ...signedInErrors },
        },
      },
      async (request) => toUser((await requireUser(request, deps)).user),
    );

    app.post(
      '/profile/set-password',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Changes the password (the current one is required); signs out other sessions.',
          body: changePasswordBody,
          response: { 202: messageReply, 422: errorBody, 429: errorBody, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        await changePassword(deps, signedIn, request.body, clientOf(request));
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.password_changed') });
      },
    );

    app.post(
      '/profile/set-preferences',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Saves the newsletter and event-news consents (0/1).',
          body: preferencesBody,
          response: { 202: messageReply.extend({ user }), 422: errorBody, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        const updated = await setPreferences(deps, signedIn.user.id, request.body);
        return reply.status(202).send({
          message: translate(request.locale, 'messages.preferences_saved'),
          user: updated,
        });
      },
    );

    app.get(
      '/billing-data',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'The saved billing address (an empty private one in the user’s name when none).',
          response: { 200: billingData, ...signedInErrors },
        },
      },
      async (request) => getBillingData(deps.db, (await requireUser(request, deps)).user),
    );

    app.post(
      '/billing-data/update',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Saves the billing address.',
          body: billingDataBody,
          response: {
            202: messageReply.extend({ data: billingData }),
            422: errorBody,
            ...signedInErrors,
          },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        const data = await updateBillingData(deps, signedIn.user.id, request.body);
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.billing_saved'), data });
      },
    );

    app.post(
      '/tax_number_validate',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary:
            'Checks a Hungarian tax number and looks the taxpayer up at the tax authority (NAV).',
          description:
            '422 with field errors for a malformed number (`validation_failed`) or a failed lookup ' +
            '(`tax_lookup_failed`: ceased, NAV unreachable); 422 `tax_number_unknown`, with no ' +
            'field errors, when NAV does not know a well-formed number (the buyer types the rest).',
          body: taxNumberBody,
          response: { 200: taxpayerReply, 422: errorBody, 429: errorBody, ...signedInErrors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        return validateTaxNumber(deps, signedIn.user.id, request.body.tax_number);
      },
    );

    app.get(
      '/get-vip-tickets',
      {
        onRequest: authenticate,
        schema: {
          tags: ['events'],
          summary: 'The programme of a VIP user, VIP-only performances included; 403 for others.',
          response: {
            200: z.object({ data: z.array(eventSummary) }),
            403: errorBody,
            ...signedInErrors,
          },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        if (!signedIn.user.vip) throw new AppError('forbidden');
        return { data: await listVipEvents(deps.db, deps.clock) };
      },
    );
  };
}
