import { describe, expect, it } from 'vitest';
import { mailCatalogs } from './mail/index.js';
import { catalogs } from './translate.js';
import { webAdminCatalogs } from './web-admin/index.js';
import { webCheckoutCatalogs } from './web-checkout/index.js';

/**
 * An order the theatre takes back is a cancellation (lemondás, with a sztornó document), not a
 * deletion: it stays in the books, the buyer's history and the reports. Every Hungarian text about
 * a cancelled order or ticket says so: the buyer's e-mail, the shop's order status, the payment
 * page, the door's answer and the back office's order page. ("Törlés" stays for what is really
 * deleted: a draft performance, a coupon, a page.)
 */
const cancellationTexts: Record<string, unknown> = {
  'mail order_cancelled': mailCatalogs.hu.order_cancelled,
  'mail late payment, order closed': mailCatalogs.hu.payment_refunded.intro_order_closed,
  'server orders.cancelled': catalogs.hu.orders.cancelled,
  'server order_not_payable': catalogs.hu.errors.order_not_payable,
  'server check_in_results.cancelled': catalogs.hu.check_in_results.cancelled,
  'web-checkout withdrawn_title': webCheckoutCatalogs.hu.payment.withdrawn_title,
  'web-admin check-in results.cancelled': webAdminCatalogs.hu.check_in.recent.results.cancelled,
  'web-admin orders.status.cancelled': webAdminCatalogs.hu.orders.status.cancelled,
};

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

describe('a cancelled order is a cancellation, not a deletion, in Hungarian', () => {
  it.each(Object.entries(cancellationTexts))('%s never speaks of deleting', (_name, node) => {
    const all = texts(node);
    expect(all.length).toBeGreaterThan(0);
    for (const text of all) expect(text).not.toMatch(/töröl|törlés/i);
  });
});
