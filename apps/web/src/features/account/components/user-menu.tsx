import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/use-logout';
import classes from './account-menu.module.css';

/**
 * The signed-in user's menu in the header: a disclosure button with the name, and Profile and
 * Logout (Esc, a click outside or leaving with Tab closes it).
 */
export default function UserMenu({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => {
    setOpen(false);
  });
  const location = useLocation();
  const { logout, pending } = useLogout();

  // Close when the page changes: adjust the state while rendering.
  const [pathname, setPathname] = useState(location.pathname);
  if (pathname !== location.pathname) {
    setPathname(location.pathname);
    setOpen(false);
  }

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
    [rootRef],
  );

  return (
    <div ref={rootRef} className={classes.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.account_menu', { name })}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <IconUserCircle size={22} aria-hidden />
        <span className={classes.name}>{name}</span>
        <IconChevronDown
          size={14}
          aria-hidden
          className={classes.chevron}
          data-open={open || undefined}
        />
      </button>
      <div id={panelId} className={classes.panel} hidden={!open}>
        <p className={classes.who}>
          <span className={classes.whoName}>{name}</span>
          <span className={classes.whoEmail}>{email}</span>
        </p>
        <ul className={classes.list}>
          <li>
            <Link
              to={paths.profile()}
              className={classes.item}
              aria-current={location.pathname === paths.profile() ? 'page' : undefined}
              onClick={() => {
                setOpen(false);
              }}
            >
              <IconUser size={18} aria-hidden />
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={classes.item}
              disabled={pending}
              onClick={() => {
                void logout();
              }}
            >
              <IconLogout size={18} aria-hidden />
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
