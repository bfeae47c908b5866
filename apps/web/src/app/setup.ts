import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../features/account/api/account-keys';
import { handleSessionRejected } from '../features/account/lib/session-rejected';
import {
  currentToken,
  syncAuthAcrossTabs,
  useAuthStore,
} from '../features/account/stores/auth-store';
import { eventKeys } from '../features/events/api/event-keys';
import { useLanguageStore } from '../features/layout/stores/language-store';
import { useServiceStatusStore } from '../features/layout/stores/service-status-store';
import {
  setTokenGetter,
  setUnauthenticatedHandler,
  setUnavailableHandler,
} from '../lib/api-client';
import { installGlobalErrorReporting } from '../lib/error-reporter';
import { currentLocale, onLocaleChange, setupI18n } from '../lib/i18n';
import { addressInLocale, startLocale } from './page-language';
import type { AppRouter } from './router';

/**
 * Start-up wiring: language, error reporting, the API client's hooks. Answers a promise to wait
 * for before rendering when the language's texts are still on their way (English), else null.
 */
export function setupApp(): Promise<void> | null {
  installGlobalErrorReporting();
  const locale = startLocale(
    window.location.pathname,
    useLanguageStore.getState().language,
    navigator.language,
    navigator.userAgent,
  );
  // Before the router reads the address: the page at its address in the language it starts in.
  const address = addressInLocale(window.location, locale);
  if (address !== null) window.history.replaceState(window.history.state, '', address);
  return setupI18n(locale);
}

/**
 * The address follows the language (decision 0061): after a change of language, and after a
 * navigation to an address in the other one (a link typed without its language), the page moves
 * to its address in the language shown, in place of the history entry.
 */
export function followLanguage(router: AppRouter): void {
  const follow = () => {
    if (router.state.navigation.state !== 'idle') return;
    const { location } = router.state;
    const target = addressInLocale(location, currentLocale());
    if (target !== null) {
      void router.navigate(target, {
        replace: true,
        state: location.state as unknown,
        preventScrollReset: true,
      });
    }
  };
  router.subscribe(follow);
  onLocaleChange(follow);
}

export function connectApiClient(router: AppRouter, queryClient: QueryClient): void {
  setTokenGetter(currentToken);
  setUnavailableHandler(() => {
    useServiceStatusStore.getState().markUnavailable();
  });
  // docs/product.md §4: a 401 or 419 reply clears user and token and routes to /login, keeping the
  // page to come back to after signing in.
  // A session the server ended for inactivity (419 `reason: idle`): the sign-in page says so.
  setUnauthenticatedHandler((reason) => {
    handleSessionRejected({
      clear: () => {
        useAuthStore.getState().clear({ idle: reason === 'idle' });
      },
      location: () => router.state.location,
      navigate: (to) => {
        void router.navigate(to, { replace: true });
      },
    });
  });
  connectSession(queryClient);
}

/**
 * When the session changes (sign in, sign out, expiry, another tab): the previous user's data is
 * dropped, and the events reload (docs/product.md §4: the events list; a VIP sees another list and
 * the VIP ticket types).
 */
function connectSession(queryClient: QueryClient): void {
  syncAuthAcrossTabs();
  useAuthStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    queryClient.removeQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  });
}
