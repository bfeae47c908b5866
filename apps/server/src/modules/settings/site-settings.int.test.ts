import type {
  AdminSettings,
  AdminSettingsSaved,
  PublicSettings,
  PublicSettingsInput,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { switchMaintenance } from './switch-maintenance.js';
import {
  admin,
  adminName,
  auditOf,
  call,
  cashier,
  db,
  world,
} from '../content/content-test-support.js';

// The site's settings in the back office: the public settings, the sales rules and the
// maintenance switch, and all of them as the settings page loads them (last: it sees what the
// tests before it saved).

describe('the settings', () => {
  const valid = (): PublicSettingsInput => ({
    theatre_name: 'Rakparti Színház',
    brand_title: 'Jegypénztár',
    brand_title_en: 'Box office',
    brand_image_url: '/storage/brand/logo.svg',
    background_color: '#AABBCC',
    background_pattern_class: 'pattern-curtain',
    popup_banner: {
      image_url: 'https://cdn.example.com/banner.webp',
      alt: 'Évadnyitó',
      alt_en: 'Season opening',
      link: '/events/bank-ban',
    },
    google_tag: 'gtm-ab12cd3',
    social_links: [{ name: 'Facebook', link: 'https://facebook.com/rakpart', icon: 'facebook' }],
  });

  it('saves the public settings; the shop serves them, and the data file within seconds', async () => {
    const reply = await call<AdminSettingsSaved>('PUT', '/api/admin/settings/public', {
      body: valid(),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.settings.public).toMatchObject({
      background_color: '#AABBCC',
      google_tag: 'GTM-AB12CD3',
    });
    const shop = (await call<PublicSettings>('GET', '/api/settings/public', { token: null })).body;
    expect(shop).toMatchObject({
      brand_title: 'Jegypénztár',
      brand_title_translations: { en: 'Box office' },
      background_color: '#AABBCC',
      settings: { background_pattern_class: 'pattern-curtain' },
      google_tag: 'GTM-AB12CD3',
      popup_banner: { alt: 'Évadnyitó', alt_translations: { en: 'Season opening' } },
      social_links: [{ name: 'Facebook', link: 'https://facebook.com/rakpart', icon: 'facebook' }],
    });
    // The data file (and the settings inlined into every page) are kept three seconds.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const file = await world.t.app.inject('/storage/public_settings.json');
    expect(file.json<PublicSettings>().background_color).toBe('#AABBCC');
    const html = await world.t.app.inject('/documents/1');
    expect(html.body).toContain('"background_color":"#AABBCC"');

    const [entry] = await auditOf('settings.public_updated', 'public');
    expect(entry?.actor_id).toBe(admin.userId);
    expect(entry?.data).toMatchObject({
      changes: { background_color: { from: '#DFDBE5', to: '#AABBCC' } },
    });
    // Saving the same again changes nothing and records nothing.
    await call('PUT', '/api/admin/settings/public', { body: valid() });
    expect(await auditOf('settings.public_updated', 'public')).toHaveLength(1);
  });

  it('refuses colours that are not hex, links that are not http(s), and a malformed tag id', async () => {
    const reply = await call('PUT', '/api/admin/settings/public', {
      lang: 'hu',
      body: {
        ...valid(),
        background_color: 'red',
        brand_image_url: 'javascript:alert(1)',
        google_tag: 'UA-12345-1',
        popup_banner: {
          image_url: 'data:image/png;base64,AAAA',
          alt: '',
          alt_en: 'x',
          link: '//evil.example',
        },
        social_links: [
          { name: 'X', link: 'javascript:alert(1)', icon: 'facebook' },
          { name: 'Y', link: 'ftp://example.com', icon: 'myspace' },
        ],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      background_color: ['A színt #RRGGBB formában adja meg, például #DFDBE5.'],
      brand_image_url: [
        'Teljes webcímet (http:// vagy https://) vagy az oldalon belüli, /-rel kezdődő útvonalat adjon meg.',
      ],
      google_tag: ['A címkeazonosító formája GTM-XXXXXXX (vagy G-XXXXXXX).'],
      'popup_banner.image_url': [
        'Teljes webcímet (http:// vagy https://) vagy az oldalon belüli, /-rel kezdődő útvonalat adjon meg.',
      ],
      'popup_banner.alt': ['A mező kitöltése kötelező.'],
      'popup_banner.link': [
        'Teljes webcímet (http:// vagy https://) vagy az oldalon belüli, /-rel kezdődő útvonalat adjon meg.',
      ],
      'social_links.0.link': ['Teljes webcímet adjon meg, http:// vagy https:// kezdettel.'],
      'social_links.1.link': ['Teljes webcímet adjon meg, http:// vagy https:// kezdettel.'],
      'social_links.1.icon': ['A mező értéke nem megengedett.'],
    });
    const stored = (await call<PublicSettings>('GET', '/api/settings/public', { token: null }))
      .body;
    expect(stored.background_color).toBe('#AABBCC');
    expect((await call('PUT', '/api/admin/settings/public', { body: [] })).status).toBe(422);
  });

  it('saves the sales rules; carts follow them at once', async () => {
    const reply = await call<AdminSettingsSaved>('PUT', '/api/admin/settings/sales', {
      body: {
        max_tickets_per_order: 2,
        max_tickets_per_type: 2,
        tech_fee: 350,
        tech_fee_vat_rate: '27',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.settings.sales).toEqual({
      max_tickets_per_order: 2,
      max_tickets_per_type: 2,
      tech_fee: 350,
      tech_fee_vat_rate: '27',
      // Left out of the body: kept as stored (the demo's); the desk charges no fee unless set.
      desk_tech_fee: false,
      hold_limit_enabled: true,
      hold_free_per_client: 20,
      hold_cap_per_client: 60,
      // What customer service may refund alone (decision 0057).
      customer_service_refund_limit: 20000,
    });
    const show = await createShow(db(), { price: 3000 });
    const key = await world.client.newKey();
    expect((await world.client.add(key, show.typeId)).status).toBe(200);
    const second = await world.client.add(key, show.typeId);
    expect(second.status).toBe(200);
    // The shop-wide fee: the performance has none of its own.
    expect(second.body.items.find((item) => item.tech_fee !== undefined)).toMatchObject({
      price: 350,
      quantity: 2,
    });
    const third = await world.client.add(key, show.typeId);
    expect(third.status).toBe(409);
    const [entry] = await auditOf('settings.sales_updated', 'sales');
    expect(entry?.actor_id).toBe(admin.userId);
    expect(entry?.data).toMatchObject({ changes: { tech_fee: { from: 290, to: 350 } } });

    const bad = await call('PUT', '/api/admin/settings/sales', {
      body: {
        max_tickets_per_order: 2,
        max_tickets_per_type: 5,
        tech_fee: -1,
        tech_fee_vat_rate: '20',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['tech_fee', 'tech_fee_vat_rate']);
    // The limits are compared once each of them is valid.
    const limits = await call('PUT', '/api/admin/settings/sales', {
      body: {
        max_tickets_per_order: 2,
        max_tickets_per_type: 5,
        tech_fee: 0,
        tech_fee_vat_rate: '27',
      },
    });
    expect(limits.body.errors).toEqual({
      max_tickets_per_type: ['The limit per ticket type cannot be above the limit per order.'],
    });
    await call('PUT', '/api/admin/settings/sales', {
      body: {
        max_tickets_per_order: 10,
        max_tickets_per_type: 10,
        tech_fee: 290,
        tech_fee_vat_rate: '27',
      },
    });
  });
});

describe('the maintenance switch', () => {
  const staffLogin = () =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: 'Szinhazi-Jegy-77' },
    });

  it('closes the shop to visitors and keeps the back office and the staff sign-in open', async () => {
    const on = await call<AdminSettingsSaved>('PUT', '/api/admin/maintenance', {
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.settings.maintenance).toMatchObject({ enabled: true, changed_by: adminName });
    expect(on.body.message).toContain('Maintenance is on');
    const [entry] = await auditOf('maintenance.on', 'maintenance');
    expect(entry).toMatchObject({ actor_id: admin.userId, entity: 'settings' });

    // Visitors: the API, its data files and the probe answer 503 at once (in this process).
    for (const url of [
      '/api/events',
      '/api/available',
      '/storage/programs.json',
      '/api/settings/public',
    ]) {
      const res = await world.t.app.inject(url);
      expect(res.statusCode, url).toBe(503);
    }
    const register = await world.t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {},
    });
    expect(register.statusCode).toBe(503);
    // Paths that only look like the open ones stay closed.
    for (const url of ['/api/admin-tools', '/api/profile/set-password', '/api/loginx']) {
      const res = await world.t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(503);
    }

    // Staff: the back office's API, signing in and out, the profile, and the pages.
    expect((await call('GET', '/api/admin/settings')).status).toBe(200);
    expect((await call('GET', '/api/admin/documents', { token: null })).status).toBe(401);
    expect((await call('GET', '/api/admin/settings', { token: cashier.token })).status).toBe(403);
    const login = await staffLogin();
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    expect((await call('GET', '/api/profile', { token })).status).toBe(200);
    expect(
      (await call('GET', '/api/admin/reports/revenue?from=2026-01-01&to=2026-01-31', { token }))
        .status,
    ).toBe(200);
    const logout = await call('POST', '/api/logout', { token });
    expect(logout.status).toBeLessThan(300);
    for (const url of ['/admin', '/admin/content', '/login?next=%2Fadmin']) {
      const res = await world.t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    // The health check of the load balancer does not follow the switch.
    expect((await world.t.app.inject('/api/health')).statusCode).toBe(200);

    const off = await call<AdminSettingsSaved>('PUT', '/api/admin/maintenance', {
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.settings.maintenance.enabled).toBe(false);
    expect((await world.t.app.inject('/api/events')).statusCode).toBe(200);
    expect((await world.t.app.inject('/api/available')).statusCode).toBe(200);
    expect(await auditOf('maintenance.off', 'maintenance')).toHaveLength(1);
    // Switching off what is off records nothing.
    await call('PUT', '/api/admin/maintenance', { body: { enabled: false } });
    expect(await auditOf('maintenance.off', 'maintenance')).toHaveLength(1);
  });

  it('is switched from the command line too, audited without an actor', async () => {
    expect(await switchMaintenance(db(), { enabled: true, actorId: null })).toEqual({
      changed: true,
    });
    expect(await switchMaintenance(db(), { enabled: true, actorId: null })).toEqual({
      changed: false,
    });
    const [entry] = await auditOf('maintenance.on', 'maintenance');
    expect(entry?.actor_id).toBeNull();
    const state = (await call<AdminSettings>('GET', '/api/admin/settings')).body.maintenance;
    expect(state).toMatchObject({ enabled: true, changed_by: null });
    await call('PUT', '/api/admin/maintenance', { body: { enabled: false } });
    expect((await world.t.app.inject('/api/events')).statusCode).toBe(200);
  });

  it('refuses a body without the switch', async () => {
    const bad = await call('PUT', '/api/admin/maintenance', { body: { enabled: 'on' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.enabled).toBeDefined();
  });
});

describe('GET /api/admin/settings', () => {
  it('answers the stored settings, the sales rules and the switch', async () => {
    const reply = await call<AdminSettings>('GET', '/api/admin/settings');
    expect(reply.status).toBe(200);
    expect(reply.body.sales).toEqual({
      max_tickets_per_order: 10,
      max_tickets_per_type: 10,
      tech_fee: 290,
      tech_fee_vat_rate: '27',
      desk_tech_fee: false,
      hold_limit_enabled: true,
      hold_free_per_client: 20,
      hold_cap_per_client: 60,
      // What customer service may refund alone (decision 0057).
      customer_service_refund_limit: 20000,
    });
    expect(reply.body.maintenance).toMatchObject({ enabled: false, changed_by: adminName });
    expect(Date.parse(reply.body.maintenance.changed_at ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });
});
