import {
  publicSettingsBody,
  type AdminPublicSettings,
  type AdminSalesSettings,
  type PublicSettingsBody,
  type SalesSettingsBody,
} from '@theatre/contracts';
import { z } from 'zod';

/**
 * The public settings as the form edits them (pure): texts for the optional fields ('' for none),
 * and the pop-up picture's fields kept while it is switched off.
 */
export interface PublicSettingsForm {
  theatre_name: string;
  brand_title: string;
  brand_title_en: string;
  brand_image_url: string;
  background_color: string;
  /** '' for no pattern. */
  background_pattern_class: string;
  banner_enabled: boolean;
  popup_banner: { image_url: string; alt: string; alt_en: string; link: string };
  google_tag: string;
  social_links: { name: string; link: string; icon: string }[];
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** What the form sends (pure): empty optional fields become null; a switched-off picture too. */
export function publicSettingsBodyOf(form: PublicSettingsForm): unknown {
  return {
    theatre_name: form.theatre_name,
    brand_title: form.brand_title,
    brand_title_en: form.brand_title_en,
    brand_image_url: orNull(form.brand_image_url),
    background_color: form.background_color,
    background_pattern_class: orNull(form.background_pattern_class),
    popup_banner: form.banner_enabled
      ? {
          image_url: form.popup_banner.image_url,
          alt: form.popup_banner.alt,
          alt_en: form.popup_banner.alt_en,
          link: orNull(form.popup_banner.link),
        }
      : null,
    google_tag: orNull(form.google_tag),
    social_links: form.social_links,
  };
}

/**
 * The form's schema: its values made into the request body, then the server's own checks. The
 * body has the form's field names, so each message lands under its field.
 */
export const publicSettingsFormSchema = z.preprocess(
  (value) => publicSettingsBodyOf(value as PublicSettingsForm),
  publicSettingsBody,
) as unknown as z.ZodType<PublicSettingsBody, PublicSettingsForm>;

/** The form's values of the stored settings (pure). */
export function publicSettingsFormOf(settings: AdminPublicSettings): PublicSettingsForm {
  return {
    theatre_name: settings.theatre_name,
    brand_title: settings.brand_title,
    brand_title_en: settings.brand_title_en,
    brand_image_url: settings.brand_image_url ?? '',
    background_color: settings.background_color,
    background_pattern_class: settings.background_pattern_class ?? '',
    banner_enabled: settings.popup_banner !== null,
    popup_banner: {
      image_url: settings.popup_banner?.image_url ?? '',
      alt: settings.popup_banner?.alt ?? '',
      alt_en: settings.popup_banner?.alt_en ?? '',
      link: settings.popup_banner?.link ?? '',
    },
    google_tag: settings.google_tag ?? '',
    social_links: settings.social_links.map((link) => ({ ...link })),
  };
}

/** The sales form's values (pure): the stored rules, the fee's VAT rate as one of the choices. */
export function salesSettingsFormOf(settings: AdminSalesSettings): SalesSettingsBody {
  return {
    max_tickets_per_order: settings.max_tickets_per_order,
    max_tickets_per_type: settings.max_tickets_per_type,
    tech_fee: settings.tech_fee,
    tech_fee_vat_rate: settings.tech_fee_vat_rate as SalesSettingsBody['tech_fee_vat_rate'],
    desk_tech_fee: settings.desk_tech_fee,
    hold_limit_enabled: settings.hold_limit_enabled,
    hold_free_per_client: settings.hold_free_per_client,
    hold_cap_per_client: settings.hold_cap_per_client,
    customer_service_refund_limit: settings.customer_service_refund_limit,
  };
}

/** The 422 reply's field names of the public settings (for the messages under the fields). */
export const publicSettingsFields = [
  'theatre_name',
  'brand_title',
  'brand_title_en',
  'brand_image_url',
  'background_color',
  'background_pattern_class',
  'popup_banner.image_url',
  'popup_banner.alt',
  'popup_banner.alt_en',
  'popup_banner.link',
  'google_tag',
  ...Array.from({ length: 10 }, (_, index) => [
    `social_links.${String(index)}.name`,
    `social_links.${String(index)}.link`,
    `social_links.${String(index)}.icon`,
  ]).flat(),
] as const;
