import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ticketTypeBody,
  vatRates,
  type AdminPerformance,
  type AdminTicketType,
  type TicketTypeBody,
} from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteTicketType, useSaveTicketType } from '../api/programme-api';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import {
  localName,
  NumberField,
  ProgrammeDialog,
  ProgrammeFormAlert,
  ProgrammeSection,
  useProgrammeServerErrors,
} from './programme-common';
import { ProgrammeDeleteDialog } from './programme-delete-dialog';
import classes from './programme.module.css';

const fields = [
  'name',
  'name_en',
  'price',
  'capacity',
  'vat_rate',
  'vip_only',
  'sort_order',
] as const;

interface TicketTypeFormProps {
  eventId: number;
  type: AdminTicketType | null;
  onDone: () => void;
}

function TicketTypeForm({ eventId, type, onDone }: TicketTypeFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveTicketType(eventId);
  const form = useForm<TicketTypeBody>({
    resolver: zodResolver(ticketTypeBody, zodParseOptions),
    defaultValues: type
      ? {
          name: type.name,
          name_en: type.name_en,
          price: type.price,
          capacity: type.capacity,
          vat_rate: type.vat_rate,
          vip_only: type.vip_only,
          sort_order: type.sort_order,
        }
      : { name: '', name_en: '', vat_rate: '27', vip_only: false },
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    fields,
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await save.mutateAsync({ id: type?.id ?? null, body: values });
      if (type) notify({ tone: 'success', message: t('programme.ticket_types.saved') });
      onDone();
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ProgrammeFormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('programme.ticket_types.name')}
            required
            maxLength={120}
            error={errorText(errors.name?.message)}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label={t('programme.ticket_types.name_en')}
            required
            maxLength={120}
            error={errorText(errors.name_en?.message)}
            {...form.register('name_en')}
          />
          <NumberField
            control={form.control}
            name="price"
            label={t('programme.ticket_types.price')}
            required
            min={0}
            max={10_000_000}
            suffix=" Ft"
          />
          <NumberField
            control={form.control}
            name="capacity"
            label={t('programme.ticket_types.capacity')}
            description={
              type
                ? t('programme.ticket_types.capacity_hint', {
                    min: type.min_capacity,
                    sold: type.sold,
                    held: type.held,
                  })
                : undefined
            }
            required
            min={0}
            max={100_000}
          />
          <Controller
            control={form.control}
            name="vat_rate"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('programme.ticket_types.vat_rate')}
                data={vatRates.map((rate) => ({
                  value: rate,
                  label: t(`programme.ticket_types.vat.${rate}`),
                }))}
                value={field.value}
                onChange={(value) => {
                  if (value) field.onChange(value);
                }}
                allowDeselect={false}
                required
                error={errorText(fieldState.error?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <NumberField
            control={form.control}
            name="sort_order"
            label={t('programme.ticket_types.sort_order')}
            description={t('programme.ticket_types.sort_order_hint')}
            min={0}
            max={10_000}
          />
        </SimpleGrid>
        <Checkbox label={t('programme.ticket_types.vip_only')} {...form.register('vip_only')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            {t('programme.common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('programme.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
