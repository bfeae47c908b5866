import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { SecurityEvent } from '@theatre/contracts';
import { securityEventTypes } from '@theatre/contracts';
import { useAdminTranslation } from '../shared/use-admin-translation';

const failureReasons = [
  'unknown_email',
  'wrong_password',
  'unverified',
  'locked',
  'invalid_token',
] as const;

/** An event's name in the page's language; an unknown type as it is stored. */
export function useEventLabel() {
  const { t } = useAdminTranslation();
  return (type: string): string => {
    const known = securityEventTypes.find((item) => item === type);
    return known ? t(`security_log.events.${known}`) : type;
  };
}

/** Success or failure, said in words (and an icon beside them), with a failure's reason. */
export function EventOutcome({ event }: { event: SecurityEvent }) {
  const { t } = useAdminTranslation();
  const reason = failureReasons.find((item) => item === event.details['reason']);
  const failed = event.outcome === 'failure';
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        {failed ? (
          <IconAlertTriangle size={16} aria-hidden />
        ) : (
          <IconCircleCheck size={16} aria-hidden />
        )}
        <Text size="sm" fw={failed ? 700 : 400}>
          {t(`security_log.outcomes.${event.outcome}`)}
        </Text>
      </Group>
      {reason ? (
        <Text size="xs" c="dimmed">
          {t(`security_log.reasons.${reason}`)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Whose account, or the address typed at a failed sign-in, and who did it when someone else did. */
export function EventPerson({ event }: { event: SecurityEvent }) {
  const { t } = useAdminTranslation();
  const actor =
    event.actor && event.actor.id !== event.user?.id
      ? t('security_log.by_actor', { name: event.actor.name || event.actor.email })
      : null;
  return (
    <Stack gap={0}>
      {event.user ? (
        <>
          <Text size="sm">{event.user.name}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {event.user.email}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('security_log.unknown_person')}
        </Text>
      )}
      {event.email && event.email !== event.user?.email ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('security_log.typed_email', { email: event.email })}
        </Text>
      ) : null}
      {actor ? <Text size="xs">{actor}</Text> : null}
    </Stack>
  );
}
