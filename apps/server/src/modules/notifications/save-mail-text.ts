import type { MailTextDetail, MailTextKind, MailTextLocale } from '@theatre/contracts';
import type { Db, Queryable } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { checkMailText } from './check-mail-text.js';
import { getMailText } from './get-mail-text.js';
import { findStoredMailText, upsertMailText } from './mail-texts.repository.js';
import { defaultMailText } from './templates/mail-text-defaults.js';

/** The text before a change: the stored one, else the default (the audit shows old → new). */
export async function textBefore(db: Queryable, kind: MailTextKind, locale: MailTextLocale) {
  const row = await findStoredMailText(db, kind, locale, { lock: true });
  return { row, text: row ?? defaultMailText(kind, locale) };
}

/**
 * PUT /admin/mail-texts/{kind}/{locale} (administrators): the kind's subject and free text in
 * that language from now on; mails queued before keep what they were rendered with. One
 * transaction, audited as `mail_text.updated` with the subject and body, old → new.
 */
export async function saveMailText(
  db: Db,
  input: {
    kind: MailTextKind;
    locale: MailTextLocale;
    subject: string;
    body: string;
    actorId: number;
  },
): Promise<MailTextDetail> {
  const { kind, locale } = input;
  const body = input.body.replace(/\r\n?/g, '\n');
  checkMailText(kind, { subject: input.subject, body });
  await db.transaction().execute(async (trx) => {
    const before = await textBefore(trx, kind, locale);
    if (before.row && before.row.subject === input.subject && before.row.body === body) return;
    await upsertMailText(trx, {
      kind,
      locale,
      subject: input.subject,
      body,
      updatedBy: input.actorId,
    });
    await recordAudit(trx, {
      action: 'mail_text.updated',
      entity: 'mail_text',
      entityId: `${kind}.${locale}`,
      actorId: input.actorId,
      data: {
        changes: {
          subject: { from: before.text.subject, to: input.subject },
          body: { from: before.text.body, to: body },
        },
      },
    });
  });
  return getMailText(db, kind, locale);
}
