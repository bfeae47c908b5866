import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisclosureMenu } from '../../../components/use-disclosure-menu';
import type { PageLink } from '../lib/footer-links';
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
  const menu = useDisclosureMenu();

  return (
    <div {...menu.rootProps} className={classes.root}>
      <button {...menu.buttonProps} className={headerClasses.navLink}>
        {label}
        <IconChevronDown
          size={16}
          aria-hidden
          className={classes.chevron}
          data-open={menu.open || undefined}
        />
      </button>
      <div {...menu.panelProps} className={classes.panel}>
        {links.length > 0 ? (
          <ul className={classes.list}>
            {links.map((link) => (
              <li key={link.id}>
                <Link
                  to={link.to}
                  className={classes.link}
                  aria-current={menu.pathname === link.to ? 'page' : undefined}
                  onClick={menu.close}
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
