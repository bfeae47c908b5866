import type { PublicSettings } from '@theatre/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import classes from './app-header.module.css';

export const defaultLogoUrl = '/favicon.svg';

/** The brand image (from settings, else the theatre mask) and the title: theatre name + brand title. */
export function BrandLink({ settings }: { settings: PublicSettings | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const brandTitle = settings
    ? translated(locale, settings.brand_title, settings.brand_title_translations)
    : '';
  const name = settings?.theatre_name ?? '';
  return (
    <Link
      to={paths.home()}
      className={classes.brand}
      // The visible title names the link; without settings (first load) the mask's text does.
      aria-label={name ? undefined : t('app.default_logo_alt')}
    >
      <img
        className={classes.brandImage}
        src={settings?.brand_image_url || defaultLogoUrl}
        alt=""
        width={44}
        height={44}
      />
      {settings ? (
        <span className={classes.brandText}>
          <span className={classes.theatreName}>{name}</span>
          {brandTitle ? <span className={classes.brandTitle}> {brandTitle}</span> : null}
        </span>
      ) : null}
    </Link>
  );
}
