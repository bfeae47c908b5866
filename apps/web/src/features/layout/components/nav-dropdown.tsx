import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PageLink } from '../hooks/footer-links';
import headerClasses from './app-header.module.css';
import classes from './nav-dropdown.module.css';

interface NavDropdownProps {
  label: string;
  links: readonly PageLink[];
}

/**
 * A disclosure menu of page links (the WAI pattern for site navigation): a button with
 * aria-expanded, a list of links; Esc, a click outside or leaving with Tab closes it.
 */
export function NavDropdown({ label, links }: NavDropdownProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => {
    setOpen(false);
  });
  const location = useLocation();

  // Close when the page changes (back/forward): adjust the state while rendering.
  const [pathname, setPathname] = useState(location.pathname);
  if (pathname !== location.pathname) {
    setPathname(location.pathname);
    setOpen(false);
  }

  const onKeyDown = useCallback((event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }, []);

  const onBlur = useCallback(
    (event: React.FocusEvent<HTMLDivElement>) => {
      if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
    [rootRef],
  );

  return (
    <div ref={rootRef} className={classes.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={headerClasses.navLink}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {label}
        <IconChevronDown
          size={16}
          aria-hidden
          className={classes.chevron}
          data-open={open || undefined}
        />
      </button>
      <div id={id} className={classes.panel} hidden={!open}>
        {links.length > 0 ? (
          <ul className={classes.list}>
            {links.map((link) => (
              <li key={link.id}>
                <Link
                  to={link.to}
                  className={classes.link}
                  aria-current={location.pathname === link.to ? 'page' : undefined}
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.empty}>{t('nav.empty_menu')}</p>
        )}
      </div>
    </div>
  );
}
