import { Autocomplete, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import type { CheckInSummary } from '@theatre/contracts';
import { useId, useState } from 'react';
import { doorMaxLength, doorName } from './check-in-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './check-in.module.css';

interface CheckInDoorProps {
  /** The doors this performance was already scanned at, the busiest first. */
  doors: CheckInSummary['doors'];
  /** The door set before, to start from when changing it. */
  current: string | null;
  onSave: (door: string) => void;
  /** Present when there is a door to go back to. */
  onCancel?: (() => void) | undefined;
}

/**
 * Which door this device scans at: asked once (then remembered on the device). The doors already
 * used for the performance are offered first, as buttons and as the field's suggestions, and a
 * name typed in another case or spacing is taken as that door (the server counts doors by their
 * exact name: "főbejárat" would be a second door beside "Főbejárat").
 */
export function CheckInDoor({ doors, current, onSave, onCancel }: CheckInDoorProps) {
  const { t } = useAdminTranslation();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const existing = doors.map((door) => door.door);

  const save = (typed: string) => {
    const name = doorName(typed, existing);
    if (name === null) {
      setError(t('check_in.door.required'));
      return;
    }
    onSave(name);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(value);
        }}
        noValidate
      >
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconDoor size={26} aria-hidden />
            <Title order={2} size="h3" id={titleId}>
              {t('check_in.door.title')}
            </Title>
          </Group>
          {existing.length > 0 ? (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('check_in.door.used')}
              </Text>
              <Group gap="xs">
                {doors.map((door) => (
                  <Button
                    key={door.door}
                    variant="default"
                    size="md"
                    onClick={() => {
                      save(door.door);
                    }}
                    rightSection={
                      <span className={classes.doorCount}>
                        {t('check_in.door.used_count', { count: door.admitted })}
                      </span>
                    }
                  >
                    {door.door}
                  </Button>
                ))}
              </Group>
            </Stack>
          ) : null}
          <Autocomplete
            label={t('check_in.door.field')}
            description={t('check_in.door.description')}
            placeholder={t('check_in.door.placeholder')}
            data={existing}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            onOptionSubmit={save}
            // The doors used already are the buttons above: the list opens when typing only.
            openOnFocus={false}
            // In the form (inside the page's landmarks), not in a portal at the end of the body.
            comboboxProps={{ withinPortal: false }}
            error={error}
            maxLength={doorMaxLength}
            autoComplete="off"
            size="md"
            autoFocus
            required
          />
          <Group gap="sm">
            <Button type="submit" size="md">
              {t('check_in.door.save')}
            </Button>
            {onCancel ? (
              <Button variant="default" size="md" onClick={onCancel}>
                {t('check_in.door.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
