import type { ProgrammeChange } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { auditTrailOf } from '../audit/record-audit.js';

/** What the programme's use cases share: checks that need the database, and the change lists. */

/** How many changes a production's or a performance's page shows. */
const changesShown = 20;

/** The newest changes of a production or a performance first. */
export async function recentChanges(
  db: Queryable,
  entity: 'production' | 'performance',
  id: number,
): Promise<ProgrammeChange[]> {
  const trail = await auditTrailOf(db, entity, id);
  return trail
    .slice(-changesShown)
    .reverse()
    .map((entry) => ({
      at: entry.at,
      action: entry.action,
      actor: entry.actor,
      subject: entry.action.startsWith(`${entity}.`) ? null : subjectOf(entry.data),
      changes: entry.changes,
    }));
}

/** The name an entry about a part of the thing records (its ticket type, its info block). */
function subjectOf(data: Record<string, unknown>): string | null {
  const name = [data['ticket_type'], data['name'], data['hall']].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return name ?? null;
}

/** PostgreSQL's unique violation (a concurrent insert of the same slug or key won). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (error === null || typeof error !== 'object') return false;
  const record = error as { code?: unknown; constraint?: unknown };
  if (record.code !== '23505') return false;
  return constraint === undefined || record.constraint === constraint;
}

/** Throws a 422 when there is anything in `errors`. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** A name as an internal key: `Bánk bán` → `bank-ban` (at most 60 characters; never empty). */
export function keyOf(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return key === '' ? 'produkcio' : key;
}

/** Instants of a request as dates (the contract checked their format). */
export function instantOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}
