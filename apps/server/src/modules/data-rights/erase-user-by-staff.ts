import type { AppDeps } from '../../app-deps.js';
import type { SecurityClient } from '../security-log/record-security-event.js';
import { erasePerson, type ErasureResult } from './erase-person.js';

/**
 * POST /admin/users/{id}/erase (decision 0054): an administrator erases an account on the
 * person's written request, giving the request as the reason; audited as `user.erased` with the
 * administrator and the reason (the person's own words taken out of it).
 */
export async function eraseUserByStaff(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: {
    userId: number;
    actorId: number;
    reason: string;
    client?: SecurityClient | undefined;
  },
): Promise<ErasureResult> {
  return deps.db.transaction().execute((trx) =>
    erasePerson(trx, {
      userId: input.userId,
      by: 'staff',
      actorId: input.actorId,
      reason: input.reason,
      client: input.client,
      now: deps.clock.now(),
    }),
  );
}
