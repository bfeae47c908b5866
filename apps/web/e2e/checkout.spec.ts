import { expect, test } from '@playwright/test';
import { addFromEventPage, keepScreenshot, performance } from './cart-support';
import {
  cartIsEmpty,
  digitsOf,
  payOnSimulator,
  shopOrigin,
  signedIn,
  testCards,
} from './checkout-support';
import { expectNoA11yViolations, returningVisitor, viewports } from './support';

// The checkout after the cart (docs/product.md §2, steps 2 and 3) and the payment against the local
// SimplePay simulator: the invoice-or-receipt choice (required), a receipt paid with the success
// card through the pending page to the success page; a company invoice filled by the tax lookup,
// a declined card, "Try again" and a cancelled payment. axe on every step and result, both
// languages, phone and desktop.

test.use({ baseURL: shopOrigin });

test.describe('checkout and payment', () => {
  test('receipt: the choice is required, the documents must be accepted, paid by card', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { event, ticket } = await performance(request, 8);
    await page.setViewportSize(viewports.desktop);
    await returningVisitor(page, 'hu');
    await signedIn(page, request);
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name, 'A kosárba tettük');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page).toHaveURL(/\/cart\?step=billing$/);

    // Step 2: continuing undecided is refused under the choice, which takes the focus.
    await expect(page.getByRole('heading', { level: 2, name: 'Számla vagy nyugta' })).toBeVisible();
    const choice = page.getByRole('radiogroup', { name: /Milyen bizonylatot kér/ });
    const next = page.getByRole('button', { name: 'Tovább az összesítőhöz' });
    await next.click();
    await expect(choice).toHaveAccessibleDescription('Válasszon az opciók közül!');
    await expect(page.getByRole('radio', { name: /Számlát kérek/ })).toBeFocused();
    await expectNoA11yViolations(page, 'billing step, choice required');
    await keepScreenshot(page, 'checkout-choice-required-hu-desktop');

    await page.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
    await expect(page.getByText('Nyugtát választott')).toBeVisible();
    await expect(page.getByText('További adat megadására nincs szükség.')).toBeVisible();
    // Back returns to the undecided choice, then to the cart.
    await page.getByRole('button', { name: 'Vissza a választáshoz' }).click();
    await expect(page.getByRole('radio', { name: /Csak nyugtát kérek/ })).not.toBeChecked();
    await page.getByRole('radio', { name: /Csak nyugtát kérek/ }).check();
    await expectNoA11yViolations(page, 'billing step, receipt');
    await next.click();

    // Step 3: the lines read-only, the receipt, the total to the forint, the documents.
    await expect(page).toHaveURL(/\/cart\?step=review$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Összesítő és fizetés' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Eggyel több/ })).toHaveCount(0);
    await expect(page.getByText('Nyugta', { exact: true })).toBeVisible();
    for (const [name, id] of [
      ['Adatkezelési tájékoztató', 10],
      ['Általános Szerződési Feltételek', 11],
      ['SimplePay adattovábbítási nyilatkozat', 12],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', `/documents/${id}`);
    }
    const logo = page.getByRole('main').getByRole('link', { name: /^SimplePay - Online/ });
    await expect(logo).toHaveAttribute(
      'href',
      'https://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf',
    );
    await expect(logo).toHaveAttribute('title', 'SimplePay vásárlói tájékoztató');
    const total = digitsOf(
      await page
        .getByRole('region', { name: 'Ár részletei' })
        .getByText(/Ft$/)
        .last()
        .textContent(),
    );
    const pay = page.getByRole('button', { name: /Fizetés bankkártyával/ });
    await expect(pay).toContainText(/Ft$/);
    expect(digitsOf(await pay.textContent())).toBe(total);
    await pay.click();
    const accept = page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
    await expect(accept).toBeFocused();
    await expect(accept).toHaveAccessibleDescription(
      'A fizetés indításához el kell fogadnia a dokumentumokat.',
    );
    await expectNoA11yViolations(page, 'review step, documents not accepted');
    await keepScreenshot(page, 'checkout-review-hu-desktop');
    await accept.check();
    await pay.click();

    // SimplePay's page (the simulator): the same amount.
    await expect(page).toHaveURL(/\/pay\//);
    await expect(page.getByText(/Ft$/).first()).toBeVisible();
    expect(digitsOf(await page.locator('.amount').textContent())).toBe(total);
    // The cart was spent on the order: flushed, no countdown.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'A rendelése fizetésre vár' }),
    ).toBeVisible();
    expect(await cartIsEmpty(page)).toBe(true);
    await expect(page.getByRole('banner').getByRole('timer')).toHaveCount(0);
    await expectNoA11yViolations(page, 'order awaiting payment');
    await page.getByRole('button', { name: 'Fizetés bankkártyával' }).click();

    // Back with success: the pending page waits for the bank (held here for axe), then success.
    let holdStatus = true;
    await page.route('**/api/payment/status/*', async (route) => {
      if (!holdStatus) return route.fallback();
      const reply = await route.fetch();
      const body = (await reply.json()) as { state: string };
      return route.fulfill({ response: reply, json: { ...body, state: 'waiting' } });
    });
    await payOnSimulator(page, 'hu', testCards.success);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Várakozás a bank válaszára' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/pending\?order=\d+$/);
    await expect(page.getByText('Kérjük, ne zárja be ezt a lapot!', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Várakozás a bank válaszára' }),
    ).toHaveText('Várakozás a bank válaszára. Kérjük, ne zárja be ezt a lapot!');
    await expectNoA11yViolations(page, 'payment pending');
    await keepScreenshot(page, 'checkout-pending-hu-desktop');
    holdStatus = false;

    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sikeres tranzakció' })).toBeVisible();
    await expect(page.getByText('SimplePay tranzakcióazonosító')).toBeVisible();
    await expect(page.getByText(/a profiljában nyomtathatja ki, és e-mailben is/)).toBeVisible();
    await expect(page).toHaveTitle(/^Sikeres fizetés/);
    await expectNoA11yViolations(page, 'payment success');
    await keepScreenshot(page, 'checkout-success-hu-desktop');
  });

  test('company invoice: the tax lookup fills the form; cancelled, declined, then paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { event, ticket } = await performance(request, 9);
    await page.setViewportSize(viewports.phone);
    await returningVisitor(page, 'en');
    await signedIn(page, request);
    await page.goto(`/events/${event.url}`);
    await addFromEventPage(page, ticket.name_translations.en, 'Added to your cart');
    await page.goto('/cart?step=billing');

    await page.getByRole('radio', { name: /I need an invoice/ }).check();
    await expect(page.getByRole('heading', { level: 3, name: 'Invoice details' })).toBeVisible();
    await page.getByRole('radio', { name: 'Company' }).check();
    // Switching to company clears the address; the company name waits for the lookup.
    await expect(page.getByLabel('Postal code')).toHaveValue('');
    await expect(page.getByLabel('Company name')).toHaveAttribute('readonly', '');
    // Continuing empty: the first invalid field takes the focus, its message tied to it.
    await page.getByRole('button', { name: 'Continue to the summary' }).click();
    const taxNumber = page.getByLabel('Tax number');
    await expect(taxNumber).toBeFocused();
    await expect(taxNumber).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'invoice step with errors');

    // A wrong check digit is caught in the browser; a known taxpayer fills the form.
    await taxNumber.pressSequentially('26149087206');
    await taxNumber.press('Tab');
    await expect(taxNumber).toHaveAccessibleDescription(/check digit/i);
    await taxNumber.fill('');
    await taxNumber.pressSequentially('26149088206');
    await expect(taxNumber).toHaveValue('26149088-2-06');
    await taxNumber.press('Tab');
    await expect(page.getByText("We have filled in the company's details from NAV.")).toBeVisible();
    await expect(page.getByLabel('Company name')).not.toHaveValue('');
    await expect(page.getByLabel('City')).toHaveValue('Szeged');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Hungary');
    await expect(page.getByLabel('Door')).not.toHaveValue('');
    const company = await page.getByLabel('Company name').inputValue();
    await page.getByLabel('Comment on the invoice').fill('PO-2026-118');
    await expectNoA11yViolations(page, 'invoice step filled by the lookup');
    await keepScreenshot(page, 'checkout-invoice-company-en-phone');
    await page.getByRole('button', { name: 'Continue to the summary' }).click();

    await expect(page).toHaveURL(/\/cart\?step=review$/);
    await expect(page.getByText('Invoice (company)')).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
    await expect(page.getByText('26149088-2-06')).toBeVisible();
    await expect(page.getByText('PO-2026-118')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /^SimplePay - Online/ }),
    ).toHaveAttribute('href', 'https://simplepartner.hu/PaymentService/Payment_information.pdf');
    await expectNoA11yViolations(page, 'review step en');
    await keepScreenshot(page, 'checkout-review-company-en-phone');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: /Pay by card/ }).click();

    // Cancelled on SimplePay's page: no transaction id and no "failed" wording.
    await payOnSimulator(page, 'en', null);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You cancelled the payment' }),
    ).toBeVisible();
    await expect(page.getByText('SimplePay transaction ID')).toHaveCount(0);
    await expect(page.getByText(/failed/i)).toHaveCount(0);
    await expectNoA11yViolations(page, 'payment cancelled');
    await keepScreenshot(page, 'checkout-cancelled-en-phone');

    // Declined: SimplePay's texts with the transaction id, no reason; the order can be paid again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await payOnSimulator(page, 'en', testCards.declined);
    await expect(page).toHaveURL(/\/payment\/return\?r=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed transaction' })).toBeVisible();
    await expect(page.getByText('SimplePay transaction ID')).toBeVisible();
    await expect(page.getByText(/contact your card-issuing bank/)).toBeVisible();
    await expectNoA11yViolations(page, 'payment failed');
    await keepScreenshot(page, 'checkout-failed-en-phone');

    // The same order, paid on the next attempt.
    await page.getByRole('button', { name: 'Try again' }).click();
    await payOnSimulator(page, 'en', testCards.success);
    await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Successful transaction' }),
    ).toBeVisible();
    await expect(page.getByText('SimplePay transaction ID')).toBeVisible();
  });

  test('a payment page without its data says so, and a checkout without a choice starts at it', async ({
    page,
    request,
  }) => {
    await returningVisitor(page, 'hu');
    await signedIn(page, request);
    await page.goto('/payment/return');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Érvénytelen fizetési visszajelzés' }),
    ).toBeVisible();
    await page.goto('/payment/return?r=e30%3D&s=hamis');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Érvénytelen fizetési visszajelzés' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'payment return with a wrong signature');
    await page.goto('/payment/pending?order=abc');
    await expect(page.getByText('Ez a cím nem tartalmaz érvényes fizetési adatot.')).toBeVisible();
    // The review needs a decided choice: without one the billing step shows.
    await page.goto('/cart?step=review');
    await expect(
      page.getByRole('heading', { name: /A kosara üres|Számla vagy nyugta/ }),
    ).toBeVisible();
  });
});
