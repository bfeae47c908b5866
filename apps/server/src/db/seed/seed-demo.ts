import { hashPassword } from '../../lib/passwords.js';
import { demoTotpSecret, demoUsers } from './demo-users.js';
import { encryptTotpSecret } from '../../lib/totp-secret.js';
import { budapestDayPlus, budapestWallTimeToInstant } from '@theatre/i18n';
import { sql } from 'kysely';
import { writeAudit } from '../audit-log.js';
import type { Db } from '../database.js';
import { documents, socialLinks } from './documents-data.js';
import { productions, venues } from './season-data.js';
import type { SeedProduction } from './season-types.js';
import { company, demoTransfer, publicSettings } from './theatre-data.js';
import { demoCoupons, demoSales } from './demo-coupons.js';
import { pickDemoSeats, seatDemoHall, seatDemoPerformance } from './seed-seats.js';
import { sellAtBoxOffice } from './seed-sales.js';

export interface SeedResult {
  seeded: boolean;
  productions: number;
  events: number;
}

/** A fixed lock number so two processes starting on one empty database seed it once. */
const seedLock = 7_204_519;

/** Deterministic 0..1 from a string, so a season looks the same every time it is seeded. */
function share(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

function slugFor(
  production: SeedProduction,
  day: string,
  time: string,
  taken: Set<string>,
): string {
  let slug = `${production.key}-${day}`;
  if (taken.has(slug)) slug = `${slug}-${time.replace(':', '')}`;
  taken.add(slug);
  return slug;
}

/**
 * The demo season: a believable programme over the next three months, relative to `now`. Runs
 * only into a database without productions, so it is safe to call on every start and from
 * `npm run db:seed`; documents and settings are added where missing.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  /** Given: the demo staff get the README's authenticator-app secret (decision 0056). */
  appSecret?: string,
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLock})`.execute(trx);

    for (const doc of documents) {
      await trx
        .insertInto('documents')
        .values({
          id: doc.id,
          type: doc.type,
          slug: doc.slug,
          name: doc.title.hu,
          name_en: doc.title.en,
          body: doc.body.hu,
          body_en: doc.body.en,
          sort_order: doc.id,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const [key, value] of Object.entries({
      public: { ...publicSettings, social_links: socialLinks },
      company,
      maintenance: { enabled: false },
      sales: demoSales,
      transfer: demoTransfer,
    })) {
      await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }

    for (const user of demoUsers) {
      await trx
        .insertInto('users')
        .values({
          name: user.name,
          email: user.email,
          password_hash: await hashPassword(user.password),
          vip: user.vip,
          roles: [...user.roles],
          email_verified_at: now,
          terms_accepted_at: now,
          password_changed_at: now,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .execute();
    }
    if (appSecret !== undefined) {
      const staff = await trx
        .selectFrom('users')
        .select('id')
        .where(
          'email',
          'in',
          demoUsers.filter((user) => user.roles.length > 0).map((user) => user.email),
        )
        .execute();
      for (const { id } of staff) {
        await trx
          .insertInto('user_totp')
          .values({
            user_id: id,
            secret_encrypted: encryptTotpSecret(appSecret, demoTotpSecret),
            confirmed_at: now,
          })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      }
    }

    const existing = await trx
      .selectFrom('productions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (existing.n > 0) return { seeded: false, productions: 0, events: 0 };

    const places = new Map<
      string,
      {
        venueId: number;
        hallId: number;
        seated: Awaited<ReturnType<typeof seatDemoHall>>;
      }
    >();
    for (const venue of venues) {
      const row = await trx
        .insertInto('venues')
        .values({
          key: venue.key,
          name: venue.name.hu,
          name_en: venue.name.en,
          address: venue.address,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hall = await trx
        .insertInto('halls')
        .values({
          venue_id: row.id,
          name: venue.name.hu,
          name_en: venue.name.en,
          capacity: venue.capacity,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      places.set(venue.key, {
        venueId: row.id,
        hallId: hall.id,
        seated: await seatDemoHall(trx, hall.id, venue.key),
      });
    }

    const slugs = new Set<string>();
    let eventCount = 0;
    const saleOpened = new Date(now.getTime() - 30 * 86_400_000);
    for (const production of productions) {
      const place = places.get(production.venue);
      if (place === undefined) throw new Error(`unknown venue ${production.venue}`);
      const { id: productionId } = await trx
        .insertInto('productions')
        .values({
          key: production.key,
          name: production.name.hu,
          name_en: production.name.en,
          author: production.author.hu,
          author_en: production.author.en,
          description: production.description.hu,
          description_en: production.description.en,
          poster: production.poster,
          duration_minutes: production.durationMinutes,
          age_limit: production.ageLimit ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      for (const [index, info] of production.infos.entries()) {
        await trx
          .insertInto('event_infos')
          .values({
            production_id: productionId,
            name: info.title.hu,
            name_en: info.title.en,
            body: info.body.hu,
            body_en: info.body.en,
            sort_order: index,
          })
          .execute();
      }

      for (const performance of production.performances) {
        const day = budapestDayPlus(now, performance.dayOffset);
        const startsAt = budapestWallTimeToInstant(day, performance.time);
        const saleStartsAt =
          performance.saleStartsInDays === undefined
            ? saleOpened
            : new Date(now.getTime() + performance.saleStartsInDays * 86_400_000);
        const { id: eventId } = await trx
          .insertInto('events')
          .values({
            production_id: productionId,
            venue_id: place.venueId,
            hall_id: place.hallId,
            url: slugFor(production, day, performance.time, slugs),
            starts_at: startsAt,
            sale_starts_at: saleStartsAt,
            sale_ends_at: startsAt,
            vip_only: performance.vipOnly ?? false,
            published: performance.published ?? true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        eventCount += 1;

        const types: { id: number; name: string }[] = [];
        for (const [index, type] of production.ticketTypes.entries()) {
          const { id } = await trx
            .insertInto('ticket_types')
            .values({
              event_id: eventId,
              name: type.name.hu,
              name_en: type.name.en,
              price: type.price,
              capacity: type.capacity,
              vip_only: type.vipOnly ?? false,
              sort_order: index,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          types.push({ id, name: type.name.hu });
        }
        // A seated hall's performance sells its map's seats (a free-seating show stays general
        // admission): its zones' capacities are their seats.
        const seats =
          place.seated && !production.freeSeating
            ? await seatDemoPerformance(trx, { eventId, ...place.seated, types })
            : null;

        for (const [index, type] of production.ticketTypes.entries()) {
          const ticketTypeId = types[index]?.id ?? 0;
          const capacity = seats ? (seats.get(ticketTypeId) ?? 0) : type.capacity;
          const soldOut = performance.soldOut === true || performance.soldOutTicketType === index;
          const alreadyOnSale =
            performance.saleStartsInDays === undefined && performance.published !== false;
          // Season-ticket holders and groups have bought part of every performance already on sale.
          const quantity = soldOut
            ? capacity
            : alreadyOnSale
              ? Math.floor(capacity * (0.15 + 0.6 * share(`${production.key}:${day}:${index}`)))
              : 0;
          const sale = {
            buyer: soldOut ? 'Csoportos foglalás' : 'Bérletes értékesítés',
            email: company.email,
            ticketTypeId,
            name: type.name.hu,
            nameEn: type.name.en,
            event: {
              id: eventId,
              name: production.name.hu,
              nameEn: production.name.en,
              startsAt,
            },
            price: type.price,
            quantity,
            paidAt: saleOpened,
          };
          await sellAtBoxOffice(
            trx,
            sale,
            seats && quantity > 0
              ? await pickDemoSeats(trx, { eventId, zoneId: ticketTypeId, quantity, share })
              : null,
          );
        }
      }
    }

    for (const coupon of demoCoupons) {
      const { id: couponId } = await trx
        .insertInto('coupons')
        .values({
          code: coupon.code,
          name: coupon.name,
          name_en: coupon.name_en,
          kind: coupon.kind,
          value: coupon.value,
          max_uses: coupon.max_uses,
          max_uses_per_user: coupon.max_uses_per_user,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const key of coupon.productions) {
        await trx
          .insertInto('coupon_targets')
          .columns(['coupon_id', 'event_id'])
          .expression((eb) =>
            eb
              .selectFrom('events as e')
              .innerJoin('productions as p', 'p.id', 'e.production_id')
              .select([sql<number>`${couponId}::int`.as('coupon_id'), 'e.id'])
              .where('p.key', '=', key),
          )
          .execute();
      }
    }

    await writeAudit(trx, {
      action: 'season.seeded',
      entity: 'season',
      entityId: null,
      data: { productions: productions.length, events: eventCount },
    });
    return { seeded: true, productions: productions.length, events: eventCount };
  });
}
