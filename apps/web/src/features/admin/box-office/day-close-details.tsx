import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { formatDateTime } from '@theatre/i18n';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconBadge } from '../../../components/icon-badge';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { adminPaths } from '../shared/admin-paths';
import { useDayClose } from './box-office-api';
import { parseEventId } from '../shared/performance-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import heading from '../shared/screen-heading.module.css';
import { CashEntries, CashFigures, CountedLine } from './day-close-figures';
import { DayClosePrintButtons, DayClosePrintRoot, noPrint } from './day-close-print';

function BackLink() {
  const { t } = useAdminTranslation();
  return (
    <Anchor
      component={Link}
      to={adminPaths.dayClose()}
      size="sm"
      className={`${heading.back} ${noPrint}`}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('box_office.day_closes.back')}
    </Anchor>
  );
}

function Missing({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconBadge tone="danger">
        <IconReceiptOff size={30} />
      </IconBadge>
      <Title order={1} size="h2">
        {title}
      </Title>
      <BackLink />
    </Stack>
  );
}

/**
 * One recorded day close: who closed when, the shift's start, the totals fixed at the close, the
 * cash counted and the difference, the note, and the sales and refunds it counted; printed on A4
 * or as an 80 mm receipt. Administrators open any close, a cashier their own (the server answers
 * "not found" for anyone else's).
 */
export function DayCloseDetails({ closeId }: { closeId: string | undefined }) {
  const { t } = useAdminTranslation();
  const id = parseEventId(closeId);
  if (id === null) return <Missing title={t('box_office.day_closes.not_found_title')} />;
  return <CloseOf closeId={id} />;
}

function CloseOf({ closeId }: { closeId: number }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const query = useDayClose(closeId);
  const close = query.data;
  usePageTitle(
    close
      ? t('box_office.day_closes.details_title', { name: close.staff.name })
      : t('box_office.day_closes.title'),
  );

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (!close) {
    if (isNotFound(query.error)) {
      return <Missing title={t('box_office.day_closes.not_found_title')} />;
    }
    return (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <DayClosePrintRoot>
      <Stack gap="lg">
        <Stack gap={6} component="header">
          <BackLink />
          <Title order={1} size="h2" className={heading.title}>
            {t('box_office.day_closes.details_title', { name: close.staff.name })}
          </Title>
          <Text>
            {t('box_office.day_closes.closed_at', {
              time: formatDateTime(close.closed_at, locale),
            })}
          </Text>
          {close.opened_at ? (
            <Text c="dimmed">
              {t('box_office.day_closes.opened_at', {
                time: formatDateTime(close.opened_at, locale),
              })}
            </Text>
          ) : null}
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <CountedLine close={close} />
          </Stack>
        </Paper>
        <CashFigures totals={close} />
        <CashEntries entries={close.entries} titleId="day-close-details-entries" />
        <DayClosePrintButtons />
      </Stack>
    </DayClosePrintRoot>
  );
}
