import { Button, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailFast, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useGuestTranslation } from '../hooks/use-guest-translation';
import classes from './guest.module.css';

interface PurchaseLinkSentProps {
  email: string;
  /** The server's message (it names the address), or null for the app's own. */
  message: string | null;
  /** Back to the form, filled in: to send again or to another address. */
  onAgain: () => void;
}

/**
 * The request's done state: the server's message, that the purchase is completed with the link in
 * the e-mail, and that the link buys only while the cart's hold runs. The focus moves to its
 * heading: the button pressed is gone.
 */
export function PurchaseLinkSent({ email, message, onAgain }: PurchaseLinkSentProps) {
  const { t } = useGuestTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={classes.sent} role="status">
      <ThemeIcon size={44} radius="xl" color="teal.9" aria-hidden>
        <IconMailFast size={24} />
      </ThemeIcon>
      <Title order={3} ref={heading} tabIndex={-1} className={classes.sentTitle}>
        {t('guest.sent_title')}
      </Title>
      <Text>{message ?? t('guest.sent_fallback', { email })}</Text>
      <Text size="sm">{t('guest.sent_hold')}</Text>
      <Text size="sm" c="dimmed">
        {t('guest.sent_spam')}
      </Text>
      <Button
        variant="subtle"
        size="compact-md"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onAgain}
        className={classes.again}
      >
        {t('guest.send_again')}
      </Button>
    </div>
  );
}
