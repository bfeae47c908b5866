import { describe, expect, it, vi } from 'vitest';
import { captchaToken, recaptchaScriptUrl, type Grecaptcha } from './recaptcha';

describe('reCAPTCHA', () => {
  it('builds the v3 script address with the site key', () => {
    expect(recaptchaScriptUrl('6Le x&y')).toBe(
      'https://www.google.com/recaptcha/api.js?render=6Le%20x%26y',
    );
  });

  it('sends no token and loads nothing without a site key', async () => {
    const load = vi.fn<(key: string) => Promise<Grecaptcha>>();
    await expect(captchaToken(null, 'login', load)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('executes the form action with the site key', async () => {
    const execute = vi.fn(() => Promise.resolve('token-123'));
    const load = vi.fn(() => Promise.resolve({ ready: vi.fn(), execute }));
    await expect(captchaToken('site-key', 'magic_link', load)).resolves.toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'magic_link' });
  });

  it('gives no token when Google cannot be reached (the server decides)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('blocked')));
    await expect(captchaToken('site-key', 'register', load)).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
