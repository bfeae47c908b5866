import type { BotCheck } from './bot-check.js';

export interface RecaptchaVerifierOptions {
  secretKey: string;
  /** https://www.google.com/recaptcha/api/siteverify, or a simulator's. */
  verifyUrl: string;
  /** 0..1: a lower score is a bot. */
  minScore: number;
  /** Default 5000 ms; a slow answer counts as a failed check. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that mean our own set-up is wrong, not the visitor. */
const setupErrors = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/**
 * reCAPTCHA v3: the token the SPA got for `action` is checked with Google's siteverify. Human when
 * the token is valid, was made for this action and scores at least `minScore`. When Google
 * cannot be asked the answer is "not human" (fail closed) and a warning is logged.
 */
export function createRecaptchaVerifier(options: RecaptchaVerifierOptions): BotCheck {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (token === undefined || token.trim() === '') return false;
      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          options.log?.warn({ status: response.status }, 'reCAPTCHA verification failed');
          return false;
        }
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        options.log?.warn(
          { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
          'reCAPTCHA verification failed',
        );
        return false;
      }
      if (typeof answer !== 'object' || answer === null) {
        options.log?.warn({}, 'reCAPTCHA verification answered something unexpected');
        return false;
      }
      if (answer.success !== true) {
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
        if (codes.some((code) => typeof code === 'string' && setupErrors.has(code))) {
          options.log?.warn({ errorCodes: codes }, 'reCAPTCHA refused our secret key or request');
        }
        return false;
      }
      return (
        typeof answer.score === 'number' &&
        answer.score >= options.minScore &&
        answer.action === action
      );
    },
  };
}
