import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotDir, viewports } from './support';

// The day-close print journeys' set-up and checks: a cashier of their own with desk sales, a close
// through the API, and what the printed close must hold (every amount in full, A4 and receipt).

export const desktop = { width: 1280, height: 800 };
export const phone = viewports.phone;

export interface Close {
  id: number;
  cash_taken: number;
  card_taken: number;
  cash_refunded: number;
  card_refunded: number;
  expected_cash: number;
  counted_cash: number;
  difference: number;
  entries: { amount: number; kind: string }[];
}

/** Closes the cashier's day through the API (counting `short` forints less than expected). */
export async function closeByApi(
  request: APIRequestContext,
  cashier: Record<string, string>,
  short = 0,
): Promise<Close> {
  const report = (await (
    await request.get('/api/admin/box-office/cash-report', { headers: cashier })
  ).json()) as { previous_close_id: number | null; expected_cash: number };
  const closed = await request.post('/api/admin/box-office/day-closes', {
    data: {
      previous_close_id: report.previous_close_id,
      counted_cash: Math.max(0, report.expected_cash - short),
    },
    headers: cashier,
  });
  expect(closed.status(), await closed.text()).toBe(201);
  return (await closed.json()) as Close;
}

/**
 * Every amount a close shows, as the page writes it ("12 345 Ft", spaces made plain), once for
 * each place it stands: the figures, the cash counted and each sale or refund.
 */
export function amountsOf(close: Close): string[] {
  const price = (forints: number) => `${new Intl.NumberFormat('hu-HU').format(forints)} Ft`;
  const figures = [
    close.cash_taken,
    close.card_taken,
    close.cash_refunded,
    close.card_refunded,
    close.expected_cash,
    close.counted_cash,
    ...close.entries.map((entry) => (entry.kind === 'refund' ? -entry.amount : entry.amount)),
  ];
  return figures.map((figure) => plain(price(figure)));
}

/**
 * How often `amount` stands in `text` as a whole amount: the amounts are read as Hungarian
 * writes them (groups of three from five digits on), so "1 10 190 Ft" (a ticket count beside
 * an amount) reads as 10 190 Ft, and 190 Ft is not found in 10 190 Ft.
 */
export function timesIn(text: string, amount: string): number {
  const amounts = text.match(/(?<![\d-])-?(?:\d{1,3}(?: \d{3})+|\d{1,4}) Ft/g) ?? [];
  return amounts.filter((one) => one === amount).length;
}

/** Every amount of the close in full, as often as the close shows it. */
export function expectEveryAmount(text: string, close: Close, context: string): void {
  const amounts = amountsOf(close);
  for (const amount of new Set(amounts)) {
    const times = amounts.filter((one) => one === amount).length;
    expect(timesIn(text, amount), `${context}: ${amount}`).toBeGreaterThanOrEqual(times);
  }
}

export const plain = (text: string) =>
  text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\u2212/g, '-');

/**
 * The page printed to a PDF at the size its CSS asks for (A4, or the 80 mm receipt while the
 * receipt button's attribute is on <html>): answers the first page's size in points and the text.
 * The PDF's first page is kept as a PNG next to the screenshots, to be looked at.
 */
export async function printed(
  page: Page,
  name: string,
  format: 'a4' | 'receipt',
): Promise<{ sizes: number[][]; pages: number; text: string }> {
  await page.evaluate((receipt) => {
    if (receipt) document.documentElement.setAttribute('data-print-format', 'receipt');
    else document.documentElement.removeAttribute('data-print-format');
  }, format === 'receipt');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.evaluate(() => {
    document.documentElement.removeAttribute('data-print-format');
  });
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    file,
    file.replace(/\.pdf$/, ''),
  ]);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
  );
  // Every page's size: a page of another size (a blank A4 after a receipt) fails the check.
  const sizes = [
    ...execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], {
      encoding: 'utf8',
    }).matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g),
  ].map((match) => [Math.round(Number(match[1])), Math.round(Number(match[2]))]);
  return {
    sizes,
    pages,
    text: plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })),
  };
}

/**
 * On paper (print media): the close and its amounts; the menu, the header, the buttons and the
 * back link, shown on screen, are hidden.
 */
export async function expectPrintedClose(page: Page, close: Close): Promise<void> {
  const chrome = [
    page.locator('#admin-navbar'),
    page.locator('header.mantine-AppShell-header'),
    page.locator('main button').first(),
    page.locator('main button').last(),
  ];
  await page.setViewportSize(desktop);
  for (const part of chrome) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
  for (const link of await page.locator('main a').all()) {
    // A link left on paper is an order number, printed as plain text.
    if (await link.isVisible()) expect(await link.innerText()).toMatch(/^\d+$/);
  }
  for (const amount of amountsOf(close)) {
    await expect(
      page.locator('main').getByText(amount).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  await page.emulateMedia({ media: null });
}

/** Both paper formats: A4 and the 80 mm receipt, every amount in full on each. */
export async function expectPdfs(page: Page, name: string, close: Close): Promise<void> {
  const a4 = await printed(page, `${name}-a4`, 'a4');
  expect(a4.sizes).toEqual(Array.from({ length: a4.pages }, () => [595, 842]));
  const receipt = await printed(page, `${name}-receipt`, 'receipt');
  expect(receipt.sizes.map(([width]) => width)).toEqual(
    Array.from({ length: receipt.pages }, () => 227),
  );
  expectEveryAmount(a4.text, close, `${name} on A4`);
  expectEveryAmount(receipt.text, close, `${name} on a receipt`);
  // No menu or buttons on paper.
  for (const text of [a4.text, receipt.text]) {
    expect(text).not.toMatch(/Pénztár\s+Napzárás\s+|Nyomtatás|Print \(A4\)|Print receipt/);
  }
}
