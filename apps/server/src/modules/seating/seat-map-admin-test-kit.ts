import type { SeatMapDocumentInput } from '@theatre/seating';
import type { CheckoutWorld } from '../checkout/checkout-test-kit.js';
import { programmeCall, uniqueWord, type Reply } from '../programme/programme-test-kit.js';
import { gridMap } from './seating-test-kit.js';

/** What the back office's seat-map tests share: documents, a fresh hall, the admin calls. */

/** A grid map as the shop's seat-map document. */
export function gridDocument(rows = 3, seatsPerRow = 6): SeatMapDocumentInput {
  return { format: 'theatre-seat-map', version: 1, name: 'Próba', ...gridMap(rows, seatsPerRow) };
}

export type AdminCall = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options?: { body?: unknown; lang?: 'hu' | 'en'; token?: string },
) => Promise<Reply<T>>;

export function adminCaller(world: CheckoutWorld, token: () => string): AdminCall {
  return (method, url, options = {}) =>
    programmeCall(world, method, url, options.token ?? token(), options);
}

/** A new venue with one general-admission hall, through the API. */
export async function newHall(call: AdminCall, capacity = 100): Promise<number> {
  const name = `Próbaház ${uniqueWord()}`;
  const venue = await call<{ id: number }>('POST', '/api/admin/venues', {
    body: { name, name_en: `${name} Theatre`, address: '1011 Budapest, Bem rakpart 33.' },
  });
  const withHall = await call<{ halls: { id: number }[] }>(
    'POST',
    `/api/admin/venues/${venue.body.id}/halls`,
    { body: { name: `Terem ${uniqueWord()}`, name_en: 'Hall', capacity } },
  );
  const hall = withHall.body.halls[0];
  if (!hall) throw new Error('no hall');
  return hall.id;
}
