import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconWand } from '@tabler/icons-react';
import type { AdminPerformance, PerformanceBody } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { AdminDateTimeField } from '../shared/admin-date-time-field';
import { adminPaths } from '../shared/admin-paths';
import { useProductions } from './programme-api';
import { useVenues } from './venues-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  localName,
  NumberField,
  ProgrammeDialog,
  ProgrammeFormAlert,
  useProgrammeServerErrors,
} from './programme-common';
import {
  performanceBodyOf,
  performanceForm,
  performanceFormFields,
  performanceFormValues,
  startsInThePast,
  startsInThePastNow,
  suggestedSlug,
  type PerformanceFormValues,
} from './programme-performance-rules';

interface PerformanceFormProps {
  /** The saved performance, or none for a new one of `productionId`. */
  performance?: AdminPerformance;
  productionId: number;
  /** The shop-wide technical fee a performance without its own pays. */
  defaultTechFee: number | null;
  submitLabel: string;
  onSave: (body: PerformanceBody) => Promise<AdminPerformance>;
  onSaved?: (performance: AdminPerformance) => void;
}

/**
 * A performance's production, hall (grouped by venue), web address, start and sale window (Budapest time, whatever
 * the computer's zone), VIP and technical fee. Checked here by the contract's rules; the server's
 * 422 (an address already taken) lands under its field.
 */
