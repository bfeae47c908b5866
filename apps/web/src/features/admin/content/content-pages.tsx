import '../shared/content-styles';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconLock,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { documentTypes, type AdminDocumentRow, type DocumentType } from '@theatre/contracts';
import { formatDate } from '@theatre/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminDocuments, useDeleteDocument, useReorderDocuments } from './content-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { ContentConfirmModal } from '../shared/content-confirm-modal';
import { movedIds } from './content-form';

interface RowActions {
  onMove: (row: AdminDocumentRow, step: -1 | 1) => void;
  onDelete: (row: AdminDocumentRow) => void;
  moving: boolean;
}

function nameOf(row: AdminDocumentRow, locale: string): string {
  return locale === 'en' && row.name_en ? row.name_en : row.name;
}

function FooterBadge({ row }: { row: AdminDocumentRow }) {
  const { t } = useAdminTranslation();
  return row.in_footer ? (
    <Badge color="teal.9" variant="outline">
      {t('content.pages.in_footer')}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline">
      {t('content.pages.not_in_footer')}
    </Badge>
  );
}

function MoveButtons({
  row,
  index,
  count,
  actions,
}: {
  row: AdminDocumentRow;
  index: number;
  count: number;
  actions: RowActions;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const name = nameOf(row, locale);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('content.pages.move_up', { name })}
        title={t('content.pages.move_up', { name })}
        disabled={index === 0 || actions.moving}
        onClick={() => {
          actions.onMove(row, -1);
        }}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('content.pages.move_down', { name })}
        title={t('content.pages.move_down', { name })}
        disabled={index === count - 1 || actions.moving}
        onClick={() => {
          actions.onMove(row, 1);
        }}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function RowButtons({ row, actions }: { row: AdminDocumentRow; actions: RowActions }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const name = nameOf(row, locale);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={adminPaths.contentPage(row.id)}
        variant="light"
        size="xs"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={t('content.pages.edit_label', { name })}
        style={{ flexShrink: 0 }}
      >
        {t('content.pages.edit')}
      </Button>
      {row.required ? (
        <Badge
          color="gray.7"
          variant="outline"
          leftSection={<IconLock size={12} aria-hidden />}
          title={t('content.pages.required_hint')}
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {t('content.pages.required')}
        </Badge>
      ) : (
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t('content.pages.delete_label', { name })}
          style={{ flexShrink: 0 }}
          onClick={() => {
            actions.onDelete(row);
          }}
        >
          {t('content.pages.delete')}
        </Button>
      )}
    </Group>
  );
}

function TypeGroup({
  type,
  rows,
  wide,
  actions,
}: {
  type: DocumentType;
  rows: AdminDocumentRow[];
  wide: boolean;
  actions: RowActions;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const headingId = `content-group-${type}`;
  let body;
  if (rows.length === 0) {
    body = (
      <Text c="dimmed" py="md">
        {t('content.pages.group_empty')}
      </Text>
    );
  } else if (wide) {
    body = (
      <Table.ScrollContainer minWidth={960}>
        <Table
          striped
          verticalSpacing="sm"
          aria-labelledby={headingId}
          style={{ tableLayout: 'fixed' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={104}>
                {t('content.pages.columns.order')}
              </Table.Th>
              <Table.Th scope="col">{t('content.pages.columns.name')}</Table.Th>
              <Table.Th scope="col" w={190}>
                {t('content.pages.columns.slug')}
              </Table.Th>
              <Table.Th scope="col" w={104}>
                {t('content.pages.columns.footer')}
              </Table.Th>
              <Table.Th scope="col" w={140}>
                {t('content.pages.columns.updated')}
              </Table.Th>
              <Table.Th scope="col" w={290}>
                {t('content.pages.columns.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <MoveButtons row={row} index={index} count={rows.length} actions={actions} />
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{nameOf(row, locale)}</Text>
                  <Text size="sm" c="dimmed" lang={locale === 'en' ? 'hu' : 'en'}>
                    {locale === 'en' ? row.name : row.name_en}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {row.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.in_footer ? t('content.pages.yes') : t('content.pages.no')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.updated_at, locale)}
                </Table.Td>
                <Table.Td>
                  <RowButtons row={row} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <Stack
        gap="sm"
        component="ul"
        aria-labelledby={headingId}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((row, index) => (
          <Card key={row.id} component="li" withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={700}>{nameOf(row, locale)}</Text>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {row.slug}
                  </Text>
                </Stack>
                <MoveButtons row={row} index={index} count={rows.length} actions={actions} />
              </Group>
              <Group gap="xs">
                <FooterBadge row={row} />
                <Text size="sm" c="dimmed">
                  {t('content.pages.updated', { date: formatDate(row.updated_at, locale) })}
                </Text>
              </Group>
              <RowButtons row={row} actions={actions} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(`content.pages.groups.${type}`)}
      </Title>
      {body}
    </Stack>
  );
}

function DeleteModal({ row, onClose }: { row: AdminDocumentRow | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const remove = useDeleteDocument();
  const [shown, setShown] = useState<AdminDocumentRow | null>(row);
  if (row && row !== shown) setShown(row);
  return (
    <ContentConfirmModal
      opened={row !== null}
      onClose={onClose}
      title={t('content.pages.delete_title')}
      closeLabel={t('content.pages.cancel')}
    >
      <Stack gap="md">
        <Text>{t('content.pages.delete_text', { name: shown ? nameOf(shown, locale) : '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('content.pages.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => {
              if (!shown) return;
              remove.mutate(shown.id, { onSettled: onClose });
            }}
          >
            {t('content.pages.delete_confirm')}
          </Button>
        </Group>
      </Stack>
    </ContentConfirmModal>
  );
}

/**
 * `/admin/content` (administrators): the information and document pages by type, in the order the
 * footer and the menus list them, with moving up and down, the footer flag, editing and deleting
 * (not the pages the checkout and the registration link). A table on a desktop, cards on a phone.
 */
export function ContentPages() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const documents = useAdminDocuments();
  const reorder = useReorderDocuments();
  const [deleting, setDeleting] = useState<AdminDocumentRow | null>(null);
  const rows = documents.data ?? [];

  const actions: RowActions = {
    moving: reorder.isPending,
    onMove: (row, step) => {
      const ofType = rows.filter((other) => other.type === row.type);
      reorder.mutate({ type: row.type, ids: movedIds(ofType, row.id, step) });
    },
    onDelete: setDeleting,
  };

  let content;
  if (documents.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (documents.isError) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={documents.error}
        onRetry={() => {
          void documents.refetch();
        }}
        retrying={documents.isFetching}
      />
    );
  } else {
    content = documentTypes.map((type) => (
      <TypeGroup
        key={type}
        type={type}
        rows={rows.filter((row) => row.type === type)}
        wide={wide}
        actions={actions}
      />
    ));
  }

  return (
    <AdminPage
      title={t('content.pages.title')}
      intro={t('content.pages.intro')}
      actions={
        <Button
          component={Link}
          to={adminPaths.contentNew()}
          leftSection={<IconPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('content.pages.new_page')}
        </Button>
      }
    >
      {content}
      <DeleteModal
        row={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </AdminPage>
  );
}
