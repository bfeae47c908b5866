import { z } from 'zod';
import { line, whole } from './admin-fields.js';
import { vatRates } from './admin-programme.js';
import { socialLink } from './settings.js';

/*
 * The settings in the back office (decision 0020), administrators only: the public settings of
 * docs/product.md §3 (name, contacts, look, links), the sales rules, the alert address and the
 * maintenance switch. Field names are snake_case; money is whole forints.
 */

/** The background patterns the shop's frame draws (`settings.background_pattern_class`). */
export const backgroundPatterns = ['pattern-dots', 'pattern-diagonal', 'pattern-curtain'] as const;
export const socialIcons = socialLink.shape.icon.options;

/** Whether a text is an absolute http(s) address (pure). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) address: the only kind a link or picture may have (no javascript:). */
export const httpUrl = z
  .string('validation.required')
  .trim()
  .min(1)
  .max(500)
  .refine(isHttpUrl, 'validation.http_url');

/** An http(s) address, or a path on this site (`/storage/posters/…`). */
export const httpUrlOrPath = z
  .string('validation.required')
  .trim()
  .min(1)
  .max(500)
  .refine(
    (value) => isHttpUrl(value) || /^\/(?![/\\])[^\s"'<>\\]*$/.test(value),
    'validation.http_url_or_path',
  );

/**
 * The Google Tag Manager container (`GTM-XXXX`), or a Google tag (`G-XXXX`), which the shop loads
 * as well; upper-cased.
 */
export const googleTagId = z
  .string('validation.required')
  .trim()
  .toUpperCase()
  .regex(/^(GTM|G)-[A-Z0-9]{4,12}$/, 'validation.tag_manager_id');

export const hexColour = z
  .string('validation.required')
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.hex_colour');

/** PUT /admin/settings/public: what staff edit of the public settings (the rest is derived). */
export const publicSettingsBody = z.object({
  theatre_name: line(120),
  brand_title: line(120),
  brand_title_en: line(120),
  /** The logo in the header; null: the default. */
  brand_image_url: httpUrlOrPath.nullable(),
  background_color: hexColour,
  background_pattern_class: z.enum(backgroundPatterns, 'validation.invalid_value').nullable(),
  /** The full-screen picture shown once a visit (docs/product.md §2); null: none. */
  popup_banner: z
    .object({
      image_url: httpUrlOrPath,
      /** What the picture says, for those who cannot see it: Hungarian and English. */
      alt: line(300),
      alt_en: line(300),
      link: httpUrlOrPath.nullable(),
    })
    .nullable(),
  google_tag: googleTagId.nullable(),
  social_links: z
    .array(
      z.object({
        name: line(60),
        link: httpUrl,
        icon: z.enum(socialIcons, 'validation.invalid_value'),
      }),
    )
    .max(10),
});
export type PublicSettingsBody = z.infer<typeof publicSettingsBody>;
export type PublicSettingsInput = z.input<typeof publicSettingsBody>;

/**
 * PUT /admin/settings/sales: the limits of an order and the shop-wide technical fee per ticket
 * (a performance's own fee, when set, wins over it), with the fee's VAT rate.
 */
export const salesSettingsBody = z
  .object({
    max_tickets_per_order: whole(1, 100),
    max_tickets_per_type: whole(1, 100),
    tech_fee: whole(0, 100_000),
    tech_fee_vat_rate: z.enum(vatRates, 'validation.invalid_value'),
    /**
     * Holds per client address and per signed-in account on one performance (decision 0024):
     * without a solved challenge at most `hold_free_per_client`, never more than
     * `hold_cap_per_client`; off: no limit. Left out, each keeps its stored value.
     */
    hold_limit_enabled: z.boolean('validation.required').optional(),
    /**
     * Whether the box office charges the technical fee too (decision 0044); off: a desk sale has
     * no fee line. Left out, it keeps its stored value (off unless set).
     */
    desk_tech_fee: z.boolean('validation.required').optional(),
    hold_free_per_client: whole(1, 10_000).optional(),
    hold_cap_per_client: whole(1, 10_000).optional(),
    /**
     * The most a customer-service member may refund of one order, in forints (decision 0057).
     * Left out, it keeps its stored value (20 000 Ft unless set).
     */
    customer_service_refund_limit: whole(0, 100_000_000).optional(),
  })
  .superRefine((value, context) => {
    if (value.max_tickets_per_type > value.max_tickets_per_order) {
      context.addIssue({
        code: 'custom',
        path: ['max_tickets_per_type'],
        message: 'validation.type_limit_above_order',
      });
    }
    if (
      value.hold_free_per_client !== undefined &&
      value.hold_cap_per_client !== undefined &&
      value.hold_cap_per_client < value.hold_free_per_client
    ) {
      context.addIssue({
        code: 'custom',
        path: ['hold_cap_per_client'],
        message: 'validation.hold_cap_below_free',
      });
    }
  });
export type SalesSettingsBody = z.infer<typeof salesSettingsBody>;

/**
 * PUT /admin/settings/alerts: where alerts (what needs a person's attention, such as a payment
 * that disagrees with its order) are e-mailed; empty: nowhere (they still show in the back office).
 */
export const alertSettingsBody = z.object({
  alert_email: z
    .string('validation.required')
    .trim()
    .max(255)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email'),
});
export type AlertSettingsBody = z.infer<typeof alertSettingsBody>;

export const adminAlertSettings = z.object({ alert_email: z.string() });
export type AdminAlertSettings = z.infer<typeof adminAlertSettings>;

/**
 * How a receipt's or invoice's correction after a refund of some tickets is made (decision 0052):
 * an invoice by a sztornó and a new invoice (`reissue`), or by a modifying invoice (módosító
 * számla) naming the original (`modify`). Receipts are always cancelled and reissued.
 */
export const invoiceCorrections = ['reissue', 'modify'] as const;
export type InvoiceCorrection = (typeof invoiceCorrections)[number];

/** PUT /admin/settings/invoicing: the accountant's choice of invoice correction. */
export const invoicingSettingsBody = z.object({
  invoice_correction: z.enum(invoiceCorrections, 'validation.invalid_value'),
});
export type InvoicingSettingsBody = z.infer<typeof invoicingSettingsBody>;

export const adminInvoicingSettings = z.object({
  invoice_correction: z.enum(invoiceCorrections),
});
export type AdminInvoicingSettings = z.infer<typeof adminInvoicingSettings>;

/** PUT /admin/maintenance: switches the shop's maintenance mode on or off. */
export const maintenanceBody = z.object({ enabled: z.boolean('validation.required') });
export type MaintenanceBody = z.infer<typeof maintenanceBody>;

export const maintenanceState = z.object({
  enabled: z.boolean(),
  /** When it was last switched, and by whom (null: never, or from the command line). */
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceState>;

/** The public settings as stored (replies are not held to the editor's checks). */
export const adminPublicSettings = z.object({
  theatre_name: z.string(),
  brand_title: z.string(),
  brand_title_en: z.string(),
  brand_image_url: z.string().nullable(),
  background_color: z.string(),
  background_pattern_class: z.string().nullable(),
  popup_banner: z
    .object({
      image_url: z.string(),
      alt: z.string(),
      alt_en: z.string(),
      link: z.string().nullable(),
    })
    .nullable(),
  google_tag: z.string().nullable(),
  social_links: z.array(z.object({ name: z.string(), link: z.string(), icon: z.string() })),
});
export type AdminPublicSettings = z.infer<typeof adminPublicSettings>;

export const adminSalesSettings = z.object({
  max_tickets_per_order: z.number().int(),
  max_tickets_per_type: z.number().int(),
  tech_fee: z.number().int(),
  tech_fee_vat_rate: z.string(),
  /** The box office charges the technical fee too (decision 0044). */
  desk_tech_fee: z.boolean(),
  hold_limit_enabled: z.boolean(),
  hold_free_per_client: z.number().int(),
  hold_cap_per_client: z.number().int(),
  /** The most customer service may refund of one order, in forints (decision 0057). */
  customer_service_refund_limit: z.number().int(),
});
export type AdminSalesSettings = z.infer<typeof adminSalesSettings>;

/** GET /admin/settings: everything the settings page edits. */
export const adminSettings = z.object({
  public: adminPublicSettings,
  sales: adminSalesSettings,
  maintenance: maintenanceState,
  alerts: adminAlertSettings,
  invoicing: adminInvoicingSettings,
});
export type AdminSettings = z.infer<typeof adminSettings>;

/** The reply of a save: what is stored now, and a confirmation in the caller's language. */
export const adminSettingsSaved = z.object({
  message: z.string(),
  settings: adminSettings,
});
export type AdminSettingsSaved = z.infer<typeof adminSettingsSaved>;
