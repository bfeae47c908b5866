import type { BillingData, TaxpayerReply, User } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { call, goodPassword, login, verifiedUser } from './accounts-test-kit.js';

describe('profile', () => {
  it('changes the password with the current one and signs out the other sessions', async () => {
    const { email, token } = await verifiedUser('change');
    const other = (await login(email)).body.token;
    const wrong = await call('POST', '/api/profile/set-password', {
      token,
      body: {
        current_password: 'not-it-at-all',
        password: 'Masik-Jelszo-2026',
        password_confirmation: 'Masik-Jelszo-2026',
      },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object)).toEqual(['current_password']);
    const changed = await call('POST', '/api/profile/set-password', {
      token,
      body: {
        current_password: goodPassword,
        password: 'Masik-Jelszo-2026',
        password_confirmation: 'Masik-Jelszo-2026',
      },
    });
    expect(changed.status).toBe(202);
    expect((await call('GET', '/api/profile', { token })).status).toBe(200);
    expect((await call('GET', '/api/profile', { token: other })).status).toBe(401);
    expect((await login(email, 'Masik-Jelszo-2026')).status).toBe(200);
  });

  it('saves the preferences', async () => {
    const { token } = await verifiedUser('prefs');
    const saved = await call<{ user: User }>('POST', '/api/profile/set-preferences', {
      token,
      body: { newsletter: 1, relevant_infos: 0 },
    });
    expect(saved.status).toBe(202);
    expect(saved.body.user).toMatchObject({ newsletter: 1, relevant_infos: 0 });
    expect((await call<User>('GET', '/api/profile', { token })).body).toMatchObject({
      newsletter: 1,
      relevant_infos: 0,
    });
    const bad = await call('POST', '/api/profile/set-preferences', {
      token,
      body: { newsletter: 2, relevant_infos: 'yes' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('billing data', () => {
  const address = {
    is_company: false,
    tax_number: null,
    name: 'Kovács-Nagy Éva',
    country: 'HU',
    zip: '1011',
    city: 'Budapest',
    street_name: 'Fő',
    public_place_category: 'utca',
    house_number: '12',
    building: '',
    stairway: 'B',
    floor: '3',
    door: '7',
  };

  it('starts empty in the user’s name, then keeps what is saved', async () => {
    const { token } = await verifiedUser('billing');
    const empty = await call<BillingData>('GET', '/api/billing-data', { token });
    expect(empty.body).toMatchObject({ is_company: false, name: 'Kovács-Nagy Éva', country: 'HU' });
    const saved = await call<{ data: BillingData }>('POST', '/api/billing-data/update', {
      token,
      body: address,
    });
    expect(saved.status).toBe(202);
    expect(saved.body.data.building).toBeNull();
    expect((await call<BillingData>('GET', '/api/billing-data', { token })).body).toMatchObject({
      zip: '1011',
      stairway: 'B',
      floor: '3',
      door: '7',
    });
  });

  it('checks the Hungarian postal code, the country, the required parts and the tax number', async () => {
    const { token } = await verifiedUser('billing-bad');
    const bad = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      { token, body: { ...address, zip: '0123', city: 'B', street_name: '', house_number: '' } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['city', 'house_number', 'street_name', 'zip'].sort(),
    );
    expect(bad.body.errors.zip?.[0]).toMatch(/4 számjegy/);
    const country = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      { token, body: { ...address, country: 'XX', zip: '12345' } },
    );
    expect(Object.keys(country.body.errors)).toEqual(['country']);
    const abroad = await call('POST', '/api/billing-data/update', {
      token,
      body: { ...address, country: 'at', zip: '1010', city: 'Wien' },
    });
    expect(abroad.status).toBe(202);
    const company = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/billing-data/update',
      {
        token,
        body: { ...address, is_company: true, name: 'Példa Kft.', tax_number: '13421738-2-41' },
      },
    );
    expect(company.status).toBe(422);
    expect(company.body.errors.tax_number?.[0]).toMatch(/ellenőrző/);
    expect((await call('POST', '/api/billing-data/update', { body: address })).status).toBe(401);
  });
});

describe('tax-number lookup', () => {
  it('checks the number, then asks the tax authority and fills the billing fields', async () => {
    const { token } = await verifiedUser('nav');
    expect(
      (await call('POST', '/api/tax_number_validate', { body: { tax_number: '13421739-2-41' } }))
        .status,
    ).toBe(401);
    const digit = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/tax_number_validate',
      {
        token,
        body: { tax_number: '13421738-2-41' },
      },
    );
    expect(digit.status).toBe(422);
    expect(digit.body.errors.tax_number?.[0]).toMatch(/ellenőrző/);
    const found = await call<TaxpayerReply>('POST', '/api/tax_number_validate', {
      token,
      body: { tax_number: '13421739-2-41' },
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      billing_name: expect.stringMatching(/Rakparti Színház/) as unknown,
      country: 'HU',
      zip: '1011',
      city: 'Budapest',
      street_name: 'Bem',
      public_place_category: 'rakpart',
      house_number: '33',
    });
  });

  it('says a well-formed number NAV does not know is unknown, as a message and no field error', async () => {
    const { token } = await verifiedUser('nav-unknown');
    // A number with a valid check digit that the NAV simulator does not know.
    const unknownNumber = '11111111-2-41';
    const unknown = await call<{ message: string; code: string; errors?: unknown }>(
      'POST',
      '/api/tax_number_validate',
      { token, body: { tax_number: unknownNumber } },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('tax_number_unknown');
    expect(unknown.body.message).toBe(
      'A NAV nem ismeri ezt az adószámot; kérjük, adja meg a cég adatait kézzel.',
    );
    expect(unknown.body.errors).toBeUndefined();
    const english = await call<{ message: string; code: string }>(
      'POST',
      '/api/tax_number_validate',
      { token, body: { tax_number: unknownNumber }, lang: 'en' },
    );
    expect(english.body.message).toMatch(/^NAV does not know this tax number/);
    // A ceased taxpayer is still a failed lookup, on the field.
    const ceased = await call<{ code: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/tax_number_validate',
      { token, body: { tax_number: '23998515-2-41' } },
    );
    expect(ceased.status).toBe(422);
    expect(ceased.body.code).toBe('tax_lookup_failed');
    expect(ceased.body.errors.tax_number?.[0]).toMatch(/megszűnt/);
  });
});

describe('VIP users', () => {
  it('see VIP-only performances; everyone else gets 403 or 404', async () => {
    const vip = await login('vip@example.com', 'Rakpart-VIP-2026');
    expect(vip.status).toBe(200);
    expect(vip.body.user.vip).toBe(1);
    const list = await call<{ data: { id: number; vip_only: boolean }[] }>(
      'GET',
      '/api/get-vip-tickets',
      { token: vip.body.token },
    );
    expect(list.status).toBe(200);
    const vipEvent = list.body.data.find((e) => e.vip_only);
    expect(vipEvent).toBeDefined();
    const id = vipEvent?.id ?? 0;
    expect((await call('GET', `/api/events/${id}`, { token: vip.body.token })).status).toBe(200);
    const tickets = await call<{ vip_only: boolean }[]>('GET', `/api/events/${id}/ticket-infos`, {
      token: vip.body.token,
    });
    expect(tickets.body.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/events/${id}`)).status).toBe(404);

    const regular = await login('demo@example.com', 'Rakpart-Demo-2026');
    expect(regular.body.user.vip).toBe(0);
    const forbidden = await call('GET', '/api/get-vip-tickets', { token: regular.body.token });
    expect(forbidden.status).toBe(403);
    expect((await call('GET', `/api/events/${id}`, { token: regular.body.token })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/get-vip-tickets')).status).toBe(401);
  });
});
