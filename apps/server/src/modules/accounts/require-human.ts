import type { BotCheck } from '../../integrations/captcha/bot-check.js';
import { AppError } from '../../lib/app-error.js';

/** Refuses the request when bot protection is on and the check says it is not a person. */
export async function requireHuman(
  botCheck: BotCheck,
  token: string | undefined,
  action: string,
  ip: string,
): Promise<void> {
  if (!botCheck.enabled) return;
  if (!(await botCheck.verify(token, action, ip))) {
    throw new AppError('captcha_failed', {}, { captcha_token: [{ key: 'errors.captcha_failed' }] });
  }
}
