import { z } from 'zod';
import { staffRoles } from './staff-roles.js';

/*
 * Staff second factor and the staff session (decision 0056): passkeys, an authenticator app
 * (TOTP) and one-time recovery codes; the back office's session lives in an httpOnly cookie and
 * its state-changing calls carry a CSRF token.
 */

/** The header that carries the staff session's CSRF token on /api/admin and factor calls. */
export const csrfHeader = 'x-csrf-token';

/** The staff roles the second-factor setting names: every staff role (decision 0057). */
export const secondFactorRoles = staffRoles;

/** One passkey of the user, as the profile lists it. */
export const passkeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** GET /second-factor: the signed-in user's factors and their staff session. */
export const secondFactorStatus = z.object({
  /** The user works in the back office. */
  staff: z.boolean(),
  /** Their role must pass a second factor (the setting); one enrolled is asked for anyway. */
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeySummary),
  recovery_codes_left: z.number().int(),
  /** This browser has a live staff session (the cookie). */
  staff_session: z.boolean(),
  /** That session's CSRF token; null without one. */
  csrf_token: z.string().nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

const maxCode = 40;

/** POST /second-factor/session: pass the second factor and start the staff session. */
export const staffSessionBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: z.string('validation.required').max(maxCode) }),
  z.object({ method: z.literal('recovery'), code: z.string('validation.required').max(maxCode) }),
  /** Allowed only to staff with no factor enrolled whose roles do not require one. */
  z.object({ method: z.literal('none') }),
]);
export type StaffSessionBody = z.infer<typeof staffSessionBody>;

/** The staff session started (its token is in the cookie only). */
export const staffSessionReply = z.object({
  csrf_token: z.string(),
  /** Recovery codes, shown once: after the first enrolment, else empty. */
  recovery_codes: z.array(z.string()),
});
export type StaffSessionReply = z.infer<typeof staffSessionReply>;

/** POST /second-factor/totp: a new secret to add to an authenticator app. */
export const totpEnrolment = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qr: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const totpConfirmBody = z.object({
  code: z.string('validation.required').max(maxCode),
});
export type TotpConfirmBody = z.infer<typeof totpConfirmBody>;

/** WebAuthn options and responses pass through as JSON (SimpleWebAuthn's shapes). */
export const webAuthnJson = z.record(z.string(), z.unknown());

export const passkeyRegisterBody = z.object({
  name: z.string('validation.required').trim().min(1, 'validation.required').max(80),
  response: webAuthnJson,
});
export type PasskeyRegisterBody = z.infer<typeof passkeyRegisterBody>;

export const passkeySessionBody = z.object({ response: webAuthnJson });

export const recoveryCodesReply = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>;
