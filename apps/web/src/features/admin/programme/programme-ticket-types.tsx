import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminPerformance, AdminTicketType } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useDeleteTicketType } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { localName, ProgrammeDialog, ProgrammeSection } from './programme-common';
import { ProgrammeDeleteDialog } from './programme-delete-dialog';
import { TicketTypeForm } from './programme-ticket-type-form';
import classes from './programme.module.css';

function CapacityCell({ type }: { type: AdminTicketType }) {
  const { t } = useAdminTranslation();
  const used =
    type.capacity === 0 ? 0 : Math.min(100, ((type.sold + type.held) / type.capacity) * 100);
  return (
    <Stack gap={4} miw={150}>
      <Text size="sm" fw={600}>
        {t('programme.ticket_types.capacity_line', {
          sold: type.sold,
          held: type.held,
          capacity: type.capacity,
        })}
      </Text>
      <Progress
        value={used}
        size="sm"
        color={used >= 90 ? 'red' : used >= 60 ? 'orange' : 'teal'}
        aria-label={t('programme.ticket_types.capacity_line', {
          sold: type.sold,
          held: type.held,
          capacity: type.capacity,
        })}
      />
      <Text size="xs" c="dimmed">
        {t('programme.ticket_types.minimum', { min: type.min_capacity })}
      </Text>
    </Stack>
  );
}

function RowActions({
  type,
  onEdit,
  onDelete,
}: {
  type: AdminTicketType;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const name = localName(locale, type.name, type.name_en);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('programme.ticket_types.edit', { name })}
        onClick={onEdit}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="lg"
        aria-label={t('programme.ticket_types.delete', { name })}
        title={type.deletable ? undefined : t('programme.ticket_types.not_deletable')}
        disabled={!type.deletable}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A performance's ticket types: price, VAT, capacity with what is sold and held and the least it
 * can go down to; added and edited in a dialog (the server answers a capacity below the minimum
 * under the field), deleted after a confirmation while nothing refers to them.
 */
export function ProgrammeTicketTypes({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const remove = useDeleteTicketType(performance.id);
  const [editing, setEditing] = useState<AdminTicketType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTicketType | null>(null);
  const types = performance.ticket_types;
  const total = types.reduce((sum, type) => sum + type.capacity, 0);

  const name = (type: AdminTicketType) => localName(locale, type.name, type.name_en);
  const vipBadge = (type: AdminTicketType) =>
    type.vip_only ? (
      <Badge color="grape.9" variant="outline" ml={6}>
        {t('programme.ticket_types.vip')}
      </Badge>
    ) : null;

  let content;
  if (types.length === 0) {
    content = (
      <Text c="dimmed" size="sm">
        {t('programme.ticket_types.empty')}
      </Text>
    );
  } else if (wide) {
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('programme.ticket_types.columns.name')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('programme.ticket_types.columns.price')}
              </Table.Th>
              <Table.Th scope="col">{t('programme.ticket_types.columns.vat')}</Table.Th>
              <Table.Th scope="col">{t('programme.ticket_types.columns.capacity')}</Table.Th>
              <Table.Th scope="col">{t('programme.ticket_types.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Th scope="row" fw={600}>
                  {name(type)}
                  {vipBadge(type)}
                </Table.Th>
                <Table.Td ta="right" className={classes.nowrap}>
                  {formatPrice(type.price)}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  {t(`programme.ticket_types.vat.${type.vat_rate}`)}
                </Table.Td>
                <Table.Td>
                  <CapacityCell type={type} />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    type={type}
                    onEdit={() => {
                      setEditing(type);
                    }}
                    onDelete={() => {
                      setDeleting(type);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    content = (
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {types.map((type) => (
          <Card component="li" key={type.id} withBorder radius="md" padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>
                  {name(type)}
                  {vipBadge(type)}
                </Text>
                <RowActions
                  type={type}
                  onEdit={() => {
                    setEditing(type);
                  }}
                  onDelete={() => {
                    setDeleting(type);
                  }}
                />
              </Group>
              <Text size="sm">
                {formatPrice(type.price)} · {t('programme.ticket_types.columns.vat')}{' '}
                {t(`programme.ticket_types.vat.${type.vat_rate}`)}
              </Text>
              <CapacityCell type={type} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <ProgrammeSection
      id="programme-ticket-types"
      title={t('programme.ticket_types.title')}
      intro={t('programme.ticket_types.intro')}
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('programme.ticket_types.add')}
        </Button>
      }
    >
      {content}
      <Text size="sm" c={total > performance.hall_capacity ? 'red.8' : 'dimmed'}>
        {t('venues.room.total', {
          hall: localName(locale, performance.hall_name, performance.hall_name_en),
          capacity: performance.hall_capacity,
          total,
        })}
      </Text>
      <ProgrammeDialog
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={
          editing === 'new'
            ? t('programme.ticket_types.new_title')
            : t('programme.ticket_types.edit_title')
        }
        size="lg"
      >
        {editing !== null ? (
          <TicketTypeForm
            eventId={performance.id}
            type={editing === 'new' ? null : editing}
            hall={{
              capacity: performance.hall_capacity,
              others: total - (editing === 'new' ? 0 : editing.capacity),
            }}
            onDone={() => {
              setEditing(null);
            }}
          />
        ) : null}
      </ProgrammeDialog>
      <ProgrammeDeleteDialog
        item={deleting}
        title={t('programme.ticket_types.delete_title')}
        text={(item) => t('programme.ticket_types.delete_text', { name: name(item) })}
        busy={remove.isPending}
        onClose={() => {
          setDeleting(null);
        }}
        onDelete={(item) => {
          remove.mutate(item.id, {
            onSettled: () => {
              setDeleting(null);
            },
          });
        }}
      />
    </ProgrammeSection>
  );
}
