import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { createdThroughApi } from './admin-programme-support';
import { shopOrigin } from './checkout-support';
import {
  budapestDayOf,
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  viewports,
} from './support';

// The whole audit trail (docs/product.md §10): an administrator changes a ticket type's price on
// the performance's page, opens the audit trail, filters it by who, what and when, and reads
// "price: 4500 → 5200" on the entry, as on the performance's own history. Hungarian on a desktop (a table), English on a phone
// (cards); axe on each state.

test.use({ baseURL: shopOrigin });

const texts = {
  hu: {
    edit: 'Szerkesztés: Erkély',
    dialog: 'Jegytípus szerkesztése',
    price: 'Ár (Ft, áfával)',
    save: 'Mentés',
    menu: 'Napló',
    title: 'Napló',
    who: 'Ki',
    entity: 'Mit (tárgy)',
    performance: 'Előadás',
    action: 'Művelet',
    from: 'Első nap',
    to: 'Utolsó nap',
    submit: 'Szűrés',
    change: 'ár: 4500 → 5200',
    what: 'Jegytípus módosítva',
    history: 'Legutóbbi változások',
    badAction: 'Csak kisbetűt, számjegyet, pontot és aláhúzásjelet tartalmazhat.',
    empty: 'Nincs ilyen bejegyzés.',
  },
  en: {
    edit: 'Edit: Balcony',
    dialog: 'Edit the ticket type',
    price: 'Price (HUF, VAT included)',
    save: 'Save',
    menu: 'Audit trail',
    title: 'Audit trail',
    who: 'Who',
    entity: 'What (subject)',
    performance: 'Performance',
    action: 'Action',
    from: 'First day',
    to: 'Last day',
    submit: 'Filter',
    change: 'price: 4500 → 5200',
    what: 'Ticket type changed',
    history: 'Recent changes',
    badAction: 'Use lower-case letters, digits, dots and underscores only.',
    empty: 'No such entry.',
  },
} as const;

/** A new performance whose balcony costs 4500 (set through the API); answers its id. */
async function performanceAt4500(request: APIRequestContext): Promise<number> {
  const created = await createdThroughApi(request);
  const headers = await login(request, staffAccounts.admin);
  const reply = await request.get(`/api/admin/performances/${created.eventId}`, { headers });
  const performance = (await reply.json()) as {
    ticket_types: { id: number; name: string; name_en: string; capacity: number }[];
  };
  const balcony = performance.ticket_types.find((type) => type.name === 'Erkély');
  if (!balcony) throw new Error('no balcony');
  const put = await request.put(`/api/admin/ticket-types/${balcony.id}`, {
    headers,
    data: {
      name: 'Erkély',
      name_en: 'Balcony',
      price: 4500,
      capacity: balcony.capacity,
      vat_rate: '5',
      vip_only: false,
      sort_order: 1,
    },
  });
  expect(put.status()).toBe(200);
  return created.eventId;
}

async function changePrice(page: Page, language: 'hu' | 'en', eventId: number) {
  const t = texts[language];
  await page.goto(`/admin/programme/performances/${eventId}`);
  await page.getByRole('button', { name: t.edit }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.price).fill('5200');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  // The performance's own history says what changed too, old → new.
  const history = page.getByRole('region', { name: t.history });
  await expect(history.getByRole('listitem').filter({ hasText: t.what }).first()).toContainText(
    t.change,
  );
  await expectNoA11yViolations(page, `the performance's history (${language})`);
}

for (const [language, viewport] of [
  ['hu', 'desktop'],
  ['en', 'phone'],
] as const) {
  test(`an administrator finds a price change in the audit trail (${language}, ${viewport})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    const eventId = await performanceAt4500(request);
    await page.setViewportSize(viewports[viewport]);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');
    await changePrice(page, language, eventId);

    // The menu leads there on a desktop; a phone opens the address.
    if (viewport === 'desktop') {
      await page.getByRole('link', { name: t.menu, exact: true }).click();
    } else {
      await page.goto('/admin/audit');
    }
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('audit-entry').first()).toBeVisible();
    await expectNoA11yViolations(page, `the audit trail (${language}, ${viewport})`);

    // A malformed action is said at its field; nothing is asked.
    await page.getByLabel(t.action).fill('Ticket Type!');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.badAction)).toBeVisible();

    // Who, what and when: the administrator, the performance's ticket types, today.
    const today = budapestDayOf(new Date().toISOString());
    // By name: the journey's administrator is its own copy of the demo one (decision 0056).
    await page.getByLabel(t.who).fill('Igazgató Irén');
    await page.getByLabel(t.action).fill('ticket_type.updated');
    await typeDate(page.getByLabel(t.from), today);
    await typeDate(page.getByLabel(t.to), today);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(/action=ticket_type\.updated/);
    await page.getByLabel(t.entity).selectOption({ label: t.performance });
    await expect(page).toHaveURL(/entity=performance/);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    // Other journeys change prices at the same time: this performance's own entry.
    const entry = page
      .getByTestId('audit-entry')
      .filter({ hasText: new RegExp(`#${String(eventId)}(?!\\d)`) })
      .first();
    await expect(entry).toContainText(t.change);
    await expect(entry).toContainText(t.what);
    await expectNoA11yViolations(page, `the filtered audit trail (${language}, ${viewport})`);
    await keepScreenshot(page, `admin-audit-${language}-${viewport}`);

    // A day long ago: nothing, said so.
    await typeDate(page.getByLabel(t.from), '2020-01-01');
    await typeDate(page.getByLabel(t.to), '2020-01-02');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectNoA11yViolations(page, `the empty audit trail (${language}, ${viewport})`);
  });
}
