/**
 * Information pages, legal documents and social links of the (fictional) Rakparti Színház.
 * Pure data, Markdown bodies in Hungarian and English.
 */
import { infoPages } from './info-pages-data.js';
import { legalDocuments } from './legal-documents-data.js';
import type { SeedDocument, SeedSocialLink } from './season-types.js';

export const documents: SeedDocument[] = [...infoPages, ...legalDocuments];

export const socialLinks: SeedSocialLink[] = [
  { name: 'Facebook', link: 'https://www.facebook.com/rakpartiszinhaz', icon: 'facebook' },
  { name: 'Instagram', link: 'https://www.instagram.com/rakpartiszinhaz', icon: 'instagram' },
  { name: 'YouTube', link: 'https://www.youtube.com/@rakpartiszinhaz', icon: 'youtube' },
];
