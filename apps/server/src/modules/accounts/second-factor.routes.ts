import {
  errorBody,
  messageReply,
  passkeyRegisterBody,
  passkeySessionBody,
  recoveryCodesReply,
  secondFactorStatus,
  staffSessionBody,
  staffSessionReply,
  totpConfirmBody,
  totpEnrolment,
  webAuthnJson,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../../access/authentication.js';
import { requireCsrfToken, staffSessionOf } from '../../access/staff-access.js';
import { csrfTokenOf, setStaffCookie, staffCookieOf } from '../../access/staff-cookie.js';
import { AppError } from '../../lib/app-error.js';
import type { SignedIn } from './authenticate-session.js';
import { beginPasskeyRegistration } from './begin-passkey-registration.js';
import { beginPasskeySignIn } from './begin-passkey-sign-in.js';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.js';
import { finishPasskeyRegistration } from './finish-passkey-registration.js';
import { finishPasskeySignIn } from './finish-passkey-sign-in.js';
import { getSecondFactorStatus } from './get-second-factor-status.js';
import { passkeyPlaceOf } from './passkey-ceremony.js';
import { passSecondFactor } from './pass-second-factor.js';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.js';
import { removeSecondFactor } from './remove-second-factor.js';
import { isStaff } from '@theatre/contracts';
import { secondFactorStateOf } from './second-factor-state.js';
import { startTotpEnrolment } from './start-totp-enrolment.js';
import type { StartedStaffSession } from './start-staff-session.js';

const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  419: errorBody,
  422: errorBody,
  429: errorBody,
} as const;

/**
 * Staff second factor and the staff session (decision 0056), under /api. Signed in with the
 * bearer token (a customer-level session), a staff member passes a second factor and gets the
 * staff session: its token only in an httpOnly, SameSite=Strict cookie, its CSRF token in the
 * reply. Factor changes need that staff session and its CSRF token, except the first enrolment of
 * an account that has no factor yet.
 */
