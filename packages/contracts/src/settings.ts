import { z } from 'zod';
import { translations } from './common.js';

export const footerLink = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  type: z.enum(['info', 'document']),
});
export type FooterLink = z.infer<typeof footerLink>;

export const socialLink = z.object({
  name: z.string(),
  link: z.url(),
  icon: z.enum(['facebook', 'instagram', 'youtube', 'tiktok']),
});
export type SocialLink = z.infer<typeof socialLink>;

export const popupBanner = z.object({
  image_url: z.string(),
  alt: z.string(),
  alt_translations: translations,
  link: z.string().nullable(),
});
export type PopupBanner = z.infer<typeof popupBanner>;

/**
 * The public settings (docs/product.md §3), as GET /settings/public and public_settings.json serve
 * them.
 */
export const publicSettings = z.object({
  theatre_name: z.string(),
  brand_title: z.string(),
  brand_title_translations: translations,
  brand_image_url: z.string().nullable(),
  settings_complete: z.boolean(),
  background_color: z.string(),
  settings: z.object({ background_pattern_class: z.string().nullable() }),
  popup_banner: popupBanner.nullable(),
  google_tag: z.string().nullable(),
  /** The reCAPTCHA v3 site key when bot protection is configured; null otherwise. */
  recaptcha_site_key: z.string().nullable(),
  footer_links: z.array(footerLink),
  social_links: z.array(socialLink),
  maintenance: z.boolean(),
  payment_provider: z.object({
    name: z.string(),
    logo_url: z.string(),
    notice_url: z.string(),
    notice_url_translations: translations,
  }),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const settingsTypes = ['public'] as const;
export type SettingsType = (typeof settingsTypes)[number];

/** GET /settings/{id}/show: one footer link's page. */
export const documentPage = z.object({
  id: z.number().int(),
  type: z.enum(['info', 'document']),
  slug: z.string(),
  name: z.string(),
  name_translations: translations,
  /** Sanitised HTML rendered from the stored Markdown. */
  content: z.string(),
  content_translations: translations,
  updated_at: z.string(),
});
export type DocumentPage = z.infer<typeof documentPage>;

export const country = z.object({
  code: z.string().length(2),
  name_hu: z.string(),
  name_en: z.string(),
});
export type Country = z.infer<typeof country>;

export const availability = z.object({ available: z.boolean() });
