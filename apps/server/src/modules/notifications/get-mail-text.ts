import {
  mailTextKinds,
  mailTextLocales,
  mailTextPlaceholders,
  type MailTextDetail,
  type MailTextKind,
  type MailTextList,
  type MailTextLocale,
} from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import {
  findStoredMailText,
  listStoredMailTexts,
  type StoredMailText,
} from './mail-texts.repository.js';
import { defaultMailText } from './templates/mail-text-defaults.js';

function detailOf(
  kind: MailTextKind,
  locale: MailTextLocale,
  row: StoredMailText | null,
): MailTextDetail {
  const fallback = defaultMailText(kind, locale);
  return {
    kind,
    locale,
    customised: row !== null,
    current: row ? { subject: row.subject, body: row.body } : fallback,
    default: fallback,
    placeholders: [...mailTextPlaceholders[kind]],
    updated_at: row ? row.updated_at.toISOString() : null,
    updated_by:
      row?.updated_by == null ? null : { id: row.updated_by, name: row.updated_by_name ?? '' },
  };
}

/** GET /admin/mail-texts/{kind}/{locale}: the text in use, the default and the placeholders. */
export async function getMailText(
  db: Queryable,
  kind: MailTextKind,
  locale: MailTextLocale,
): Promise<MailTextDetail> {
  return detailOf(kind, locale, await findStoredMailText(db, kind, locale));
}

/** GET /admin/mail-texts: every editable kind in every language, customised or the default. */
export async function listMailTexts(db: Queryable): Promise<MailTextList> {
  const rows = await listStoredMailTexts(db);
  const items = mailTextKinds.flatMap((kind) =>
    mailTextLocales.map((locale) => {
      const row = rows.find((stored) => stored.kind === kind && stored.locale === locale) ?? null;
      const detail = detailOf(kind, locale, row);
      return {
        kind,
        locale,
        customised: detail.customised,
        subject: detail.current.subject,
        updated_at: detail.updated_at,
      };
    }),
  );
  return { items };
}
