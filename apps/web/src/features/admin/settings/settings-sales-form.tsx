import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  salesSettingsBody,
  vatRates,
  type AdminSalesSettings,
  type SalesSettingsBody,
} from '@theatre/contracts';
import { Controller, useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSaveSalesSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { salesSettingsFormOf } from './settings-form';

const numberFields = ['max_tickets_per_order', 'max_tickets_per_type', 'tech_fee'] as const;
/** Holds per client address and account on one performance (decision 0024). */
const holdFields = ['hold_free_per_client', 'hold_cap_per_client'] as const;
const salesFields = [
  ...numberFields,
  'tech_fee_vat_rate',
  'desk_tech_fee',
  'hold_limit_enabled',
  ...holdFields,
  'customer_service_refund_limit',
] as const;

/**
 * The sales rules: how many tickets an order and a ticket type may have, and the shop-wide
 * technical fee per ticket with its VAT rate (a performance's own fee wins over it).
 */
export function SettingsSalesForm({ settings }: { settings: AdminSalesSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveSalesSettings();
  const form = useForm<SalesSettingsBody>({
    resolver: zodResolver(salesSettingsBody, zodParseOptions),
    defaultValues: salesSettingsFormOf(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    salesFields,
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      const reply = await save.mutateAsync(body);
      form.reset(salesSettingsFormOf(reply.settings.sales));
      notify({ tone: 'success', message: reply.message });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-sales-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id="settings-sales-title">
              {t('settings.sales.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.sales.description')}
            </Text>
          </Stack>
          {formError || Object.keys(errors).length > 0 ? (
            <Alert color="red" variant="light" role="alert">
              {formError ?? t('settings.fix_fields')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {numberFields.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={t(`settings.sales.${name}`)}
                    description={
                      name === 'tech_fee' ? t('settings.sales.tech_fee_description') : undefined
                    }
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(typeof value === 'number' ? value : Number.NaN);
                    }}
                    onBlur={field.onBlur}
                    name={field.name}
                    min={name === 'tech_fee' ? 0 : 1}
                    max={name === 'tech_fee' ? 100_000 : 100}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={name === 'tech_fee' ? ' ' : undefined}
                    required
                    error={errorText(errors[name]?.message)}
                  />
                )}
              />
            ))}
            <NativeSelect
              label={t('settings.sales.tech_fee_vat_rate')}
              error={errorText(errors.tech_fee_vat_rate?.message)}
              data={vatRates.map((rate) => ({
                value: rate,
                label: t(`settings.sales.vat_rates.${rate}`),
              }))}
              {...form.register('tech_fee_vat_rate')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="desk_tech_fee"
            render={({ field }) => (
              <Switch
                label={t('settings.sales.desk_tech_fee')}
                description={t('settings.sales.desk_tech_fee_description')}
                checked={field.value ?? false}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                }}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
          <Controller
            control={form.control}
            name="customer_service_refund_limit"
            render={({ field }) => (
              <NumberInput
                label={t('settings.sales.customer_service_refund_limit')}
                description={t('settings.sales.customer_service_refund_limit_description')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(typeof value === 'number' ? value : Number.NaN);
                }}
                onBlur={field.onBlur}
                name={field.name}
                min={0}
                max={100_000_000}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                suffix=" Ft"
                error={errorText(errors.customer_service_refund_limit?.message)}
                style={{ maxWidth: 320 }}
              />
            )}
          />
          <Stack
            gap="sm"
            component="fieldset"
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Text component="legend" fw={700} p={0}>
              {t('settings.sales.holds_title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('settings.sales.holds_description')}
            </Text>
            <Controller
              control={form.control}
              name="hold_limit_enabled"
              render={({ field }) => (
                <Switch
                  label={t('settings.sales.hold_limit_enabled')}
                  checked={field.value ?? true}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.checked);
                  }}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {holdFields.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <NumberInput
                      label={t(`settings.sales.${name}`)}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(typeof value === 'number' ? value : Number.NaN);
                      }}
                      onBlur={field.onBlur}
                      name={field.name}
                      min={1}
                      max={10_000}
                      allowDecimal={false}
                      allowNegative={false}
                      required
                      error={errorText(errors[name]?.message)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.sales.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
