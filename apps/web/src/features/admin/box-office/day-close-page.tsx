import {
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { CashReport, DayCloseDetails } from '@theatre/contracts';
import { boxOfficeMaxAmount } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ErrorState } from '../../../components/error-state';
import { IconBadge } from '../../../components/icon-badge';
import { NetworkError, isApiError } from '../../../lib/api-error';
import { translate, useLocale } from '../../../lib/i18n';
import type { StaffPower } from '../shared/admin-paths';
import { useCashReport, useCloseDay } from './box-office-api';
import { parseForints } from './box-office-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import classes from './box-office.module.css';
import { CashEntries, CashFigures, CountedLine, differenceText } from './day-close-figures';
import { DayClosesList } from './day-close-list';
import { DayClosePrintButtons, DayClosePrintRoot, noPrint } from './day-close-print';

/**
 * The day close (decision 0017): the caller's live cash report since their last close (refreshed
 * every 30 s), and the close: the cash counted and a note, confirmed once more, after which the
 * figures are fixed and the next shift starts empty, and the close printed (A4 or an 80 mm
 * receipt). Below, the past closes: a cashier's own, every cashier's for administrators.
 */
export function DayClosePage({ role }: { role: StaffPower }) {
  const { t } = useAdminTranslation();
  const report = useCashReport();
  const [closed, setClosed] = useState<DayCloseDetails | null>(null);

  let content;
  if (closed) {
    content = (
      <ClosedDay
        close={closed}
        onBack={() => {
          setClosed(null);
        }}
      />
    );
  } else if (report.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        <Skeleton height={160} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  } else if (!report.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={report.error}
        onRetry={() => {
          void report.refetch();
        }}
        retrying={report.isFetching}
      />
    );
  } else {
    content = (
      <ShiftReport
        report={report.data}
        refreshFailed={report.isRefetchError}
        onClosed={setClosed}
      />
    );
  }

  return (
    <AdminPage
      title={t('box_office.day_close.title')}
      intro={t('box_office.day_close.intro')}
      headerClassName={closed ? noPrint : undefined}
    >
      {content}
      <DayClosesList own={role !== 'admin'} className={noPrint} />
    </AdminPage>
  );
}

interface ShiftReportProps {
  report: CashReport;
  refreshFailed: boolean;
  onClosed: (close: DayCloseDetails) => void;
}

function ShiftReport({ report, refreshFailed, onClosed }: ShiftReportProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const empty = report.entries.length === 0;
  return (
    <Stack gap="lg">
      <Text fw={600}>
        {report.opened_at === null || empty
          ? t('box_office.day_close.shift_empty')
          : t('box_office.day_close.shift_since', {
              time: formatDateTime(report.opened_at, locale),
            })}
      </Text>
      {refreshFailed ? (
        <Text size="sm" c="dimmed" role="status">
          {t('box_office.day_close.refresh_failed')}
        </Text>
      ) : null}
      <CashFigures totals={report} />
      <CashEntries entries={report.entries} titleId="day-close-entries" />
      <CloseForm report={report} onClosed={onClosed} />
    </Stack>
  );
}

function CloseForm({
  report,
  onClosed,
}: {
  report: CashReport;
  onClosed: ShiftReportProps['onClosed'];
}) {
  const { t } = useAdminTranslation();
  const close = useCloseDay();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const countedRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const amount = parseForints(counted);
  const difference = amount === null ? null : amount - report.expected_cash;
  const empty = report.entries.length === 0;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const ask = (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    if (amount === null || amount > boxOfficeMaxAmount) {
      setError(
        counted.trim() === ''
          ? translate('validation.required')
          : translate('validation.invalid_value'),
      );
      countedRef.current?.focus();
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (amount === null || close.isPending) return;
    try {
      const done = await close.mutateAsync({
        previous_close_id: report.previous_close_id,
        counted_cash: amount,
        note: note.trim() === '' ? null : note.trim(),
      });
      onClosed(done);
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof NetworkError) setMessage(t('box_office.checkout.network'));
      else if (isApiError(failure)) {
        const field = failure.fieldErrors['counted_cash']?.[0];
        if (field) {
          setError(field);
          countedRef.current?.focus();
        } else setMessage(failure.message);
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="day-close-form">
      <form onSubmit={ask} noValidate>
        <Stack gap="md" maw={520}>
          <Title order={2} size="h3" id="day-close-form">
            {t('box_office.day_close.form_title')}
          </Title>
          {empty ? <Text c="dimmed">{t('box_office.day_close.nothing')}</Text> : null}
          <TextInput
            ref={countedRef}
            label={t('box_office.day_close.counted')}
            description={t('box_office.day_close.counted_hint')}
            inputMode="numeric"
            autoComplete="off"
            required
            disabled={empty}
            value={counted}
            error={error}
            onChange={(event) => {
              setCounted(event.currentTarget.value);
              setError(null);
              setConfirming(false);
            }}
          />
          {difference !== null ? (
            <div
              className={`${classes.change} ${difference < 0 ? classes.changeShort : ''}`}
              aria-live="polite"
            >
              <span>{t('box_office.day_close.difference')}</span>
              <span>{differenceText(difference, t)}</span>
            </div>
          ) : null}
          <Textarea
            label={t('box_office.day_close.note')}
            description={t('box_office.day_close.note_hint')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
            disabled={empty}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
            }}
          />
          {message ? (
            <p className={`${classes.note} ${classes.noteDanger}`} role="alert">
              <IconAlertTriangle size={18} aria-hidden className={classes.noteIcon} />
              <span>{message}</span>
            </p>
          ) : null}
          {confirming && amount !== null ? (
            <Stack gap="sm" role="group" aria-labelledby="day-close-confirm">
              <Text fw={600} id="day-close-confirm">
                {t('box_office.day_close.confirm_text', { counted: formatPrice(amount) })}
              </Text>
              <Group gap="sm">
                <Button
                  ref={confirmRef}
                  color="red.9"
                  loading={close.isPending}
                  onClick={() => void confirm()}
                >
                  {t('box_office.day_close.confirm')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirming(false);
                    countedRef.current?.focus();
                  }}
                >
                  {t('box_office.day_close.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button type="submit" disabled={empty} style={{ alignSelf: 'flex-start' }}>
              {t('box_office.day_close.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function ClosedDay({ close, onBack }: { close: DayCloseDetails; onBack: () => void }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <DayClosePrintRoot>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Group gap="sm">
              <IconBadge tone="primary">
                <IconCircleCheck size={28} />
              </IconBadge>
              <Title order={2} size="h2" ref={headingRef} tabIndex={-1}>
                {t('box_office.day_close.closed_title')}
              </Title>
            </Group>
            <Text>{t('box_office.day_close.closed_by', { name: close.staff.name })}</Text>
            <Text>
              {t('box_office.day_close.closed_text', {
                time: formatDateTime(close.closed_at, locale),
              })}
            </Text>
            <CountedLine close={close} />
          </Stack>
        </Paper>
        <CashFigures totals={close} />
        <CashEntries entries={close.entries} titleId="closed-day-entries" />
        <DayClosePrintButtons>
          <Button variant="default" onClick={onBack}>
            {t('box_office.day_close.back_to_report')}
          </Button>
        </DayClosePrintButtons>
      </Stack>
    </DayClosePrintRoot>
  );
}
