import { describe, expect, it } from 'vitest';
import { isOpenInMaintenance } from './maintenance-gate.js';

describe('the maintenance gate', () => {
  it('keeps the probes, the documentation, the back office and the staff sign-in open', () => {
    for (const url of [
      '/api/available',
      '/api/health',
      '/api/docs',
      '/api/docs/static/index.html',
      '/api/admin/settings',
      '/api/admin/reports/sales?from=2026-01-01&to=2026-01-31',
      '/api/admin?x=1',
      '/api/login',
      '/api/logout',
      '/api/profile',
      '/api/profile?fresh=1',
      // The second factor that opens the back office (decision 0056).
      '/api/second-factor',
      '/api/second-factor/session',
      '/api/second-factor/passkey/options',
      // Pages and assets: the app shows the notice, the back office loads.
      '/',
      '/admin',
      '/admin/content',
      '/assets/index.js',
      '/storage/posters/a.webp',
    ]) {
      expect(isOpenInMaintenance(url), url).toBe(true);
    }
  });

  it('closes the rest of the API and the data files, also paths that only look open', () => {
    for (const url of [
      '/api/events',
      '/api/settings/public',
      '/api/cart/get-key',
      '/api/register',
      '/api/profile/set-password',
      '/api/profile/set-preferences',
      '/api/admin-tools',
      '/api/administrator',
      '/api/loginx',
      '/api/second-factorx',
      '/api/login/../events',
      '/api/available-now',
      '/storage/programs.json',
      '/storage/public_settings.json',
    ]) {
      expect(isOpenInMaintenance(url), url).toBe(false);
    }
  });
});
