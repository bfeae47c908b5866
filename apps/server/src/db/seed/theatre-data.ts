import type { CompanySettings, StoredPublicSettings } from '../settings-defaults.js';

/** The fictional theatre of the demo and its operating company (as the documents name them). */
export const company: CompanySettings = {
  name: 'Rakparti Színház Nonprofit Kft.',
  address: '1011 Budapest, Bem rakpart 33.',
  tax_number: '13421739-2-41',
  registration_number: '01-09-934512',
  email: 'jegy@rakpartiszinhaz.hu',
  phone: '+36 1 555 0142',
};

export const publicSettings: Omit<StoredPublicSettings, 'social_links'> = {
  theatre_name: 'Rakparti Színház',
  brand_title: 'Online jegypénztár',
  brand_title_en: 'Online box office',
  brand_image_url: null,
  background_color: '#DFDBE5',
  background_pattern_class: 'pattern-dots',
  popup_banner: {
    image_url: '/storage/posters/evadnyito.svg',
    alt: 'Évadnyitó: bérletek és jegyek már kaphatók a Rakparti Színházban',
    alt_en: 'Season opening: subscriptions and tickets on sale now at the Rakparti Theatre',
    link: null,
  },
  google_tag: null,
};

/**
 * The demo's bank account for group orders by transfer (decision 0046): a made-up bank and a
 * well-formed made-up account number (3×8 digits, each part's check digit right), so the demo's
 * pro-forma is complete. The account holder is the company above.
 */
export const demoTransfer = {
  bank_name: 'Példa Bank Zrt.',
  bank_account: '11708001-20421739-00000002',
  payment_days: 8,
  reminder_days: 2,
};
