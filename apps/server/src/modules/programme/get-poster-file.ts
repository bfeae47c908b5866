import type { Db } from '../../db/database.js';
import { posterUrl } from '../catalog/event-mapper.js';
import { findPosterFile, findProductionPoster } from './posters.repository.js';

/**
 * An uploaded poster's file name, `upload-{production}-{16 hex of its hash}.webp`, or one of its
 * copies for `srcset`, `upload-{production}-{16 hex of its own hash}-{width}.{avif|webp}`.
 */
const uploadedName = /^upload-(\d{1,9})-[0-9a-f]{16}(?:\.(?:webp|jpg)|-\d{3,4}\.(?:avif|webp))$/;

export type PosterFile =
  | { kind: 'file'; contentType: string; image: Buffer; etag: string; lastModified: Date }
  /** An older poster of the production (replaced since): where its current one is, or the default. */
  | { kind: 'moved'; location: string }
  | { kind: 'none' };

export function isUploadedPosterName(name: string): boolean {
  return uploadedName.test(name);
}

/**
 * Uploaded posters by name, for GET /storage/posters/{name}. A name is never reused for another
 * image, so each process keeps the last few it served (a programme page asks for a dozen at once,
 * and there is nothing to invalidate). A replaced poster's old name, or one of its copies', leads to
 * the current poster, so a programme cached a few seconds before the change still shows a poster.
 */
export function createPosterFiles(db: Db, keep = 64) {
  const cache = new Map<string, Extract<PosterFile, { kind: 'file' }>>();

  return {
    async load(name: string): Promise<PosterFile> {
      const match = uploadedName.exec(name);
      if (!match) return { kind: 'none' };
      const hit = cache.get(name);
      if (hit) {
        // Most recently used last.
        cache.delete(name);
        cache.set(name, hit);
        return hit;
      }
      const row = await findPosterFile(db, name);
      if (!row) {
        const current = await findProductionPoster(db, Number(match[1]));
        // Never to itself; without a poster of its own (or a production), the default poster.
        return current === name
          ? { kind: 'none' }
          : { kind: 'moved', location: posterUrl(current) };
      }
      const file = {
        kind: 'file' as const,
        contentType: row.content_type,
        image: row.image,
        etag: `"${name}"`,
        lastModified: new Date(row.uploaded_at),
      };
      cache.set(name, file);
      while (cache.size > keep) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return file;
    },
  };
}
