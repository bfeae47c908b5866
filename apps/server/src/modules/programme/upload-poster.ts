import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { posterUrl } from '../catalog/event-mapper.js';
import { preparePoster } from './poster-image.js';
import { savePoster } from './posters.repository.js';
import { lockProduction } from './programme.repository.js';

export interface UploadedPoster {
  posterUrl: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * POST /admin/productions/:id/poster: checks the uploaded file, resizes it to the shop's poster
 * (poster-image.ts) and stores it in the database (the processes keep nothing on disk), replacing
 * the production's poster. Its name carries a hash of the image: the shop's new address for it
 * is new, so no cache shows the old one under it. Audited as `production.poster_uploaded`.
 */
export async function uploadPoster(
  deps: { db: Db },
  input: { productionId: number; file: Buffer; fileName: string; actorId: number },
): Promise<UploadedPoster> {
  // The image work happens before the transaction: no row lock waits for sharp.
  const poster = await preparePoster(input.file);
  const hash = createHash('sha256').update(poster.image).digest('hex').slice(0, 16);
  const name = `upload-${String(input.productionId)}-${hash}.webp`;
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
      },
    });
  });
  return {
    posterUrl: posterUrl(name),
    width: poster.width,
    height: poster.height,
    bytes: poster.image.length,
  };
}
