import { paths } from '../config/paths';
import { useLanguageStore } from '../features/layout/stores/language-store';
import { useServiceStatusStore } from '../features/layout/stores/service-status-store';
import { setUnauthenticatedHandler, setUnavailableHandler } from '../lib/api-client';
import { installGlobalErrorReporting } from '../lib/error-reporter';
import { initialLocale, setupI18n } from '../lib/i18n';
import type { AppRouter } from './router';

/** Start-up wiring: language, error reporting, the API client's hooks. */
export function setupApp(): void {
  installGlobalErrorReporting();
  setupI18n(initialLocale(useLanguageStore.getState().language, navigator.language));
}

export function connectApiClient(router: AppRouter): void {
  setUnavailableHandler(() => {
    useServiceStatusStore.getState().markUnavailable();
  });
  setUnauthenticatedHandler(() => {
    // The auth issue clears its store here (user and token) before the redirect.
    if (router.state.location.pathname !== paths.login()) void router.navigate(paths.login());
  });
}
