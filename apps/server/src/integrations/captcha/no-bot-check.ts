import type { BotCheck } from './bot-check.js';

/** When no reCAPTCHA is configured: nothing is checked and every request passes. */
export const noBotCheck: BotCheck = {
  enabled: false,
  verify: () => Promise.resolve(true),
};
