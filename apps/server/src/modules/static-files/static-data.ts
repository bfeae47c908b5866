import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { listEvents, programmeValidForMs } from '../catalog/list-events.js';
import { getPublicSettings } from '../settings/get-public-settings.js';
import { listCountries } from './list-countries.js';

export const staticFileNames = ['programs.json', 'public_settings.json', 'countries.json'] as const;
export type StaticFileName = (typeof staticFileNames)[number];

export interface StaticFile {
  /** What was serialised, for callers that need the data itself. */
  value: unknown;
  body: string;
  etag: string;
  /**
   * The body compressed once per build, not per request: the programme is the hottest read of a
   * sale spike, and compressing 17 kB for every phone cost more than serving it (performance.md).
   */
  encoded: { br: Buffer; gzip: Buffer };
}

/**
 * The spec's static JSON files, generated from the database. Each process keeps a file for a few
 * seconds (the programme is the hottest read of a sale spike), the programme never past the moment
 * a hold on a sold-out ticket type expires; concurrent misses share one build.
 */
export function createStaticData(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'recaptcha'> },
  ttlMs = 3000,
) {
  /** Each file's data, and how long it may be kept: `ttlMs`, or less where the data says so. */
  const builders: Record<StaticFileName, () => Promise<{ value: unknown; keepMs: number }>> = {
    // One snapshot for both: the programme, and when a ticket it shows sold out comes back.
    'programs.json': () =>
      deps.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => ({
          value: await listEvents(trx, deps.clock),
          keepMs: await programmeValidForMs(trx, ttlMs),
        })),
    'public_settings.json': async () => ({
      value: await getPublicSettings(deps.db, deps.config.recaptcha?.siteKey ?? null),
      keepMs: ttlMs,
    }),
    'countries.json': () => Promise.resolve({ value: listCountries(), keepMs: ttlMs }),
  };
  const cache = new Map<StaticFileName, StaticFile & { until: number }>();
  const pending = new Map<StaticFileName, Promise<StaticFile & { until: number }>>();

  async function build(name: StaticFileName) {
    const started = Date.now();
    const { value, keepMs } = await builders[name]();
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const encoded = {
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    const entry = { value, body, etag, encoded, until: started + keepMs };
    cache.set(name, entry);
    return entry;
  }

  return {
    async load(name: StaticFileName): Promise<StaticFile> {
      const hit = cache.get(name);
      if (hit && hit.until > Date.now()) return hit;
      let building = pending.get(name);
      if (!building) {
        building = build(name).finally(() => pending.delete(name));
        pending.set(name, building);
      }
      return building;
    },
  };
}
export type StaticData = ReturnType<typeof createStaticData>;
