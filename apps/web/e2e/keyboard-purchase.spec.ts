import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { performance } from './cart-support';
import { demoBuyer, shopOrigin, testCards } from './checkout-support';
import { returningVisitor } from './support';

// A whole purchase by keyboard alone (docs/accessibility.md). From the programme to the ticket PDF,
// every control is reached with Tab (or Shift+Tab, or the arrows inside a radio group) and operated
// with Enter, Space or typing; nothing is clicked, filled or focused from the test. Locators only
// check where the focus is and what the page shows. At each stop the focused control must show that
// it is.

test.use({ baseURL: shopOrigin });

/** Whether the locator's element holds the focus now. */
function focused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

interface Look {
  outline: string;
  shadow: string;
  border: string;
}

/**
 * How an element is drawn: the outline, shadow and border colour of it and of its parent (a
 * password field's input sits in a box that marks the focus with :focus-within).
 */
function lookOf(target: Locator): Promise<Look> {
  return target.evaluate((element) => {
    const parts = [element, element.parentElement].filter((e) => e !== null);
    const styles = parts.map((e) => getComputedStyle(e));
    const outline = styles
      .filter((s) => s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0)
      .map((s) => `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`)
      .join(' / ');
    return {
      outline: outline === '' ? 'none' : outline,
      shadow: styles.map((s) => s.boxShadow).join(' / '),
      border: styles.map((s) => s.borderColor).join(' / '),
    };
  });
}

/**
 * The focused element matches :focus-visible and looks focused: an outline, or a shadow or border
 * colour other than it had before it took the focus (text fields mark the focus by their border).
 */
async function expectFocusRing(target: Locator, before: Look | null, what: string): Promise<void> {
  expect(
    await target.evaluate((element) => element.matches(':focus-visible')),
    `${what} matches :focus-visible`,
  ).toBe(true);
  const now = await lookOf(target);
  const visible =
    now.outline !== 'none' ||
    (before !== null && (now.shadow !== before.shadow || now.border !== before.border));
  expect(visible, `${what} shows the focus (${JSON.stringify({ before, now })})`).toBe(true);
}

/**
 * Presses Tab (or another key) until the target holds the focus, at most `max` times; the target
 * must show its focus ring.
 */
async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { key = 'Tab', max = 80 }: { key?: string; max?: number } = {},
): Promise<void> {
  await expect(target, `${what} is on the page`).toBeVisible();
  const before = (await focused(target)) ? null : await lookOf(target);
  for (let presses = 0; presses < max && !(await focused(target)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target, `${what} reached with ${key}`).toBeFocused({ timeout: 1_000 });
  await expectFocusRing(target, before, what);
}

test('a whole purchase by keyboard alone: programme, cart, sign-in, receipt, card, tickets', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { event, ticket } = await performance(request, 20);
  await returningVisitor(page, 'hu');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The skip link is the first stop; it moves the focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ugrás a tartalomra' });
  await expect(skip).toBeFocused();
  await expectFocusRing(skip, null, 'the skip link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Search for the production, then on to its performance's card.
  const search = page
    .getByRole('textbox', { name: 'Keresés' })
    .or(page.getByRole('searchbox', { name: 'Keresés' }));
  await tabTo(page, search, 'the search box', { max: 15 });
  await page.keyboard.type(event.name);
  await expect(page).toHaveURL(/search=/);
  const card = page.locator(`main a[href="/events/${event.url}"]`);
  await tabTo(page, card, "the performance's card");
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${event.url}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  // Add a ticket: the button keeps the focus while the toast confirms.
  const add = page.getByRole('button', { name: `Kosárba: ${ticket.name}` });
  await tabTo(page, add, 'add to cart');
  await page.keyboard.press('Enter');
  await expect(page.getByText('A kosárba tettük').last()).toBeVisible();
  await expect(add).toBeFocused();

  // Back up to the header's cart link.
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Kosár/ });
  await tabTo(page, cartLink, "the header's cart link", { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kosár' })).toBeVisible();
  await expect(page.getByRole('main').getByText(ticket.name).first()).toBeVisible();

  // Continue asks a signed-out buyer to sign in; the login form brings them back.
  await tabTo(page, page.getByRole('button', { name: 'Tovább', exact: true }), 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?next=/);
  const email = page.getByRole('textbox', { name: /E-mail/ });
  await tabTo(page, email, 'the e-mail field');
  await page.keyboard.type(demoBuyer.email);
  await tabTo(
    page,
    page.getByRole('textbox', { name: 'Jelszó', exact: true }),
    'the password field',
    { max: 3 },
  );
  await page.keyboard.type(demoBuyer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart/);

  // Step 2: the choice of document is a radio group: Tab enters it, an arrow chooses the receipt.
  if (!/step=billing/.test(page.url())) {
    await tabTo(page, page.getByRole('button', { name: 'Tovább', exact: true }), 'Continue');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/cart\?step=billing$/);
  const invoice = page.getByRole('radio', { name: /Számlát kérek/ });
  const receipt = page.getByRole('radio', { name: /Csak nyugtát kérek/ });
  // Nothing is chosen yet, so Tab stops on the group's first radio.
  await tabTo(page, invoice, 'the invoice-or-receipt choice');
  await page.keyboard.press('ArrowDown');
  await expect(receipt).toBeFocused();
  await expect(receipt).toBeChecked();
  await expect(page.getByText('Nyugtát választott')).toBeVisible();
  await tabTo(
    page,
    page.getByRole('button', { name: 'Tovább az összesítőhöz' }),
    'Continue to the summary',
  );
  await page.keyboard.press('Enter');

  // Step 3: accept the documents with Space, then pay.
  await expect(page).toHaveURL(/\/cart\?step=review$/);
  const accept = page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
  await tabTo(page, accept, 'the documents checkbox');
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /Fizetés bankkártyával/ }), 'Pay by card');
  await page.keyboard.press('Enter');

  // SimplePay's page (the local simulator): the card number, then Pay.
  await expect(page).toHaveURL(/\/pay\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'SimplePay fizetés (szimulátor)' }),
  ).toBeVisible();
  await tabTo(page, page.getByLabel('Kártyaszám'), 'the card number');
  await page.keyboard.type(testCards.success);
  await tabTo(page, page.getByRole('button', { name: 'Fizetés', exact: true }), 'Pay');
  await page.keyboard.press('Enter');

  // Back in the shop: the bank's answer, then the success page with the focus in its content.
  await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
  const orderId = /order=(\d+)/.exec(page.url())![1]!;
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    )
    .toBe(true);

  // On to the profile, where the order's tickets download as a PDF.
  await tabTo(page, page.getByRole('link', { name: 'Tovább a profilomhoz' }), 'To my profile');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  const tickets = page
    .getByRole('region', { name: 'Korábbi rendelések' })
    .getByRole('button', { name: `Jegyek, ${orderId} számú rendelés`, exact: true });
  // The documents are issued by a background job; the list shows the button once they are.
  await expect(tickets).toBeVisible({ timeout: 60_000 });
  await tabTo(page, tickets, "the order's tickets", { max: 150 });
  const started = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await started;
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
});
