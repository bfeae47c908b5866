import { Button, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../lib/retry-schedule';
import { useServiceRetry } from '../hooks/use-service-retry';
import classes from './service-unavailable-modal.module.css';

/**
 * Full screen, static backdrop (no close by click or Esc): 'Oldalunk frissítés alatt áll', a countdown
 * to the next automatic check, then a spinner while GET /api/available is probed. Lazily loaded.
 */
export default function ServiceUnavailableModal() {
  const { t } = useTranslation();
  const { remaining, retrying, retryNow } = useServiceRetry();
  const seconds = secondsLeft(remaining);
  // What the live region says: set when the state changes (countdown started, probe running).
  const [announcedFor, setAnnouncedFor] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (announcedFor !== retrying) {
    setAnnouncedFor(retrying);
    setAnnouncement(
      retrying ? t('maintenance.checking') : t('maintenance.retry_in', { count: seconds }),
    );
  }
  return (
    <Modal.Root
      opened
      onClose={() => undefined}
      fullScreen
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      zIndex={2000}
    >
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        <Modal.Body className={classes.body}>
          <Stack align="center" justify="center" gap="lg" className={classes.stack}>
            <div className={classes.icon} aria-hidden>
              <IconTool size={44} />
            </div>
            <Modal.Title className={classes.title}>{t('maintenance.title')}</Modal.Title>
            <Text ta="center" size="lg" maw={560}>
              {t('maintenance.text')}
            </Text>
            {/* Screen readers hear each state once, not a number every second. */}
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
            <div className={classes.status} aria-hidden>
              {retrying ? (
                <>
                  <Loader size="md" aria-hidden />
                  <Text fw={600}>{t('maintenance.checking')}</Text>
                </>
              ) : (
                <Text fw={600} size="lg">
                  {t('maintenance.retry_in', { count: seconds })}
                </Text>
              )}
            </div>
            <Button
              variant="outline"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={retryNow}
              disabled={retrying}
            >
              {t('maintenance.retry_now')}
            </Button>
            <Text ta="center" size="sm" c="dimmed" maw={520}>
              {t('maintenance.hint')}
            </Text>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
