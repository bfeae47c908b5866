import type { Db } from '../../db/database.js';
import {
  grantHolds,
  type Channel,
  type GrantRequest,
  type GrantResult,
} from './inventory.repository.js';

export type { Channel, GrantRequest, GrantResult, GrantStatus } from './inventory.repository.js';

/**
 * Request combining for the on-sale spike (decision 0011). Adds of one ticket type queue here; at
 * most one cart_grant_holds call per ticket type is in flight from this process, and it grants the
 * whole queue (up to `maxBatch`) in arrival order. Throughput then grows with the batch size
 * instead of falling with the number of connections fighting for one row. Correctness does not
 * depend on this: the function is safe for any number of concurrent callers (other processes).
 *
 * A ticket type found sold out is remembered for at most `soldOutMemoryMs`, and never past the
 * moment its first live hold expires, so sold-out answers skip the database without ever showing a
 * ticket as sold out after a hold on it expired.
 */
export interface HoldGranter {
  grant(ticketTypeId: number, channel: Channel, request: GrantRequest): Promise<GrantResult>;
  /** A hold of this type was given back: forget that it was sold out. */
  released(ticketTypeId: number): void;
  /** How many calls granted how many requests (bucketed by powers of two), for the benchmark. */
  stats(): GranterStats;
  /** How long a hold lasts, and whether the per-client limits apply (seat holds use them too). */
  readonly settings: { holdMs: number; limitClients: boolean };
}

export interface GranterStats {
  calls: number;
  requests: number;
  /** Upper bound of the bucket (1, 2, 4, … maxBatch) → number of calls of that size. */
  batchSizes: Record<string, number>;
  soldOutShortcuts: number;
}

interface Waiter {
  request: GrantRequest;
  resolve(result: GrantResult): void;
  reject(error: unknown): void;
}

interface Lane {
  queue: Waiter[];
  busy: boolean;
}

export function createHoldGranter(
  db: Db,
  options: {
    holdMs: number;
    /** The per-client hold limits (false: HOLD_LIMIT_PER_CLIENT=0). */
    limitClients: boolean;
    maxBatch?: number;
    soldOutMemoryMs?: number;
  },
): HoldGranter {
  const maxBatch = options.maxBatch ?? 128;
  const soldOutMemoryMs = options.soldOutMemoryMs ?? 500;
  const lanes = new Map<string, Lane>();
  const soldOutUntil = new Map<number, number>();
  const stats: GranterStats = { calls: 0, requests: 0, batchSizes: {}, soldOutShortcuts: 0 };

  const bucketOf = (size: number): string => {
    let bucket = 1;
    while (bucket < size) bucket *= 2;
    return String(Math.min(bucket, maxBatch));
  };

  const run = async (ticketTypeId: number, channel: Channel, lane: Lane): Promise<void> => {
    lane.busy = true;
    try {
      while (lane.queue.length > 0) {
        const batch = lane.queue.splice(0, maxBatch);
        stats.calls += 1;
        stats.requests += batch.length;
        const bucket = bucketOf(batch.length);
        stats.batchSizes[bucket] = (stats.batchSizes[bucket] ?? 0) + 1;
        try {
          const results = await grantHolds(
            db,
            ticketTypeId,
            batch.map((waiter) => waiter.request),
            channel,
            { holdMs: options.holdMs, limitClients: options.limitClients },
          );
          let soldOut: GrantResult | undefined;
          batch.forEach((waiter, index) => {
            const result = results[index];
            if (!result) {
              waiter.reject(new Error('cart_grant_holds answered fewer rows than asked'));
              return;
            }
            if (result.status === 'sold_out') soldOut = result;
            waiter.resolve(result);
          });
          if (soldOut) {
            const memory = Math.min(soldOutMemoryMs, soldOut.releaseInMs ?? soldOutMemoryMs);
            if (memory > 0) soldOutUntil.set(ticketTypeId, Date.now() + memory);
          }
        } catch (error) {
          for (const waiter of batch) waiter.reject(error);
        }
      }
    } finally {
      lane.busy = false;
    }
  };

  return {
    grant(ticketTypeId, channel, request) {
      const until = soldOutUntil.get(ticketTypeId);
      if (until !== undefined) {
        if (Date.now() < until) {
          stats.soldOutShortcuts += 1;
          return Promise.resolve({
            status: 'sold_out',
            cartId: null,
            remainingMs: 0,
            couponRemoved: false,
            lines: [],
            releaseInMs: until - Date.now(),
            maxOrder: 0,
            maxType: 0,
            holdFree: 0,
            holdCap: 0,
          });
        }
        soldOutUntil.delete(ticketTypeId);
      }
      const laneKey = `${channel}:${ticketTypeId}`;
      let lane = lanes.get(laneKey);
      if (!lane) {
        lane = { queue: [], busy: false };
        lanes.set(laneKey, lane);
      }
      const promise = new Promise<GrantResult>((resolve, reject) => {
        lane.queue.push({ request, resolve, reject });
      });
      if (!lane.busy) {
        const started = lane;
        void run(ticketTypeId, channel, started).finally(() => {
          if (started.queue.length === 0 && !started.busy) lanes.delete(laneKey);
        });
      }
      return promise;
    },
    released(ticketTypeId) {
      soldOutUntil.delete(ticketTypeId);
    },
    stats: () => structuredClone(stats),
    settings: { holdMs: options.holdMs, limitClients: options.limitClients },
  };
}
