import { unzipSync, strFromU8 } from 'fflate';
import {
  paidOrder,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/*
 * What the data-rights tests share (decision 0054): a buyer with a name, address and tax number
 * of their own (no other row of the test database shares them), their billing data, consents, a
 * paid order with a receipt and one with a company invoice, their documents issued and e-mailed.
 */

let personCounter = 0;

export interface Person {
  token: string;
  userId: number;
  email: string;
  name: string;
  company: string;
  taxNumber: string;
  street: string;
  receiptOrderId: number;
  invoiceOrderId: number;
}

/** A Hungarian tax number of the first seven digits, with its check digit (valid). */
function taxNumberOf(firstSeven: string): string {
  const weights = [9, 7, 3, 1, 9, 7, 3];
  const sum = weights.reduce(
    (total, weight, index) => total + weight * Number(firstSeven[index]),
    0,
  );
  return `${firstSeven}${(10 - (sum % 10)) % 10}-2-41`;
}

export async function personWithOrders(world: CheckoutWorld, label: string): Promise<Person> {
  personCounter += 1;
  const unique = `${Date.now().toString(36).slice(-4)}${personCounter}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );
  const name = `Törlendő Tivadar ${unique}`;
  const company = `Zeneszerző${unique} Kft.`;
  const street = `Adatvédelmi${unique}`;
  const taxNumber = taxNumberOf(String(8_700_000 + ((Date.now() + personCounter * 7919) % 99_999)));
  const buyer = await signedInBuyer(world, label);
  await world.t.database.db
    .updateTable('users')
    .set({ name })
    .where('id', '=', buyer.userId)
    .execute();
  const billing = await world.client.call('POST', '/api/billing-data/update', {
    token: buyer.token,
    body: {
      is_company: true,
      tax_number: taxNumber,
      name: company,
      country: 'HU',
      zip: '1051',
      city: 'Budapest',
      street_name: street,
      public_place_category: 'utca',
      house_number: '12',
    },
  });
  if (billing.status !== 202) throw new Error(`billing-data/update answered ${billing.status}`);
  await world.client.call('POST', '/api/profile/set-preferences', {
    token: buyer.token,
    body: { newsletter: 1, relevant_infos: 1 },
  });
  const receipt = await paidOrder(world, buyer.token, { body: receiptOrder });
  const invoice = await paidOrder(world, buyer.token, {
    body: (key) => ({
      cart_key: key,
      needs_invoice: 1,
      accept_terms: true,
      is_company: true,
      tax_number: taxNumber,
      name: company,
      country: 'HU',
      zip: '1051',
      city: 'Budapest',
      street_name: street,
      public_place_category: 'utca',
      house_number: '12',
      comment: `Megrendelő: ${name}`,
    }),
  });
  await settleJobs(world);
  return {
    token: buyer.token,
    userId: buyer.userId,
    email: buyer.email,
    name,
    company,
    taxNumber,
    street,
    receiptOrderId: receipt.orderId,
    invoiceOrderId: invoice.orderId,
  };
}

/** GET /api/profile/export, the archive read back: its files, and its JSON parsed. */
export async function downloadExport(world: CheckoutWorld, token: string, lang: 'hu' | 'en') {
  const res = await world.t.app.inject({
    method: 'GET',
    url: '/api/profile/export',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  if (res.statusCode !== 200) return { status: res.statusCode, headers: res.headers };
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const json = files['personal-data.json'];
  return {
    status: res.statusCode,
    headers: res.headers,
    files,
    data: json ? (JSON.parse(strFromU8(json)) as Record<string, unknown>) : null,
  };
}
