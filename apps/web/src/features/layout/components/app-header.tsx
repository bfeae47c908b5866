import { Container } from '@mantine/core';
import { IconAlertTriangle, IconMenu2, IconX } from '@tabler/icons-react';
import type { PublicSettings } from '@theatre/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { PageLink } from '../lib/footer-links';
import classes from './app-header.module.css';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSelector } from './language-selector';
import { NavDropdown } from './nav-dropdown';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export const mobileNavId = 'mobile-navigation';

/**
 * A section the app adds to the phone navigation drawer (the account links): `render` (`close`
 * closes the drawer) may suspend while its code loads, and the drawer waits for it, so it never
 * opens without it; `preload` starts loading that code when the drawer's is requested.
 */
export interface DrawerSection {
  render: (close: () => void) => ReactNode;
  preload: () => void;
}

interface AppHeaderProps {
  settings: PublicSettings | null;
  infoLinks: readonly PageLink[];
  documentLinks: readonly PageLink[];
  /** Slot for the cart icon with its countdown and the user menu. */
  actions?: ReactNode;
  /** Slot in the phone navigation drawer (the account links). */
  drawerSection?: DrawerSection | undefined;
}

export function AppHeader({
  settings,
  infoLinks,
  documentLinks,
  actions,
  drawerSection,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <BrandLink settings={settings} />
        <nav aria-label={t('nav.main')} className={classes.nav}>
          <ul className={classes.navList}>
            <li>
              <NavLink to={paths.home()} end className={classes.navLink}>
                {t('nav.events')}
              </NavLink>
            </li>
            <li>
              <NavDropdown label={t('nav.information')} links={infoLinks} />
            </li>
            <li>
              <NavDropdown label={t('nav.documents')} links={documentLinks} />
            </li>
          </ul>
        </nav>
        <div className={classes.actions}>
          {actions}
          <div className={classes.desktopOnly}>
            <LanguageSelector />
          </div>
          <ColorSchemeToggle />
          <button
            type="button"
            className={`${classes.iconButton} ${classes.mobileOnly}`}
            onClick={() => {
              if (!drawerRequested) drawerSection?.preload();
              setDrawerRequested(true);
              setDrawerOpen((open) => !open);
            }}
            aria-label={drawerOpen ? t('nav.close_menu') : t('nav.open_menu')}
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? mobileNavId : undefined}
          >
            {drawerOpen ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
          </button>
        </div>
      </Container>
      {settings && !settings.settings_complete ? (
        <p className={classes.warning} role="status" style={{ margin: 0 }}>
          <IconAlertTriangle size={18} aria-hidden />
          {t('header.sales_unavailable')}
        </p>
      ) : null}
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            id={mobileNavId}
            opened={drawerOpen}
            onClose={() => {
              setDrawerOpen(false);
            }}
            infoLinks={infoLinks}
            documentLinks={documentLinks}
            extraSection={drawerSection?.render}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
