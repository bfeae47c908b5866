import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-registry.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { replaceOrderTickets } from '../documents/render-order-tickets.js';
import {
  findMove,
  finishMoveOrder,
  listWaitingMoveOrders,
  lockMoveOrder,
  markMoveFinished,
} from './performance-moves.repository.js';
import { queuePerformanceMovedMail } from './queue-performance-moved-mail.js';

const payload = z.object({ move_id: z.number().int().positive() });

/**
 * The `performance.move` job (decision 0048): each order of the move that is still waiting, in a
 * transaction of its own under its row's lock: the order's tickets PDF is made again (it prints
 * the new date), a fresh link token is made (only its hash is kept), the buyer's e-mail is queued
 * and the row turns `mailed`, all in that transaction: a process killed at any point leaves the
 * order either waiting (nothing sent) or mailed (sent once). An order with no valid ticket of the
 * performance left, or no e-mail address, is `skipped`. When none waits, the move is finished.
 */
export function createPerformanceMoveHandler(deps: {
  db: Db;
  config: Config;
  clock: Clock;
}): JobHandler {
  return async (raw) => {
    const { move_id: moveId } = payload.parse(raw);
    const found = await findMove(deps.db, moveId);
    if (!found) return;
    const move = {
      event_id: found.event_id,
      name: found.name,
      name_en: found.name_en,
      old_starts_at: new Date(found.old_starts_at),
      new_starts_at: new Date(found.new_starts_at),
      refund_deadline: new Date(found.refund_deadline),
      note: found.note,
      sequence: found.sequence,
    };
    for (const orderId of await listWaitingMoveOrders(deps.db, moveId)) {
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockMoveOrder(trx, moveId, orderId);
        if (row?.status !== 'waiting') return;
        await replaceOrderTickets(trx, orderId);
        const token = newSecureToken();
        const mailed = await queuePerformanceMovedMail(trx, deps, { orderId, token, move });
        await finishMoveOrder(
          trx,
          { moveId, orderId },
          mailed
            ? { status: 'mailed', tokenHash: hashToken(token), at: deps.clock.now() }
            : { status: 'skipped' },
        );
      });
    }
    if ((await listWaitingMoveOrders(deps.db, moveId)).length === 0) {
      await markMoveFinished(deps.db, moveId);
    }
  };
}
