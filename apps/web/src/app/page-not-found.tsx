import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../components/not-found-state';
import { paths } from '../config/paths';

/** The not-found page: for unknown addresses and for a 404 thrown while routing. */
export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      code={t('not_found.code')}
      title={t('not_found.title')}
      text={t('not_found.text')}
      actionLabel={t('not_found.home')}
      actionTo={paths.home()}
    />
  );
}