export function PerformanceForm({
  performance,
  productionId,
  defaultTechFee,
  submitLabel,
  onSave,
  onSaved,
}: PerformanceFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const venues = useVenues();
  const productions = useProductions();
  const [saved, setSaved] = useState(false);
  const startSold =
    performance !== undefined && performance.ticket_types.some((type) => type.sold > 0);
  // A start in the past is saved only after a confirmation (decision 0034).
  const [pastValues, setPastValues] = useState<PerformanceFormValues | null>(null);
  const [savingPast, setSavingPast] = useState(false);
  const form = useForm<PerformanceFormValues>({
    resolver: zodResolver(performanceForm, zodParseOptions),
    defaultValues: performance
      ? performanceFormValues(performance)
      : {
          production_id: String(productionId),
          hall_id: '',
          url: '',
          starts_at: '',
          sale_starts_at: '',
          sale_ends_at: '',
          vip_only: false,
          tech_fee_mode: 'default',
          tech_fee: null,
        },
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    performanceFormFields,
  );
  const { errors, isSubmitting } = form.formState;
  const [techFeeMode, url, chosenProduction, startsAt] = useWatch({
    control: form.control,
    name: ['tech_fee_mode', 'url', 'production_id', 'starts_at'],
  });
  // When the form opened: what counts as past while it is filled in (the save checks again).
  const [openedAt] = useState(() => Date.now());
  const past = startsInThePast(startsAt, openedAt);

  const productionOptions = (productions.data ?? []).map((production) => ({
    value: String(production.id),
    label: localName(locale, production.name, production.name_en),
  }));
  if (
    performance &&
    !productionOptions.some((option) => option.value === String(performance.production_id))
  ) {
    productionOptions.unshift({
      value: String(performance.production_id),
      label: localName(locale, performance.production_name, performance.production_name_en),
    });
  }
  // The halls grouped by venue; a venue without halls offers nothing.
  const hallOptions = (venues.data ?? [])
    .filter((venue) => venue.halls.length > 0)
    .map((venue) => ({
      group: localName(locale, venue.name, venue.name_en),
      items: venue.halls.map((hall) => ({
        value: String(hall.id),
        label: t(hall.seated ? 'venues.picker.option_seated' : 'venues.picker.option', {
          hall: localName(locale, hall.name, hall.name_en),
          capacity: hall.capacity,
        }),
      })),
    }))
    .sort((a, b) => a.group.localeCompare(b.group, locale));
  const noHalls = venues.isSuccess && hallOptions.length === 0;

  const suggest = () => {
    const production = (productions.data ?? []).find(
      (candidate) => String(candidate.id) === chosenProduction,
    );
    const name = production?.name ?? performance?.production_name ?? '';
    form.setValue('url', suggestedSlug(name, form.getValues('starts_at')), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  const save = async (values: PerformanceFormValues) => {
    clearFormError();
    setSaved(false);
    try {
      const result = await onSave(performanceBodyOf(values));
      form.reset(performanceFormValues(result));
      setSaved(true);
      onSaved?.(result);
    } catch (error) {
      applyServerErrors(error);
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (startsInThePastNow(values.starts_at)) {
      setPastValues(values);
      return;
    }
    await save(values);
  });
  const savePast = async () => {
    if (!pastValues) return;
    setSavingPast(true);
    await save(pastValues);
    setSavingPast(false);
    setPastValues(null);
  };
  const pastStart = pastValues ? performanceBodyOf(pastValues).starts_at : '';

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ProgrammeFormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Controller
            control={form.control}
            name="production_id"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('programme.performance.production')}
                data={productionOptions}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                required
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="hall_id"
            render={({ field, fieldState }) => (
              <Stack gap={6}>
                <Select
                  ref={field.ref}
                  label={t('venues.picker.hall')}
                  description={t('venues.picker.hall_hint')}
                  data={hallOptions}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                  }}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  searchable
                  required
                  disabled={noHalls}
                  error={errorText(fieldState.error?.message)}
                />
                {noHalls ? (
                  <Text size="sm" role="status">
                    {t('venues.picker.none')}{' '}
                    <Anchor component={Link} to={adminPaths.venues()}>
                      {t('venues.picker.manage')}
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          <Stack gap={6}>
            <AdminDateTimeField
              control={form.control}
              name="starts_at"
              label={t('programme.performance.starts_at')}
              required
              // Sold tickets name the start: it changes by a move, which tells the buyers.
              disabled={startSold}
              description={startSold ? t('programme.performance.starts_at_sold') : undefined}
              error={errorText(errors.starts_at?.message)}
            />
            {past ? (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                p="xs"
              >
                <Text size="sm">{t('programme.performance.past_warning')}</Text>
              </Alert>
            ) : null}
          </Stack>
          <Stack gap={6}>
            <TextInput
              label={t('programme.performance.url')}
              description={t('programme.performance.url_hint', { url: url || '…' })}
              required
              maxLength={120}
              autoCapitalize="none"
              spellCheck={false}
              error={errorText(errors.url?.message)}
              {...form.register('url')}
            />
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconWand size={16} aria-hidden />}
              onClick={suggest}
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            >
              {t('programme.performance.url_suggest')}
            </Button>
          </Stack>
          <AdminDateTimeField
            control={form.control}
            name="sale_starts_at"
            label={t('programme.performance.sale_starts_at')}
            description={t('programme.performance.sale_starts_hint')}
            error={errorText(errors.sale_starts_at?.message)}
          />
          <AdminDateTimeField
            control={form.control}
            name="sale_ends_at"
            label={t('programme.performance.sale_ends_at')}
            description={t('programme.performance.sale_ends_hint')}
            error={errorText(errors.sale_ends_at?.message)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('programme.performance.vip_only')}
          description={t('programme.performance.vip_hint')}
          {...form.register('vip_only')}
        />
        <Controller
          control={form.control}
          name="tech_fee_mode"
          render={({ field }) => (
            <Radio.Group
              label={t('programme.performance.tech_fee_mode')}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (value === 'default') form.setValue('tech_fee', null);
              }}
            >
              <Group gap="lg" mt={6}>
                <Radio
                  value="default"
                  label={
                    defaultTechFee === null
                      ? t('programme.performance.tech_fee_default_plain')
                      : t('programme.performance.tech_fee_default', {
                          fee: formatPrice(defaultTechFee),
                        })
                  }
                />
                <Radio value="own" label={t('programme.performance.tech_fee_own')} />
              </Group>
            </Radio.Group>
          )}
        />
        {techFeeMode === 'own' ? (
          <NumberField
            control={form.control}
            name="tech_fee"
            label={t('programme.performance.tech_fee')}
            required
            nullable
            min={0}
            max={100_000}
          />
        ) : null}
        <Group gap="md">
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {submitLabel}
          </Button>
          <Text size="sm" role="status">
            {saved && performance ? t('programme.performance.saved') : ''}
          </Text>
        </Group>
      </Stack>
      <ProgrammeDialog
        opened={pastValues !== null}
        onClose={() => {
          if (!savingPast) setPastValues(null);
        }}
        title={t('programme.performance.past_confirm_title')}
        size="md"
      >
        <Stack gap="md">
          <Text>
            {t('programme.performance.past_confirm_text', {
              date: pastStart ? formatDateTime(pastStart, locale) : '',
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setPastValues(null);
              }}
              disabled={savingPast}
              data-autofocus
            >
              {t('programme.common.cancel')}
            </Button>
            <Button loading={savingPast} onClick={() => void savePast()}>
              {t('programme.performance.past_confirm_save')}
            </Button>
          </Group>
        </Stack>
      </ProgrammeDialog>
    </form>
  );
}
