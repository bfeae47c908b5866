import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signedInAs } from './admin-support';
import {
  answerCard,
  atDoor,
  cancelTicket,
  codeField,
  desktop,
  doorPerformances,
  doorShot,
  paidTickets,
  phone,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// The door offline (decision 0042): a door keeps its performance's list, opens again after a
// reload without a connection (the service worker), admits from the list (each code once on the
// device), says since when it is offline and how many admissions wait, and sends them when the
// connection returns. Two devices admit one ticket: the earlier admission by the devices' times
// wins, the later is flagged and both doors list the conflict. axe on the offline states and the
// conflict, in Hungarian (phone) and English (desktop).

test.use({ baseURL: shopOrigin });

function banner(page: Page, language: 'hu' | 'en') {
  return page.getByRole('alert').filter({
    hasText: language === 'hu' ? 'Offline' : 'Offline since',
  });
}

function conflicts(page: Page, language: 'hu' | 'en') {
  return page.getByRole('region', {
    name: language === 'hu' ? /kétszer beléptetve/ : /admitted twice/,
  });
}

/** The door is ready to work offline: its list kept, its page and files with the worker. */
async function readyOffline(page: Page, eventId: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((id) => localStorage.getItem(`jegy-door-list-${id}`) !== null, eventId),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('jegy-door-v1');
        return (
          navigator.serviceWorker.controller !== null &&
          (await cache.match('/admin/')) !== undefined
        );
      }),
    )
    .toBe(true);
}

async function admissionOf(code: string) {
  return withDatabase(async (client) => {
    const result = await client.query<{ door: string | null }>(
      'select checked_in_door as door from tickets where code = $1',
      [code],
    );
    return result.rows[0]?.door ?? null;
  });
}

async function door(context: BrowserContext, language: 'hu' | 'en', name: string) {
  const page = await context.newPage();
  await returningVisitor(page, language);
  await atDoor(page, name);
  return page;
}

test('two doors, one offline after a reload: admits from its list, syncs, the conflict is flagged', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const choices = await doorPerformances(request);
  const { event, ticket } = choices[1]!;
  const [first, shared, cancelled, other] = await paidTickets(browser, request, [
    { ticket, count: 4 },
  ]);
  await cancelTicket(cancelled!.code);
  const contextA = await browser.newContext({ baseURL: shopOrigin });
  const contextB = await browser.newContext({ baseURL: shopOrigin });
  try {
    // Device A (Hungarian, a phone) opens the door online: it keeps the list and the app.
    const a = await door(contextA, 'hu', 'Főbejárat');
    await a.setViewportSize(phone);
    await signedInAs(a, request, 'cashier');
    await a.goto(`/admin/check-in/${event.id}`);
    await expect(codeField(a)).toBeVisible({ timeout: 30_000 });
    await expect(codeField(a)).toBeFocused();
    await readyOffline(a, event.id);
    await expect(banner(a, 'hu')).toHaveCount(0);

    // The connection drops, and the page is reloaded: the door opens and says since when.
    await contextA.setOffline(true);
    await a.reload();
    await expect(codeField(a)).toBeVisible({ timeout: 60_000 });
    await expect(codeField(a)).toBeFocused();
    await expect(banner(a, 'hu')).toContainText(/Offline \d{1,2}:\d{2} óta/);
    await expect(banner(a, 'hu')).toContainText('0 belépés vár elküldésre');

    // Admitted from the list, marked as decided offline; once only on this device.
    await typeCode(a, first!.code);
    const card = answerCard(a);
    await expect(card).toHaveAttribute('data-result', 'admitted');
    await expect(card).toContainText('Kapcsolat nélkül, ezen az eszközön döntve');
    await expect(card).toContainText(ticket.name);
    await typeCode(a, first!.code);
    await expect(card).toHaveAttribute('data-result', 'already_used');
    await typeCode(a, cancelled!.code);
    await expect(card).toHaveAttribute('data-result', 'cancelled');
    await typeCode(a, 'ZZZZ-ZZZZ-ZZZZ-ZZZ1');
    await expect(card).toHaveAttribute('data-result', 'unknown');
    await typeCode(a, shared!.code);
    await expect(card).toHaveAttribute('data-result', 'admitted');
    await expect(banner(a, 'hu')).toContainText('2 belépés vár elküldésre');
    await expectNoA11yViolations(a, 'the door offline after a reload (hu, phone)');
    await doorShot(a, 'offline-list-hu-phone');
    await a.setViewportSize(desktop);
    await doorShot(a, 'offline-list-hu-desktop');
    expect(await admissionOf(first!.code)).toBeNull();

    // Device B (English, a desktop), online, admits the shared ticket later.
    const b = await door(contextB, 'en', 'Side door');
    await b.setViewportSize(desktop);
    await signedInAs(b, request, 'cashier');
    await b.goto(`/admin/check-in/${event.id}`);
    await expect(codeField(b, 'en')).toBeVisible({ timeout: 60_000 });
    await typeCode(b, shared!.code, 'en');
    await expect(answerCard(b, 'en')).toHaveAttribute('data-result', 'admitted');
    expect(await admissionOf(shared!.code)).toBe('Side door');

    // B loses its connection too and reloads: English offline state, an admission of its own.
    await readyOffline(b, event.id);
    await contextB.setOffline(true);
    await b.reload();
    await expect(codeField(b, 'en')).toBeVisible({ timeout: 60_000 });
    await expect(banner(b, 'en')).toContainText('0 admissions waiting to be sent');
    await typeCode(b, other!.code, 'en');
    await expect(answerCard(b, 'en')).toHaveAttribute('data-result', 'admitted');
    await expect(answerCard(b, 'en')).toContainText('Decided on this device');
    await expect(banner(b, 'en')).toContainText('1 admission waiting to be sent');
    await expectNoA11yViolations(b, 'the door offline after a reload (en, desktop)');
    await doorShot(b, 'offline-list-en-desktop');
    await b.setViewportSize(phone);
    await doorShot(b, 'offline-list-en-phone');
    await contextB.setOffline(false);
    await expect(banner(b, 'en')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => admissionOf(other!.code), { timeout: 30_000 }).toBe('Side door');

    // A is back: its admissions go; its earlier admission of the shared ticket wins.
    await contextA.setOffline(false);
    await expect(banner(a, 'hu')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => admissionOf(first!.code), { timeout: 30_000 }).toBe('Főbejárat');
    expect(await admissionOf(shared!.code)).toBe('Főbejárat');
    const flagged = conflicts(a, 'hu');
    await expect(flagged).toBeVisible({ timeout: 30_000 });
    await expect(flagged).toContainText(shared!.code);
    await expect(flagged).toContainText('Side door');
    await expect(flagged).toContainText('Érvényes belépés');
    await expectNoA11yViolations(a, 'the conflict listed (hu, desktop)');
    await doorShot(a, 'conflict-hu-desktop');
    await a.setViewportSize(phone);
    await doorShot(a, 'conflict-hu-phone');

    // B sees it too, in English.
    await b.reload();
    await expect(codeField(b, 'en')).toBeVisible({ timeout: 60_000 });
    await expect(conflicts(b, 'en')).toContainText(shared!.code);
    await expect(conflicts(b, 'en')).toContainText('Admission that counts');
    await expectNoA11yViolations(b, 'the conflict listed (en, phone)');
    await doorShot(b, 'conflict-en-phone');
    await b.setViewportSize(desktop);
    await doorShot(b, 'conflict-en-desktop');
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
