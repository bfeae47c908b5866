import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { getCompanySettings, getPublicSettings } from '../settings/get-public-settings.js';
import type { MailBrand } from './templates/mail-layout.js';

/** The theatre's name, brand title and contact address from the settings, for the mails. */
/** Mail clients do not show SVG (Gmail, Outlook), so the logo in a mail is a bitmap. */
const bitmapLogo = /\.(png|jpe?g|gif)$/i;

export async function loadMailBrand(db: Db, locale: Locale, publicUrl: string): Promise<MailBrand> {
  const settings = await getPublicSettings(db);
  const company = await getCompanySettings(db);
  const brandTitle =
    locale === 'en' && settings.brand_title_translations.en
      ? settings.brand_title_translations.en
      : settings.brand_title;
  const contactEmail = company.email.trim();
  const logo =
    settings.brand_image_url && bitmapLogo.test(settings.brand_image_url)
      ? settings.brand_image_url
      : '/storage/brand/mail-logo.png';
  return {
    theatreName: settings.theatre_name,
    logoUrl: /^https?:\/\//.test(logo) ? logo : `${publicUrl}${logo}`,
    brandTitle,
    contactEmail: contactEmail === '' ? null : contactEmail,
  };
}
