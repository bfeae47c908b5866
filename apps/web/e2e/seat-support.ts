import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

// What the seat journeys share: a seated performance of the demo on sale, a seat's name as the map
// tells it, and a free seat picked on the map.

const expect = baseExpect.configure({ timeout: 30_000 });

export interface Summary {
  id: number;
  url: string;
  seated: boolean;
  on_sale: boolean;
  sold_out: boolean;
  vip_only?: boolean;
}

/** Seated performances on sale with free seats: each test takes its own, so they never meet. */
export async function seatedEvent(request: APIRequestContext, index: number): Promise<Summary> {
  const reply = await request.get('/api/events');
  const events = ((await reply.json()) as Summary[]).filter(
    (event) => event.seated && event.on_sale && !event.sold_out && !event.vip_only,
  );
  const event = events[index];
  if (!event) throw new Error(`no seated performance number ${String(index)}`);
  return event;
}

/** The seat's name as its tooltip says it ("Földszint, 5. sor, 12. szék – 9 900 Ft (Szabad)"). */
export async function seatName(page: Page, seatId: string): Promise<string> {
  const title = await page.locator(`[data-seat-id="${seatId}"] title`).textContent();
  return (title ?? '').split(' – ')[0] ?? '';
}

/** Picks a free seat on the map by a tap or a click and waits until it is the visitor's. */
export async function pickFreeSeat(page: Page, skip: readonly string[]): Promise<string> {
  const free = page.getByTestId('seat-map').locator('[data-status="free"]');
  const count = await free.count();
  for (let index = 0; index < count; index += 1) {
    const seat = free.nth(index);
    const id = (await seat.getAttribute('data-seat-id')) ?? '';
    if (skip.includes(id)) continue;
    await seat.click();
    await expect(page.locator(`[data-seat-id="${id}"]`).first()).toHaveAttribute(
      'data-status',
      'mine',
    );
    return id;
  }
  throw new Error('no free seat on the map');
}
