import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/* Accounts: users, their sessions and one-time tokens, their billing data. */

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  /** The staff roles (decision 0057, contracts' staffRoles); empty for a customer. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  vip: Generated<boolean>;
  newsletter: Generated<boolean>;
  relevant_infos: Generated<boolean>;
  /** hu | en: the language of the user's e-mails. */
  locale: Generated<string>;
  email_verified_at: Timestamp | null;
  terms_accepted_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  /** An administrator locked the account: no sign-in, no session (0034). */
  locked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When the account was erased (decision 0054); its personal data are replaced then. */
  erased_at: Timestamp | null;
  /** The name and e-mail folded (lower case, no accents), kept by the database (0011). */
  search_text: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The user's own last request; background polls do not move it (0034). */
  last_active_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** As the request that started the session named them (0034). */
  user_agent: string | null;
  ip_address: string | null;
  /** bearer (the spec's token) | staff (the back office's cookie session, 0035). */
  kind: Generated<string>;
  /** A staff session's bearer session: it ends with it (0035). */
  parent_id: number | null;
  /** How a staff session was started: totp | recovery | passkey | none (0035). */
  second_factor: string | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** verify_email | magic_link | reset_password | erase_account */
  purpose: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface BillingDataTable {
  user_id: number;
  is_company: Generated<boolean>;
  tax_number: string | null;
  name: Generated<string>;
  country: Generated<string>;
  zip: Generated<string>;
  city: Generated<string>;
  street_name: Generated<string>;
  public_place_category: Generated<string>;
  house_number: Generated<string>;
  building: string | null;
  stairway: string | null;
  floor: string | null;
  door: string | null;
  updated_at: UpdatedAt;
}

/** A consent given or withdrawn (migration 0033, decision 0054). */
export interface ConsentEventsTable {
  id: Generated<number>;
  user_id: number;
  /** newsletter | relevant_infos */
  consent: string;
  granted: boolean;
  /** The version of the consent text (modules/data-rights/consent-texts.ts). */
  text_version: string;
  /** profile | erasure */
  source: string;
  created_at: CreatedAt;
}
