import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './preview-banner.module.css';

/** "Preview – not published yet / not on sale yet"; buying is disabled in preview. */
export function PreviewBanner({ published, onSale }: { published: boolean; onSale: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className={classes.banner} aria-labelledby="preview-banner-title">
      <IconEye size={28} aria-hidden className={classes.icon} />
      <div>
        <p className={classes.title} id="preview-banner-title">
          {t('preview.banner_title')}
        </p>
        <ul className={classes.list}>
          {!published ? <li>{t('preview.not_published')}</li> : null}
          {!onSale ? <li>{t('preview.not_on_sale')}</li> : null}
          <li>{t('preview.buying_disabled')}</li>
        </ul>
      </div>
    </aside>
  );
}
