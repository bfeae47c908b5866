import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.js';

/* Staff second factors (decision 0056, migration 0035). */

export interface UserTotpTable {
  user_id: number;
  /** AES-256-GCM with a key from the app secret: iv.tag.ciphertext, base64url. */
  secret_encrypted: string;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: Timestamp | null;
  /** The last time step accepted: a code of it or before is not accepted again. */
  last_step: number | null;
  created_at: CreatedAt;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface UserPasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url */
  credential_id: string;
  public_key: Buffer;
  counter: Generated<number>;
  /** The authenticator's transports, comma-separated (usb,internal…). */
  transports: Generated<string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

export interface SecondFactorChallengesTable {
  session_id: number;
  /** register | authenticate */
  purpose: string;
  challenge: string;
  expires_at: Timestamp;
}
