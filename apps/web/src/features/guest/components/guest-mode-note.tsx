import { Button, Text } from '@mantine/core';
import { IconLogout2, IconUserCheck } from '@tabler/icons-react';
import { useGuestTranslation } from '../hooks/use-guest-translation';
import classes from './guest.module.css';

/**
 * Step 1 in guest mode: Continue goes on to the checkout, and this line says with which address
 * the guest buys, with a way to leave guest mode (to sign in instead, or ask for another link).
 */
export function GuestModeNote({ email, onLeave }: { email: string; onLeave: () => void }) {
  const { t } = useGuestTranslation();
  return (
    <div className={classes.mode}>
      <IconUserCheck size={20} aria-hidden className={classes.modeIcon} />
      <div className={classes.modeText}>
        <Text size="sm">
          {t('guest.mode')} <strong className={classes.email}>{email}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {t('guest.mode_hint')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={onLeave}
          className={classes.leave}
        >
          {t('guest.leave')}
        </Button>
      </div>
    </div>
  );
}
