import type { SalesSettings } from '../settings-defaults.js';

/**
 * The demo's sales rules: ten tickets an order, a technical fee of 290 Ft a ticket, and 20
 * tickets of a performance per client without a challenge, 60 at most.
 */
export const demoSales: SalesSettings = {
  max_tickets_per_order: 10,
  max_tickets_per_type: 10,
  tech_fee: 290,
  hold_free_per_client: 20,
  hold_cap_per_client: 60,
  customer_service_refund_limit: 20_000,
};

export interface DemoCoupon {
  code: string;
  name: string;
  name_en: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
  /** Production keys it applies to; empty: every performance. */
  productions: string[];
}

/** Coupons the demo season starts with (shown in the README). */
export const demoCoupons: DemoCoupon[] = [
  {
    code: 'PREMIER10',
    name: 'Bemutatói kedvezmény (10%)',
    name_en: 'Premiere discount (10%)',
    kind: 'percent',
    value: 10,
    max_uses: null,
    max_uses_per_user: null,
    productions: [],
  },
  {
    code: 'BARAT1000',
    name: 'Baráti kedvezmény (1000 Ft)',
    name_en: 'Friends discount (1000 Ft)',
    kind: 'fixed',
    value: 1000,
    max_uses: 100,
    max_uses_per_user: 1,
    productions: [],
  },
  {
    code: 'GYEREK20',
    name: 'Gyerekelőadás-kedvezmény (20%)',
    name_en: "Children's show discount (20%)",
    kind: 'percent',
    value: 20,
    max_uses: null,
    max_uses_per_user: null,
    productions: ['a-kiskakas-gyemant-felkrajcarja'],
  },
];
