import { ActionIcon, AppShell, Burger, Button, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { SkipLink } from '../../../components/skip-link';
import type { StaffRole } from '@theatre/contracts';
import { useAdminTranslation } from './use-admin-translation';
import { sectionsFor } from './admin-sections';
import classes from './admin-layout.module.css';
import './admin-styles';

interface AdminLayoutProps {
  staff: { name: string; roles: StaffRole[] };
  /** The shop's home page, for the way back. */
  shopHref: string;
  /** The main content's id: the skip link's target, focused after a navigation. */
  mainId: string;
  /** The header's controls the app lends (the language selector). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/**
 * The back office's frame: a header with the way back to the shop and who is signed in, and the
 * menu of the sections the staff member's roles open; on a phone or a tablet (narrower than
 * 62em) the menu folds behind a button, so the pages get the whole width. On paper only the
 * page prints: no header, no menu.
 */
export function AdminLayout({
  staff,
  shopHref,
  mainId,
  headerActions,
  children,
}: AdminLayoutProps) {
  const { t } = useAdminTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const sections = sectionsFor(staff);

  return (
    <>
      <SkipLink targetId={mainId} />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header className={classes.noPrint}>
          <div className={classes.header}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('shell.close_nav') : t('shell.open_nav')}
              aria-expanded={opened}
              aria-controls="admin-navbar"
            />
            <span className={classes.brand}>{t('shell.brand')}</span>
            <span className={classes.spacer} />
            <span className={classes.who}>
              {t('shell.signed_in_as', {
                name: staff.name,
                role: staff.roles.map((role) => t(`shell.roles.${role}`)).join(', '),
              })}
            </span>
            {headerActions}
            <ActionIcon
              component={Link}
              to={shopHref}
              variant="default"
              size="lg"
              hiddenFrom="md"
              aria-label={t('shell.to_shop')}
              title={t('shell.to_shop')}
            >
              <IconArrowBackUp size={18} aria-hidden />
            </ActionIcon>
            <Button
              component={Link}
              to={shopHref}
              variant="default"
              visibleFrom="md"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
            >
              {t('shell.to_shop')}
            </Button>
          </div>
        </AppShell.Header>
        <AppShell.Navbar
          id="admin-navbar"
          p="xs"
          aria-label={t('shell.nav_label')}
          component="nav"
          className={classes.noPrint}
        >
          <ScrollArea>
            {sections.map((section) => {
              const active = section.end
                ? location.pathname === section.to
                : location.pathname === section.to ||
                  location.pathname.startsWith(`${section.to}/`);
              return (
                <NavLink
                  key={section.to}
                  component={RouterNavLink}
                  to={section.to}
                  end={section.end}
                  label={t(`nav.${section.label}`)}
                  leftSection={<section.icon size={20} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                />
              );
            })}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main id={mainId} tabIndex={-1} className={classes.main}>
          <div className={classes.content}>{children}</div>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
