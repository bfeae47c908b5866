import { Alert, Anchor, Button, Card, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminPerformance, SeriesPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NetworkError } from '../../../lib/api-error';
import { serverErrors } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { noAnswerMessage } from '../../../lib/no-answer';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { ProgrammeFormAlert, ProgrammeSection } from './programme-common';
import { useCopyPerformance, useCreateSeries, usePreviewSeries } from './programme-series-api';
import {
  SeriesDatesFields,
  SeriesWeeklyFields,
  weeklyFields,
  type WeeklyErrors,
} from './programme-series-fields';
import {
  copiesBodyOf,
  seriesBodyOf,
  type SeriesMode,
  type WeeklyValues,
} from './programme-series-rules';

const emptyWeekly: WeeklyValues = { from: '', to: '', weekdays: [], time: '19:00', skip: [] };

/** A heading that takes the focus when it appears, so a screen reader reads what came. */
function FocusedTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Title order={3} size="h4" ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
}

/**
 * "Copy to other dates" on a performance's page (decision 0041): dates listed one by one, or a
 * weekly pattern (weekdays, a Budapest time, the first and last day, days left out). The preview
 * lists the starts in Budapest time (the pattern's from the server, which makes nothing); the
 * copies are made only from a preview still true to the fields, all or none, and then linked.
 */
export function PerformanceSeries({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [mode, setMode] = useState<SeriesMode>('dates');
  const [dates, setDates] = useState<string[]>(['']);
  const [weekly, setWeekly] = useState<WeeklyValues>(emptyWeekly);
  const [invalid, setInvalid] = useState<number[]>([]);
  const [errors, setErrors] = useState<WeeklyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The starts previewed, and the request they were previewed for (a change makes them stale).
  const [preview, setPreview] = useState<{ starts: string[]; request: string } | null>(null);
  const [created, setCreated] = useState<SeriesPerformance[] | null>(null);
  const [previewedAt, setPreviewedAt] = useState(0);
  const copy = useCopyPerformance(performance.id, performance.production_id);
  const previewSeries = usePreviewSeries(performance.id);
  const createSeries = useCreateSeries(performance.id, performance.production_id);
  const busy = copy.isPending || previewSeries.isPending || createSeries.isPending;

  const request = () =>
    mode === 'dates'
      ? JSON.stringify(copiesBodyOf(dates).body)
      : JSON.stringify(seriesBodyOf(weekly, false));
  const stale = preview !== null && preview.request !== request();

  const clearMessages = () => {
    setErrors({});
    setFormError(null);
  };
  const showError = (error: unknown) => {
    if (error instanceof NetworkError) {
      setFormError(noAnswerMessage(error, t('programme.common.network_error')));
      return;
    }
    const result = serverErrors(error, mode === 'weekly' ? weeklyFields : []);
    if (!result) return;
    setErrors(Object.fromEntries(result.fields));
    setFormError(result.form);
  };

  const onPreview = async () => {
    clearMessages();
    setCreated(null);
    setPreview(null);
    if (mode === 'dates') {
      const { body, invalid: wrong } = copiesBodyOf(dates);
      setInvalid(wrong);
      if (wrong.length > 0) return;
      if (body.starts_at.length === 0) {
        setFormError(t('programme.series.preview_empty'));
        return;
      }
      setPreviewedAt(Date.now());
      setPreview({ starts: body.starts_at, request: request() });
      return;
    }
    try {
      const reply = await previewSeries.mutateAsync(seriesBodyOf(weekly, true));
      setPreviewedAt(Date.now());
      setPreview({ starts: reply.starts_at, request: request() });
    } catch (error) {
      showError(error);
    }
  };

  const onCreate = async () => {
    clearMessages();
    try {
      const reply =
        mode === 'dates'
          ? await copy.mutateAsync(copiesBodyOf(dates).body)
          : await createSeries.mutateAsync(seriesBodyOf(weekly, false));
      notify({ tone: 'success', message: reply.message });
      setPreview(null);
      setCreated(reply.performances);
    } catch (error) {
      showError(error);
    }
  };

  const count = preview?.starts.length ?? 0;
  // A start in the past is made only knowingly (decision 0034): the preview says so.
  const past = preview?.starts.filter((start) => Date.parse(start) < previewedAt).length ?? 0;
  return (
    <ProgrammeSection
      id="programme-series"
      title={t('programme.series.title')}
      intro={t('programme.series.intro')}
    >
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Radio.Group
            label={t('programme.series.mode_label')}
            value={mode}
            onChange={(value) => {
              setMode(value === 'weekly' ? 'weekly' : 'dates');
              setPreview(null);
              clearMessages();
            }}
          >
            <Group gap="lg" mt="xs">
              <Radio value="dates" label={t('programme.series.mode_dates')} />
              <Radio value="weekly" label={t('programme.series.mode_weekly')} />
            </Group>
          </Radio.Group>
          {mode === 'dates' ? (
            <SeriesDatesFields dates={dates} invalid={invalid} onChange={setDates} />
          ) : (
            <SeriesWeeklyFields values={weekly} errors={errors} onChange={setWeekly} />
          )}
          <ProgrammeFormAlert message={formError} />
          <Group>
            <Button
              variant={preview && !stale ? 'default' : 'filled'}
              loading={previewSeries.isPending}
              disabled={busy}
              onClick={() => {
                void onPreview();
              }}
            >
              {t('programme.series.preview')}
            </Button>
          </Group>
          {preview ? (
            <Stack gap="xs" aria-live="polite">
              <FocusedTitle key={preview.request}>
                {t('programme.series.preview_title', { count })}
              </FocusedTitle>
              <List size="sm" spacing={2}>
                {preview.starts.map((start) => (
                  <List.Item key={start}>{formatDateTime(start, locale)}</List.Item>
                ))}
              </List>
              {past > 0 ? (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlertTriangle size={20} aria-hidden />}
                >
                  {t('programme.series.preview_past', { count: past })}
                </Alert>
              ) : null}
              {stale ? (
                <Text size="sm" c="red.8" role="status">
                  {t('programme.series.preview_stale')}
                </Text>
              ) : null}
              <Group>
                <Button
                  loading={copy.isPending || createSeries.isPending}
                  disabled={busy || stale}
                  onClick={() => {
                    void onCreate();
                  }}
                >
                  {t('programme.series.create', { count })}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {created ? (
            <Stack gap="xs">
              <FocusedTitle>{t('programme.series.created_title')}</FocusedTitle>
              <List size="sm" spacing={2}>
                {created.map((made) => (
                  <List.Item key={made.id}>
                    <Anchor component={Link} to={adminPaths.programmePerformance(made.id)}>
                      {t('programme.series.open', { date: formatDateTime(made.starts_at, locale) })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </ProgrammeSection>
  );
}
