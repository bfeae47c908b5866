import { z } from 'zod';

/** A text with its Hungarian value in the main field and other languages beside it (spec: name, name_translations.en). */
export const translations = z.object({ en: z.string() });
export type Translations = z.infer<typeof translations>;

/** Whole forints. HUF has no minor unit in practice. */
export const forints = z.number().int().nonnegative();

/** docs/product.md §7: numeric id or url slug. */
export const idOrSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'validation.id_or_slug');

export const numericId = z.coerce.number().int().positive().max(2_147_483_647);

/** Payment method (docs/product.md §3): 1 = cash (box office), 2 = card (default). */
export const PaymentMethod = { Cash: 1, Card: 2, Transfer: 3 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/**
 * The means an order was paid by (decision 0023), as fiscal documents and staff name it: cash (at
 * the box office), a card on the box office's own terminal, a card online through SimplePay, or a
 * bank transfer (a group order, decision 0046).
 */
export const paymentMeans = [
  'cash',
  'card_terminal',
  'card_simplepay',
  'none',
  'bank_transfer',
] as const;
export type PaymentMeans = (typeof paymentMeans)[number];

/**
 * The means of an order's payment, from the facts stored with it (pure): `payment_method` 1 is
 * cash; a card at the box office (the `box_office` channel) is the desk's terminal, which never
 * goes through SimplePay; a card in the shop (`online`) can only be paid through SimplePay; a
 * complimentary order (decision 0045) was not paid at all (`none`).
 */
export function paymentMeansOf(order: { channel: string; payment_method: number }): PaymentMeans {
  // A complimentary order (decision 0045) was given, not paid.
  if (order.channel === 'complimentary') return 'none';
  if (order.payment_method === PaymentMethod.Cash) return 'cash';
  if (order.payment_method === PaymentMethod.Transfer) return 'bank_transfer';
  return order.channel === 'box_office' ? 'card_terminal' : 'card_simplepay';
}

/** needs_invoice: false = undecided, 1 = invoice, 0 = receipt. */
export const NeedsInvoice = { Undecided: false, Invoice: 1, Receipt: 0 } as const;
export type NeedsInvoice = (typeof NeedsInvoice)[keyof typeof NeedsInvoice];
