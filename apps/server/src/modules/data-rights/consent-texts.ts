import { createHash } from 'node:crypto';
import type { Locale } from '@theatre/i18n';
import { webAccountCatalogs } from '@theatre/i18n/web-account';

/** The consents a user gives or withdraws on the profile (decision 0054). */
export type ConsentKind = 'newsletter' | 'relevant_infos';
export const consentKinds: readonly ConsentKind[] = ['newsletter', 'relevant_infos'];

/**
 * The version of each consent's text as the profile shows it (the account catalogue's
 * `details.newsletter` and `details.relevant_infos`, both languages). Every grant and withdrawal
 * is recorded with the version in force; `fingerprint` is the texts' SHA-256 (its first 16 hex
 * digits) so that a changed text without a new version fails consent-texts.test.ts.
 */
export const consentTexts = {
  newsletter: { version: 'newsletter-2026-11-28', fingerprint: 'b6368bc7c83aca5c' },
  relevant_infos: { version: 'relevant-infos-2026-11-28', fingerprint: '0ce1b1025a729a92' },
} as const satisfies Record<ConsentKind, { version: string; fingerprint: string }>;

/** The consent's text in a language, as the profile shows it. */
export function consentText(kind: ConsentKind, locale: Locale): string {
  return webAccountCatalogs[locale].details[kind];
}

/** The fingerprint of a consent's current texts (both languages). */
export function consentFingerprint(kind: ConsentKind): string {
  return createHash('sha256')
    .update(`${consentText(kind, 'hu')}\n${consentText(kind, 'en')}`)
    .digest('hex')
    .slice(0, 16);
}

/** Every text version ever declared, with its texts: what the export explains a version by. */
export function consentVersionText(version: string, locale: Locale): string | null {
  for (const kind of consentKinds) {
    if (consentTexts[kind].version === version) return consentText(kind, locale);
  }
  return null;
}
