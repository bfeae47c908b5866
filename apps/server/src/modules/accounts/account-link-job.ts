import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import { findUserByEmail } from './accounts.repository.js';
import { sendAccountLink } from './send-account-link.js';

export const accountLinkJobKind = 'account.link';

export const accountLinkPayload = z.object({
  email: z.string(),
  purpose: z.enum(['verify_email', 'magic_link', 'reset_password']),
  locale: z.enum(['hu', 'en']),
  /** The address the link names (the requester's, checked by http/link-origin.ts). */
  origin: z.url({ protocol: /^https?$/ }).optional(),
});
export type AccountLinkPayload = z.infer<typeof accountLinkPayload>;

/**
 * The `account.link` job: looks the address up and, when an account belongs to it (for a
 * verification link: an unconfirmed one), e-mails the link. The request only queued this job, so
 * it cost the same for every address: neither the answer nor its timing tells whether the
 * address is registered.
 */
export function createAccountLinkHandler(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
): JobHandler {
  return async (input) => {
    const parsed = accountLinkPayload.safeParse(input);
    if (!parsed.success) throw new PermanentJobError(`Invalid ${accountLinkJobKind} payload`);
    const { email, purpose, locale, origin } = parsed.data;
    const user = await findUserByEmail(deps.db, email);
    if (!user) return;
    if (purpose === 'verify_email' && user.email_verified_at !== null) return;
    await deps.db.transaction().execute(async (trx) => {
      await sendAccountLink(trx, deps, user, purpose, locale, origin);
    });
  };
}
