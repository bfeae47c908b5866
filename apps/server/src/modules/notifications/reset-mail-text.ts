import type { MailTextDetail, MailTextKind, MailTextLocale } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { getMailText } from './get-mail-text.js';
import { deleteMailText } from './mail-texts.repository.js';
import { textBefore } from './save-mail-text.js';
import { defaultMailText } from './templates/mail-text-defaults.js';

/**
 * DELETE /admin/mail-texts/{kind}/{locale} (administrators): back to the catalogue's text; audited
 * as `mail_text.reset` (old → default) when there was a text of staff's.
 */
export async function resetMailText(
  db: Db,
  input: { kind: MailTextKind; locale: MailTextLocale; actorId: number },
): Promise<MailTextDetail> {
  const { kind, locale } = input;
  await db.transaction().execute(async (trx) => {
    const before = await textBefore(trx, kind, locale);
    if (!before.row) return;
    const fallback = defaultMailText(kind, locale);
    await deleteMailText(trx, kind, locale);
    await recordAudit(trx, {
      action: 'mail_text.reset',
      entity: 'mail_text',
      entityId: `${kind}.${locale}`,
      actorId: input.actorId,
      data: {
        changes: {
          subject: { from: before.row.subject, to: fallback.subject },
          body: { from: before.row.body, to: fallback.body },
        },
      },
    });
  });
  return getMailText(db, kind, locale);
}
