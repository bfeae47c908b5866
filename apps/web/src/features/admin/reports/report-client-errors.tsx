import './report-styles';
import { Card, Code, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { clientErrorsPerPage, type ClientErrorRow } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { useClientErrors } from './reports-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminListPagination } from '../shared/admin-list-pagination';
import { AdminPage } from '../shared/admin-page';

function sourceOf(row: ClientErrorRow, unknown: string): string {
  if (!row.file) return unknown;
  return row.line === null ? row.file : `${row.file}:${String(row.line)}`;
}

/** The stack or trace the browser sent, and the request's id, behind a disclosure. */
function Details({ row }: { row: ClientErrorRow }) {
  const { t } = useAdminTranslation();
  if (!row.info && !row.request_id) return null;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text component="span" size="sm">
          {t('reports.client_errors.details')}
        </Text>
      </summary>
      <Stack gap={4} mt={4}>
        {row.info ? (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 240 }}>
            {row.info}
          </Code>
        ) : null}
        {row.request_id ? (
          <Text size="xs" c="dimmed">
            {t('reports.client_errors.request', { id: row.request_id })}
          </Text>
        ) : null}
      </Stack>
    </details>
  );
}

/**
 * `/admin/client-errors` (administrators): the reports of uncaught errors the browsers sent
 * (POST /errors), newest first, 50 a page: message, file and line, page, browser and time, with
 * the trace behind "Details". A table on a desktop, cards on a phone.
 */
export function ReportClientErrors() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const query = useClientErrors(page);
  const rows = query.data?.data ?? [];
  const unknown = t('reports.client_errors.no_source');

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={56} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError && !query.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="xl" ta="center">
        {t('reports.client_errors.empty')}
      </Text>
    );
  } else if (wide) {
    content = (
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={170}>
                {t('reports.client_errors.columns.time')}
              </Table.Th>
              <Table.Th scope="col">{t('reports.client_errors.columns.message')}</Table.Th>
              <Table.Th scope="col" w={220}>
                {t('reports.client_errors.columns.source')}
              </Table.Th>
              <Table.Th scope="col" w={160}>
                {t('reports.client_errors.columns.url')}
              </Table.Th>
              <Table.Th scope="col" w={200}>
                {t('reports.client_errors.columns.user_agent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.created_at, locale)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="sm" fw={600}>
                    {row.message}
                  </Text>
                  <Details row={row} />
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="xs" ff="monospace">
                    {sourceOf(row, unknown)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="xs">{row.url ?? '–'}</Text>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="xs" c="dimmed">
                    {row.user_agent ?? '–'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Card key={row.id} component="li" withBorder radius="md" padding="sm">
            <Stack gap={4} style={{ wordBreak: 'break-word' }}>
              <Text size="xs" c="dimmed">
                {formatDateTime(row.created_at, locale)}
              </Text>
              <Text size="sm" fw={700}>
                {row.message}
              </Text>
              <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {sourceOf(row, unknown)}
              </Text>
              {row.url ? <Text size="xs">{row.url}</Text> : null}
              {row.user_agent ? (
                <Text size="xs" c="dimmed">
                  {row.user_agent}
                </Text>
              ) : null}
              <Details row={row} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <AdminPage title={t('reports.client_errors.title')} intro={t('reports.client_errors.intro')}>
      {query.data && query.data.total > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('reports.client_errors.total', { count: query.data.total })}
        </Text>
      ) : null}
      {content}
      <AdminListPagination
        page={page}
        total={query.data?.total ?? 0}
        perPage={clientErrorsPerPage}
        wide={wide}
        onPage={(next) => {
          setParams(next === 1 ? {} : { page: String(next) });
        }}
        labels={{
          nav: t('reports.client_errors.pagination'),
          page: (number) => t('reports.client_errors.page', { page: number }),
          previous: t('reports.client_errors.previous'),
          next: t('reports.client_errors.next'),
          first: t('reports.client_errors.first'),
          last: t('reports.client_errors.last'),
        }}
      />
    </AdminPage>
  );
}
