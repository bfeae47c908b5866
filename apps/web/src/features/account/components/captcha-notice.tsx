import { Text } from '@mantine/core';
import { useAccountTranslation } from '../hooks/use-account-translation';
import classes from './captcha-notice.module.css';

/**
 * Google's required text when the reCAPTCHA badge is hidden (its terms allow hiding it only with
 * this text in the user flow). Rendered only when the shop uses reCAPTCHA. Built from plain parts
 * rather than react-i18next's Trans, which would weigh on the first load (see vite.config.ts).
 */
export function CaptchaNotice({ enabled }: { enabled: boolean }) {
  const { t } = useAccountTranslation();
  if (!enabled) return null;
  return (
    <Text size="xs" c="dimmed" className={classes.notice}>
      {t('captcha.notice_before')}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        {t('captcha.privacy')}
      </a>
      {t('captcha.notice_middle')}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        {t('captcha.terms')}
      </a>
      {t('captcha.notice_after')}
    </Text>
  );
}
