import { Button, Container } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentIds, paths } from '../../../config/paths';
import { useCookieConsentStore } from '../stores/cookie-consent-store';
import classes from './cookie-banner.module.css';

/** Shown until the visitor accepts; one button accepts (docs/product.md §2). */
export default function CookieBanner() {
  const { t } = useTranslation();
  const accepted = useCookieConsentStore((state) => state.opt_in_out);
  const accept = useCookieConsentStore((state) => state.accept);
  if (accepted) return null;
  return (
    <section className={classes.banner} aria-label={t('cookie.label')}>
      <Container size="xl" className={classes.inner}>
        <IconCookie size={28} aria-hidden className={classes.icon} />
        <p className={classes.text}>
          {t('cookie.text')}{' '}
          <Link to={paths.document(documentIds.privacyNotice)} className={classes.link}>
            {t('cookie.more')}
          </Link>
        </p>
        <Button onClick={accept} size="md" className={classes.button}>
          {t('cookie.accept')}
        </Button>
      </Container>
    </section>
  );
}
