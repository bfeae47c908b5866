import type { PublicSettings } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import {
  companySettings,
  defaultPublicSettings,
  emptyCompanySettings,
  paymentProvider,
  storedPublicSettings,
  type CompanySettings,
} from '../../db/settings-defaults.js';
import { findSetting, listFooterDocuments } from './settings.repository.js';
import { isMaintenanceOn } from './maintenance.js';

export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const parsed = companySettings.safeParse(await findSetting(db, 'company'));
  return parsed.success ? parsed.data : emptyCompanySettings;
}

/** Sales need the operating company's data (invoices, receipts, the data-transfer declaration). */
function isComplete(company: CompanySettings, theatreName: string): boolean {
  return (
    theatreName.trim() !== '' &&
    company.name.trim() !== '' &&
    company.address.trim() !== '' &&
    /^\d{8}-\d-\d{2}$/.test(company.tax_number) &&
    company.email.trim() !== ''
  );
}

/** The theatre's name alone (documents, e-mails): one read instead of the whole public settings. */
export async function getTheatreName(db: Db): Promise<string> {
  const parsed = storedPublicSettings.safeParse(await findSetting(db, 'public'));
  return (parsed.success ? parsed.data : defaultPublicSettings).theatre_name;
}

/**
 * The public settings (docs/product.md §3): the object the SPA persists. `recaptchaSiteKey` comes
 * from the configuration, not the database.
 */
export async function getPublicSettings(
  db: Db,
  recaptchaSiteKey: string | null = null,
): Promise<PublicSettings> {
  const [stored, company, footer, maintenance] = await Promise.all([
    findSetting(db, 'public'),
    getCompanySettings(db),
    listFooterDocuments(db),
    isMaintenanceOn(db),
  ]);
  const parsed = storedPublicSettings.safeParse(stored);
  const settings = parsed.success ? parsed.data : defaultPublicSettings;
  return {
    theatre_name: settings.theatre_name,
    brand_title: settings.brand_title,
    brand_title_translations: { en: settings.brand_title_en },
    brand_image_url: settings.brand_image_url,
    settings_complete: isComplete(company, settings.theatre_name),
    background_color: settings.background_color,
    settings: { background_pattern_class: settings.background_pattern_class },
    popup_banner: settings.popup_banner
      ? {
          image_url: settings.popup_banner.image_url,
          alt: settings.popup_banner.alt,
          alt_translations: { en: settings.popup_banner.alt_en },
          link: settings.popup_banner.link,
        }
      : null,
    google_tag: settings.google_tag,
    recaptcha_site_key: recaptchaSiteKey,
    footer_links: footer.map((doc) => ({
      id: doc.id,
      name: doc.name,
      name_translations: { en: doc.name_en },
      type: doc.type,
    })),
    social_links: settings.social_links,
    maintenance,
    payment_provider: {
      name: paymentProvider.name,
      logo_url: paymentProvider.logo_url,
      notice_url: paymentProvider.notice_url,
      notice_url_translations: { en: paymentProvider.notice_url_en },
    },
  };
}
