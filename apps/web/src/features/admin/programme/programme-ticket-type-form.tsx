import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatPrice } from '@theatre/i18n';
import {
  ticketTypeBody,
  vatRates,
  type AdminTicketType,
  type TicketTypeBody,
} from '@theatre/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { usePerformanceSeats } from '../shared/performance-seats-api';
import { useSaveTicketType } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { NumberField, ProgrammeFormAlert, useProgrammeServerErrors } from './programme-common';

const fields = [
  'name',
  'name_en',
  'price',
  'capacity',
  'vat_rate',
  'vip_only',
  'sort_order',
  'zones',
] as const;

/** What the performance's hall leaves for this ticket type (decision 0027). */
export interface HallRoom {
  /** The hall's capacity: what the ticket types may add up to. */
  capacity: number;
  /** What the performance's other ticket types add up to. */
  others: number;
}

interface TicketTypeFormProps {
  eventId: number;
  type: AdminTicketType | null;
  hall: HallRoom;
  onDone: () => void;
}

/**
 * A ticket type's names, price, capacity, VAT rate, order and VIP flag. A new one's capacity
 * starts at what the hall has left; the server answers a capacity past the hall, or below what
 * is sold and held, under the field.
 */
export function TicketTypeForm({ eventId, type, hall, onDone }: TicketTypeFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const save = useSaveTicketType(eventId);
  // A seated performance: a ticket type may be a concession valid in some of its zones.
  const seating = usePerformanceSeats(eventId);
  const zones = (seating.data?.ticket_types ?? []).filter(
    (item) => item.zones === null && item.id !== type?.id,
  );
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
          zones: type.zones ?? [],
        }
      : {
          name: '',
          name_en: '',
          vat_rate: '27',
          vip_only: false,
          capacity: Math.max(0, hall.capacity - hall.others),
        },
  });
  // The most it may have: what the hall leaves, or what it has when that is more (an older one).
  const most = Math.max(type?.capacity ?? 0, hall.capacity - hall.others, 0);
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    fields,
  );
  const { errors, isSubmitting } = form.formState;
  // On a seated performance the seats give a zone its capacity, and a concession has none.
  const seated = seating.data !== undefined;
  const chosenZones = useWatch({ control: form.control, name: 'zones' }) ?? [];
  const concession = chosenZones.length > 0 || (type?.zones ?? null) !== null;
  const seatCapacity = concession ? 0 : (type?.capacity ?? 0);
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      const body = seated ? { ...values, capacity: seatCapacity } : { ...values, zones: undefined };
      await save.mutateAsync({ id: type?.id ?? null, body });
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
          {seated ? (
            <Text size="sm" c="dimmed" data-testid="ticket-type-seat-capacity">
              {concession
                ? t('seats.concession.capacity_concession')
                : t('seats.concession.capacity_zone', { count: seatCapacity })}
            </Text>
          ) : (
            <NumberField
              control={form.control}
              name="capacity"
              label={t('programme.ticket_types.capacity')}
              description={
                type
                  ? `${t('programme.ticket_types.capacity_hint', {
                      min: type.min_capacity,
                      sold: type.sold,
                      held: type.held,
                    })} ${t('venues.room.most', { max: most, capacity: hall.capacity })}`
                  : t('venues.room.most', { max: most, capacity: hall.capacity })
              }
              required
              min={0}
              max={100_000}
            />
          )}
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
        {seating.data && zones.length > 0 ? (
          <Controller
            control={form.control}
            name="zones"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('seats.concession.zones')}
                description={t('seats.concession.zones_hint')}
                value={(field.value ?? []).map(String)}
                onChange={(value) => {
                  field.onChange(value.map(Number));
                }}
                error={errorText(fieldState.error?.message)}
              >
                <Stack gap={6} mt="xs">
                  {zones.map((zone) => (
                    <Checkbox
                      key={zone.id}
                      value={String(zone.id)}
                      label={`${inLocale(locale, zone.name, zone.name_en)} – ${formatPrice(zone.price)}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        ) : null}
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
