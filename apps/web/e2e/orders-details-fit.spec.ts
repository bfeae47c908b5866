import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { shopOrigin } from './checkout-support';
import { apiOrder, freshBuyer, ordersSection } from './orders-support';
import {
  expectNoA11yViolations,
  returningVisitor,
  screenshotDir,
  screenshotsKept,
  sizeFor,
  viewports,
} from './support';

// The order-details modal of the order history fits its screen: on a 390 px phone every name and
// value is inside the panel (each value under its name), nothing cut off or scrolled sideways, in
// Hungarian and English; on a desktop likewise. axe on each.

test.use({ baseURL: shopOrigin });

/** Whatever sticks out of the modal's panel, or is cut off inside its own box. */
async function overflowOf(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const problems: string[] = [];
    if (panel.scrollWidth > panel.clientWidth + 1) {
      problems.push(`the panel scrolls sideways (${panel.scrollWidth} > ${panel.clientWidth})`);
    }
    for (const element of panel.querySelectorAll<HTMLElement>('dt, dd, th, td, button, span')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        problems.push(
          `${name} runs past the panel (${rect.left}–${rect.right} of ${box.left}–${box.right})`,
        );
      }
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflow !== 'visible'
      ) {
        problems.push(`${name} is cut off (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return problems;
  });
}

for (const language of ['hu', 'en'] as const) {
  test(`the order details fit a phone and a desktop (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const hu = language === 'hu';
    await returningVisitor(page, language);
    const session = await freshBuyer(page, request);
    const orderId = await apiOrder(request, hu ? 12 : 13, { token: session.token }, { language });
    const details = hu ? `Részletek, ${orderId} számú rendelés` : `Details, order ${orderId}`;
    const dialog = page.getByRole('dialog', { name: hu ? 'Rendelés részletei' : 'Order details' });

    for (const viewport of [sizeFor(language)]) {
      await page.setViewportSize(viewports[viewport]);
      await page.goto('/profile');
      await ordersSection(page, language)
        .getByRole('button', { name: details })
        .filter({ visible: true })
        .first()
        .click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('table', { name: hu ? 'Tételek' : 'Items' })).toBeVisible();
      await expect(dialog.getByText(String(orderId), { exact: true })).toBeVisible();
      const panel = page.locator('.mantine-Modal-content');
      expect(await overflowOf(panel), `the details on a ${viewport}`).toEqual([]);
      if (viewport === 'phone') {
        // Each value under its name: the name's box above the value's.
        const row = dialog.locator('dl > div').filter({
          has: page.getByText(hu ? 'Fizetési állapot' : 'Payment status', { exact: true }),
        });
        const name = await row.locator('dt').boundingBox();
        const value = await row.locator('dd').boundingBox();
        expect(value!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
      }
      await expectNoA11yViolations(page, `order details ${language} ${viewport}`);
      // The modal as the screen shows it: its top, then scrolled to its end (the items).
      if (screenshotsKept)
        await page.screenshot({
          path: path.join(screenshotDir, `orders-details-fit-${language}-${viewport}.png`),
        });
      await dialog.getByRole('table').scrollIntoViewIfNeeded();
      if (screenshotsKept)
        await page.screenshot({
          path: path.join(screenshotDir, `orders-details-fit-${language}-${viewport}-end.png`),
        });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
