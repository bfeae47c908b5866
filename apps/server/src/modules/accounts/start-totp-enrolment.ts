import type { TotpEnrolment } from '@theatre/contracts';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from './accounts.repository.js';
import { savePendingTotp } from './second-factor.repository.js';
import { encryptTotpSecret, newTotpSecret, totpOf } from '../../lib/totp-secret.js';

/**
 * POST /second-factor/totp (decision 0056): a new authenticator-app secret, shown once as text,
 * as an otpauth URI and as its QR code; it counts once confirmed with a first code. A user who
 * has a confirmed app removes it first (409 `second_factor_not_allowed`… 403).
 */
export async function startTotpEnrolment(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: UserRow,
): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const saved = await savePendingTotp(
    deps.db,
    user.id,
    encryptTotpSecret(deps.config.appSecret, secret),
  );
  if (!saved) throw new AppError('second_factor_not_allowed');
  const uri = totpOf(secret, user.email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_uri: uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
