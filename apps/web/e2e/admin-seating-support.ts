import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { login, staffAccounts } from './admin-support';
import { keepScreenshot, viewports } from './support';

// Reserved seating in the back office: a seated performance to work on, its seats as the
// programme reads them, and the screenshots of its screens in both languages at both sizes.

export interface AdminSeat {
  id: number;
  section: string;
  row: string;
  label: string;
  block: number;
  ticket_type_id: number | null;
  blocked_reason: string | null;
  status: 'free' | 'held' | 'sold' | 'blocked';
}

export interface AdminSeats {
  seats: AdminSeat[];
  ticket_types: { id: number; name: string; price: number; zones: number[] | null }[];
}

/**
 * A seated performance on sale with free seats, counted from the end of the programme (the
 * shop's seat journeys take the first ones), so that journeys running side by side never meet.
 */
export async function seatedFromEnd(request: APIRequestContext, index: number): Promise<number> {
  const reply = await request.get('/api/events');
  const events = (
    (await reply.json()) as {
      id: number;
      seated: boolean;
      on_sale: boolean;
      sold_out: boolean;
      vip_only?: boolean;
    }[]
  ).filter((event) => event.seated && event.on_sale && !event.sold_out && !event.vip_only);
  const event = events[events.length - 1 - index];
  if (!event || events.length < 4) throw new Error('not enough seated performances on sale');
  return event.id;
}

export async function adminSeats(request: APIRequestContext, eventId: number): Promise<AdminSeats> {
  const staff = await login(request, staffAccounts.admin);
  const reply = await request.get(`/api/admin/performances/${eventId}/seats`, { headers: staff });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as AdminSeats;
}

/** Sets the seats' zones and blocks through the API (to put back what a journey changed). */
export async function assignSeats(
  request: APIRequestContext,
  eventId: number,
  changes: { seat_ids: number[]; ticket_type_id?: number | null; blocked_reason?: string | null }[],
): Promise<void> {
  const staff = await login(request, staffAccounts.admin);
  const reply = await request.post(`/api/admin/performances/${eventId}/seats`, {
    headers: staff,
    data: { changes },
  });
  expect(reply.status()).toBe(200);
}

/** The seats of one row (and block) in order, every one free and zoned, at least `count`. */
export function freeRun(data: AdminSeats, count: number, skip = 0): AdminSeat[] {
  const rows = new Map<string, AdminSeat[]>();
  for (const seat of data.seats) {
    const key = `${seat.section}|${seat.row}|${String(seat.block)}`;
    rows.set(key, [...(rows.get(key) ?? []), seat]);
  }
  const runs = [...rows.values()].filter(
    (seats) =>
      seats.length >= count &&
      seats.every((seat) => seat.status === 'free' && seat.ticket_type_id !== null),
  );
  const run = runs[skip];
  if (!run) throw new Error(`no row of ${String(count)} free seats`);
  return run;
}

/** The seat's name as the map's tooltip says it ("Földszint, 5. sor, 12. szék – …"). */
export async function seatNameOnMap(page: Page, seatId: number): Promise<string> {
  const title = await page
    .getByTestId('seat-map')
    .locator(`[data-seat-id="${seatId}"] title`)
    .textContent();
  return (title ?? '').split(' – ')[0] ?? '';
}

/** Switches the interface language (kept in the browser) and reloads the page. */
export async function switchLanguage(page: Page, language: 'hu' | 'en'): Promise<void> {
  await page.evaluate((lang) => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: lang }, version: 0 }),
    );
  }, language);
  await page.reload();
}

/** Screenshots at 390 px and 1280 px wide (full page), then back to the size it had. */
export async function seatingShots(page: Page, name: string, language: string): Promise<void> {
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await keepScreenshot(page, `seating-${name}-${language}-${size}`);
  }
  if (before) await page.setViewportSize(before);
}
