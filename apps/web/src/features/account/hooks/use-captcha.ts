import { useCallback, useEffect } from 'react';
import { captchaToken, loadRecaptcha, type CaptchaAction } from '../lib/recaptcha';

/**
 * Bot protection for the login, registration, magic-link and password-reset forms
 * (docs/product.md §7, third party). With a site key (public settings `recaptcha_site_key`)
 * Google's reCAPTCHA v3 loads when the form is shown and `getToken(action)` gives the
 * `captcha_token` to send; without one nothing loads and no token is sent.
 */
export function useCaptcha(siteKey: string | null): {
  enabled: boolean;
  getToken: (action: CaptchaAction) => Promise<string | undefined>;
} {
  useEffect(() => {
    if (siteKey)
      loadRecaptcha(siteKey).catch((error: unknown) => {
        console.warn('[captcha] could not load reCAPTCHA', error);
      });
  }, [siteKey]);
  const getToken = useCallback((action: CaptchaAction) => captchaToken(siteKey, action), [siteKey]);
  return { enabled: siteKey !== null, getToken };
}
