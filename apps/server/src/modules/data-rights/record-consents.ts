import type { Db } from '../../db/database.js';
import { consentKinds, consentTexts, type ConsentKind } from './consent-texts.js';

export type ConsentSource = 'profile' | 'erasure';

/**
 * Records, in the caller's transaction, every consent whose state changes from `before` to
 * `after` (a grant or a withdrawal) with the version of its text in force now.
 */
export async function recordConsentChanges(
  db: Db,
  input: {
    userId: number;
    before: Record<ConsentKind, boolean>;
    after: Record<ConsentKind, boolean>;
    source: ConsentSource;
    now: Date;
  },
): Promise<number> {
  const changed = consentKinds.filter((kind) => input.before[kind] !== input.after[kind]);
  if (changed.length === 0) return 0;
  await db
    .insertInto('consent_events')
    .values(
      changed.map((kind) => ({
        user_id: input.userId,
        consent: kind,
        granted: input.after[kind],
        text_version: consentTexts[kind].version,
        source: input.source,
        created_at: input.now,
      })),
    )
    .execute();
  return changed.length;
}

/** A user's consent events, oldest first. */
export function listConsentEvents(db: Db, userId: number) {
  return db
    .selectFrom('consent_events')
    .select(['consent', 'granted', 'text_version', 'source', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
