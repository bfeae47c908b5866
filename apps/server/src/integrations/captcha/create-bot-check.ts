import type { Config } from '../../config/config.js';
import type { BotCheck } from './bot-check.js';
import { noBotCheck } from './no-bot-check.js';
import { createRecaptchaVerifier } from './recaptcha-verifier.js';

/** reCAPTCHA v3 when its keys are configured, otherwise no check. */
export function createBotCheck(
  config: Config,
  log?: { warn(obj: object, msg: string): void },
): BotCheck {
  if (!config.recaptcha) return noBotCheck;
  const { secretKey, verifyUrl, minScore } = config.recaptcha;
  return createRecaptchaVerifier({ secretKey, verifyUrl, minScore, log });
}
