import { IconLogout } from '@tabler/icons-react';
import { isStaff } from '@theatre/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/use-logout';
import { useAuthStore } from '../stores/auth-store';
import classes from './account-drawer-section.module.css';

/**
 * The account part of the phone navigation: Login, or the user's name with Profile and Logout.
 * Default export: the app loads it with the drawer, not in the first load.
 */
export default function AccountDrawerSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => (state.token ? state.user : null));
  const location = useLocation();
  const { logout, pending } = useLogout();
  return (
    <div>
      <h3 className={classes.title}>{t('nav.account')}</h3>
      {user ? (
        <p className={classes.who}>
          <span className={classes.whoName}>{user.name}</span>
          <span className={classes.whoEmail}>{user.email}</span>
        </p>
      ) : null}
      <ul className={classes.list}>
        {user ? (
          <>
            <li>
              <NavLink to={paths.profile()} className={classes.link} onClick={onNavigate}>
                {t('nav.profile')}
              </NavLink>
            </li>
            {isStaff(user) ? (
              <li>
                <NavLink to={paths.admin()} className={classes.link} onClick={onNavigate}>
                  {t('nav.back_office')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={classes.link}
                disabled={pending}
                onClick={() => {
                  void logout().then(onNavigate);
                }}
              >
                <IconLogout size={18} aria-hidden />
                {t('nav.logout')}
              </button>
            </li>
          </>
        ) : (
          <li>
            <NavLink
              to={paths.login(`${location.pathname}${location.search}`)}
              className={classes.link}
              onClick={onNavigate}
            >
              {t('nav.login')}
            </NavLink>
          </li>
        )}
      </ul>
    </div>
  );
}
