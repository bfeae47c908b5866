import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { SkipLink } from '../../../components/skip-link';
import { useLocale } from '../../../lib/i18n';
import { useSyncPublicSettings } from '../api/use-public-settings';
import { safeBackgroundColor, safePatternClass } from '../lib/background';
import { splitFooterLinks } from '../lib/footer-links';
import { usePopupBanner } from '../hooks/use-popup-banner';
import { useTagManager } from '../hooks/use-tag-manager';
import { useCookieConsentStore } from '../stores/cookie-consent-store';
import { useServiceStatusStore } from '../stores/service-status-store';
import { useSettingsStore } from '../stores/settings-store';
import { AppHeader, type DrawerSection } from './app-header';
import classes from './app-frame.module.css';
import './background-patterns.css';

// Below the fold or not always needed: outside the first load.
const AppFooter = lazy(() => import('./app-footer'));
const CookieBanner = lazy(() => import('./cookie-banner'));
const ServiceUnavailableModal = lazy(() => import('./service-unavailable-modal'));
// Once per browser session at most, after the page's content: fetched when it is to be shown.
const PopupBannerModal = lazy(() => import('./popup-banner-modal'));

export const mainContentId = 'main-content';

interface AppFrameProps {
  children: ReactNode;
  /** Slot in the header for the cart icon and the user menu. */
  headerActions?: ReactNode;
  /** Slot in the phone navigation drawer (the account links). */
  drawerSection?: DrawerSection;
}

/** The shared frame of every page (docs/product.md §2). */
export function AppFrame({ children, headerActions, drawerSection }: AppFrameProps) {
  const { fresh } = useSyncPublicSettings();
  const settings = useSettingsStore((state) => state.settings);
  const locale = useLocale();
  const consented = useCookieConsentStore((state) => state.opt_in_out);
  const unavailable = useServiceStatusStore((state) => state.unavailable);
  const markUnavailable = useServiceStatusStore((state) => state.markUnavailable);

  // Only this load's settings count: a persisted copy from an earlier maintenance must not reopen it.
  useEffect(() => {
    if (fresh?.maintenance) markUnavailable();
  }, [fresh?.maintenance, markUnavailable]);

  useTagManager(settings?.google_tag, consented);
  const popup = usePopupBanner(settings?.popup_banner, settings !== null && !unavailable);

  const { info, documents } = useMemo(
    () => splitFooterLinks(settings?.footer_links ?? [], locale),
    [settings?.footer_links, locale],
  );
  const pattern = safePatternClass(settings?.settings.background_pattern_class);
  const style = {
    '--app-background': safeBackgroundColor(settings?.background_color),
  } as CSSProperties;

  return (
    <div className={pattern ? `${classes.shell} ${pattern}` : classes.shell} style={style}>
      <SkipLink targetId={mainContentId} />
      <AppHeader
        settings={settings}
        infoLinks={info}
        documentLinks={documents}
        actions={headerActions}
        drawerSection={drawerSection}
      />
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
          <div className={classes.surface}>{children}</div>
        </Container>
      </main>
      <Suspense fallback={null}>
        <AppFooter settings={settings} infoLinks={info} documentLinks={documents} />
        {consented ? null : <CookieBanner />}
      </Suspense>
      {settings?.popup_banner && popup.opened ? (
        <Suspense fallback={null}>
          <PopupBannerModal banner={settings.popup_banner} onClose={popup.close} />
        </Suspense>
      ) : null}
      {unavailable ? (
        <Suspense fallback={null}>
          <ServiceUnavailableModal />
        </Suspense>
      ) : null}
    </div>
  );
}
