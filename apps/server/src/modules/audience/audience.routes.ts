import {
  audienceMessageBody,
  audienceMessagePreview,
  audienceMessageSent,
  audienceMessageSubjectMax,
  audienceMessageTextMax,
  errorBody,
  programmeIdParams,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { messageAudience } from './message-audience.js';
import { previewAudienceMessage } from './preview-audience-message.js';

const conflicts = { ...staffErrors, 404: errorBody, 409: errorBody } as const;

/**
 * Messages to a performance's audience in the back office (decision 0043), under /api/admin,
 * administrators only: a preview that sends nothing, and the sending, all of its e-mails queued
 * in one transaction with the message, recorded on each order and audited.
 */
export function audienceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return (app) => {
    app.post(
      '/performances/:id/message',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Messages the audience of a performance (or previews the message).',
          description: `One e-mail per paid order holding a valid ticket of the performance (\`audience: unused\`: one not admitted yet), in the order's language (hu or en), to the order's address; the order's page lists it. Subjects at most ${String(audienceMessageSubjectMax)} characters, texts ${String(audienceMessageTextMax)}, plain text (line breaks kept). With \`preview: true\` it answers how many orders get it per language and how the e-mail reads (200) and sends nothing. Otherwise \`request_id\` (a UUID the form makes once per message) is required and it sends (202): every e-mail is queued in one transaction with the message, or none is; the same \`request_id\` again answers that message with \`repeated: true\` and sends nothing. 409 \`audience_message_empty\` when nobody would get it, \`audience_message_request_reused\` for a \`request_id\` used for another performance.`,
          params: programmeIdParams,
          body: audienceMessageBody,
          response: { 200: audienceMessagePreview, 202: audienceMessageSent, ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const { audience, preview, request_id: requestId, ...texts } = request.body;
        if (preview || requestId === undefined) {
          const answer = await previewAudienceMessage(deps, {
            eventId: request.params.id,
            audience,
            texts,
          });
          return reply.status(200).send(answer);
        }
        const sent = await messageAudience(deps, {
          eventId: request.params.id,
          requestId,
          audience,
          texts,
          actorId: staff.id,
          locale: request.locale,
        });
        return reply.status(202).send(sent);
      },
    );
    return Promise.resolve();
  };
}
