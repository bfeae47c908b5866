import type { Locale } from '@theatre/i18n';
import type { Queryable } from '../../db/database.js';
import { findStoredMailText } from './mail-texts.repository.js';
import { isMailTextKind } from './templates/apply-mail-text.js';
import type { MailText } from './templates/mail-text-defaults.js';

/** Staff's text for a mail kind and language (decision 0051); null: the catalogue's is used. */
export async function loadMailText(
  db: Queryable,
  kind: string,
  locale: Locale,
): Promise<MailText | null> {
  if (!isMailTextKind(kind)) return null;
  const row = await findStoredMailText(db, kind, locale);
  return row ? { subject: row.subject, body: row.body } : null;
}
