import {
  mailTextBody,
  mailTextDetail,
  mailTextList,
  mailTextParams,
  mailTextPreview,
  mailTextSaved,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { getMailText, listMailTexts } from './get-mail-text.js';
import { previewMailText } from './preview-mail-text.js';
import { resetMailText } from './reset-mail-text.js';
import { saveMailText } from './save-mail-text.js';

const kinds =
  'Kinds: order_paid (the confirmation of an online purchase), purchase_link, order_cancelled (a paid order), performance_cancelled, performance_moved, audience_message (the frame: subject around {message_subject} and the greeting), transfer_pro_forma, transfer_reminder.';

/**
 * The e-mail texts (decision 0051), a section under /api/admin for administrators only: per mail
 * kind and language, the subject and the free text with placeholders; the layout and the
 * structured blocks stay in code. Changes are audited; mails queued before a change keep their text.
 */
export function mailTextRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/mail-texts',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'Every editable e-mail kind in every language: customised or the default.',
          description: kinds,
          response: { 200: mailTextList, ...staffErrors },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return listMailTexts(deps.db);
      },
    );

    app.get(
      '/mail-texts/:kind/:locale',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'One e-mail text: the one in use, the default and the placeholders it offers.',
          params: mailTextParams,
          response: { 200: mailTextDetail, ...staffErrors },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return getMailText(deps.db, request.params.kind, request.params.locale);
      },
    );

    app.put(
      '/mail-texts/:kind/:locale',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: "Saves the kind's subject and text in that language (plain text, placeholders).",
          description:
            'A blank line parts paragraphs; the text is escaped into the layout, never taken as HTML. An empty subject or body, or a placeholder the kind does not offer, is a 422 per field. E-mails queued from now on use it. Audited as mail_text.updated (old → new).',
          params: mailTextParams,
          body: mailTextBody,
          response: { 200: mailTextSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const text = await saveMailText(deps.db, {
          ...request.params,
          ...request.body,
          actorId: staff.id,
        });
        return { message: translate(request.locale, 'messages.mail_text_saved'), text };
      },
    );

    app.delete(
      '/mail-texts/:kind/:locale',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: "Back to the default text (the catalogue's); audited as mail_text.reset.",
          params: mailTextParams,
          response: { 200: mailTextSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const text = await resetMailText(deps.db, { ...request.params, actorId: staff.id });
        return { message: translate(request.locale, 'messages.mail_text_reset'), text };
      },
    );

    app.post(
      '/mail-texts/:kind/:locale/preview',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'The e-mail an unsaved text makes, about a made-up order; nothing is saved.',
          description:
            'Answers the subject, the HTML and the plain-text version with sample data filled in; 422 like saving.',
          params: mailTextParams,
          body: mailTextBody,
          response: { 200: mailTextPreview, ...staffErrors },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return previewMailText(deps.db, {
          ...request.params,
          ...request.body,
          origin: deps.config.publicUrl,
        });
      },
    );
  };
}
