import type { AudienceMessageAudience, AudienceMessageSent } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { queueMail } from '../notifications/queue-mail.js';
import { audienceMail, type AudienceMessageTexts } from './audience-mail.js';
import {
  findMessageByRequest,
  findMessagePerformance,
  insertAudienceMessage,
  insertMessageOrder,
  listAudienceOrders,
} from './audience.repository.js';

/** A message sent earlier with the request id: the same answer, nothing sent again. */
function repeatOf(
  existing: { id: number; event_id: number; recipients: number },
  eventId: number,
  locale: Locale,
): AudienceMessageSent {
  if (existing.event_id !== eventId) throw new AppError('audience_message_request_reused');
  return {
    message: translate(locale, 'messages.audience_message_repeated', {
      count: existing.recipients,
    }),
    id: existing.id,
    recipients: existing.recipients,
    repeated: true,
  };
}

/**
 * Sends a message to a performance's audience (decision 0043): one e-mail per paid order with a
 * valid ticket of it (`unused`: one not admitted yet), in the order's language. The message, its
 * e-mails (queued: the mail job sends and retries them), the link to each order and the audit
 * entries (`performance.audience_messaged`, and `order.audience_messaged` on each order) are one
 * transaction: a process dying half-way sends none of it. A request repeated with its
 * `request_id` answers the message it sent (`repeated`), even while the first is committing;
 * one that names another performance is refused (409 `audience_message_request_reused`). 409
 * `audience_message_empty` when nobody would get it, 404 for an unknown performance.
 */
export async function messageAudience(
  deps: { db: Db; config: Config },
  input: {
    eventId: number;
    requestId: string;
    audience: AudienceMessageAudience;
    texts: AudienceMessageTexts;
    actorId: number;
    locale: Locale;
  },
): Promise<AudienceMessageSent> {
  return deps.db.transaction().execute(async (trx) => {
    const performance = await findMessagePerformance(trx, input.eventId);
    if (!performance) throw new AppError('performance_not_found');
    const earlier = await findMessageByRequest(trx, input.requestId);
    if (earlier) return repeatOf(earlier, input.eventId, input.locale);
    const orders = await listAudienceOrders(trx, input.eventId, input.audience);
    if (orders.length === 0) throw new AppError('audience_message_empty');
    const messageId = await insertAudienceMessage(trx, {
      event_id: input.eventId,
      request_id: input.requestId,
      audience: input.audience,
      subject_hu: input.texts.subject_hu.trim(),
      text_hu: input.texts.text_hu,
      subject_en: input.texts.subject_en.trim(),
      text_en: input.texts.text_en,
      recipients: orders.length,
      sent_by: input.actorId,
    });
    if (messageId === undefined) {
      // The same request committed meanwhile (the insert waited for it).
      const committed = await findMessageByRequest(trx, input.requestId);
      if (!committed) throw new Error('An audience message conflicted but cannot be found');
      return repeatOf(committed, input.eventId, input.locale);
    }
    for (const order of orders) {
      const mailId = await queueMail(
        trx,
        deps.config,
        audienceMail(performance, input.texts, order),
      );
      await insertMessageOrder(trx, {
        message_id: messageId,
        order_id: order.id,
        mail_message_id: mailId,
      });
      await recordAudit(trx, {
        action: 'order.audience_messaged',
        entity: 'order',
        entityId: order.id,
        actorId: input.actorId,
        data: { message_id: messageId, event_id: input.eventId, mail_message_id: mailId },
      });
    }
    await recordAudit(trx, {
      action: 'performance.audience_messaged',
      entity: 'performance',
      entityId: input.eventId,
      actorId: input.actorId,
      data: {
        message_id: messageId,
        request_id: input.requestId,
        audience: input.audience,
        recipients: orders.length,
        subject_hu: input.texts.subject_hu.trim(),
        subject_en: input.texts.subject_en.trim(),
      },
    });
    return {
      message: translate(input.locale, 'messages.audience_message_sent', { count: orders.length }),
      id: messageId,
      recipients: orders.length,
      repeated: false,
    };
  });
}
