import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './admin-support';
import {
  answerCard,
  atDoor,
  codeField,
  desktop,
  doorPerformances,
  paidTickets,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// The door without a connection and WITHOUT a door list on the device (decision 0025; with a list
// it admits offline, door-offline.spec.ts, decision 0042): the offline state shows at once and
// says what to do; a code scanned meanwhile is NOT checked, stays listed as waiting (also across a
// reload), and is sent by itself when the server answers again, its answer shown. ("Send now" and
// the retry timing are covered by door-queue.test.ts, where time is in the test's hands.)
// axe on every state.

// A device without the door's app installed: no service worker, so the page's own requests are
// the ones these checks cut off (requests a service worker makes are not the page's to route).
test.use({ baseURL: shopOrigin, serviceWorkers: 'block' });

const checkInCall = '**/api/admin/check-in';

function pendingList(page: Page, language: 'hu' | 'en') {
  return page.getByRole('region', {
    name: language === 'hu' ? 'Elküldésre váró kódok' : 'Codes waiting to be sent',
  });
}

function offlineBanner(page: Page, language: 'hu' | 'en') {
  return page.getByRole('alert').filter({
    hasText: language === 'hu' ? 'Nincs kapcsolat a szerverrel' : 'No connection to the server',
  });
}

async function admissionsOf(code: string): Promise<number> {
  return withDatabase(async (client) => {
    const result = await client.query<{ admitted: number }>(
      'select count(checked_in_at)::int as admitted from tickets where code = $1',
      [code],
    );
    return result.rows[0]?.admitted ?? 0;
  });
}

test('the server cannot be reached (en, desktop): codes kept across a reload, sent when it answers', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const choices = await doorPerformances(request);
  const { event, ticket } = choices[3]!;
  const [only] = await paidTickets(browser, request, [{ ticket, count: 1 }]);
  await page.setViewportSize(desktop);
  await returningVisitor(page, 'en');
  await atDoor(page, 'Side door');
  await signedInAs(page, request, 'cashier');
  // This device never gets the door list (the list is what lets a door admit offline).
  await page.route('**/door-list', (route) => route.abort('connectionrefused'));
  await page.goto(`/admin/check-in/${event.id}`);
  await expect(codeField(page, 'en')).toBeFocused();

  // The network is up but the check-in call fails: the offline state at once, the code kept.
  await page.route(checkInCall, (route) => route.abort('connectionrefused'));
  await typeCode(page, only!.code, 'en');
  const card = answerCard(page, 'en');
  await expect(card).toHaveAttribute('data-result', 'offline');
  await expect(card.getByText('Not checked!', { exact: true })).toBeVisible();
  const banner = offlineBanner(page, 'en');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('box office');
  await expect(banner).not.toContainText('ticket list');
  const waiting = pendingList(page, 'en');
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByRole('listitem').first()).toContainText(only!.code);
  await expectNoA11yViolations(page, 'the server cannot be reached (en, desktop)');
  await keepScreenshot(page, 'check-in-offline-waiting-en-desktop');

  // A reload keeps the waiting code.
  await page.reload();
  await expect(pendingList(page, 'en').getByRole('listitem')).toHaveCount(1);
  await expect(pendingList(page, 'en')).toContainText(only!.code);
  expect(await admissionsOf(only!.code)).toBe(0);

  await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible();

  // The server answers again: the code is sent by itself, its answer shown, the list empty.
  await page.unroute(checkInCall);
  await expect(card).toHaveAttribute('data-result', 'admitted', { timeout: 45_000 });
  await expect(card.getByText('Admit', { exact: true })).toBeVisible();
  await expect(pendingList(page, 'en')).toHaveCount(0);
  await expect(offlineBanner(page, 'en')).toHaveCount(0);
  expect(await admissionsOf(only!.code)).toBe(1);
  await expectNoA11yViolations(page, 'sent after the server came back (en, desktop)');
});
