import { expect, test } from '@playwright/test';
import pg from 'pg';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { createdThroughApi, desktop, phone } from './admin-programme-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { e2eEnv, expectNoA11yViolations, returningVisitor } from './support';

// The programme's guards (decision 0034): taking a performance with sold tickets off the
// programme asks first, naming how many; a start in the past is warned about and saved only after
// a confirmation; a performance without sales is deleted after a confirmation, one with sales
// says why it cannot be; the date fields show the interface language's format. Hungarian on a desktop,
// English on a phone, axe-core clean.

test.use({ baseURL: shopOrigin });

/** Records tickets as sold of the performance's first ticket type, straight in the database. */
async function markSold(eventId: number, sold: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update ticket_types set sold = $2
        where id = (select min(id) from ticket_types where event_id = $1)`,
      [eventId, sold],
    );
  } finally {
    await client.end();
  }
}

test.describe('the guards of a performance', () => {
  test('unpublishing one with sold tickets asks first (hu, desktop)', async ({ page, request }) => {
    const created = await createdThroughApi(request);
    const headers = await login(request, staffAccounts.admin);
    const published = await request.post(`/api/admin/performances/${created.eventId}/publish`, {
      headers,
    });
    expect(published.status()).toBe(200);
    await markSold(created.eventId, 3);

    await page.setViewportSize(desktop);
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'admin');
    await page.goto(`/admin/programme/performances/${created.eventId}`);
    const start = page.getByLabel('Kezdés (budapesti idő)');
    // In the interface language's format, 24-hour (decision 0035), whatever the browser's.
    await expect(start).toHaveValue(/^\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}$/);
    await expect(page.getByLabel('Jegyárusítás kezdete')).toHaveAttribute(
      'placeholder',
      'éééé. hh. nn. óó:pp',
    );
    // Sold: it cannot be deleted, and the page says what to do instead.
    await expect(page.getByText('Ez az előadás nem törölhető')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Előadás törlése' })).toHaveCount(0);

    const publish = page.getByRole('switch', { name: 'Közzétéve a műsorban' });
    await expect(publish).toBeChecked();
    await publish.click();
    const dialog = page.getByRole('dialog', { name: 'Visszavonja a közzétételt?' });
    await expect(dialog).toContainText('Erre az előadásra 3 jegyet adtak el.');
    await expectNoA11yViolations(page, 'the unpublish confirmation (hu, desktop)');
    await keepScreenshot(page, 'programme-guards-unpublish-hu-desktop');
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await expect(dialog).toBeHidden();
    await expect(publish).toBeChecked();

    await publish.click();
    await dialog.getByRole('button', { name: 'Közzététel visszavonása' }).click();
    await expect(dialog).toBeHidden();
    await expect(publish).not.toBeChecked();
    await expect(page.getByText(/Az előadás közzétételét visszavontuk/)).toBeVisible();

    // The server refuses the delete all the same, in Hungarian.
    const refused = await request.delete(`/api/admin/performances/${created.eventId}`, {
      headers: { ...headers, 'Accept-Language': 'hu' },
    });
    expect(refused.status()).toBe(409);
  });

  test('a past start is warned about, and an unsold performance deleted (en, phone)', async ({
    page,
    request,
  }) => {
    const created = await createdThroughApi(request);
    await page.setViewportSize(phone);
    await returningVisitor(page, 'en');
    await signedInAs(page, request, 'admin');
    await page.goto(`/admin/programme/performances/${created.eventId}`);

    const start = page.getByLabel('Starts (Budapest time)');
    await expect(start).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    const warning = page.getByText('The start is in the past.', { exact: false });
    await expect(warning).toHaveCount(0);
    await typeDate(start, '2025-03-14T19:00');
    await expect(start).toHaveValue('14 Mar 2025, 19:00');
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const past = page.getByRole('dialog', { name: 'Save a time in the past?' });
    await expect(past).toContainText('has passed');
    await expectNoA11yViolations(page, 'the past-start confirmation (en, phone)');
    await keepScreenshot(page, 'programme-guards-past-en-phone');
    await past.getByRole('button', { name: 'Save with the past time' }).click();
    await expect(past).toBeHidden();
    await expect(page.getByText('The performance is saved.')).toBeVisible();

    // No sales: it may be deleted, after a confirmation.
    await page.getByRole('button', { name: 'Delete the performance' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete the performance?' });
    await expect(remove).toContainText('This cannot be undone.');
    await expectNoA11yViolations(page, 'the delete confirmation (en, phone)');
    await keepScreenshot(page, 'programme-guards-delete-en-phone');
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/programme/productions/${created.productionId}$`),
    );
    await expect(page.getByText('The performance is deleted.')).toBeVisible();
    const headers = await login(request, staffAccounts.admin);
    const gone = await request.get(`/api/admin/performances/${created.eventId}`, { headers });
    expect(gone.status()).toBe(404);
  });
});
