/** The parts of Google's reCAPTCHA v3 API the shop uses. */
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The reCAPTCHA actions the server checks (one per form; `purchase_link`: the guest's request). */
export type CaptchaAction =
  'login' | 'register' | 'magic_link' | 'reset_password' | 'resend_verification' | 'purchase_link';

export const recaptchaScriptId = 'recaptcha-v3';

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

let loading: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

/**
 * Loads Google's script once (on the pages that need it, not in the first load) and resolves when
 * `grecaptcha` is ready. A failed load is forgotten, so the next attempt tries again.
 */
export function loadRecaptcha(siteKey: string, timeoutMs = 10_000): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => {
      reject(new Error('reCAPTCHA did not load in time'));
    }, timeoutMs);
    const whenReady = () => {
      const api = window.grecaptcha;
      if (!api) {
        window.clearTimeout(timer);
        reject(new Error('reCAPTCHA script loaded without grecaptcha'));
        return;
      }
      api.ready(() => {
        window.clearTimeout(timer);
        resolve(api);
      });
    };
    if (window.grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.id = recaptchaScriptId;
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.defer = true;
    script.addEventListener('load', whenReady, { once: true });
    script.addEventListener(
      'error',
      () => {
        window.clearTimeout(timer);
        script.remove();
        reject(new Error('reCAPTCHA script failed to load'));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading = { siteKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

/**
 * A token for one form submission, or undefined when the shop has no reCAPTCHA or Google could not
 * be reached (the server then decides; it answers with its own translated message).
 */
export async function captchaToken(
  siteKey: string | null,
  action: CaptchaAction,
  load: (siteKey: string) => Promise<Grecaptcha> = loadRecaptcha,
): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    const api = await load(siteKey);
    return await api.execute(siteKey, { action });
  } catch (error) {
    console.warn('[captcha] no token', error);
    return undefined;
  }
}
