import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  hallCapacityMax,
  hallUpdateBody,
  venueBody,
  type AdminHall,
  type AdminVenue,
  type HallUpdateBody,
  type VenueBody,
} from '@theatre/contracts';
import { Controller, useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSaveHall, useSaveVenue } from './venues-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { localName, NumberField, ProgrammeFormAlert } from './programme-common';

const venueFields = ['name', 'name_en', 'address'] as const;
const hallFields = ['name', 'name_en', 'capacity', 'sort_order', 'venue_id'] as const;

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('programme.common.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('programme.common.save')}
      </Button>
    </Group>
  );
}

/** A venue's names and address; the server's 422 lands under its fields. */
export function VenueForm({ venue, onDone }: { venue: AdminVenue | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const save = useSaveVenue();
  const form = useForm<VenueBody>({
    resolver: zodResolver(venueBody, zodParseOptions),
    defaultValues: venue
      ? { name: venue.name, name_en: venue.name_en, address: venue.address }
      : { name: '', name_en: '', address: '' },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    venueFields,
    t('venues.network_error'),
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await save.mutateAsync({ id: venue?.id ?? null, body: values });
      // A new one is announced by the API client's own 201 toast.
      if (venue) notify({ tone: 'success', message: t('venues.saved') });
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
            label={t('venues.form.name')}
            required
            maxLength={200}
            error={errorText(errors.name?.message)}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label={t('venues.form.name_en')}
            required
            maxLength={200}
            error={errorText(errors.name_en?.message)}
            {...form.register('name_en')}
          />
        </SimpleGrid>
        <TextInput
          label={t('venues.form.address')}
          description={t('venues.form.address_hint')}
          required
          maxLength={300}
          error={errorText(errors.address?.message)}
          {...form.register('address')}
        />
        <FormButtons busy={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

interface HallFormProps {
  /** The venue a new hall is added to, or the one an edited hall is in. */
  venue: AdminVenue;
  hall: AdminHall | null;
  /** Every venue: an edited hall may move to another. */
  venues: readonly AdminVenue[];
  onDone: () => void;
}

/** A hall's names, capacity and order (and, when edited, its venue). */
export function HallForm({ venue, hall, venues, onDone }: HallFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const save = useSaveHall();
  const form = useForm<HallUpdateBody>({
    resolver: zodResolver(hallUpdateBody, zodParseOptions),
    defaultValues: hall
      ? {
          name: hall.name,
          name_en: hall.name_en,
          capacity: hall.capacity,
          sort_order: hall.sort_order,
          venue_id: hall.venue_id,
        }
      : { name: '', name_en: '' },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    hallFields,
    t('venues.network_error'),
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      const { venue_id: venueId, ...created } = values;
      await save.mutateAsync(
        hall
          ? { id: hall.id, venueId: venueId ?? venue.id, body: values }
          : { id: null, venueId: venue.id, body: created },
      );
      if (hall) notify({ tone: 'success', message: t('venues.hall_saved') });
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
            label={t('venues.form.hall_name')}
            required
            maxLength={120}
            error={errorText(errors.name?.message)}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label={t('venues.form.hall_name_en')}
            required
            maxLength={120}
            error={errorText(errors.name_en?.message)}
            {...form.register('name_en')}
          />
          <NumberField
            control={form.control}
            name="capacity"
            label={t('venues.form.capacity')}
            description={t('venues.form.capacity_hint')}
            required
            min={1}
            max={hallCapacityMax}
          />
          <NumberField
            control={form.control}
            name="sort_order"
            label={t('venues.form.sort_order')}
            description={t('venues.form.sort_order_hint')}
            min={0}
            max={10_000}
          />
        </SimpleGrid>
        {hall ? (
          <Controller
            control={form.control}
            name="venue_id"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('venues.form.venue')}
                description={t('venues.form.venue_hint')}
                data={venues.map((candidate) => ({
                  value: String(candidate.id),
                  label: localName(locale, candidate.name, candidate.name_en),
                }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => {
                  if (value) field.onChange(Number(value));
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                required
                error={errorText(fieldState.error?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        ) : null}
        <FormButtons busy={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
