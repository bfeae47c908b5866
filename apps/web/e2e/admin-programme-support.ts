import { expect, type APIRequestContext } from '@playwright/test';
import { login, staffAccounts } from './admin-support';

// What the programme's back-office journeys share: the screen sizes, a word no other production
// has, and a production with a performance, two ticket types and an information block made
// through the API.

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

let counter = 0;
/** Letters only, so a search finds exactly this production. */
export function uniqueWord(): string {
  counter += 1;
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .concat(String.fromCharCode(97 + (counter % 26)));
}

function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return login(request, staffAccounts.admin);
}

export interface Created {
  productionId: number;
  eventId: number;
  name: string;
  nameEn: string;
}

/** A production with a performance and a ticket type, made through the API (for the page tours). */
export async function createdThroughApi(request: APIRequestContext): Promise<Created> {
  const headers = await adminHeaders(request);
  const word = uniqueWord();
  const name = `Vendégjáték ${word}`;
  const nameEn = `Guest play ${word}`;
  const production = await request.post('/api/admin/productions', {
    headers,
    data: {
      name,
      name_en: nameEn,
      author: 'Molnár Ferenc',
      author_en: 'Ferenc Molnár',
      description: 'Vígjáték **három** felvonásban.',
      description_en: 'A comedy in **three** acts.',
      duration_minutes: 140,
      age_limit: 14,
    },
  });
  expect(production.status()).toBe(201);
  const { id: productionId } = (await production.json()) as { id: number };
  const venues = (await (await request.get('/api/admin/venues', { headers })).json()) as {
    halls: { id: number; seated: boolean; capacity: number }[];
  }[];
  // The largest general-admission hall (the journeys give the ticket types capacities of their
  // own; other journeys make small halls meanwhile).
  const hall = venues
    .flatMap((venue) => venue.halls)
    .filter((item) => !item.seated)
    .sort((a, b) => b.capacity - a.capacity)[0];
  const performance = await request.post('/api/admin/performances', {
    headers,
    data: {
      production_id: productionId,
      hall_id: hall?.id,
      url: `vendegjatek-${uniqueWord()}`,
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      sale_starts_at: null,
      sale_ends_at: null,
      vip_only: false,
      tech_fee: 250,
    },
  });
  expect(performance.status()).toBe(201);
  const { id: eventId } = (await performance.json()) as { id: number };
  for (const [typeName, typeNameEn, price] of [
    ['Földszint', 'Stalls', 7900],
    ['Erkély', 'Balcony', 5200],
  ] as const) {
    const type = await request.post(`/api/admin/performances/${eventId}/ticket-types`, {
      headers,
      data: {
        name: typeName,
        name_en: typeNameEn,
        price,
        // Two of 40 fit in the demo's smallest general-admission hall (80 places).
        capacity: 40,
        vat_rate: '5',
        vip_only: false,
      },
    });
    expect(type.status()).toBe(201);
  }
  const info = await request.post(`/api/admin/productions/${productionId}/infos`, {
    headers,
    data: {
      event_id: null,
      name: 'Szünet',
      name_en: 'Interval',
      body: 'Egy szünettel.',
      body_en: 'With one interval.',
    },
  });
  expect(info.status()).toBe(201);
  return { productionId, eventId, name, nameEn };
}
