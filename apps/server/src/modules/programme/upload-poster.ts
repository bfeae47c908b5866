import type { PosterSource } from '@theatre/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { posterUrl, toPosterSources } from '../catalog/event-mapper.js';
import { preparePoster } from './poster-image.js';
import { savePoster } from './posters.repository.js';
import { lockProduction } from './programme.repository.js';

export interface UploadedPoster {
  posterUrl: string;
  width: number;
  height: number;
  bytes: number;
  /** The poster and its copies for `srcset` (decision 0059). */
  sources: PosterSource[];
}

function shortHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * POST /admin/productions/:id/poster: checks the uploaded file, resizes it to the shop's poster
 * (poster-image.ts) and stores it in the database (the processes keep nothing on disk), replacing
 * the production's poster. Its name carries a hash of the image: the shop's new address for it
 * is new, so no cache shows the old one under it; so do the names of its copies in AVIF and WebP
 * for `srcset` (decision 0059), stored with it. Audited as `production.poster_uploaded`.
 */
export async function uploadPoster(
  deps: { db: Db },
  input: { productionId: number; file: Buffer; fileName: string; actorId: number },
): Promise<UploadedPoster> {
  // The image work happens before the transaction: no row lock waits for sharp.
  const poster = await preparePoster(input.file);
  const prefix = `upload-${String(input.productionId)}`;
  const name = `${prefix}-${shortHash(poster.image)}.webp`;
  const variants = poster.variants.map((variant) => ({
    ...variant,
    name: `${prefix}-${shortHash(variant.image)}-${String(variant.width)}.${variant.format}`,
  }));
  await deps.db.transaction().execute(async (trx) => {
    const production = await lockProduction(trx, input.productionId);
    if (!production) throw new AppError('production_not_found');
    await savePoster(trx, {
      productionId: input.productionId,
      name,
      contentType: poster.contentType,
      image: poster.image,
      width: poster.width,
      height: poster.height,
      originalName: input.fileName.slice(0, 200),
      originalBytes: input.file.length,
      uploadedBy: input.actorId,
      variants,
    });
    await recordAudit(trx, {
      action: 'production.poster_uploaded',
      entity: 'production',
      entityId: input.productionId,
      actorId: input.actorId,
      data: {
        poster: name,
        previous: production.poster,
        original_name: input.fileName.slice(0, 200),
        original_bytes: input.file.length,
        width: poster.width,
        height: poster.height,
        bytes: poster.image.length,
        variants: variants.length,
        variant_bytes: variants.reduce((sum, variant) => sum + variant.image.length, 0),
      },
    });
  });
  const sources = toPosterSources([
    { name, content_type: poster.contentType, width: poster.width, height: poster.height },
    ...variants.map((variant) => ({
      name: variant.name,
      content_type: variant.contentType,
      width: variant.width,
      height: variant.height,
    })),
  ]);
  return {
    posterUrl: posterUrl(name),
    width: poster.width,
    height: poster.height,
    bytes: poster.image.length,
    sources,
  };
}
