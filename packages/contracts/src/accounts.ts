import { z } from 'zod';
import { staffRoles } from './staff-roles.js';

/**
 * Accounts, sessions and billing data (docs/product.md §3, §5, §7 "Accounts and profile").
 * Messages name catalogue keys of @theatre/i18n (`validation.*`); the server translates them.
 */

/**
 * A person's name: letters of any script (Hungarian accents included), separated by single spaces,
 * hyphens or apostrophes (Kovács-Nagy Éva, O'Brien). Digits and symbols are refused. The spec says
 * "letters and spaces only"; docs/decisions/0004 records the deviation.
 */
export const personNamePattern = /^[\p{L}\p{M}]+(?:(?: |-|'|’|\. ?)[\p{L}\p{M}]+)*\.?$/u;

export const personName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(255)
  .regex(personNamePattern, 'validation.person_name');

export const emailAddress = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(255)
  .pipe(z.email('validation.email'));

/** At least 8 characters; the server also refuses commonly used passwords. */
export const passwordMinLength = 8;
export const newPassword = z
  .string()
  .min(1, 'validation.required')
  .min(passwordMinLength, 'validation.password_too_short')
  .max(128);

/** 0/1 flags as the spec's user object carries them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** The signed-in user (spec: name, email, vip, newsletter, relevant_infos; id and staff roles added). */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 1 means VIP. */
  vip: flag,
  newsletter: flag,
  relevant_infos: flag,
  /** The staff roles (decision 0057); empty for a customer. */
  roles: z.array(z.enum(staffRoles)),
});
export type User = z.infer<typeof user>;

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

export const registerBody = z
  .object({
    name: personName,
    email: emailAddress,
    password: newPassword,
    password_confirmation: z.string().min(1, 'validation.required').max(128),
    /** Acceptance of the general terms and the privacy notice. */
    terms: z.boolean().refine((value) => value, 'validation.terms_required'),
    /** The bot-protection token (reCAPTCHA v3) when the shop has one configured. */
    captcha_token: z.string().max(4096).optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_confirmation',
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailAddress,
  password: z.string().min(1, 'validation.required').max(128),
  captcha_token: z.string().max(4096).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionReply = z.object({ user, token: z.string() });
export type SessionReply = z.infer<typeof sessionReply>;

/** POST /send-magic-link, POST /reset-password, POST /resend-verification. */
export const emailBody = z.object({
  email: emailAddress,
  captcha_token: z.string().max(4096).optional(),
});
export type EmailBody = z.infer<typeof emailBody>;

/** The random tokens e-mailed to users: 43 characters of base64url (32 bytes). */
export const emailToken = z
  .string()
  .min(1, 'validation.required')
  .max(100)
  .regex(/^[\w-]+$/, 'validation.token');

export const verifyEmailParams = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
  confirm_token: emailToken,
});

export const magicLinkLoginBody = z.object({ token: emailToken });

export const setPasswordBody = z
  .object({
    token: emailToken,
    password: newPassword,
    password_confirmation: z.string().min(1, 'validation.required').max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_confirmation',
  });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1, 'validation.required').max(128),
    password: newPassword,
    password_confirmation: z.string().min(1, 'validation.required').max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_confirmation',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const preferencesBody = z.object({ newsletter: flag, relevant_infos: flag });
export type PreferencesBody = z.infer<typeof preferencesBody>;

/** Hungarian tax number as typed: ########-#-## (docs/product.md §5). */
export const taxNumberPattern = /^\d{8}-\d-\d{2}$/;

const optionalAddressPart = z
  .string()
  .trim()
  .max(50)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * The address form (docs/product.md §3 and §5). `stairway` and `floor` are the profile's
 * "stairwell" and "level". Country is an ISO 3166-1 alpha-2 code; a Hungarian postal code has 4
 * digits and does not start with 0. The tax number's check digit is verified by the server.
 */
export const billingDataBody = z
  .object({
    is_company: z.boolean(),
    tax_number: z.string().trim().max(13).nullable().optional(),
    name: z.string().trim().min(1, 'validation.required').max(255),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.country')
      .transform((value) => value.toUpperCase()),
    zip: z.string().trim().min(1, 'validation.required').max(16),
    city: z.string().trim().min(1, 'validation.required').min(2).max(100),
    street_name: z.string().trim().min(1, 'validation.required').max(150),
    public_place_category: z.string().trim().min(1, 'validation.required').max(50),
    house_number: z.string().trim().min(1, 'validation.required').max(30),
    building: optionalAddressPart,
    stairway: optionalAddressPart,
    floor: optionalAddressPart,
    door: optionalAddressPart,
  })
  .superRefine((body, context) => {
    if (body.country === 'HU' && !/^[1-9]\d{3}$/.test(body.zip)) {
      context.addIssue({ code: 'custom', path: ['zip'], message: 'validation.zip_hu' });
    }
    if (body.is_company) {
      if (!body.tax_number) {
        context.addIssue({ code: 'custom', path: ['tax_number'], message: 'validation.required' });
      } else if (!taxNumberPattern.test(body.tax_number)) {
        context.addIssue({
          code: 'custom',
          path: ['tax_number'],
          message: 'validation.tax_number_format',
        });
      }
    } else if (!personNamePattern.test(body.name)) {
      context.addIssue({ code: 'custom', path: ['name'], message: 'validation.person_name' });
    }
  });
export type BillingDataBody = z.infer<typeof billingDataBody>;

export const billingData = z.object({
  is_company: z.boolean(),
  tax_number: z.string().nullable(),
  name: z.string(),
  country: z.string(),
  zip: z.string(),
  city: z.string(),
  street_name: z.string(),
  public_place_category: z.string(),
  house_number: z.string(),
  building: z.string().nullable(),
  stairway: z.string().nullable(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
});
export type BillingData = z.infer<typeof billingData>;

export const taxNumberBody = z.object({
  tax_number: z.string().trim().min(1, 'validation.required').max(13),
});

/** The taxpayer's data from the tax authority, mapped to the billing form (docs/product.md §5). */
export const taxpayerReply = z.object({
  billing_name: z.string(),
  tax_number: z.string(),
  country: z.string(),
  zip: z.string(),
  city: z.string(),
  street_name: z.string(),
  public_place_category: z.string(),
  house_number: z.string(),
  building: z.string().nullable(),
  stairway: z.string().nullable(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
});
export type TaxpayerReply = z.infer<typeof taxpayerReply>;
