import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  eventInfoBody,
  type AdminEventInfo,
  type AdminProductionPerformance,
  type EventInfoBody,
} from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteEventInfo, useProductionInfos, useSaveEventInfo } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  localName,
  placeLabel,
  NumberField,
  ProgrammeDialog,
  ProgrammeFormAlert,
  ProgrammeLoadError,
  ProgrammeLoading,
  ProgrammeSection,
  useProgrammeServerErrors,
} from './programme-common';
import { ProgrammeDeleteDialog } from './programme-delete-dialog';
import classes from './programme.module.css';

const fields = ['event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'] as const;
const everyPerformance = 'all';

interface InfoFormProps {
  productionId: number;
  info: AdminEventInfo | null;
  performances: readonly AdminProductionPerformance[];
  onDone: () => void;
}

function InfoForm({ productionId, info, performances, onDone }: InfoFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const save = useSaveEventInfo(productionId);
  const form = useForm<EventInfoBody>({
    resolver: zodResolver(eventInfoBody, zodParseOptions),
    defaultValues: info
      ? {
          event_id: info.event_id,
          name: info.name,
          name_en: info.name_en,
          body: info.body,
          body_en: info.body_en,
          sort_order: info.sort_order,
        }
      : { event_id: null, name: '', name_en: '', body: '', body_en: '' },
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    fields,
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await save.mutateAsync({ id: info?.id ?? null, body: values });
      if (info) notify({ tone: 'success', message: t('programme.infos.saved') });
      onDone();
    } catch (error) {
      applyServerErrors(error);
    }
  });
  const options = [
    { value: everyPerformance, label: t('programme.infos.every_performance') },
    ...performances.map((performance) => ({
      value: String(performance.id),
      label: `${formatDateTime(performance.starts_at, locale)} · ${placeLabel(locale, performance)}`,
    })),
  ];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ProgrammeFormAlert message={formError} />
        <Controller
          control={form.control}
          name="event_id"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={t('programme.infos.performance')}
              data={options}
              value={field.value === null ? everyPerformance : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null || value === everyPerformance ? null : Number(value));
              }}
              allowDeselect={false}
              error={errorText(fieldState.error?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('programme.infos.name')}
            required
            maxLength={200}
            error={errorText(errors.name?.message)}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label={t('programme.infos.name_en')}
            required
            maxLength={200}
            error={errorText(errors.name_en?.message)}
            {...form.register('name_en')}
          />
          <Textarea
            label={t('programme.infos.body')}
            description={t('programme.common.markdown_hint')}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={20_000}
            error={errorText(errors.body?.message)}
            {...form.register('body')}
          />
          <Textarea
            label={t('programme.infos.body_en')}
            description={t('programme.common.markdown_hint')}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={20_000}
            error={errorText(errors.body_en?.message)}
            {...form.register('body_en')}
          />
        </SimpleGrid>
        <NumberField
          control={form.control}
          name="sort_order"
          label={t('programme.infos.sort_order')}
          description={t('programme.ticket_types.sort_order_hint')}
          min={0}
          max={10_000}
        />
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

/**
 * A production's information blocks (shown on its performances' pages): each with where it
 * shows, to edit in a dialog or delete after a confirmation; a new one likewise.
 */
export function ProgrammeEventInfos({
  productionId,
  performances,
}: {
  productionId: number;
  performances: readonly AdminProductionPerformance[];
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const query = useProductionInfos(productionId);
  const remove = useDeleteEventInfo(productionId);
  const [editing, setEditing] = useState<AdminEventInfo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEventInfo | null>(null);
  const infos = query.data ?? [];
  const performanceOf = (eventId: number | null) =>
    eventId === null ? undefined : performances.find((performance) => performance.id === eventId);

  let content;
  if (query.isPending) content = <ProgrammeLoading rows={2} />;
  else if (query.isError && !query.data)
    content = (
      <ProgrammeLoadError
        notFound={false}
        notFoundText=""
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  else if (infos.length === 0)
    content = (
      <Text c="dimmed" size="sm">
        {t('programme.infos.empty')}
      </Text>
    );
  else
    content = (
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {infos.map((info) => {
          const name = localName(locale, info.name, info.name_en);
          const performance = performanceOf(info.event_id);
          return (
            <Card component="li" key={info.id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {performance
                      ? t('programme.infos.only', {
                          date: formatDateTime(performance.starts_at, locale),
                        })
                      : t('programme.infos.every_performance')}
                  </Text>
                  <Text size="sm" lineClamp={2}>
                    {locale === 'en' ? info.body_en : info.body}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('programme.infos.edit', { name })}
                    onClick={() => {
                      setEditing(info);
                    }}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    aria-label={t('programme.infos.delete', { name })}
                    onClick={() => {
                      setDeleting(info);
                    }}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    );

  return (
    <ProgrammeSection
      id="programme-infos"
      title={t('programme.infos.title')}
      intro={t('programme.infos.intro')}
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('programme.infos.add')}
        </Button>
      }
    >
      {content}
      <ProgrammeDialog
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing === 'new' ? t('programme.infos.new_title') : t('programme.infos.edit_title')}
        size="xl"
      >
        {editing !== null ? (
          <InfoForm
            productionId={productionId}
            info={editing === 'new' ? null : editing}
            performances={performances}
            onDone={() => {
              setEditing(null);
            }}
          />
        ) : null}
      </ProgrammeDialog>
      <ProgrammeDeleteDialog
        item={deleting}
        title={t('programme.infos.delete_title')}
        text={(item) =>
          t('programme.infos.delete_text', { name: localName(locale, item.name, item.name_en) })
        }
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
