import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { getCompanySettings, getPublicSettings } from '../settings/get-public-settings.js';
import type { MailBrand } from './templates/mail-layout.js';

/** The theatre's name, brand title and contact address from the settings, for the mails. */
export async function loadMailBrand(db: Db, locale: Locale): Promise<MailBrand> {
  const settings = await getPublicSettings(db);
  const company = await getCompanySettings(db);
  const brandTitle =
    locale === 'en' && settings.brand_title_translations.en
      ? settings.brand_title_translations.en
      : settings.brand_title;
  const contactEmail = company.email.trim();
  return {
    theatreName: settings.theatre_name,
    brandTitle,
    contactEmail: contactEmail === '' ? null : contactEmail,
  };
}
