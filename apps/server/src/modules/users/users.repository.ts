import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** The back office's users: the search and one account's details (SQL only). */

export interface UserSearch {
  /** Folded words (lower case, no accents): each must occur in the name or e-mail. */
  words: readonly string[];
  /** Also match the account with this id. */
  userId: number | null;
  role: string | undefined;
}

/** `%` and `_` are LIKE's wildcards, `\` its escape: taken literally in a search word. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searched(db: Queryable, search: UserSearch) {
  let query = db.selectFrom('users as u');
  const { words, userId } = search;
  if (words.length > 0 || userId !== null) {
    query = query.where((eb) =>
      eb.or([
        ...(words.length > 0
          ? [eb.and(words.map((word) => eb('u.search_text', 'like', likeWord(word))))]
          : []),
        ...(userId === null ? [] : [eb('u.id', '=', userId)]),
      ]),
    );
  }
  // A staff role: the accounts holding it; `customer`: the accounts holding none (decision 0057).
  if (search.role === 'customer') query = query.where(sql<boolean>`cardinality(u.roles) = 0`);
  else if (search.role !== undefined) {
    query = query.where(sql<boolean>`${search.role} = any(u.roles)`);
  }
  return query;
}

/** A page of matching accounts, newest first. */
export function listMatchingUsers(
  db: Queryable,
  search: UserSearch,
  page: { limit: number; offset: number },
) {
  return searched(db, search)
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.roles',
      'u.vip',
      'u.email_verified_at',
      'u.created_at',
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMatchingUsers(db: Queryable, search: UserSearch): Promise<number> {
  const row = await searched(db, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** One account as the back office shows it (never its password's hash). */
export function findUserRecord(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'roles', 'vip', 'email_verified_at', 'created_at'])
    .select([
      'locale',
      'newsletter',
      'erased_at',
      'locked_at',
      sql<boolean>`password_hash is not null`.as('has_password'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}
