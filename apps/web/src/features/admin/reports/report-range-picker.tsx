import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminDateInput } from '../shared/admin-date-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  isValidRange,
  presetOf,
  presetRange,
  reportPresets,
  type ReportPreset,
  type ReportRange,
} from './report-range';

interface ReportRangePickerProps {
  range: ReportRange;
  today: string;
  onChange: (range: ReportRange) => void;
}

/**
 * The report's period: a quick choice (this month, last month, the last and the next 30 days) or
 * two days typed or picked in the back office's calendar (in the interface language, decision
 * 0035), applied with "Show".
 */
export function ReportRangePicker({ range, today, onChange }: ReportRangePickerProps) {
  const { t } = useAdminTranslation();
  const [draft, setDraft] = useState<ReportRange>(range);
  const [shownFor, setShownFor] = useState<ReportRange>(range);
  const [invalid, setInvalid] = useState(false);
  // A range chosen elsewhere (a quick choice, the address) shows in the fields.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    setDraft(range);
    setInvalid(false);
  }
  const preset = presetOf(range, today);
  // Four choices do not fit side by side on a phone: there they stand one under the other.
  const wide = useMediaQuery('(min-width: 36em)', true);

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} p={0} mb={4}>
        {t('reports.range.legend')}
      </Text>
      <SegmentedControl
        value={preset ?? ''}
        onChange={(value) => {
          onChange(presetRange(value as ReportPreset, today));
        }}
        aria-label={t('reports.range.presets_label')}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        data={reportPresets.map((value) => ({
          value,
          label: t(`reports.range.presets.${value}`),
        }))}
        style={wide ? { alignSelf: 'flex-start' } : undefined}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValidRange(draft)) {
            setInvalid(true);
            return;
          }
          setInvalid(false);
          onChange(draft);
        }}
        noValidate
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <AdminDateInput
            label={t('reports.range.from')}
            value={draft.from}
            onChange={(value) => {
              setDraft({ ...draft, from: value });
            }}
            required
            error={invalid}
            aria-describedby={invalid ? 'report-range-error' : undefined}
          />
          <AdminDateInput
            label={t('reports.range.to')}
            value={draft.to}
            onChange={(value) => {
              setDraft({ ...draft, to: value });
            }}
            required
            error={invalid}
            aria-describedby={invalid ? 'report-range-error' : undefined}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconCalendarSearch size={18} aria-hidden />}
          >
            {t('reports.range.apply')}
          </Button>
        </Group>
        {invalid ? (
          <Text id="report-range-error" c="red.9" size="sm" mt={6} role="alert">
            {t('reports.range.invalid')}
          </Text>
        ) : null}
      </form>
    </Stack>
  );
}
