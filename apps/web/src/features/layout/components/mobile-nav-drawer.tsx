import { Divider, Drawer, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { PageLink } from '../lib/footer-links';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { LanguageSelector } from './language-selector';
import classes from './mobile-nav-drawer.module.css';

interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  infoLinks: readonly PageLink[];
  documentLinks: readonly PageLink[];
  /** A section the app adds after the links (the account links); `close` closes the drawer. */
  extraSection?: ((close: () => void) => ReactNode) | undefined;
}

function LinkSection({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly PageLink[];
  onNavigate: () => void;
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <Text component="h3" className={classes.sectionTitle}>
        {title}
      </Text>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.id}>
            <NavLink to={link.to} className={classes.link} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The phone navigation (lazy: loaded when the burger is first pressed). */
export default function MobileNavDrawer({
  id,
  opened,
  onClose,
  infoLinks,
  documentLinks,
  extraSection,
}: MobileNavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(340px, 88vw)">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* role="none": a <header> inside a dialog is not the page's banner landmark. */}
        <Drawer.Header role="none">
          <Drawer.Title className={classes.title}>{t('nav.menu')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('nav.close_menu')} />
        </Drawer.Header>
        <Drawer.Body>
          <nav id={id} aria-label={t('nav.main')}>
            <Stack gap="lg">
              <ul className={classes.list}>
                <li>
                  <NavLink to={paths.home()} end className={classes.link} onClick={onClose}>
                    {t('nav.events')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.cart()} className={classes.link} onClick={onClose}>
                    {t('nav.cart')}
                  </NavLink>
                </li>
              </ul>
              <LinkSection title={t('nav.information')} links={infoLinks} onNavigate={onClose} />
              <LinkSection title={t('nav.documents')} links={documentLinks} onNavigate={onClose} />
              {extraSection?.(onClose)}
            </Stack>
          </nav>
          <Divider my="lg" />
          <Stack gap="md">
            <div>
              <Text component="h3" className={classes.sectionTitle}>
                {t('nav.language')}
              </Text>
              <LanguageSelector tone="surface" />
            </div>
            <div>
              <Text component="h3" className={classes.sectionTitle}>
                {t('nav.color_scheme')}
              </Text>
              <ColorSchemeSwitch />
            </div>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
