import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createBotCheck } from './create-bot-check.js';

describe('createBotCheck', () => {
  it('checks nothing when reCAPTCHA is not configured', async () => {
    const check = createBotCheck(loadConfig({}));
    expect(check.enabled).toBe(false);
    expect(await check.verify(undefined, 'login', '203.0.113.7')).toBe(true);
  });

  it('uses reCAPTCHA v3 when both keys are configured', async () => {
    const check = createBotCheck(
      loadConfig({
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/recaptcha/api/siteverify',
      }),
    );
    expect(check.enabled).toBe(true);
    // No token: refused before anything is asked.
    expect(await check.verify(undefined, 'login', '203.0.113.7')).toBe(false);
  });
});
