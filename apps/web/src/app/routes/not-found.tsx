import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../components/not-found-state';
import { paths } from '../../config/paths';

/** Everything that is not a page. */
export function Component() {
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
