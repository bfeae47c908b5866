import {
  IconBuildingStore,
  IconChevronDown,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { isStaff } from '@theatre/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisclosureMenu } from '../../../components/use-disclosure-menu';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/use-logout';
import { useAuthStore } from '../stores/auth-store';
import classes from './account-menu.module.css';

/**
 * The signed-in user's menu in the header: a disclosure button with the name, and Profile and
 * Logout (Esc, a click outside or leaving with Tab closes it).
 */
export default function UserMenu({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const menu = useDisclosureMenu();
  const { logout, pending } = useLogout();
  // Staff also get the way to the back office (the server checks the role on every call).
  const staff = useAuthStore((state) => isStaff(state.user));

  return (
    <div {...menu.rootProps} className={classes.root}>
      <button
        {...menu.buttonProps}
        className={classes.trigger}
        aria-label={t('nav.account_menu', { name })}
      >
        <IconUserCircle size={22} aria-hidden />
        <span className={classes.name}>{name}</span>
        <IconChevronDown
          size={14}
          aria-hidden
          className={classes.chevron}
          data-open={menu.open || undefined}
        />
      </button>
      <div {...menu.panelProps} className={classes.panel}>
        <p className={classes.who}>
          <span className={classes.whoName}>{name}</span>
          <span className={classes.whoEmail}>{email}</span>
        </p>
        <ul className={classes.list}>
          <li>
            <Link
              to={paths.profile()}
              className={classes.item}
              aria-current={menu.pathname === paths.profile() ? 'page' : undefined}
              onClick={menu.close}
            >
              <IconUser size={18} aria-hidden />
              {t('nav.profile')}
            </Link>
          </li>
          {staff ? (
            <li>
              <Link
                to={paths.admin()}
                className={classes.item}
                aria-current={menu.pathname.startsWith(paths.admin()) ? 'page' : undefined}
                onClick={menu.close}
              >
                <IconBuildingStore size={18} aria-hidden />
                {t('nav.back_office')}
              </Link>
            </li>
          ) : null}
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
