import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { PermanentMailError, type MailTransport } from '../../integrations/mail/mail-transport.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import type { Clock } from '../../lib/clock.js';
import { getTheatreName } from '../settings/get-public-settings.js';
import {
  findMailMessage,
  listMailAttachments,
  markMailSent,
  recordMailFailure,
} from './notifications.repository.js';

export const sendMailJobKind = 'mail.send';

/** Runs of a mail.send job: 5 s, 10 s, … then every 15 minutes: about 3½ hours of trying. */
export const mailSendMaxAttempts = 20;

/** Mails whose body carries a link with a token (a one-time link, a guest's purchase link). */
const linkKinds = new Set([
  'verify_email',
  'magic_link',
  'reset_password',
  'erase_account',
  'purchase_link',
]);

const payload = z.object({ message_id: z.number().int().positive() });

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * The `mail.send` job: hands a stored message to the transport and marks it sent. A message
 * already sent is skipped, so a job that runs twice sends once (unless the process died between
 * the hand-over and the mark: delivery is at least once). A failure is recorded on the message and
 * thrown, so the worker retries; after the last attempt the message is marked failed.
 */
export function createSendMailHandler(deps: {
  db: Db;
  mail: MailTransport;
  clock: Clock;
}): JobHandler {
  return async (input, context) => {
    const parsed = payload.safeParse(input);
    if (!parsed.success) {
      throw new PermanentJobError(`Invalid ${sendMailJobKind} payload: ${JSON.stringify(input)}`);
    }
    const id = parsed.data.message_id;
    const message = await findMailMessage(deps.db, id);
    if (message === undefined) {
      context.log.warn({ messageId: id }, 'the e-mail to send no longer exists');
      return;
    }
    if (message.status === 'sent') return;
    const theatreName = await getTheatreName(deps.db);
    const attachments = await listMailAttachments(deps.db, id);
    try {
      await deps.mail.send({
        to: message.to_address,
        toName: message.to_name,
        subject: message.subject,
        html: message.html,
        text: message.text,
        fromName: theatreName,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const permanent = error instanceof PermanentMailError;
      const reason = describeError(error);
      await recordMailFailure(
        deps.db,
        id,
        reason,
        permanent || context.lastAttempt ? 'failed' : 'queued',
      );
      if (permanent) throw new PermanentJobError(reason, { cause: error });
      throw error;
    }
    // Over SMTP the mailbox of record is the recipient's: a delivered sign-in, verification,
    // reset or purchase link is not kept in the database, where it would be a usable secret.
    const forgetBody = deps.mail.kind === 'smtp' && linkKinds.has(message.kind);
    await markMailSent(deps.db, id, deps.clock.now(), forgetBody);
  };
}
