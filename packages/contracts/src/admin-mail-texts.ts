import { z } from 'zod';

/*
 * The e-mail texts in the back office (decision 0051), administrators only: per mail kind and
 * language, the subject and the free text (the greeting and the first paragraphs) are editable;
 * the layout and the structured blocks (order lines, buttons, bank details, attachments) stay in
 * code. Texts are plain text with `{placeholder}`s; a blank line parts paragraphs.
 */

/** The mail kinds whose text staff may edit, in the editor's order. */
export const mailTextKinds = [
  'order_paid',
  'purchase_link',
  'order_cancelled',
  'performance_cancelled',
  'performance_moved',
  'audience_message',
  'transfer_pro_forma',
  'transfer_reminder',
] as const;
export type MailTextKind = (typeof mailTextKinds)[number];

export const mailTextLocales = ['hu', 'en'] as const;
export type MailTextLocale = (typeof mailTextLocales)[number];

/** The placeholders each kind offers (`{name}` in a text); the mail fills them in. */
export const mailTextPlaceholders = {
  order_paid: [
    'buyer_name',
    'theatre',
    'order_number',
    'amount',
    'performance_title',
    'performance_date',
    'venue',
  ],
  purchase_link: ['buyer_name', 'theatre', 'hold_until'],
  order_cancelled: ['buyer_name', 'theatre', 'order_number', 'amount'],
  performance_cancelled: [
    'buyer_name',
    'theatre',
    'order_number',
    'amount',
    'performance_title',
    'performance_date',
  ],
  performance_moved: [
    'buyer_name',
    'theatre',
    'order_number',
    'amount',
    'performance_title',
    'old_date',
    'performance_date',
    'venue',
    'deadline',
  ],
  audience_message: [
    'buyer_name',
    'theatre',
    'order_number',
    'performance_title',
    'performance_date',
    'message_subject',
  ],
  transfer_pro_forma: ['buyer_name', 'theatre', 'order_number', 'amount', 'deadline'],
  transfer_reminder: ['buyer_name', 'theatre', 'order_number', 'amount', 'deadline'],
} as const satisfies Record<MailTextKind, readonly string[]>;
export type MailTextPlaceholder = (typeof mailTextPlaceholders)[MailTextKind][number];

export const mailTextSubjectMax = 200;
export const mailTextBodyMax = 5000;

/** `{name}` in a text: every brace pair is a placeholder, known or not (pure). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}\n]*)\}/g)].map((match) => match[1] ?? '');
}

/** The path of one text: `/admin/mail-texts/{kind}/{locale}`. */
export const mailTextParams = z.object({
  kind: z.enum(mailTextKinds, 'validation.invalid_value'),
  locale: z.enum(mailTextLocales, 'validation.invalid_value'),
});

const text = () =>
  z.string({
    error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined),
  });

/**
 * PUT and preview: the subject (one line, trimmed, required) and the body (plain text, required).
 * Unknown placeholders are refused per field by the server (it knows the kind).
 */
export const mailTextBody = z.object({
  subject: text().trim().min(1, 'validation.required').max(mailTextSubjectMax),
  body: text()
    .max(mailTextBodyMax)
    .refine((value) => value.trim() !== '', 'validation.required'),
});
export type MailTextBody = z.input<typeof mailTextBody>;

/** A text: its subject and body. */
export const mailTextContent = z.object({ subject: z.string(), body: z.string() });

/** One kind × language in the list: customised (an override is stored) or the default. */
export const mailTextSummary = z.object({
  kind: z.enum(mailTextKinds),
  locale: z.enum(mailTextLocales),
  customised: z.boolean(),
  /** The subject in use (the override's or the default's). */
  subject: z.string(),
  /** When the override was saved; null for the default. */
  updated_at: z.string().nullable(),
});
export const mailTextList = z.object({ items: z.array(mailTextSummary) });
export type MailTextList = z.infer<typeof mailTextList>;
export type MailTextSummary = z.infer<typeof mailTextSummary>;

/** GET one: the text in use, the default, and the placeholders the kind offers. */
export const mailTextDetail = z.object({
  kind: z.enum(mailTextKinds),
  locale: z.enum(mailTextLocales),
  customised: z.boolean(),
  current: mailTextContent,
  default: mailTextContent,
  placeholders: z.array(z.string()),
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MailTextDetail = z.infer<typeof mailTextDetail>;

/** PUT's and DELETE's answer: a message and the text as it now stands. */
export const mailTextSaved = z.object({ message: z.string(), text: mailTextDetail });
export type MailTextSaved = z.infer<typeof mailTextSaved>;

/** A preview with sample data: the e-mail as it would read (nothing is saved or sent). */
export const mailTextPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailTextPreview = z.infer<typeof mailTextPreview>;
