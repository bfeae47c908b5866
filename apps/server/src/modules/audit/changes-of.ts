/**
 * What an audit entry says changed (docs/product.md §10): `data.changes`, one key per field, each
 * `{ from, to }` (a creation's `from` and a deletion's `to` are null). A long text (a page's
 * Markdown body) is recorded by its length only, `{ from_length, to_length }`. Entries written
 * before these helpers have no `changes`; readers take its absence as "not recorded".
 */
export type FieldChange =
  { from: unknown; to: unknown } | { from_length: number; to_length: number };
export type Changes = Record<string, FieldChange>;

export interface ChangeOptions {
  /** Fields holding instants: a `Date` or an ISO string, recorded as ISO 8601 in UTC. */
  instants?: readonly string[];
  /** Long texts: recorded by their length, never copied into the trail. */
  texts?: readonly string[];
}

/** A value as an entry records it: a `Date` (or an instant field's text) as ISO 8601, undefined as null. */
export function auditValue(value: unknown, instant = false): unknown {
  if (value instanceof Date) return value.toISOString();
  if (instant && typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : new Date(time).toISOString();
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/**
 * The fields (of `fields`) whose value differs between `before` and `after`, each with its value
 * before and after; a field `after` leaves out (undefined) is not compared. Empty when nothing
 * changed (pure).
 */
export function changesOf<B extends object, A extends object>(
  before: B,
  after: A,
  fields: readonly (keyof A & keyof B & string)[],
  options: ChangeOptions = {},
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    if (after[field] === undefined) continue;
    const instant = options.instants?.includes(field) ?? false;
    const from = auditValue(before[field], instant);
    const to = auditValue(after[field], instant);
    if (same(from, to)) continue;
    changes[field] = options.texts?.includes(field)
      ? { from_length: lengthOf(from), to_length: lengthOf(to) }
      : { from, to };
  }
  return changes;
}

/** A creation's values, as changes from nothing (`from: null`; texts by length). */
export function createdValues<A extends object>(
  after: A,
  fields: readonly (keyof A & string)[],
  options: ChangeOptions = {},
): Changes {
  type Nothing = { [K in keyof A]?: null };
  return changesOf<Nothing, A>({}, after, fields, options);
}

/** A deletion's values, as changes to nothing (`to: null`; texts by length). */
export function deletedValues<B extends object>(
  before: B,
  fields: readonly (keyof B & string)[],
  options: ChangeOptions = {},
): Changes {
  type Gone = { [K in keyof B]?: null };
  const gone: Gone = {};
  for (const field of fields) gone[field] = null;
  return changesOf<B, Gone>(before, gone, fields, options);
}

/** Whether anything changed. */
export const hasChanges = (changes: Changes): boolean => Object.keys(changes).length > 0;
