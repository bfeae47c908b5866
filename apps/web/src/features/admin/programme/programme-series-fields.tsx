import { ActionIcon, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { seriesMaxPerformances } from '@theatre/contracts';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n';
import { AdminDateInput } from '../shared/admin-date-input';
import { AdminDateTimeInput } from '../shared/admin-date-time-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { weekdayName, weekdayNumbers, type WeeklyValues } from './programme-series-rules';

/** Fields of the weekly pattern a 422 can name. */
export const weeklyFields = ['from', 'to', 'weekdays', 'time', 'skip'] as const;
export type WeeklyErrors = Partial<Record<(typeof weeklyFields)[number], string>>;

/** A list of days or times, each removable, with a button that adds one. */
function RowList({
  values,
  onChange,
  max,
  addLabel,
  removeLabel,
  field,
}: {
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  addLabel: string;
  removeLabel: (n: number) => string;
  field: (value: string, set: (value: string) => void, n: number) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      {values.map((value, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            {field(
              value,
              (next) => {
                onChange(values.map((old, i) => (i === index ? next : old)));
              },
              index + 1,
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            mb={2}
            aria-label={removeLabel(index + 1)}
            onClick={() => {
              onChange(values.filter((_, i) => i !== index));
            }}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={values.length >= max}
          onClick={() => {
            onChange([...values, '']);
          }}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The dates to copy to: `datetime-local` values in Budapest time. */
export function SeriesDatesFields({
  dates,
  invalid,
  onChange,
}: {
  dates: string[];
  invalid: readonly number[];
  onChange: (dates: string[]) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <RowList
      values={dates}
      onChange={onChange}
      max={seriesMaxPerformances}
      addLabel={t('programme.series.add_date')}
      removeLabel={(n) => t('programme.series.remove_date', { n })}
      field={(value, set, n) => (
        <AdminDateTimeInput
          label={t('programme.series.date_label', { n })}
          value={value}
          onChange={set}
          error={invalid.includes(n - 1) ? t('programme.series.date_invalid') : undefined}
        />
      )}
    />
  );
}

/** The weekly pattern: weekdays, a time, the first and last day, and the days left out. */
export function SeriesWeeklyFields({
  values,
  errors,
  onChange,
}: {
  values: WeeklyValues;
  errors: WeeklyErrors;
  onChange: (values: WeeklyValues) => void;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const set = <K extends keyof WeeklyValues>(key: K, value: WeeklyValues[K]) => {
    onChange({ ...values, [key]: value });
  };
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('programme.series.weekdays')}
        value={values.weekdays.map(String)}
        error={errors.weekdays}
        onChange={(next) => {
          set(
            'weekdays',
            next.map(Number).sort((a, b) => a - b),
          );
        }}
      >
        <Group gap="md" mt="xs">
          {weekdayNumbers.map((weekday) => (
            <Checkbox key={weekday} value={String(weekday)} label={weekdayName(locale, weekday)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('programme.series.time')}
          value={values.time}
          placeholder="19:00"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          error={errors.time}
          onChange={(event) => {
            set('time', event.currentTarget.value);
          }}
        />
        <AdminDateInput
          label={t('programme.series.from')}
          value={values.from}
          error={errors.from}
          onChange={(value) => {
            set('from', value);
          }}
        />
        <AdminDateInput
          label={t('programme.series.to')}
          value={values.to}
          error={errors.to}
          onChange={(value) => {
            set('to', value);
          }}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <RowList
          values={values.skip}
          onChange={(skip) => {
            set('skip', skip);
          }}
          max={100}
          addLabel={t('programme.series.add_skip')}
          removeLabel={(n) => t('programme.series.remove_skip', { n })}
          field={(value, change, n) => (
            <AdminDateInput
              label={t('programme.series.skip_label', { n })}
              value={value}
              onChange={change}
            />
          )}
        />
        <TextInputHint error={errors.skip} hint={t('programme.series.skip_hint')} />
      </Stack>
    </Stack>
  );
}

/** The skipped days' hint, or the server's word on them. */
function TextInputHint({ error, hint }: { error: string | undefined; hint: string }) {
  return (
    <div
      style={{
        fontSize: 'var(--mantine-font-size-sm)',
        color: error ? 'var(--mantine-color-error)' : 'var(--mantine-color-dimmed)',
      }}
      role={error ? 'alert' : undefined}
    >
      {error ?? hint}
    </div>
  );
}
