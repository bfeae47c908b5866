import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInAs } from './admin-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

// The security log (decision 0058): someone fails to sign in with an unknown address; an
// administrator opens the security log, finds the failure by outcome, address and who, and
// exports it as CSV. Hungarian on a desktop (a table, through the menu), English on a phone
// (cards); axe on each state.

test.use({ baseURL: shopOrigin });

const texts = {
  hu: {
    menu: 'Biztonsági napló',
    title: 'Biztonsági napló',
    outcome: 'Eredmény',
    failure: 'Sikertelen',
    who: 'Ki',
    ip: 'IP-cím',
    submit: 'Szűrés',
    event: 'Bejelentkezés jelszóval',
    reason: 'ismeretlen e-mail-cím',
    badIp: 'Csak számjegyet, a–f betűt, pontot és kettőspontot tartalmazhat.',
    export: 'Exportálás CSV-be',
    exported: 'A fájlt letöltöttük',
    file: /^biztonsagi-naplo-\d{4}-\d{2}-\d{2}\.csv$/,
    header: 'Időpont;Esemény;Eredmény',
    empty: 'Nincs ilyen esemény.',
  },
  en: {
    menu: 'Security log',
    title: 'Security log',
    outcome: 'Outcome',
    failure: 'Failure',
    who: 'Who',
    ip: 'IP address',
    submit: 'Filter',
    event: 'Sign-in with password',
    reason: 'unknown e-mail address',
    badIp: 'Only digits, the letters a–f, dots and colons.',
    export: 'Export to CSV',
    exported: 'The file has been downloaded',
    file: /^security-log-\d{4}-\d{2}-\d{2}\.csv$/,
    header: 'Time;Event;Outcome',
    empty: 'No such event.',
  },
} as const;

for (const [language, viewport] of [
  ['hu', 'desktop'],
  ['en', 'phone'],
] as const) {
  test(`an administrator finds a failed sign-in in the security log and exports it (${language}, ${viewport})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[language];
    const n = 1 + Math.floor(Math.random() * 250);
    const address = `203.0.113.${String(n)}`;
    const stranger = `nobody-${String(Date.now())}-${language}@example.org`;
    const failed = await request.post('/api/login', {
      data: { email: stranger, password: 'Nem-Ez-A-Jelszo-1' },
      headers: { 'X-Forwarded-For': address },
    });
    expect(failed.status()).toBe(422);

    await page.setViewportSize(viewports[viewport]);
    await returningVisitor(page, language);
    await signedInAs(page, request, 'admin');
    await page.goto('/admin');
    if (viewport === 'desktop') {
      await page.getByRole('link', { name: t.menu, exact: true }).click();
    } else {
      await page.goto('/admin/security-log');
    }
    await expect(page).toHaveURL(/\/admin\/security-log$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('security-event').first()).toBeVisible();
    await expectNoA11yViolations(page, `the security log (${language}, ${viewport})`);

    // A malformed address is said at its field; nothing is asked.
    await page.getByLabel(t.ip).fill('203.0.113.x');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.badIp)).toBeVisible();

    // The outcome applies at once; who and the address on submit (Enter, by keyboard).
    await page.getByLabel(t.outcome).selectOption({ label: t.failure });
    await expect(page).toHaveURL(/outcome=failure/);
    await page.getByLabel(t.ip).fill(address);
    await page.getByLabel(t.who).fill(stranger);
    await page.getByLabel(t.who).press('Enter');
    await expect(page).toHaveURL(new RegExp(`ip=${address.replace(/\./g, '\\.')}`));
    const entry = page.getByTestId('security-event');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(t.event);
    await expect(entry).toContainText(t.failure);
    await expect(entry).toContainText(t.reason);
    await expect(entry).toContainText(stranger);
    await expect(entry).toContainText(address);
    await expectNoA11yViolations(page, `the filtered security log (${language}, ${viewport})`);
    await keepScreenshot(page, `admin-security-log-${language}-${viewport}`);

    // The same filters, as CSV.
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(t.file);
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toMatch(new RegExp(`^${t.header}`));
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(stranger);
    expect(lines[1]).toContain(address);
    await expect(page.getByRole('status').filter({ hasText: t.exported })).toBeVisible();

    // A day long ago: nothing, said so.
    await page.goto('/admin/security-log?from=2020-01-01&to=2020-01-02');
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectNoA11yViolations(page, `the empty security log (${language}, ${viewport})`);
  });
}
