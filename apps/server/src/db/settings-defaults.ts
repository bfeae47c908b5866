import { z } from 'zod';
import { defaultCustomerServiceRefundLimit } from '@theatre/contracts';

/** What staff edit of the public settings; the rest of the public object is derived. */
export const storedPublicSettings = z.object({
  theatre_name: z.string(),
  brand_title: z.string(),
  brand_title_en: z.string(),
  brand_image_url: z.string().nullable(),
  background_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  background_pattern_class: z.string().nullable(),
  popup_banner: z
    .object({
      image_url: z.string(),
      alt: z.string(),
      alt_en: z.string(),
      link: z.string().nullable(),
    })
    .nullable(),
  google_tag: z
    .string()
    .regex(/^(GTM|G)-[A-Z0-9]+$/)
    .nullable(),
  social_links: z.array(
    z.object({
      name: z.string(),
      link: z.url(),
      icon: z.enum(['facebook', 'instagram', 'youtube', 'tiktok']),
    }),
  ),
});
export type StoredPublicSettings = z.infer<typeof storedPublicSettings>;

/** The operating company: printed on invoices and documents; sales need it complete. */
export const companySettings = z.object({
  name: z.string(),
  address: z.string(),
  tax_number: z.string(),
  registration_number: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const defaultPublicSettings: StoredPublicSettings = {
  theatre_name: 'Színház',
  brand_title: 'Online jegypénztár',
  brand_title_en: 'Online box office',
  brand_image_url: null,
  background_color: '#DFDBE5',
  background_pattern_class: null,
  popup_banner: null,
  google_tag: null,
  social_links: [],
};

export const emptyCompanySettings: CompanySettings = {
  name: '',
  address: '',
  tax_number: '',
  registration_number: '',
  email: '',
  phone: '',
};

/** SimplePay's customer payment notice, which its logo must link to (SimplePay's merchant checklist). */
export const paymentProvider = {
  name: 'SimplePay',
  logo_url: '/storage/brand/simplepay.svg',
  notice_url: 'https://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf',
  notice_url_en: 'https://simplepartner.hu/PaymentService/Payment_information.pdf',
};

/**
 * Sales rules (the 'sales' setting): ticket limits per order and per ticket type, and the technical
 * fee per ticket (a performance may set its own). cart_grant_holds reads the same keys, with the
 * same defaults, inside its transaction.
 */
export const salesSettings = z.object({
  max_tickets_per_order: z.number().int().min(1).max(100),
  max_tickets_per_type: z.number().int().min(1).max(100),
  tech_fee: z.number().int().min(0),
  // Holds per client address and per account on one performance (decision 0024): the free
  // allowance, beyond which a cart needs a solved challenge, and the hard cap.
  hold_free_per_client: z.number().int().min(1),
  hold_cap_per_client: z.number().int().min(1),
  // The most customer service may refund of one order, in forints (decision 0057).
  customer_service_refund_limit: z.number().int().min(0),
});
export type SalesSettings = z.infer<typeof salesSettings>;

export const defaultSalesSettings: SalesSettings = {
  max_tickets_per_order: 10,
  max_tickets_per_type: 10,
  tech_fee: 0,
  hold_free_per_client: 20,
  hold_cap_per_client: 60,
  customer_service_refund_limit: defaultCustomerServiceRefundLimit,
};

/** The per-client hold limits are on unless the setting says otherwise (cart_grant_holds too). */
export const defaultHoldLimitEnabled = true;
