import { expect, test, type Page } from '@playwright/test';
import { desktop, freshBuyer, mailsTo, paidOrder, phone } from './admin-orders-support';
import { screenshotFromTop as shot, signedInAs } from './admin-support';
import { performance } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The e-mail texts in the back office (decision 0051): an administrator edits the Hungarian
// confirmation's text by keyboard with a placeholder, sees it in the preview, is told of an unknown
// placeholder, saves; a card purchase then gets a confirmation carrying the text with the buyer's
// name filled in; the text is reset to the default with a confirmation. In English on a phone the
// list and the (default) English editor. axe on each screen; screenshots of both.
//
// The edit keeps the default text and adds a paragraph, so journeys that read confirmations at the
// same time still find what they expect; it is reset at the end.

test.use({ baseURL: shopOrigin });

const stamp = `E2E-${Date.now().toString(36)}`;

async function openAsAdmin(page: Page, language: 'hu' | 'en', path: string) {
  await returningVisitor(page, language);
  await signedInAs(page, page.request, 'admin');
  await page.goto(path);
}

test.describe('e-mail texts', () => {
  test.describe.configure({ mode: 'serial' });

  test('edit the Hungarian confirmation, a purchase mails it, reset (hu, desktop)', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await openAsAdmin(page, 'hu', '/admin/mail-texts');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail szövegek' })).toBeVisible();
    const edit = page.getByRole('link', {
      name: 'Szerkesztés: Visszaigazolás (online vásárlás), Magyar',
    });
    await expect(edit).toBeVisible();
    await expectNoA11yViolations(page, 'the e-mail texts (hu)');
    await shot(page, 'admin-mail-texts-list-hu-desktop');
    // By keyboard: the link opens the editor.
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Visszaigazolás (online vásárlás) – Magyar' }),
    ).toBeVisible();

    const subject = page.getByRole('textbox', { name: 'Tárgy' });
    const body = page.getByRole('textbox', { name: 'Szöveg' });
    await expect(subject).toHaveValue(
      'Sikeres fizetés – {order_number}. számú rendelés – {theatre}',
    );
    const original = await body.inputValue();
    expect(original).toContain('Kedves {buyer_name}!');
    const frame = page.getByTitle('A levél előnézete (HTML)');
    await expect(frame).toBeVisible();
    await expect(page.getByTestId('mail-preview-text')).toContainText('Kedves Minta Anna!');
    await expectNoA11yViolations(page, 'the e-mail text editor (hu)');
    await shot(page, 'admin-mail-texts-editor-hu-desktop');

    // A paragraph at the end of the text, the buyer's name inserted from the list by keyboard.
    await body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n\n${stamp}: jó szórakozást, `);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^\{buyer_name\} beillesztése/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.type('!');
    await expect(body).toHaveValue(`${original}\n\n${stamp}: jó szórakozást, {buyer_name}!`);
    await expect(page.getByTestId('mail-preview-text')).toContainText(
      `${stamp}: jó szórakozást, Minta Anna!`,
    );
    // The frame shows the server's HTML (escaped text, no scripts: its content is not scripted).
    await expect(frame).toHaveAttribute(
      'srcdoc',
      new RegExp(`${stamp}: jó szórakozást, Minta Anna!`),
    );

    // An unknown placeholder is refused under its field.
    const defaultSubject = await subject.inputValue();
    await subject.fill(`${defaultSubject} {jegyszam}`);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(subject).toHaveAccessibleDescription(/Ismeretlen helyettesítő: \{jegyszam\}/);
    await subject.fill(defaultSubject);
    const save = page.getByRole('button', { name: 'Mentés' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Az e-mail szövegét mentettük', { exact: false })).toBeVisible();
    await expect(page.getByText(/^Módosított szöveg, mentve:/)).toBeVisible();

    // A purchase made now is confirmed with the text, the buyer's name filled in.
    const buyer = await freshBuyer(request, 'Szöveg Teréz');
    const { ticket } = await performance(request, 14, { anySeating: true });
    await paidOrder(browser, request, buyer, ticket);
    await expect
      .poll(async () => (await mailsTo(request, buyer.email, 'order_paid'))[0]?.text ?? '', {
        message: 'the confirmation e-mail',
        timeout: 30_000,
      })
      .toContain(`${stamp}: jó szórakozást, Szöveg Teréz!`);

    // Back to the default, after a confirmation.
    await page.getByRole('button', { name: 'Visszaállítás alapértelmezettre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visszaállítja az alapértelmezett szöveget?' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'the reset confirmation (hu)');
    await dialog.getByRole('button', { name: 'Visszaállítás', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(body).toHaveValue(original);
    await expect(page.getByText('Az alapértelmezett szöveget használja.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Visszaállítás alapértelmezettre' }),
    ).toBeDisabled();
  });

  test('the list and the English confirmation, default (en, phone)', async ({ page }) => {
    await page.setViewportSize(phone);
    await openAsAdmin(page, 'en', '/admin/mail-texts');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail texts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit: Purchase link, English' })).toBeVisible();
    await expectNoA11yViolations(page, 'the e-mail texts (en, phone)');
    await shot(page, 'admin-mail-texts-list-en-phone');
    await page.getByRole('link', { name: 'Edit: Confirmation (online purchase), English' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Payment received – order {order_number} – {theatre}',
    );
    await expect(page.getByText('Uses the default text.')).toBeVisible();
    await expect(page.getByTestId('mail-preview-text')).toContainText('Anna Sample');
    await expect(page.getByTitle('Preview of the e-mail (HTML)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    await expectNoA11yViolations(page, 'the e-mail text editor (en, phone)');
    await shot(page, 'admin-mail-texts-editor-en-phone');
  });
});
