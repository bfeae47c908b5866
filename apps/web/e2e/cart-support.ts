import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { escaped, keepScreenshot as keepFullPage } from './support';

// What the cart journeys share: a performance with tickets to spare, the held key, the language
// switch, adding from the event page, and screenshots from the top of the page.

export interface Summary {
  id: number;
  url: string;
  name: string;
  name_translations: { en: string };
  sold_out: boolean;
  on_sale: boolean;
  vip_only: boolean;
  /** Sold by seat on the hall's map (a ticket type's + adds nothing there). */
  seated: boolean;
}

export interface Ticket {
  id: number;
  name: string;
  name_translations: { en: string };
  quantity: number;
  sold_out: boolean;
  vip_only: boolean;
}

export interface Choice {
  event: Summary;
  ticket: Ticket;
}

/**
 * An on-sale public performance with a ticket type that has tickets to spare: of general admission
 * (sold by ticket type, its event page a table of + buttons) unless `anySeating` (journeys that
 * hold through the API: holdTicketThroughApi takes a seat there). `nth` spreads the journeys over
 * performances, so parallel journeys' holds do not meet.
 */
export async function performance(
  request: APIRequestContext,
  nth: number,
  options: { anySeating?: boolean } = {},
): Promise<Choice> {
  const events = (await (await request.get('/api/events')).json()) as Summary[];
  const onSale = events.filter((event) => event.on_sale && !event.sold_out && !event.vip_only);
  // The last two of general admission are the hold-limit journey's: it fills this machine's
  // allowance there, which would ask any other journey's API add for a challenge.
  const reserved = new Set(
    onSale
      .filter((event) => !event.seated)
      .slice(-2)
      .map((event) => event.id),
  );
  const open = onSale.filter(
    (event) => !reserved.has(event.id) && (options.anySeating === true || !event.seated),
  );
  const choices: Choice[] = [];
  for (const event of open) {
    const tickets = (await (
      await request.get(`/api/events/${event.id}/ticket-infos`)
    ).json()) as Ticket[];
    const ticket = tickets.find((t) => !t.vip_only && !t.sold_out && t.quantity >= 20);
    if (ticket) choices.push({ event, ticket });
    if (choices.length > nth) break;
  }
  const choice = choices[nth % Math.max(1, choices.length)];
  if (!choice) throw new Error('no performance with tickets to spare in the demo season');
  return choice;
}

/** From the top: a full-page picture of a scrolled page would show the sticky header mid-page. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await keepFullPage(page, name);
}

/** The cart key the browser holds (the persisted cart store). */
export async function heldKey(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('jegy-cart');
    if (!raw) return null;
    return (JSON.parse(raw) as { state: { key: string | null } }).state.key;
  });
}

export async function switchToEnglish(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem(
      'jegy-language',
      JSON.stringify({ state: { language: 'en' }, version: 0 }),
    );
  });
  await page.reload();
}

/** Adds one ticket from the event page and waits for the confirmation. */
export async function addFromEventPage(
  page: Page,
  ticketName: string,
  toast: string,
): Promise<void> {
  const reloaded = page.waitForResponse(
    (response) => response.url().includes('/ticket-infos') && response.ok(),
  );
  await page.getByRole('button', { name: new RegExp(`: ${escaped(ticketName)}$`) }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
  // Availability changed: the event page reloads its ticket types.
  await reloaded;
}

/**
 * Holds one ticket of a type in a cart through the API (`channel` sale: the box office's): an add
 * for general admission; on a seated performance (409 seat_selection_required) the best available
 * seat of that price.
 */
export async function holdTicketThroughApi(
  request: APIRequestContext,
  key: string,
  ticketTypeId: number,
  headers: Record<string, string>,
  channel: 'cart' | 'sale' = 'cart',
): Promise<void> {
  const added = await request.post(`/api/${channel}/${key}/add`, {
    data: { id: ticketTypeId, cart_key: key },
    headers,
  });
  if (added.status() === 409) {
    const body = (await added.json()) as { code?: string };
    if (body.code === 'seat_selection_required') {
      const seat = await request.post(`/api/${channel}/${key}/best-available`, {
        data: { ticket_type_id: ticketTypeId, quantity: 1, cart_key: key },
        headers,
      });
      expect(seat.ok(), await seat.text()).toBe(true);
      return;
    }
  }
  expect(added.ok(), await added.text()).toBe(true);
}
