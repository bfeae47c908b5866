import { IconUser, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../stores/auth-store';
import classes from './account-menu.module.css';

// The signed-in menu loads on demand: most first visits are signed out and need only the link.
const UserMenu = lazy(() => import('./user-menu'));

/**
 * The header's account control (docs/product.md §2, shared frame): a Login link when signed out;
 * when signed in a disclosure menu with the user's name, Profile and Logout. Part of the first
 * load: texts from the main catalogue, no Mantine components.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => (state.token ? state.user : null));
  const location = useLocation();

  if (!user) {
    return (
      <div className={classes.headerItem}>
        <Link
          to={paths.login(`${location.pathname}${location.search}`)}
          className={classes.trigger}
          aria-current={location.pathname === paths.login() ? 'page' : undefined}
        >
          <IconUser size={20} aria-hidden />
          <span>{t('nav.login')}</span>
        </Link>
      </div>
    );
  }
  return (
    <div className={classes.headerItem}>
      <Suspense
        fallback={
          <span className={classes.trigger}>
            <IconUserCircle size={22} aria-hidden />
            <span className={classes.name}>{user.name}</span>
          </span>
        }
      >
        <UserMenu name={user.name} email={user.email} />
      </Suspense>
    </div>
  );
}
