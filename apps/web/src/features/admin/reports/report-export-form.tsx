import {
  Alert,
  Button,
  Group,
  Input,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  exportDateBases,
  exportFormats,
  exportKinds,
  type ExportDateBasis,
  type ExportKind,
} from '@theatre/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { AdminDateInput } from '../shared/admin-date-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { isValidRange, type ReportRange } from './report-range';
import { downloadExport, type ExportRequest } from './reports-api';

/** Bytes as a person reads them: `512 kB`, `3.4 MB` (in the page's language). */
function sizeOf(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : bytes / 1000);
}

type Status =
  | { state: 'idle' }
  | { state: 'busy'; bytes: number }
  | { state: 'done'; name: string }
  | { state: 'failed'; message: string; fields: Readonly<Record<string, readonly string[]>> };

/**
 * The exports for the accountant and the house manager (decision 0040): which one, its period
 * (the report's, until changed here), which date falls in it, XLSX or CSV. The file streams in;
 * while it comes the bytes received are shown, then it is saved under the server's name. A
 * refused request shows the server's translated messages beside the fields.
 */
export function ReportExportForm({ range }: { range: ReportRange }) {
  const { t, i18n } = useAdminTranslation();
  const [request, setRequest] = useState<ExportRequest>({
    kind: 'orders',
    from: range.from,
    to: range.to,
    date: 'payment',
    format: 'xlsx',
  });
  const [shownFor, setShownFor] = useState<ReportRange>(range);
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const lastShown = useRef(0);
  // The report's period chosen anew shows in the fields.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    setRequest({ ...request, from: range.from, to: range.to });
    setInvalid(false);
  }
  const busy = status.state === 'busy';
  const fieldError = (field: string) =>
    status.state === 'failed' ? status.fields[field]?.join(' ') : undefined;

  const start = () => {
    if (!isValidRange(request)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setStatus({ state: 'busy', bytes: 0 });
    lastShown.current = 0;
    downloadExport(request, (bytes) => {
      // A few updates a second are enough to read, and keep a large download cheap.
      const now = performance.now();
      if (now - lastShown.current < 250) return;
      lastShown.current = now;
      setStatus({ state: 'busy', bytes });
    })
      .then((name) => {
        setStatus({ state: 'done', name });
      })
      .catch((error: unknown) => {
        setStatus({
          state: 'failed',
          message:
            error instanceof ApiError && error.body?.message
              ? error.body.message
              : t('reports.export.failed'),
          fields: error instanceof ApiError ? error.fieldErrors : {},
        });
      });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="report-export-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) start();
        }}
      >
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id="report-export-title">
              {t('reports.export.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.export.hint')}
            </Text>
          </Stack>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={t('reports.export.kind')}
              value={request.kind}
              onChange={(event) => {
                setRequest({ ...request, kind: event.currentTarget.value as ExportKind });
              }}
              data={exportKinds.map((kind) => ({
                value: kind,
                label: t(`reports.export.kinds.${kind}`),
              }))}
              error={fieldError('kind')}
              style={{ flex: '1 1 16rem' }}
            />
            <NativeSelect
              label={t('reports.export.basis')}
              value={request.date}
              onChange={(event) => {
                setRequest({ ...request, date: event.currentTarget.value as ExportDateBasis });
              }}
              data={exportDateBases.map((basis) => ({
                value: basis,
                label: t(`reports.export.bases.${basis}`),
              }))}
              error={fieldError('date')}
              style={{ flex: '1 1 12rem' }}
            />
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <AdminDateInput
              label={t('reports.export.from')}
              value={request.from}
              onChange={(value) => {
                setRequest({ ...request, from: value });
              }}
              required
              error={invalid || fieldError('from')}
              aria-describedby={invalid ? 'report-export-invalid' : undefined}
            />
            <AdminDateInput
              label={t('reports.export.to')}
              value={request.to}
              onChange={(value) => {
                setRequest({ ...request, to: value });
              }}
              required
              error={invalid || fieldError('to')}
              aria-describedby={invalid ? 'report-export-invalid' : undefined}
            />
            <Stack gap={4}>
              <Input.Label labelElement="div" id="report-export-format">
                {t('reports.export.format')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="report-export-format"
                value={request.format}
                onChange={(value) => {
                  setRequest({ ...request, format: value });
                }}
                data={exportFormats.map((format) => ({
                  value: format,
                  label: format.toUpperCase(),
                }))}
              />
            </Stack>
            <Button
              type="submit"
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy}
            >
              {t('reports.export.download')}
            </Button>
          </Group>
          {invalid ? (
            <Text id="report-export-invalid" c="red.9" size="sm" role="alert">
              {t('reports.export.invalid')}
            </Text>
          ) : null}
          <div aria-live="polite">
            {status.state === 'busy' ? (
              <Stack gap={4}>
                <Progress value={100} striped animated aria-hidden size="sm" />
                <Text size="sm">
                  {t('reports.export.progress', { size: sizeOf(status.bytes, i18n.language) })}
                </Text>
              </Stack>
            ) : null}
            {status.state === 'done' ? (
              <Text size="sm">{t('reports.export.done', { name: status.name })}</Text>
            ) : null}
          </div>
          {status.state === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              {status.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
