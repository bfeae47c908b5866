import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The first focusable element: jumps over the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href={`#${targetId}`}>
      {t('app.skip_to_content')}
    </a>
  );
}
