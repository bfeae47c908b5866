import type { BillingData } from '@theatre/contracts';
import { orderStoreBody } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressFormOf,
  addressLines,
  guestOrderBody,
  hasAddressForm,
  invoiceFormValues,
  orderBody,
  reduceChoice,
  type CheckoutChoice,
  type InvoiceFormValues,
} from './billing-choice';

const undecided: CheckoutChoice = {
  needs_invoice: false,
  is_company: false,
  nav_error: false,
  addressform: {},
};

const savedPrivate: BillingData = {
  is_company: false,
  tax_number: null,
  name: 'Kovács-Nagy Éva',
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  street_name: 'Október 6.',
  public_place_category: 'utca',
  house_number: '12',
  building: null,
  stairway: 'B',
  floor: '3',
  door: '7',
};

const companyValues: InvoiceFormValues = {
  is_company: true,
  tax_number: '13421739-2-41',
  name: 'Rakparti Színház Nonprofit Kft.',
  country: 'HU',
  zip: '1011',
  city: 'Budapest',
  street_name: 'Bem',
  public_place_category: 'rakpart',
  house_number: '8',
  building: '',
  stairway: '',
  floor: '',
  door: '',
  comment: '  Projekt: évadnyitó  ',
};

const key = 'k'.repeat(32);

describe('the billing choice', () => {
  it('records invoice (1) or receipt (0), changeable, and Back returns to undecided', () => {
    const invoice = reduceChoice(undecided, { type: 'choose', needs_invoice: 1 });
    expect(invoice.needs_invoice).toBe(1);
    const receipt = reduceChoice(invoice, { type: 'choose', needs_invoice: 0 });
    expect(receipt.needs_invoice).toBe(0);
    expect(reduceChoice(receipt, { type: 'undecide' }).needs_invoice).toBe(false);
  });

  it('keeps what was typed when going back to the choice', () => {
    const typed = reduceChoice(
      { ...undecided, needs_invoice: 1 },
      { type: 'address', values: companyValues },
    );
    const back = reduceChoice(typed, { type: 'undecide' });
    expect(back.addressform).toEqual(typed.addressform);
    expect(back.is_company).toBe(true);
  });

  it('clears the lookup error when the buyer type changes', () => {
    const failed = reduceChoice(
      { ...undecided, is_company: true },
      { type: 'nav_error', nav_error: true },
    );
    expect(failed.nav_error).toBe(true);
    expect(reduceChoice(failed, { type: 'buyer', is_company: false })).toMatchObject({
      is_company: false,
      nav_error: false,
    });
  });

  it('keeps the form as strings, the buyer type beside it', () => {
    const form = addressFormOf(companyValues);
    expect(form).not.toHaveProperty('is_company');
    expect(form).toMatchObject({ name: companyValues.name, comment: companyValues.comment });
    expect(Object.values(form).every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('the invoice form defaults', () => {
  it('start from the saved billing data', () => {
    expect(invoiceFormValues(undecided, savedPrivate, 'Kiss Anna')).toMatchObject({
      is_company: false,
      name: 'Kovács-Nagy Éva',
      zip: '1051',
      stairway: 'B',
      comment: '',
    });
  });

  it("start as a private buyer with the user's name in Hungary without saved data", () => {
    expect(invoiceFormValues(undecided, undefined, 'Kiss Anna')).toMatchObject({
      is_company: false,
      name: 'Kiss Anna',
      country: 'HU',
      zip: '',
      tax_number: '',
    });
  });

  it('prefer what the visitor typed before (kept in the cart store)', () => {
    const choice = reduceChoice(undecided, { type: 'address', values: companyValues });
    expect(hasAddressForm(choice)).toBe(true);
    expect(invoiceFormValues(choice, savedPrivate, 'Kiss Anna')).toEqual(companyValues);
  });

  it('fall back to the user name for a private buyer whose name was left empty', () => {
    const choice: CheckoutChoice = { ...undecided, addressform: { zip: '1051', name: '' } };
    expect(invoiceFormValues(choice, undefined, 'Kiss Anna')).toMatchObject({
      name: 'Kiss Anna',
      zip: '1051',
      country: 'HU',
    });
  });
});

describe('the order body', () => {
  it('sends only the choice for a receipt', () => {
    const body = orderBody({ ...undecided, needs_invoice: 0, addressform: { name: 'X' } });
    expect(body).toEqual({ needs_invoice: 0, payment_method: 2, accept_terms: true });
    expect(orderStoreBody.safeParse({ ...body, cart_key: key }).success).toBe(true);
  });

  it("sends a company's billing fields flat, with billing_name from the lookup", () => {
    const choice = reduceChoice(
      { ...undecided, needs_invoice: 1 },
      { type: 'address', values: companyValues },
    );
    const body = orderBody(choice);
    expect(body).toMatchObject({
      needs_invoice: 1,
      is_company: true,
      tax_number: '13421739-2-41',
      name: 'Rakparti Színház Nonprofit Kft.',
      billing_name: 'Rakparti Színház Nonprofit Kft.',
      building: null,
      comment: 'Projekt: évadnyitó',
    });
    expect(orderStoreBody.safeParse({ ...body, cart_key: key }).success).toBe(true);
  });

  it('sends no billing_name when the company was typed by hand (nav_error)', () => {
    const choice = reduceChoice(
      { ...undecided, needs_invoice: 1, nav_error: true },
      { type: 'address', values: companyValues },
    );
    expect(orderBody(choice).billing_name).toBeNull();
  });

  it('sends no tax number for a private buyer', () => {
    const choice = reduceChoice(
      { ...undecided, needs_invoice: 1 },
      { type: 'address', values: { ...companyValues, is_company: false, name: 'Kiss Anna' } },
    );
    expect(orderBody(choice)).toMatchObject({ is_company: false, tax_number: null });
  });

  it("sends a guest's receipt with the tickets' delivery, whatever the store holds", () => {
    for (const delivery of ['email', 'download'] as const) {
      const body = guestOrderBody(delivery);
      expect(body).toEqual({
        needs_invoice: 0,
        payment_method: 2,
        accept_terms: true,
        ticket_delivery: delivery,
      });
      expect(orderStoreBody.parse({ ...body, cart_key: key })).toMatchObject({
        needs_invoice: 0,
        ticket_delivery: delivery,
      });
    }
  });

  it('is refused by the contract while undecided (the billing step asks first)', () => {
    const body = { ...orderBody({ ...undecided, needs_invoice: 0 }), needs_invoice: false };
    expect(orderStoreBody.safeParse({ ...body, cart_key: key }).success).toBe(false);
  });
});

describe('the address on the review', () => {
  const labels = { building: 'Épület', stairway: 'Lépcsőház', floor: 'Emelet', door: 'Ajtó' };
  const countryName = (code: string) => (code === 'HU' ? 'Magyarország' : code);

  it('reads street, building parts, city and country', () => {
    expect(
      addressLines(
        addressFormOf({ ...companyValues, stairway: 'B', floor: '3', door: '7' }),
        labels,
        countryName,
      ),
    ).toEqual([
      'Bem rakpart 8',
      'Lépcsőház: B, Emelet: 3, Ajtó: 7',
      '1011 Budapest',
      'Magyarország',
    ]);
  });

  it('leaves out what is empty', () => {
    expect(addressLines({ zip: '1051', city: 'Budapest' }, labels, countryName)).toEqual([
      '1051 Budapest',
    ]);
  });
});
