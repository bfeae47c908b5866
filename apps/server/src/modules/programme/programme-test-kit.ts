import type {
  AdminPerformance,
  AdminProduction,
  PerformanceBody,
  ProductionBody,
  TicketTypeBody,
} from '@theatre/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CheckoutWorld } from '../checkout/checkout-test-kit.js';

/** What the programme's integration tests share: calls as an administrator, and sample bodies. */

export interface Reply<T> {
  status: number;
  body: T & { message?: string; code?: string; errors?: Record<string, string[]> };
  headers: Record<string, unknown>;
}

/** A back-office call through `app.inject` (English messages unless asked). */
export async function programmeCall<T = unknown>(
  world: CheckoutWorld,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  options: { body?: unknown; lang?: 'hu' | 'en' } = {},
): Promise<Reply<T>> {
  const res = await world.t.app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: { 'accept-language': options.lang ?? 'en', authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: (res.body ? res.json() : null) as Reply<T>['body'],
    headers: res.headers,
  };
}

let counter = 0;
/** A few letters no other test's names have. */
export function uniqueWord(): string {
  counter += 1;
  return `${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}${String.fromCharCode(97 + (counter % 26))}`;
}

export const productionSample = (name = `Próba ${uniqueWord()}`): ProductionBody => ({
  name,
  name_en: `${name} (en)`,
  author: 'Katona József',
  author_en: 'József Katona',
  description: 'Egy **dráma** öt felvonásban.',
  description_en: 'A **drama** in five acts.',
  duration_minutes: 150,
  age_limit: 12,
});

export function inDays(days: number, hour = 19): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 1, 0, 0, 0);
  return date.toISOString();
}

export const performanceSample = (
  productionId: number,
  hallId: number,
  overrides: Partial<PerformanceBody> = {},
): PerformanceBody => ({
  production_id: productionId,
  hall_id: hallId,
  url: `proba-${uniqueWord()}`,
  starts_at: inDays(10),
  sale_starts_at: null,
  sale_ends_at: null,
  vip_only: false,
  tech_fee: null,
  ...overrides,
});

export const ticketTypeSample = (overrides: Partial<TicketTypeBody> = {}): TicketTypeBody => ({
  name: 'Földszint',
  name_en: 'Stalls',
  price: 6900,
  capacity: 40,
  vat_rate: '5',
  vip_only: false,
  ...overrides,
});

/** A production with an unpublished performance and one ticket type, through the API. */
export async function createdPerformance(
  world: CheckoutWorld,
  token: string,
  options: { type?: Partial<TicketTypeBody>; publish?: boolean } = {},
) {
  const production = await programmeCall<AdminProduction>(
    world,
    'POST',
    '/api/admin/productions',
    token,
    { body: productionSample() },
  );
  if (production.status !== 201) throw new Error(`production: ${production.status}`);
  // The demo's largest general-admission hall, so the tests' ticket types fit in it.
  const hall = await world.t.database.db
    .selectFrom('halls')
    .select(['id', 'venue_id'])
    .where('seating', '=', 'general')
    .orderBy('capacity', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const performance = await programmeCall<AdminPerformance>(
    world,
    'POST',
    '/api/admin/performances',
    token,
    { body: performanceSample(production.body.id, hall.id) },
  );
  if (performance.status !== 201) throw new Error(`performance: ${performance.status}`);
  const withType = await programmeCall<AdminPerformance>(
    world,
    'POST',
    `/api/admin/performances/${performance.body.id}/ticket-types`,
    token,
    { body: ticketTypeSample(options.type) },
  );
  if (withType.status !== 201) throw new Error(`ticket type: ${withType.status}`);
  if (options.publish) {
    const published = await programmeCall<AdminPerformance>(
      world,
      'POST',
      `/api/admin/performances/${performance.body.id}/publish`,
      token,
    );
    if (published.status !== 200) throw new Error(`publish: ${published.status}`);
  }
  const type = withType.body.ticket_types[0];
  if (!type) throw new Error('no ticket type');
  return {
    productionId: production.body.id,
    eventId: performance.body.id,
    url: performance.body.url,
    typeId: type.id,
    hallId: hall.id,
    venueId: hall.venue_id,
  };
}

/** The audit entries of an entity, oldest first. */
export async function auditOf(db: Db, entity: string, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

/** The ticket type's counters as stored. */
export async function typeRow(db: Db, typeId: number) {
  return db
    .selectFrom('ticket_types')
    .select(['capacity', 'sold', 'held', 'price', 'name', 'vat_rate', 'vip_only'])
    .where('id', '=', typeId)
    .executeTakeFirst();
}

/** Ticket types where what is sold and held exceeds the capacity (must be none). */
export async function oversold(db: Db) {
  const { rows } = await sql<{ id: number }>`
    select id from ticket_types where sold + held > capacity
  `.execute(db);
  return rows;
}
