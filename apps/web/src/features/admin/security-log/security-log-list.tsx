import { Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { SecurityEvent } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { AdminListBody } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { downloadSecurityLog, useSecurityLog } from './security-log-api';
import { SecurityLogFilters } from './security-log-filters';
import { EventOutcome, EventPerson, useEventLabel } from './security-log-parts';
import {
  emptySecurityLogSearch,
  isFiltered,
  securityLogParamsOf,
  securityLogSearchOf,
  type SecurityLogSearch,
} from './security-log-rules';

const top = { verticalAlign: 'top' } as const;

function SecurityLogTable({ rows }: { rows: SecurityEvent[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const eventLabel = useEventLabel();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{t('security_log.list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('security_log.list.columns.when')}</Table.Th>
            <Table.Th scope="col">{t('security_log.list.columns.event')}</Table.Th>
            <Table.Th scope="col">{t('security_log.list.columns.outcome')}</Table.Th>
            <Table.Th scope="col">{t('security_log.list.columns.who')}</Table.Th>
            <Table.Th scope="col">{t('security_log.list.columns.ip')}</Table.Th>
            <Table.Th scope="col">{t('security_log.list.columns.device')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((event) => (
            <Table.Tr key={event.id} data-testid="security-event">
              <Table.Td style={{ ...top, whiteSpace: 'nowrap' }}>
                {formatDateTime(event.at, locale)}
              </Table.Td>
              <Table.Th scope="row" fw={600} style={top}>
                {eventLabel(event.type)}
              </Table.Th>
              <Table.Td style={top}>
                <EventOutcome event={event} />
              </Table.Td>
              <Table.Td style={top}>
                <EventPerson event={event} />
              </Table.Td>
              <Table.Td style={{ ...top, whiteSpace: 'nowrap' }}>
                {event.ip_address ?? '—'}
              </Table.Td>
              <Table.Td style={top}>{event.device ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SecurityLogCards({ rows }: { rows: SecurityEvent[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const eventLabel = useEventLabel();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('security_log.list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((event) => (
        <Card
          key={event.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="security-event"
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text fw={700}>{eventLabel(event.type)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at, locale)}
              </Text>
            </Group>
            <EventOutcome event={event} />
            <EventPerson event={event} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[event.ip_address, event.device].filter(Boolean).join(' · ') || '—'}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Downloads the filtered events as CSV; says what was saved, or that it failed. */
function ExportButton({ search }: { search: SecurityLogSearch }) {
  const { t } = useAdminTranslation();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; name: string } | { kind: 'failed' }
  >({ kind: 'idle' });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={state.kind === 'busy'}
        onClick={() => {
          setState({ kind: 'busy' });
          downloadSecurityLog(search).then(
            (name) => {
              setState({ kind: 'done', name });
            },
            () => {
              setState({ kind: 'failed' });
            },
          );
        }}
      >
        {state.kind === 'busy' ? t('security_log.list.exporting') : t('security_log.list.export')}
      </Button>
      <Text size="sm" role="status" c={state.kind === 'failed' ? undefined : 'dimmed'}>
        {state.kind === 'done'
          ? t('security_log.list.exported', { name: state.name })
          : state.kind === 'failed'
            ? t('security_log.list.export_failed')
            : ''}
      </Text>
    </Stack>
  );
}

/**
 * The security log (administrators, decision 0058): sign-ins and their failures, passwords,
 * sessions, locks, roles, exports, refunds, settings and maintenance, newest first, 50 a page;
 * filtered by event, outcome, who, address and days; exported as CSV with the same filters. A
 * table on a desktop, cards on a phone; the filters live in the address.
 */
export function SecurityLogList() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const search = securityLogSearchOf(params);
  const query = useSecurityLog(search);
  const go = (next: SecurityLogSearch) => {
    setParams(securityLogParamsOf(next));
  };
  const clear = () => {
    go(emptySecurityLogSearch);
  };
  return (
    <AdminPage
      title={t('security_log.list.title')}
      intro={t('security_log.list.intro')}
      actions={
        <Stack gap="sm">
          <SecurityLogFilters
            key={securityLogParamsOf({ ...search, page: 1 }).toString()}
            search={search}
            onApply={go}
            onClear={clear}
          />
          <ExportButton search={search} />
        </Stack>
      }
    >
      <AdminListBody
        texts="security_log.list"
        query={query}
        wide={wide}
        rowHeight={{ wide: 56, narrow: 140 }}
        filtered={isFiltered(search)}
        onClear={clear}
        onPage={(page) => {
          go({ ...search, page });
        }}
      >
        {(reply) =>
          wide ? <SecurityLogTable rows={reply.data} /> : <SecurityLogCards rows={reply.data} />
        }
      </AdminListBody>
    </AdminPage>
  );
}
