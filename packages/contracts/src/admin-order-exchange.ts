import { z } from 'zod';
import { staffOrderDetails } from './admin-orders.js';

/* Exchanging tickets for another performance of the same production (decision 0050). */

const id = z.number('validation.required').int().positive().max(2_147_483_647);

/** A valid ticket of the order that may be exchanged, with what it cost (its share, 0039). */
export const exchangeTicket = z.object({
  id: z.number().int(),
  code: z.string(),
  event_id: z.number().int(),
  production_id: z.number().int(),
  ticket_type: z.string(),
  ticket_type_en: z.string(),
  seat: z.string().nullable(),
  starts_at: z.string(),
  /** Its share of what the order cost (price + fee − discount share). */
  value: z.number().int(),
  checked_in: z.boolean(),
});

/** A performance the tickets may be exchanged to, with its ticket types at the desk's price. */
export const exchangeTarget = z.object({
  id: z.number().int(),
  production_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  starts_at: z.string(),
  seated: z.boolean(),
  /** The desk's technical fee per ticket (0 unless the desk_tech_fee setting, 0044). */
  fee: z.number().int(),
  ticket_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string(),
      price: z.number().int(),
      available: z.number().int(),
      /** A seated performance's zone (sold by best available); false: a concession. */
      zone: z.boolean(),
    }),
  ),
});

/** GET /admin/orders/:id/exchange: what may be exchanged and to which performances. */
export const exchangeOptionsReply = z.object({
  /** Why the order cannot be exchanged at all (transfer, complimentary, not paid); null: it can. */
  refused: z.enum(['not_paid', 'transfer', 'complimentary']).nullable(),
  tickets: z.array(exchangeTicket),
  targets: z.array(exchangeTarget),
});
export type ExchangeOptionsReply = z.infer<typeof exchangeOptionsReply>;
export type ExchangeTarget = z.infer<typeof exchangeTarget>;
export type ExchangeTicket = z.infer<typeof exchangeTicket>;

/** POST /admin/orders/:id/exchange. */
export const exchangeBody = z.object({
  ticket_ids: z.array(id, 'validation.required').min(1, 'validation.required').max(50),
  event_id: id,
  lines: z
    .array(
      z.object({
        ticket_type_id: id,
        quantity: z.number('validation.required').int().min(0).max(50),
      }),
      'validation.required',
    )
    .max(20),
  /** How the buyer pays a difference at the till; required when there is one to pay. */
  payment: z.enum(['cash', 'card']).optional(),
  /** An administrator's till (a cashier's is their own): required when money moves at a desk. */
  till_id: id.optional(),
  /** Only price it: nothing is changed. */
  dry_run: z.boolean().optional(),
});
export type ExchangeBody = z.input<typeof exchangeBody>;

export const exchangeReply = z.object({
  dry_run: z.boolean(),
  /** What the old tickets cost (their shares): the exchange credit at most. */
  value: z.number().int(),
  /** The new tickets at the desk's price (fee included when the desk charges it). */
  price: z.number().int(),
  /** price − value: > 0 the buyer pays it, < 0 it goes back to them. */
  difference: z.number().int(),
  /** How the difference is settled. */
  settlement: z.enum(['pay', 'refund_card', 'refund_desk', 'even']),
  lines: z.array(
    z.object({
      ticket_type_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      seats: z.array(z.string()),
    }),
  ),
  /** The new order (null on a dry run). */
  new_order_id: z.number().int().nullable(),
  message: z.string(),
  order: staffOrderDetails.nullable(),
});
export type ExchangeReply = z.infer<typeof exchangeReply>;
