import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { applyPaymentBatch, type BatchItem } from './apply-payment-batch.js';
import {
  applySeenPaymentResult,
  precheckPaymentResult,
  type PaymentOutcome,
  type PaymentResult,
} from './apply-payment-result.js';

export interface PaymentResultBatcher {
  /** applyPaymentResult's answer, the message applied in a transaction with others waiting now. */
  apply(result: PaymentResult): Promise<PaymentOutcome>;
}

interface Waiting extends BatchItem {
  resolve(outcome: PaymentOutcome): void;
  reject(error: unknown): void;
}

export interface BatcherOptions {
  /** Transactions of batches at the same time (each holds a pooled connection). */
  inFlight?: number;
  /** Messages per transaction at most. */
  maxBatch?: number;
}

/**
 * Group commits of payment messages (decision 0060). A message applied before is answered after
 * one read, as applyPaymentResult answers it; the others wait in a queue of this process. While
 * fewer than `inFlight` batches are running, the queue goes at once as one batch (one message when
 * the shop is quiet: no added latency); while they run, the messages arriving meanwhile gather
 * into the next one, so under a burst one transaction, and one fsync, carries many payments. Each
 * caller is answered after its batch committed. A batch that fails is rolled back whole and its
 * messages are applied one by one, each in its own transaction, each caller getting its own
 * answer or error: exactly once either way.
 */
export function createPaymentResultBatcher(
  deps: { db: Db; config: Config },
  options: BatcherOptions = {},
): PaymentResultBatcher {
  const inFlight = Math.max(1, options.inFlight ?? 2);
  const maxBatch = Math.max(1, options.maxBatch ?? 100);
  const queue: Waiting[] = [];
  let running = 0;

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await deps.db
        .transaction()
        .execute((trx) => applyPaymentBatch(trx, deps, batch));
      batch.forEach((item, i) => item.resolve(outcomes[i] ?? 'unknown'));
    } catch {
      await Promise.all(
        batch.map(async (item) => {
          try {
            item.resolve(await applySeenPaymentResult(deps, item.result, item.seen));
          } catch (error) {
            item.reject(error);
          }
        }),
      );
    }
  }

  function pump(): void {
    while (running < inFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running += 1;
      void runBatch(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    async apply(result) {
      const seen = await precheckPaymentResult(deps.db, result);
      if (typeof seen === 'string') return seen;
      return new Promise<PaymentOutcome>((resolve, reject) => {
        queue.push({ result, seen, resolve, reject });
        pump();
      });
    },
  };
}
