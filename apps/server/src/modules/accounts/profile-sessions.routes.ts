import {
  errorBody,
  profileSessionsReply,
  sessionIdParams,
  sessionsEndedReply,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../../access/authentication.js';
import { securityClientOf } from '../../http/security-client.js';
import { endOtherSessions, endOwnSession } from './end-own-session.js';
import { listOwnSessions } from './list-own-sessions.js';

const signedInErrors = { 401: errorBody, 419: errorBody } as const;

/**
 * The signed-in user's sessions (decision 0055): where they are signed in, and ending any of
 * them. Every call is the user's own, for their own sessions only.
 */
export function profileSessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
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
      '/profile/sessions',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'The user’s live sessions: device and browser, address, signed in, last active.',
          description:
            'This session first (`current`), then the last active first. Browser, system and ' +
            'device are read from the user agent the session started with; `last_active_at` is ' +
            'the user’s own last request (requests marked `X-Background-Request: 1` do not count).',
          response: { 200: profileSessionsReply, ...signedInErrors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        return { data: await listOwnSessions(deps.db, deps.clock, signedIn) };
      },
    );

    app.post(
      '/profile/sessions/end-others',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Ends every session of the user but this one.',
          response: { 200: sessionsEndedReply, ...signedInErrors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        const ended = await endOtherSessions(
          deps.db,
          deps.clock,
          signedIn,
          securityClientOf(request),
        );
        return {
          message: translate(request.locale, 'messages.other_sessions_ended', { count: ended }),
          ended,
        };
      },
    );

    app.post(
      '/profile/sessions/:id/end',
      {
        onRequest: authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Ends one of the user’s sessions; its device must sign in again.',
          description:
            'Another user’s session, or one that has ended, is 404 `session_not_found`. Ending ' +
            'this session itself is signing out.',
          params: sessionIdParams,
          response: { 200: sessionsEndedReply, 404: errorBody, 422: errorBody, ...signedInErrors },
        },
      },
      async (request) => {
        const signedIn = await requireUser(request, deps);
        await endOwnSession(deps.db, deps.clock, {
          signedIn,
          sessionId: request.params.id,
          client: securityClientOf(request),
        });
        return { message: translate(request.locale, 'messages.session_ended'), ended: 1 };
      },
    );
  };
}
