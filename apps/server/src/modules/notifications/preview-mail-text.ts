import type { MailTextKind, MailTextLocale, MailTextPreview } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { checkMailText } from './check-mail-text.js';
import { loadMailBrand } from './load-mail-brand.js';
import { sampleMailContent } from './sample-mail-content.js';
import { renderMail } from './templates/render-mail.js';

/**
 * POST /admin/mail-texts/{kind}/{locale}/preview (administrators): the e-mail as an unsaved text
 * would make it, about a made-up order: subject, HTML and plain text. Nothing is saved or sent;
 * unknown placeholders are refused like on saving.
 */
export async function previewMailText(
  db: Db,
  input: {
    kind: MailTextKind;
    locale: MailTextLocale;
    subject: string;
    body: string;
    origin: string;
  },
): Promise<MailTextPreview> {
  const text = { subject: input.subject, body: input.body.replace(/\r\n?/g, '\n') };
  checkMailText(input.kind, text);
  const brand = await loadMailBrand(db, input.locale, input.origin);
  const content = sampleMailContent(input.kind, input.locale, brand, input.origin);
  return renderMail({ ...content, customText: text });
}
