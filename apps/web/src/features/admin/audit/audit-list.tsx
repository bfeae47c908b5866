import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminAuditEntry } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { AdminListBody } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useAuditTrail } from './audit-api';
import { AuditChanges } from '../shared/audit-changes';
import { AuditSubject, useActionLabel } from './audit-entry-parts';
import { AuditFilters } from './audit-filters';
import {
  auditParamsOf,
  auditSearchOf,
  emptyAuditSearch,
  isFiltered,
  type AuditSearch,
} from './audit-rules';

function Actor({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useAdminTranslation();
  if (!entry.actor) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.system')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.actor.name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.email}
      </Text>
    </Stack>
  );
}

function AuditTable({ rows }: { rows: AdminAuditEntry[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const actionLabel = useActionLabel();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{t('audit.list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.list.columns.when')}</Table.Th>
            <Table.Th scope="col">{t('audit.list.columns.who')}</Table.Th>
            <Table.Th scope="col">{t('audit.list.columns.what')}</Table.Th>
            <Table.Th scope="col">{t('audit.list.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('audit.list.columns.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-entry">
              <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatDateTime(entry.at, locale)}
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Actor entry={entry} />
              </Table.Td>
              <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
                {actionLabel(entry.action)}
              </Table.Th>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <AuditSubject entry={entry} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <AuditChanges changes={entry.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuditCards({ rows }: { rows: AdminAuditEntry[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const actionLabel = useActionLabel();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('audit.list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((entry) => (
        <Card
          key={entry.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="audit-entry"
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text fw={700}>{actionLabel(entry.action)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at, locale)}
              </Text>
            </Group>
            <AuditSubject entry={entry} />
            <Actor entry={entry} />
            <AuditChanges changes={entry.changes} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The whole audit trail (administrators): who changed what and when, each change with its old and
 * new value, newest first, 50 a page; filtered by who, what and when. A table on a desktop, cards
 * on a phone. The filters live in the address, so a refresh or a shared link shows the same page.
 */
export function AuditList() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const search = auditSearchOf(params);
  const query = useAuditTrail(search);
  const go = (next: AuditSearch) => {
    setParams(auditParamsOf(next));
  };
  const clear = () => {
    go(emptyAuditSearch);
  };
  return (
    <AdminPage
      title={t('audit.list.title')}
      intro={t('audit.list.intro')}
      actions={
        <AuditFilters
          key={auditParamsOf({ ...search, page: 1 }).toString()}
          search={search}
          onApply={go}
          onClear={clear}
        />
      }
    >
      <AdminListBody
        texts="audit.list"
        query={query}
        wide={wide}
        rowHeight={{ wide: 56, narrow: 160 }}
        filtered={isFiltered(search)}
        onClear={clear}
        onPage={(page) => {
          go({ ...search, page });
        }}
      >
        {(reply) => (wide ? <AuditTable rows={reply.data} /> : <AuditCards rows={reply.data} />)}
      </AdminListBody>
    </AdminPage>
  );
}
