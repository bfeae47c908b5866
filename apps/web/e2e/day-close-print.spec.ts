import { expect, test } from '@playwright/test';
import { deskSaleThroughApi as deskSale, login, newCashier } from './admin-support';
import { shopOrigin, signedIn } from './checkout-support';
import {
  closeByApi,
  desktop,
  expectPdfs,
  expectPrintedClose,
  phone,
  type Close,
} from './day-close-print-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// A cashier's day close on paper: the cashier closes the day and prints it, then opens
// the close again from their own list and reprints it, on A4 and as an 80 mm receipt. On paper only
// the close: no menu, header or buttons, and every amount in full. The cashier cannot open another
// cashier's close. axe on the list and the details, in Hungarian and English, phone and desktop.
// Each journey signs in a cashier of its own, so the demo cashier's shift stays as it is.

test.use({ baseURL: shopOrigin });

const texts = {
  hu: {
    nav: 'Az ügyintézés menüje',
    menu: 'Napzárás',
    counted: 'Megszámolt készpénz (Ft)',
    submit: 'Nap lezárása',
    confirm: 'Igen, lezárom',
    closed: 'A nap lezárva',
    list: 'Korábbi napzárásai',
    print: 'Nyomtatás (A4)',
    receipt: 'Nyomtatás blokkra (80 mm)',
    details: /^Napzárás: /,
    notFound: 'Ez a napzárás nem található.',
    open: /zárása, /,
    staff: 'Munkatárs',
  },
  en: {
    nav: 'Back office menu',
    menu: 'Day close',
    counted: 'Cash counted (Ft)',
    submit: 'Close the day',
    confirm: 'Yes, close it',
    closed: 'The day is closed',
    list: 'Your past day closes',
    print: 'Print (A4)',
    receipt: 'Print receipt (80 mm)',
    details: /^Day close: /,
    notFound: 'This day close was not found.',
    open: /'s close, /,
    staff: 'Staff member',
  },
} as const;

test('a cashier closes the day, prints it, and reprints it from their list on A4 and on a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const language = 'hu';
  const text = texts[language];
  const account = await newCashier('Nyomtató Nóra');
  const cashier = await login(request, account);
  // A cash sale and a card sale, the buyer's name long enough to wrap.
  await deskSale(request, cashier, 0, 1, 'Hosszúnevű-Kiskunfélegyházi Bernadett Erzsébet Margit');
  await deskSale(request, cashier, 1, 2, 'Pénztári Piroska');
  await returningVisitor(page, language);
  await signedIn(page, request, account);
  await page.setViewportSize(desktop);

  await page.goto('/admin/day-close');
  await expect(page.getByRole('heading', { level: 2, name: text.list })).toBeVisible();
  await expect(page.getByText('Még nem zárt le napot.')).toBeVisible();
  await expect(page.getByLabel(text.staff, { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: text.counted }).fill('1');
  await page.getByRole('textbox', { name: text.counted }).press('Enter');
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.closed })).toBeVisible();
  const closes = (await (
    await request.get('/api/admin/box-office/day-closes', { headers: cashier })
  ).json()) as { items: { id: number }[] };
  const closeId = closes.items[0]?.id ?? 0;
  const close = (await (
    await request.get(`/api/admin/box-office/day-closes/${closeId}`, { headers: cashier })
  ).json()) as Close;
  expect(close.entries).toHaveLength(2);
  expect(close.difference).toBeLessThan(0);

  // Right after the close: both print buttons, by keyboard, each with the print dialog stubbed.
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { printed: string[] }).printed = calls;
    window.print = () => {
      calls.push(document.documentElement.getAttribute('data-print-format') ?? 'a4');
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.getByRole('button', { name: text.print }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text.receipt }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
    'a4',
    'receipt',
  ]);
  expect(
    await page.evaluate(() => document.documentElement.getAttribute('data-print-format')),
  ).toBeNull();
  await expectPrintedClose(page, close);
  await expectPdfs(page, 'day-close-print-closed', close);
  await keepScreenshot(page, 'day-close-print-closed-hu-desktop');

  // Later: the close from the cashier's own list, reprinted.
  await page.goto('/admin/day-close');
  const list = page.getByRole('region', { name: text.list });
  await expect(list.getByRole('link', { name: text.open })).toHaveCount(1);
  await expectNoA11yViolations(page, 'a cashier’s closes (hu, desktop)');
  await keepScreenshot(page, 'day-close-print-list-hu-desktop');
  await list.getByRole('link', { name: text.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/day-close/${closeId}$`));
  await expectNoA11yViolations(page, 'a cashier’s close (hu, desktop)');
  await keepScreenshot(page, 'day-close-print-details-hu-desktop');
  await expectPrintedClose(page, close);
  await expectPdfs(page, 'day-close-print-details', close);

  // On a phone too.
  await page.setViewportSize(phone);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
  await expectNoA11yViolations(page, 'a cashier’s close (hu, phone)');
  await keepScreenshot(page, 'day-close-print-details-hu-phone');
  await page.goto('/admin/day-close');
  await expect(
    page.getByRole('region', { name: text.list }).getByRole('link', { name: text.open }),
  ).toHaveCount(1);
  await expectNoA11yViolations(page, 'a cashier’s closes (hu, phone)');
  await keepScreenshot(page, 'day-close-print-list-hu-phone');
});

test('a cashier opens their own closes in English, and not another cashier’s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const text = texts[language];
  const account = await newCashier('Print Peter');
  const cashier = await login(request, account);
  await deskSale(request, cashier, 2, 1, 'Paper Pam');
  const own = await closeByApi(request, cashier, 200);
  const other = await login(request, await newCashier('Other Olga'));
  await deskSale(request, other, 3, 2, 'Someone Else');
  const theirs = await closeByApi(request, other);

  await returningVisitor(page, language);
  await signedIn(page, request, account);
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/day-close');
    const list = page.getByRole('region', { name: text.list });
    await expect(list.getByRole('link', { name: text.open })).toHaveCount(1);
    await expect(page.getByLabel(text.staff, { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, `a cashier’s closes (en, ${size})`);
    await keepScreenshot(page, `day-close-print-list-en-${size}`);
    await list.getByRole('link', { name: text.open }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text.details })).toBeVisible();
    await expect(page.getByRole('button', { name: text.receipt })).toBeVisible();
    await expectNoA11yViolations(page, `a cashier’s close (en, ${size})`);
    await keepScreenshot(page, `day-close-print-details-en-${size}`);
  }
  await expectPdfs(page, 'day-close-print-details-en', own);

  // Another cashier's close: not found, like one that does not exist.
  await page.goto(`/admin/day-close/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
  await expect(page.getByText('Other Olga')).toHaveCount(0);
  await expectNoA11yViolations(page, 'another cashier’s close (en, desktop)');
  await keepScreenshot(page, 'day-close-print-not-found-en-desktop');
});
