import { useSettingsStore } from '../features/layout/stores/settings-store';

/** The reCAPTCHA site key of the public settings (null: the shop runs without bot protection). */
export function useCaptchaSiteKey(): string | null {
  return useSettingsStore((state) => state.settings?.recaptcha_site_key ?? null);
}
