import { expect, test } from '@playwright/test';
import { signedInAs } from './admin-support';
import {
  answer,
  cancelTicket,
  desktop,
  doorPerformances,
  doorShot,
  paidTickets,
  phone,
  sloppy,
  typeCode,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Every screen of the door (decision 0016), in Hungarian and English, on a phone and a desktop:
// the picker, the door question and every answer (admitted, already used, another performance's
// ticket, cancelled, unknown, decided on the device without a connection), axe-clean, each kept as a screenshot.

test.use({ baseURL: shopOrigin });

test.describe('door check-in', () => {
  for (const language of ['hu', 'en'] as const) {
    test(`every answer on a phone and a desktop, axe-clean (${language})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      const hu = language === 'hu';
      const choices = await doorPerformances(request);
      const here = choices[language === 'hu' ? 0 : 1]!;
      const there = choices[language === 'hu' ? 1 : 0]!;
      const tickets = await paidTickets(browser, request, [
        { ticket: here.ticket, count: 3 },
        { ticket: there.ticket, count: 1 },
      ]);
      const mine = tickets.filter((item) => item.event_id === here.event.id);
      const elsewhere = tickets.find((item) => item.event_id === there.event.id)!;
      const cancelled = mine[2]!;
      await cancelTicket(cancelled.code);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'cashier');
      const result = answer(page, language);
      const words = hu
        ? [
            'Beléphet',
            'Már felhasználva',
            'Másik előadásra szól',
            'Érvénytelenített jegy',
            'Ismeretlen jegy',
          ]
        : [
            'Admit',
            'Already used',
            'Ticket for another performance',
            'Cancelled ticket',
            'Unknown ticket',
          ];

      for (const [index, [size, viewport]] of (
        [
          ['phone', phone],
          ['desktop', desktop],
        ] as const
      ).entries()) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/check-in');
        await expect(page.locator(`a[href="/admin/check-in/${here.event.id}"]`)).toBeVisible();
        await expectNoA11yViolations(page, `the picker (${language}, ${size})`);
        await doorShot(page, `picker-${language}-${size}`);
        await page.locator(`a[href="/admin/check-in/${here.event.id}"]`).click();
        if (index === 0) {
          const doorField = page.getByRole('combobox', {
            name: hu ? 'A bejárat neve' : "The door's name",
          });
          await expect(doorField).toBeFocused();
          await expectNoA11yViolations(page, `the door question (${language}, ${size})`);
          await doorShot(page, `door-${language}-${size}`);
          await page.keyboard.type(hu ? 'Főbejárat' : 'Main entrance');
          await page.keyboard.press('Enter');
        }

        const states: [string, string, string][] = [
          ['admitted', mine[index]!.code, words[0]!],
          ['already-used', mine[index]!.code, words[1]!],
          ['wrong-event', elsewhere.code, words[2]!],
          ['cancelled', cancelled.code, words[3]!],
          ['unknown', 'ZZZZ-ZZZZ-ZZZZ-ZZZ1', words[4]!],
        ];
        for (const [state, code, word] of states) {
          await typeCode(page, sloppy(code), language);
          await expect(result.getByText(word, { exact: true })).toBeVisible();
          await expectNoA11yViolations(page, `${state} (${language}, ${size})`);
          await doorShot(page, `${state}-${language}-${size}`);
        }
        // The server stops answering: the device decides from its door list (decision 0042). The
        // ticket it admitted online a moment ago is already used here too, not admitted twice.
        await expect
          .poll(() =>
            page.evaluate(
              (id) => localStorage.getItem(`jegy-door-list-${String(id)}`) !== null,
              here.event.id,
            ),
          )
          .toBe(true);
        await page.route('**/api/admin/check-in', (route) => route.abort('internetdisconnected'));
        await typeCode(page, mine[index]!.code, language);
        await expect(result.getByText(words[1]!, { exact: true })).toBeVisible();
        await expect(result).toContainText(
          hu
            ? 'Kapcsolat nélkül, ezen az eszközön döntve'
            : 'Decided on this device, without a connection',
        );
        await expectNoA11yViolations(page, `decided offline (${language}, ${size})`);
        await doorShot(page, `offline-${language}-${size}`);
        await page.unroute('**/api/admin/check-in');
      }
    });
  }
});
