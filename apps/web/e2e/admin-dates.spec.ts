import { expect, test, type Page } from '@playwright/test';
import { signedInAs, typeDate } from './admin-support';
import { createdThroughApi } from './admin-programme-support';
import { shopOrigin } from './checkout-support';
import {
  expectNoA11yViolations,
  keepScreenshot,
  returningVisitor,
  settleAnimations,
} from './support';

// The back office's date and date-time fields follow the interface language, not the browser's
// (decision 0035): on an English-language browser a Hungarian page shows `2026. 03. 14. 21:30`,
// Hungarian month names and weeks from Monday, and the English page `14 Mar 2026, 21:30`; both
// 24-hour. Typed by keyboard in the shown format, or as ISO. Every changed screen with its
// calendar open, Hungarian on a desktop and English on a phone, axe-core clean.

test.use({ baseURL: shopOrigin, locale: 'en-US' });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

type Language = 'hu' | 'en';

const texts = {
  hu: {
    start: 'Kezdés (budapesti idő)',
    validFrom: 'Érvényes ettől',
    reportFrom: 'Első nap',
    auditTo: 'Utolsó nap',
    dayCloseFrom: 'Ettől a naptól',
    typedDateTime: '2026. 03. 14. 21:30',
    typedDate: '2026. 03. 14.',
    shownDateTime: '2026. 03. 14. 21:30',
    shownDate: '2026. 03. 14.',
    month: '2026. március',
    monday: 'H',
    nextMonth: 'Következő hónap',
  },
  en: {
    start: 'Starts (Budapest time)',
    validFrom: 'Valid from',
    reportFrom: 'First day',
    auditTo: 'Last day',
    dayCloseFrom: 'From',
    typedDateTime: '14 Mar 2026, 21:30',
    typedDate: '14 Mar 2026',
    shownDateTime: '14 Mar 2026, 21:30',
    shownDate: '14 Mar 2026',
    month: 'March 2026',
    monday: 'Mo',
    nextMonth: 'Next month',
  },
} as const;

/** The open calendar: its month, its first weekday, its month button; axe; a screenshot. */
async function expectCalendar(page: Page, language: Language, name: string): Promise<void> {
  const t = texts[language];
  const dropdown = page.locator('[data-dates-dropdown]');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('button', { name: t.nextMonth })).toBeVisible();
  await expect(dropdown.getByText(t.month, { exact: true })).toBeVisible();
  // Shown as written: Mantine would capitalise it ("2026. Március").
  await expect(dropdown.getByText(t.month, { exact: true })).toHaveCSS('text-transform', 'none');
  await expect(dropdown.locator('thead th').first()).toHaveText(t.monday);
  await settleAnimations(page);
  await expectNoA11yViolations(page, `${name}, the calendar open`);
  await keepScreenshot(page, name);
}

// Hungarian on a desktop and English on a phone: each language and each size once (every pair
// took some seven minutes of a two-core machine for the same fields).
for (const [language, device, viewport] of [
  ['hu', 'desktop', desktop],
  ['en', 'phone', phone],
] as const) {
  test(`the date-time fields speak ${language} on an English browser (${device})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    const created = await createdThroughApi(request);
    await page.setViewportSize(viewport);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');

    // A date and a 24-hour time, typed key by key in the shown format.
    await page.goto(`/admin/programme/performances/${String(created.eventId)}`);
    const start = page.getByLabel(t.start);
    await start.click();
    await start.clear();
    await start.pressSequentially(t.typedDateTime);
    await expectCalendar(page, language, `admin-dates-performance-${language}-${device}`);
    await start.press('Tab');
    await expect(start).toHaveValue(t.shownDateTime);
    await expect(start).not.toHaveValue(/AM|PM|de\.|du\./);

    // Typed as ISO too; the calendar picks a day and keeps the time typed.
    await page.goto('/admin/coupons/new');
    const validFrom = page.getByLabel(t.validFrom);
    await typeDate(validFrom, '2026-03-14T21:30');
    await expect(validFrom).toHaveValue(t.shownDateTime);
    await validFrom.click();
    await page.locator('[data-dates-dropdown]').getByRole('button', { name: /^15 / }).click();
    await expect(validFrom).toHaveValue(t.shownDateTime.replace('14', '15'));
    await validFrom.click();
    await expectCalendar(page, language, `admin-dates-coupon-${language}-${device}`);
    await validFrom.press('Tab');
  });

  test(`the day fields speak ${language} on an English browser (${device})`, async ({
    page,
    request,
  }) => {
    // Three screens, each with axe and a full-page screenshot: slow on a busy two-core machine.
    test.setTimeout(150_000);
    const t = texts[language];
    await page.setViewportSize(viewport);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');

    // The days of the reports, the audit trail and the day closes.
    for (const [path, label, screen] of [
      ['/admin/reports', t.reportFrom, 'reports'],
      ['/admin/audit', t.auditTo, 'audit'],
      ['/admin/day-close', t.dayCloseFrom, 'day-close'],
    ] as const) {
      await page.goto(path);
      const field = page.getByRole('textbox', { name: label, exact: true });
      await field.click();
      await field.clear();
      await field.pressSequentially(t.typedDate);
      await expectCalendar(page, language, `admin-dates-${screen}-${language}-${device}`);
      await field.press('Tab');
      await expect(field).toHaveValue(t.shownDate);
    }
  });
}
