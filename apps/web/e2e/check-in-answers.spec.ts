import { expect, test } from '@playwright/test';
import { seatName, type SeatOfLine } from '@theatre/contracts';
import { signedInAs } from './admin-support';
import {
  answer,
  answerCard,
  atDoor,
  codeField,
  doorPerformances,
  paidTickets,
  phone,
  sloppy,
  typeCode,
  withDatabase,
} from './check-in-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, keepScreenshot, returningVisitor } from './support';

// The door's big card always shows the LATEST scan (decision 0025): a valid ticket, then a
// truncated code, then a code no ticket has. Each replaces the card before it, in colour, icon and
// words, and is announced; the admitted card names the ticket type, so a concession can be checked,
// and the seat of a seated performance's ticket.
// On a phone, at arm's length; axe on every card, in Hungarian and English.

test.use({ baseURL: shopOrigin });

/** The seat a ticket was sold for, named as the door names it. */
async function seatOf(code: string, language: 'hu' | 'en'): Promise<string> {
  const stored = await withDatabase(async (client) => {
    const result = await client.query<{ seat: SeatOfLine | null }>(
      'select i.seat from tickets t join order_items i on i.id = t.order_item_id where t.code = $1',
      [code],
    );
    return result.rows[0]?.seat ?? null;
  });
  expect(stored, 'the ticket of a seated performance names its seat').not.toBeNull();
  return seatName(stored!, language);
}

/** The card's background, as the browser paints it. */
const green = 'rgb(30, 123, 52)';
const red = 'rgb(201, 42, 42)';

for (const language of ['hu', 'en'] as const) {
  test(`the card shows the latest scan: valid, truncated, unknown (${language}, phone)`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const hu = language === 'hu';
    const choices = await doorPerformances(request);
    // A seated performance's student ticket: the card names the type and the seat.
    const choice = choices.find((item) => item.concession && item.event.seated);
    if (!choice) throw new Error('no seated performance with a student ticket at the door');
    const type = choice.concession ?? choice.ticket;
    const [valid] = await paidTickets(browser, request, [{ ticket: type, count: 1 }]);
    await page.setViewportSize(phone);
    await returningVisitor(page, language);
    await atDoor(page, hu ? 'Főbejárat' : 'Main entrance');
    await signedInAs(page, request, 'cashier');
    await page.goto(`/admin/check-in/${choice.event.id}`);
    await expect(codeField(page, language)).toBeFocused();

    const region = answer(page, language);
    const card = answerCard(page, language);
    const live = page.locator('[aria-live="assertive"]');

    // A valid ticket: green, "may enter", and its type in words.
    await typeCode(page, sloppy(valid!.code), language);
    await expect(card).toHaveAttribute('data-result', 'admitted');
    await expect(card).toHaveCSS('background-color', green);
    await expect(card.getByText(hu ? 'Beléphet' : 'Admit', { exact: true })).toBeVisible();
    const typeName = hu ? type.name : type.name_translations.en || type.name;
    await expect(card.getByText(typeName, { exact: true })).toBeVisible();
    await expect(card).toContainText(hu ? 'Jegytípus' : 'Ticket type');
    await expect(live).toContainText(typeName);
    await expect(card).toContainText(
      `${hu ? 'Hely' : 'Seat'}: ${await seatOf(valid!.code, language)}`,
    );
    await expectNoA11yViolations(page, `admitted (${language}, phone)`);
    await keepScreenshot(page, `check-in-card-admitted-${language}-phone`);

    // The same code with its last characters lost: the green card goes; a red one says why.
    const truncated = valid!.code.slice(0, -3);
    await typeCode(page, truncated, language);
    await expect(card).toHaveAttribute('data-result', 'invalid');
    await expect(card).toHaveCSS('background-color', red);
    await expect(
      card.getByText(hu ? 'Érvénytelen kód' : 'Invalid code', { exact: true }),
    ).toBeVisible();
    await expect(region.getByText(hu ? 'Beléphet' : 'Admit', { exact: true })).toHaveCount(0);
    await expect(region).not.toContainText(typeName);
    await expect(card).toContainText(truncated.toUpperCase());
    await expect(live).toContainText(hu ? 'Érvénytelen kód' : 'Invalid code');
    await expectNoA11yViolations(page, `a truncated code (${language}, phone)`);
    await keepScreenshot(page, `check-in-card-invalid-${language}-phone`);

    // A well-formed code no ticket has: red again, "unknown ticket".
    await codeField(page, language).fill('');
    await typeCode(page, 'zzzz-zzzz-zzzz-zzz1', language);
    await expect(card).toHaveAttribute('data-result', 'unknown');
    await expect(card).toHaveCSS('background-color', red);
    await expect(
      card.getByText(hu ? 'Ismeretlen jegy' : 'Unknown ticket', { exact: true }),
    ).toBeVisible();
    await expect(card).toContainText('ZZZZ-ZZZZ-ZZZZ-ZZZ1');
    await expect(live).toContainText(hu ? 'Ismeretlen jegy' : 'Unknown ticket');
    await expectNoA11yViolations(page, `an unknown code (${language}, phone)`);
    await keepScreenshot(page, `check-in-card-unknown-${language}-phone`);

    // Each scan is in the list, newest first.
    const recent = page.getByRole('region', {
      name: hu ? 'Legutóbbi beolvasások' : 'Recent scans',
    });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').nth(1)).toContainText(
      hu ? 'Érvénytelen kód' : 'Invalid code',
    );
  });
}