export function secondFactorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const production = deps.config.env === 'production';

  /** This request's staff session when it belongs to its bearer session. */
  const ownStaffSession = async (request: FastifyRequest, signedIn: SignedIn) => {
    const staff = await staffSessionOf(request, deps);
    return staff?.parentId === signedIn.sessionId ? staff : null;
  };

  /** A factor change: staff only; with the staff session and its CSRF token once enrolled. */
  const requireFactorChange = async (request: FastifyRequest): Promise<SignedIn> => {
    const signedIn = await requireUser(request, deps);
    if (!isStaff(signedIn.user)) throw new AppError('forbidden');
    const state = await secondFactorStateOf(deps.db, signedIn.user, production);
    if (!state.enrolled) return signedIn;
    if (!(await ownStaffSession(request, signedIn)))
      throw new AppError('second_factor_not_allowed');
    requireCsrfToken(request);
    return signedIn;
  };

  const started = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: StartedStaffSession,
    recoveryCodes: string[] = [],
  ) => {
    setStaffCookie(request, reply, session.token, session.maxAgeSeconds);
    return { csrf_token: session.csrfToken, recovery_codes: recoveryCodes };
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    // Signed-in calls check the token before the body: 401 and 419 come first.
    app.addHook('onRequest', async (request) => {
      await requireUser(request, deps);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/second-factor',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The user’s second factors, whether required, and the staff session’s state.',
          description:
            'With a live staff session of this bearer session (the httpOnly cookie) it answers ' +
            'its CSRF token, for the `X-CSRF-Token` header of state-changing back-office calls.',
          response: { 200: secondFactorStatus, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        const staff = await ownStaffSession(request, signedIn);
        const token = staff ? staffCookieOf(request) : undefined;
        return getSecondFactorStatus(
          deps.db,
          signedIn.user,
          production,
          token ? { csrfToken: csrfTokenOf(token) } : null,
        );
      },
    );

    app.post(
      '/second-factor/session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Passes the second factor (TOTP or recovery code) and starts the staff session.',
          description:
            'Sets the httpOnly, SameSite=Strict cookie `jegy_staff` (Path=/api) and answers the ' +
            'CSRF token. `none`: only for staff with no factor enrolled whose role does not ' +
            'require one. A wrong or replayed code: 422 `second_factor_invalid`.',
          body: staffSessionBody,
          response: { 200: staffSessionReply, ...errors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        return started(request, reply, await passSecondFactor(deps, signedIn, request.body));
      },
    );

    app.post(
      '/second-factor/passkey/options',
      {
        schema: {
          tags: ['accounts'],
          summary: 'WebAuthn options to sign in with one of the user’s passkeys.',
          response: { 200: webAuthnJson, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        return beginPasskeySignIn(deps, signedIn, passkeyPlaceOf(request));
      },
    );

    app.post(
      '/second-factor/passkey/session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Verifies a passkey assertion and starts the staff session.',
          body: passkeySessionBody,
          response: { 200: staffSessionReply, ...errors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireUser(request, deps);
        const place = passkeyPlaceOf(request);
        const session = await finishPasskeySignIn(deps, signedIn, place, request.body.response);
        return started(request, reply, session);
      },
    );

    app.post(
      '/second-factor/totp',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Starts adding an authenticator app: its secret, otpauth URI and QR code.',
          response: { 200: totpEnrolment, ...errors },
        },
      },
      async (request) => startTotpEnrolment(deps, (await requireFactorChange(request)).user),
    );

    app.post(
      '/second-factor/totp/confirm',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Confirms the authenticator app with its first code; starts the staff session.',
          description: 'The account’s first factor answers ten recovery codes, shown once.',
          body: totpConfirmBody,
          response: { 200: staffSessionReply, ...errors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireFactorChange(request);
        const result = await confirmTotpEnrolment(deps, signedIn, request.body.code);
        return started(request, reply, result, result.recoveryCodes);
      },
    );

    app.delete(
      '/second-factor/totp',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Removes the authenticator app (not the last factor when one is required).',
          response: { 200: messageReply, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireFactorChange(request);
        await removeSecondFactor(deps, signedIn.user, { kind: 'totp' });
        return { message: translate(request.locale, 'messages.second_factor_removed') };
      },
    );

    app.post(
      '/second-factor/passkeys/options',
      {
        schema: {
          tags: ['accounts'],
          summary: 'WebAuthn options to register a new passkey (RP ID: the request’s host name).',
          response: { 200: webAuthnJson, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireFactorChange(request);
        return beginPasskeyRegistration(deps, signedIn, passkeyPlaceOf(request));
      },
    );

    app.post(
      '/second-factor/passkeys',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Registers the new passkey with a name; starts the staff session.',
          description: 'The account’s first factor answers ten recovery codes, shown once.',
          body: passkeyRegisterBody,
          response: { 200: staffSessionReply, ...errors },
        },
      },
      async (request, reply) => {
        const signedIn = await requireFactorChange(request);
        const place = passkeyPlaceOf(request);
        const result = await finishPasskeyRegistration(deps, signedIn, place, request.body);
        return started(request, reply, result, result.recoveryCodes);
      },
    );

    app.delete(
      '/second-factor/passkeys/:id',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Removes one of the user’s passkeys (not the last factor when one is required).',
          params: z.object({
            id: z.coerce.number('validation.required').int().positive().max(2_147_483_647),
          }),
          response: { 200: messageReply, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireFactorChange(request);
        await removeSecondFactor(deps, signedIn.user, { kind: 'passkey', id: request.params.id });
        return { message: translate(request.locale, 'messages.second_factor_removed') };
      },
    );

    app.post(
      '/second-factor/recovery-codes',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Ten new recovery codes replace the old ones; shown this once.',
          response: { 200: recoveryCodesReply, ...errors },
        },
      },
      async (request) => {
        const signedIn = await requireFactorChange(request);
        return {
          recovery_codes: await regenerateRecoveryCodes(deps.db, signedIn.user, production),
        };
      },
    );
  };
}
