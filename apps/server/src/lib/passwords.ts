import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { foldText } from '@theatre/i18n';
import { AppError } from './app-error.js';

/**
 * Argon2id with OWASP's recommended parameters (m = 19 MiB, t = 2, p = 1); the algorithm is the
 * library's default, Argon2id.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Constant work whether or not an account exists: compare against this when there is none. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Hungarian favourites the English list does not know. */
const hungarianCommon = [
  'jelszo',
  'jelszo1',
  'jelszo12',
  'jelszo123',
  'jelszo1234',
  'jelszavam',
  'titkosjelszo',
  'magyarorszag',
  'budapest',
  'budapest1',
  'szeretlek',
  'szeretlek1',
  'macska123',
  'kutya1234',
  'asdasd123',
  'qwertzuiop',
  'yxcvbnm123',
];

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary['passwords-common'], ...hungarianCommon]);
  return common;
}

/**
 * Why a password is refused, or null when it is not: `common`, one of the ~49,000 most common
 * passwords (the zxcvbn list, plus Hungarian ones), compared without case and accents; `personal`,
 * the user's own name or e-mail address (or its part before the @), which whoever knows the user
 * guesses first. The two are told apart so the message can say which.
 */
export function passwordWeakness(
  password: string,
  userInputs: string[] = [],
): 'common' | 'personal' | null {
  const folded = foldText(password).replace(/\s+/g, '');
  const personal = userInputs.some((input) => {
    const value = foldText(input).replace(/\s+/g, '');
    const local = value.split('@')[0] ?? '';
    return value.length > 0 && (folded === value || (local.length >= 4 && folded === local));
  });
  if (personal) return 'personal';
  return commonPasswords().has(folded) ? 'common' : null;
}

/** The validation error of a refused password (422 on `password`), or nothing. */
export function refuseWeakPassword(password: string, userInputs: string[]): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness === null) return;
  throw AppError.validation({
    password: [
      {
        key:
          weakness === 'personal' ? 'validation.password_personal' : 'validation.password_common',
      },
    ],
  });
}
