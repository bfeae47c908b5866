import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** Productions' posters, stored in the database (SQL only). */

/**
 * Stores a production's poster and its copies for `srcset` (replacing the ones before) and names it
 * on the production.
 */
export async function savePoster(
  db: Queryable,
  poster: {
    productionId: number;
    name: string;
    contentType: string;
    image: Buffer;
    width: number;
    height: number;
    originalName: string;
    originalBytes: number;
    uploadedBy: number;
    variants: readonly {
      name: string;
      contentType: string;
      image: Buffer;
      width: number;
      height: number;
    }[];
  },
): Promise<void> {
  const values = {
    production_id: poster.productionId,
    name: poster.name,
    content_type: poster.contentType,
    image: poster.image,
    width: poster.width,
    height: poster.height,
    original_name: poster.originalName,
    original_bytes: poster.originalBytes,
    uploaded_by: poster.uploadedBy,
  };
  await db
    .insertInto('production_posters')
    .values(values)
    .onConflict((oc) =>
      oc.column('production_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        content_type: eb.ref('excluded.content_type'),
        image: eb.ref('excluded.image'),
        width: eb.ref('excluded.width'),
        height: eb.ref('excluded.height'),
        original_name: eb.ref('excluded.original_name'),
        original_bytes: eb.ref('excluded.original_bytes'),
        uploaded_by: eb.ref('excluded.uploaded_by'),
        uploaded_at: sql<Date>`now()`,
      })),
    )
    .execute();
  await db
    .deleteFrom('production_poster_variants')
    .where('production_id', '=', poster.productionId)
    .execute();
  if (poster.variants.length > 0) {
    await db
      .insertInto('production_poster_variants')
      .values(
        poster.variants.map((variant) => ({
          name: variant.name,
          production_id: poster.productionId,
          content_type: variant.contentType,
          image: variant.image,
          width: variant.width,
          height: variant.height,
        })),
      )
      .execute();
  }
  await db
    .updateTable('productions')
    .set({ poster: poster.name })
    .where('id', '=', poster.productionId)
    .execute();
}

/** An uploaded poster, or one of its copies, by its file name. */
export function findPosterFile(db: Queryable, name: string) {
  return db
    .selectFrom('production_posters')
    .select(['name', 'content_type', 'image', 'uploaded_at'])
    .where('name', '=', name)
    .unionAll(
      db
        .selectFrom('production_poster_variants as v')
        .innerJoin('production_posters as pp', 'pp.production_id', 'v.production_id')
        .select(['v.name', 'v.content_type', 'v.image', 'pp.uploaded_at'])
        .where('v.name', '=', name),
    )
    .executeTakeFirst();
}

/** The production's current poster name (uploaded or bundled), for an outdated upload's name. */
export async function findProductionPoster(db: Queryable, productionId: number) {
  const row = await db
    .selectFrom('productions')
    .select('poster')
    .where('id', '=', productionId)
    .executeTakeFirst();
  return row?.poster ?? null;
}

/**
 * The uploaded posters the productions name, and their copies for `srcset` (decision 0059): none
 * for a production showing a bundled poster.
 */
export function listPosterFiles(db: Queryable, productionIds: readonly number[]) {
  if (productionIds.length === 0) return Promise.resolve([]);
  const current = db
    .selectFrom('production_posters as pp')
    .innerJoin('productions as p', (join) =>
      join.onRef('p.id', '=', 'pp.production_id').onRef('p.poster', '=', 'pp.name'),
    )
    .where('pp.production_id', 'in', productionIds);
  return current
    .select(['pp.production_id', 'pp.name', 'pp.content_type', 'pp.width', 'pp.height'])
    .unionAll(
      current
        .innerJoin('production_poster_variants as v', 'v.production_id', 'pp.production_id')
        .select(['v.production_id', 'v.name', 'v.content_type', 'v.width', 'v.height']),
    )
    .execute();
}
