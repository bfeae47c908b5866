import { expect, test } from '@playwright/test';
import { signedInAs } from './admin-support';
import { createdThroughApi, desktop, phone } from './admin-programme-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The programme's pages in the back office (decision 0018), in Hungarian and English, on a phone
// and a desktop, axe-core clean, with screenshots; and they are for administrators only.

test.use({ baseURL: shopOrigin });

test.describe('the programme in the back office', () => {
  for (const [language, size, viewport] of [
    // Each language and size once (decision 0062).
    ['hu', 'desktop', desktop],
    ['en', 'phone', phone],
  ] as const) {
    test(`its pages in ${language === 'hu' ? 'Hungarian' : 'English'} on a ${size}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const created = await createdThroughApi(request);
      const en = language === 'en';
      const name = en ? created.nameEn : created.name;
      await page.setViewportSize(viewport);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'admin');
      const shot = (name: string) =>
        keepScreenshot(page, `programme-admin-${name}-${language}-${size}`);

      await page.goto('/admin/programme');
      await expect(
        page.getByRole('heading', { level: 1, name: en ? 'Programme' : 'Műsor' }),
      ).toBeVisible();
      const link = page.getByRole('link', { name }).first();
      await expect(link).toBeVisible();
      await expectNoA11yViolations(page, `the productions (${language}, ${size})`);
      await shot('productions');

      await link.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(en ? 'Interval' : 'Szünet').first()).toBeVisible();
      await expectNoA11yViolations(page, `the production (${language}, ${size})`);
      await shot('production');

      // A performance: the ticket types with what is sold and held, and a form error.
      await page.goto(`/admin/programme/performances/${created.eventId}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
      await expect(
        page.getByText(en ? '0 sold, 0 held / 40' : '0 eladva, 0 foglalva / 40').first(),
      ).toBeVisible();
      await page.getByLabel(en ? 'Web address' : 'Webcím').fill('Nem Jo Cim');
      await page
        .getByRole('button', { name: en ? 'Save' : 'Mentés' })
        .last()
        .click();
      await expect(page.getByLabel(en ? 'Web address' : 'Webcím')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoA11yViolations(page, `the performance (${language}, ${size})`);
      await shot('performance');

      await page.getByRole('button', { name: en ? 'New ticket type' : 'Új jegytípus' }).click();
      await expect(
        page.getByRole('dialog', { name: en ? 'New ticket type' : 'Új jegytípus' }),
      ).toBeVisible();
      await expectNoA11yViolations(page, `the ticket type dialog (${language}, ${size})`);
      await shot('ticket-type');
      await page.keyboard.press('Escape');

      await page.goto('/admin/programme/new');
      await expect(
        page.getByRole('heading', { level: 1, name: en ? 'New production' : 'Új produkció' }),
      ).toBeVisible();
      await expectNoA11yViolations(page, `the new production (${language}, ${size})`);
      await shot('production-new');
    });
  }

  test('is for administrators: a cashier has no menu entry and no page', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, 'hu');
    await signedInAs(page, request, 'cashier');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Az ügyintézés menüje' })
        .getByRole('link', { name: 'Műsor' }),
    ).toHaveCount(0);
    await page.goto('/admin/programme');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nincs jogosultsága ehhez az oldalhoz' }),
    ).toBeVisible();
  });
});
