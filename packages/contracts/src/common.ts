import { z } from 'zod';

/** A text with its Hungarian value in the main field and other languages beside it (spec: name, name_translations.en). */
export const translations = z.object({ en: z.string() });
export type Translations = z.infer<typeof translations>;

/** Whole forints. HUF has no minor unit in practice. */
export const forints = z.number().int().nonnegative();

/** Spec section 7: numeric id or url slug. */
export const idOrSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'validation.id_or_slug');

export const numericId = z.coerce.number().int().positive().max(2_147_483_647);

/** Payment method (spec section 3): 1 = cash (box office), 2 = card (default). */
export const PaymentMethod = { Cash: 1, Card: 2 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** needs_invoice: false = undecided, 1 = invoice, 0 = receipt. */
export const NeedsInvoice = { Undecided: false, Invoice: 1, Receipt: 0 } as const;
export type NeedsInvoice = (typeof NeedsInvoice)[keyof typeof NeedsInvoice];
