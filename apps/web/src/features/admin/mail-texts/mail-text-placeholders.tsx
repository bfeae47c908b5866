import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useAdminTranslation } from '../shared/use-admin-translation';

/** Placeholders the catalogue explains; another one shows by its name alone. */
const named = [
  'buyer_name',
  'theatre',
  'order_number',
  'amount',
  'performance_title',
  'performance_date',
  'old_date',
  'venue',
  'deadline',
  'hold_until',
  'message_subject',
] as const;
const isNamed = (name: string): name is (typeof named)[number] =>
  (named as readonly string[]).includes(name);

/**
 * The placeholders a kind offers, as buttons: a click (or Enter/Space) inserts `{name}` where the
 * cursor was in the field edited last.
 */
export function MailTextPlaceholders({
  placeholders,
  onInsert,
}: {
  placeholders: readonly string[];
  onInsert: (token: string) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Stack gap={6} component="section" aria-labelledby="mail-text-placeholders">
      <Title order={2} size="h5" id="mail-text-placeholders">
        {t('mail_texts.placeholders')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mail_texts.placeholders_description')}
      </Text>
      <Group gap={6} wrap="wrap">
        {placeholders.map((name) => {
          const token = `{${name}}`;
          return (
            <Button
              key={name}
              type="button"
              size="compact-sm"
              variant="default"
              title={isNamed(name) ? t(`mail_texts.placeholder_names.${name}`) : undefined}
              aria-label={`${t('mail_texts.insert', { placeholder: token })}${
                isNamed(name) ? ` (${t(`mail_texts.placeholder_names.${name}`)})` : ''
              }`}
              onMouseDown={(event) => {
                // The field keeps its cursor: the button does not take the focus on a click.
                event.preventDefault();
              }}
              onClick={() => {
                onInsert(token);
              }}
              ff="monospace"
            >
              {token}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
