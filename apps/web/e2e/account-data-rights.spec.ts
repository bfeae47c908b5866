import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import { freshBuyer } from './orders-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor, viewports } from './support';

// The buyer's data rights (decision 0054): on the profile, a consent given, the data downloaded
// as a ZIP (its JSON read back: the profile and the consent with its text version), then the
// account erased with the current password (a wrong one first): signed out, and the address and
// password no longer sign in. Hungarian on a desktop, English on a phone; axe on each state.

const password = 'Rakpart-Rendeles-2026';

const texts = {
  hu: {
    profile: 'Profilom',
    section: 'Az Ön adatai',
    newsletter: 'Hírlevél a színház újdonságairól és előadásairól',
    saved: 'Elmentve',
    download: 'Adataim letöltése (ZIP)',
    zip: /^szemelyes-adatok-\d+\.zip$/,
    start: 'Fiók törlése…',
    passwordLabel: 'Jelenlegi jelszó',
    submit: 'Fiók végleges törlése',
    wrong: 'A jelenlegi jelszó nem megfelelő.',
    erased: /Fiókját és személyes adatait töröltük/,
    login: 'Bejelentkezés',
    badLogin: 'Hibás e-mail-cím vagy jelszó.',
    emailLabel: 'E-mail-cím',
    passwordField: 'Jelszó',
  },
  en: {
    profile: 'My profile',
    section: 'Your data',
    newsletter: "Newsletter about the theatre's news and performances",
    saved: 'Saved',
    download: 'Download my data (ZIP)',
    zip: /^personal-data-\d+\.zip$/,
    start: 'Erase account…',
    passwordLabel: 'Current password',
    submit: 'Erase my account for good',
    wrong: 'The current password is not correct.',
    erased: /Your account and personal data have been erased/,
    login: 'Sign in',
    badLogin: 'Wrong e-mail address or password.',
    emailLabel: 'E-mail address',
    passwordField: 'Password',
  },
} as const;

for (const [language, viewport] of [
  ['hu', 'desktop'],
  ['en', 'phone'],
] as const) {
  test(`a buyer downloads their data and erases their account (${language}, ${viewport})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await page.setViewportSize(viewports[viewport]);
    await returningVisitor(page, language);
    const session = await freshBuyer(page, request);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();

    // A consent given: recorded with its text version, and in the export.
    await page.getByRole('checkbox', { name: t.newsletter }).check();
    await expect(page.getByText(t.saved, { exact: true })).toBeVisible();

    const section = page.getByRole('region', { name: t.section });
    await section.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page, `profile with the data section (${language})`);
    const started = page.waitForEvent('download');
    await section.getByRole('button', { name: t.download }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(t.zip);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as {
      profile: { email: string; name: string; newsletter: boolean };
      consents: { events: { consent: string; granted: boolean; text_version: string }[] };
      orders: unknown[];
    };
    expect(data.profile).toMatchObject({
      email: session.user.email,
      name: session.user.name,
      newsletter: true,
    });
    expect(data.consents.events).toEqual([
      expect.objectContaining({
        consent: 'newsletter',
        granted: true,
        text_version: expect.stringMatching(/^newsletter-/),
      }),
    ]);
    expect(data.orders).toEqual([]);

    // Erasure: a wrong password is refused under the field; the right one erases.
    await section.getByRole('button', { name: t.start }).click();
    const field = section.getByLabel(t.passwordLabel);
    await field.fill('Nem-Ez-A-Jelszo-2026');
    await section.getByRole('button', { name: t.submit }).click();
    await expect(section.getByText(t.wrong)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, `erasure refused (${language})`);
    await keepScreenshot(page, `account-erase-refused-${language}-${viewport}`);
    await field.fill(password);
    await section.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.erased)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
    await expectNoA11yViolations(page, `erased (${language})`);

    // Signed out, and the address and password no longer sign in.
    await page.getByLabel(t.emailLabel).fill(session.user.email);
    await page.getByRole('textbox', { name: t.passwordField, exact: true }).fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByText(t.badLogin).first()).toBeVisible();
    expect(
      (
        await request.get('/api/profile', {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).status(),
    ).toBe(401);
  });
}
