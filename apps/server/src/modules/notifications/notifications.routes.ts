import { errorBody, numericId } from '@theatre/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isDirectFromLoopback } from '../../http/loopback.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile } from '../../http/send-file.js';
import { getMailboxAttachment } from './get-mailbox-attachment.js';
import { getMailboxMessage } from './get-mailbox-message.js';
import { listMailbox } from './list-mailbox.js';
import {
  renderMailboxMessagePage,
  renderMailboxNotFoundPage,
  renderMailboxPage,
} from './mailbox-pages.js';

const mailboxFilter = z.object({ to: z.string().max(320).optional() });

const mailboxMessage = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  /** The files sent with it (GET /dev/mailbox/{id}/attachments/{attachment_id} downloads one). */
  attachments: z.array(
    z.object({
      id: z.number(),
      filename: z.string(),
      content_type: z.string(),
      /** In bytes. */
      size: z.number(),
    }),
  ),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The development mailbox: in demo mode the e-mails stay in the database and are read here
 * (`/dev/mailbox`, and `/api/dev/mailbox` for the browser tests). In production there is no
 * mailbox: its pages answer 404 rather than fall through to the web app's pages.
 */
export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    if (deps.config.mode !== 'demo') {
      const gone = () => Promise.reject(new AppError('route_not_found'));
      app.get('/dev/mailbox', { schema: { hide: true } }, gone);
      app.get('/dev/mailbox/*', { schema: { hide: true } }, gone);
      return;
    }

    // The mailbox shows every sign-in and reset link: only to this machine, unless the demo is
    // deliberately shared (MAILBOX_OPEN). Every route of this plugin is the mailbox, so the check
    // does not look at the URL (an encoded path would slip past it). It looks at the socket, not
    // at request.ip, and refuses anything that came through a proxy.
    if (!deps.config.mailboxOpen) {
      app.addHook('onRequest', (request, _reply, done) => {
        done(isDirectFromLoopback(request) ? undefined : new AppError('route_not_found'));
      });
    }

    app.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: mailboxFilter } },
      async (request, reply) => {
        const messages = await listMailbox(deps.db, { to: request.query.to });
        return sendHtml(
          reply,
          200,
          renderMailboxPage(messages, { locale: request.locale, to: request.query.to }),
        );
      },
    );

    app.get(
      '/dev/mailbox/:id',
      { schema: { hide: true, params: z.object({ id: numericId }) } },
      async (request, reply) => {
        const message = await getMailboxMessage(deps.db, request.params.id);
        if (message === undefined) {
          return sendHtml(reply, 404, renderMailboxNotFoundPage(request.locale));
        }
        // The message's HTML sits in a sandboxed frame (an opaque origin, which 'self' does not
        // match): its pictures, such as the logo, come from the shop's public address.
        void reply.header(
          'content-security-policy',
          [
            "default-src 'none'",
            "style-src 'unsafe-inline'",
            `img-src 'self' data: ${new URL(deps.config.publicUrl).origin}`,
            "frame-ancestors 'none'",
            "base-uri 'none'",
            "form-action 'none'",
          ].join('; '),
        );
        return sendHtml(reply, 200, renderMailboxMessagePage(message, request.locale));
      },
    );

    app.get(
      '/dev/mailbox/:id/attachments/:attachment_id',
      {
        schema: {
          hide: true,
          params: z.object({ id: numericId, attachment_id: numericId }),
        },
      },
      async (request, reply) => {
        const file = await getMailboxAttachment(
          deps.db,
          request.params.id,
          request.params.attachment_id,
        );
        if (file === undefined) {
          return sendHtml(reply, 404, renderMailboxNotFoundPage(request.locale));
        }
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
        return sendFile(reply, file);
      },
    );

    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Demo mode only: the e-mails of the development mailbox, newest first.',
          description:
            'Each message with its texts and the list of its attachments (name, type, size in bytes; `/dev/mailbox/{id}/attachments/{attachment_id}` downloads one). Only from this machine unless MAILBOX_OPEN is set; 404 in production.',
          querystring: mailboxFilter,
          response: { 200: z.array(mailboxMessage), 422: errorBody },
        },
      },
      async (request, reply) => {
        const messages = await listMailbox(deps.db, { to: request.query.to });
        void reply.header('cache-control', 'no-store');
        return messages.map((message) => ({
          id: message.id,
          kind: message.kind,
          to: message.to_address,
          subject: message.subject,
          text: message.text,
          html: message.html,
          created_at: message.created_at.toISOString(),
          status: mailboxMessage.shape.status.parse(message.status),
          attachments: message.attachments,
        }));
      },
    );
  };
}
