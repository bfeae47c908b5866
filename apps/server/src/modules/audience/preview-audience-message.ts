import type { AudienceMessageAudience, AudienceMessagePreview } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { loadMailBrand } from '../notifications/load-mail-brand.js';
import { renderMail } from '../notifications/templates/render-mail.js';
import { audienceMail, localeOfOrder, type AudienceMessageTexts } from './audience-mail.js';
import {
  findMessagePerformance,
  listAudienceOrders,
  type AudienceOrder,
} from './audience.repository.js';

const locales: readonly Locale[] = ['hu', 'en'];

/**
 * The preview of an audience message (POST /admin/performances/:id/message with preview): how
 * many orders would get it in each language, and the e-mail as the first of them would read it
 * (the subject and the plain text; an example buyer when a language has nobody). Sends nothing.
 */
export async function previewAudienceMessage(
  deps: { db: Db; config: Config },
  input: { eventId: number; audience: AudienceMessageAudience; texts: AudienceMessageTexts },
): Promise<AudienceMessagePreview> {
  const performance = await findMessagePerformance(deps.db, input.eventId);
  if (!performance) throw new AppError('performance_not_found');
  const orders = await listAudienceOrders(deps.db, input.eventId, input.audience);
  const rendition = async (locale: Locale) => {
    const mine = orders.filter((order) => localeOfOrder(order) === locale);
    const sample: AudienceOrder = mine[0] ?? {
      id: orders[0]?.id ?? 0,
      buyer_email: 'example@example.com',
      buyer_name: translateMail(locale, 'audience_message.sample_name'),
      language: locale,
      user_id: null,
      link_origin: null,
    };
    const mail = audienceMail(performance, input.texts, { ...sample, language: locale });
    const brand = await loadMailBrand(deps.db, locale, deps.config.publicUrl);
    const rendered = renderMail({
      kind: mail.kind,
      locale,
      name: mail.name,
      email: mail.to,
      url: undefined,
      brand,
      ...(mail.order ? { order: mail.order } : {}),
      ...(mail.message ? { message: mail.message } : {}),
    });
    return { recipients: mine.length, subject: rendered.subject, text: rendered.text };
  };
  const [hu, en] = await Promise.all(locales.map(rendition));
  if (!hu || !en) throw new Error('Both languages render');
  return { recipients: orders.length, hu, en };
}
