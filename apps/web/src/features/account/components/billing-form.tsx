import { Button, Grid, Radio, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingDataBody,
  checkTaxNumber,
  taxNumberProblemKey,
  type BillingData,
  type BillingDataBody,
} from '@theatre/contracts';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSaveBillingData, useTaxNumberLookup } from '../api/billing-api';
import {
  applyTaxpayer,
  billingFields,
  billingFormValues,
  isCompanyNameLocked,
  isTaxLookupFailure,
  switchToCompany,
  switchToPrivate,
  type BillingFormValues,
} from '../hooks/billing-form';
import { errorText, zodParseOptions } from '../hooks/form-errors';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useServerErrors } from '../hooks/use-server-errors';
import { CountrySelect } from './country-select';
import { FormAlert } from './form-alert';
import { PublicPlaceField } from './public-place-field';
import { TaxNumberField } from './tax-number-field';

// The shared schema reads the form's strings; optional parts become null on the way out.
const resolver = zodResolver(billingDataBody, zodParseOptions) as unknown as Resolver<
  BillingFormValues,
  unknown,
  BillingDataBody
>;

type LookupState = 'idle' | 'running' | 'done' | 'failed';

interface BillingFormProps {
  /** The saved data (or the server's defaults), for the first values and "switch to private". */
  saved: BillingData;
  userName: string;
}

/**
 * The billing-data editor (spec sections 2 "Profile", 4 "Buyer type", 5): private or company; a
 * company's tax number is checked in the browser, then looked up at the tax authority when the
 * field is left, which fills the fields; the company name stays read-only unless the lookup failed
 * (nav_error), when every field is open for manual entry.
 */
export function BillingForm({ saved, userName }: BillingFormProps) {
  const { t } = useAccountTranslation();
  const save = useSaveBillingData();
  const lookup = useTaxNumberLookup();
  const [navError, setNavError] = useState(false);
  const [lookupState, setLookupState] = useState<LookupState>('idle');
  const [savedNow, setSavedNow] = useState(false);
  // Remounts the fields that keep their own state when values are set from outside.
  const [version, setVersion] = useState(0);
  const lookedUp = useRef<string | null>(saved.is_company ? saved.tax_number : null);
  const form = useForm<BillingFormValues, unknown, BillingDataBody>({
    resolver,
    defaultValues: billingFormValues(saved, userName),
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    billingFields,
  );
  const { errors, isSubmitting } = form.formState;
  const isCompany = useWatch({ control: form.control, name: 'is_company' });
  const nameLocked = isCompanyNameLocked({ is_company: isCompany }, navError);

  const replaceValues = (values: BillingFormValues) => {
    for (const field of billingFields) {
      form.setValue(field, values[field], { shouldDirty: true });
    }
    form.clearErrors();
    setVersion((value) => value + 1);
  };

  const switchType = (company: boolean) => {
    if (company === form.getValues('is_company')) return;
    replaceValues(company ? switchToCompany(form.getValues()) : switchToPrivate(saved, userName));
    setNavError(false);
    setLookupState('idle');
    setSavedNow(false);
    lookedUp.current = null;
  };

  const lookUpTaxNumber = async () => {
    const taxNumber = form.getValues('tax_number');
    if (!taxNumber || taxNumber === lookedUp.current) return;
    const problem = checkTaxNumber(taxNumber);
    if (problem) {
      form.setError('tax_number', { type: 'client', message: taxNumberProblemKey[problem] });
      return;
    }
    form.clearErrors('tax_number');
    lookedUp.current = taxNumber;
    setLookupState('running');
    try {
      const taxpayer = await lookup.mutateAsync(taxNumber);
      replaceValues(applyTaxpayer(form.getValues(), taxpayer));
      setNavError(false);
      setLookupState('done');
    } catch (error) {
      applyServerErrors(error);
      if (isTaxLookupFailure(error)) {
        // Spec "nav_error": the authority could not confirm the number; the visitor types the rest.
        setNavError(true);
        setLookupState('failed');
      } else {
        lookedUp.current = null;
        setLookupState('idle');
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    setSavedNow(false);
    if (values.is_company && values.tax_number) {
      const problem = checkTaxNumber(values.tax_number);
      if (problem) {
        form.setError(
          'tax_number',
          { type: 'client', message: taxNumberProblemKey[problem] },
          { shouldFocus: true },
        );
        return;
      }
    }
    try {
      const reply = await save.mutateAsync({
        ...values,
        tax_number: values.is_company ? values.tax_number : null,
      });
      form.reset(billingFormValues(reply.data, userName));
      setVersion((value) => value + 1);
      setSavedNow(true);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const text = (name: keyof BillingFormValues) => errorText(errors[name]?.message);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Radio.Group
          label={t('billing.buyer_type')}
          value={isCompany ? 'company' : 'private'}
          onChange={(value) => {
            switchType(value === 'company');
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="private" label={t('billing.private')} />
            <Radio value="company" label={t('billing.company')} />
          </Group>
        </Radio.Group>

        <Grid gap="md">
          {isCompany ? (
            <Grid.Col span={12}>
              <Controller
                control={form.control}
                name="tax_number"
                render={({ field }) => (
                  <TaxNumberField
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      if (value !== lookedUp.current) setLookupState('idle');
                    }}
                    onBlur={() => {
                      field.onBlur();
                      void lookUpTaxNumber();
                    }}
                    inputRef={field.ref}
                    error={text('tax_number')}
                    looking={lookupState === 'running'}
                  />
                )}
              />
              <Text size="sm" role="status" mt={4} c="dimmed">
                {lookupState === 'running'
                  ? t('billing.tax_lookup_running')
                  : lookupState === 'done'
                    ? t('billing.tax_lookup_done')
                    : lookupState === 'failed'
                      ? t('billing.tax_lookup_manual')
                      : ''}
              </Text>
            </Grid.Col>
          ) : null}
          <Grid.Col span={12}>
            <TextInput
              label={isCompany ? t('billing.name_company') : t('billing.name_private')}
              description={nameLocked ? t('billing.company_name_locked') : undefined}
              autoComplete={isCompany ? 'organization' : 'name'}
              required
              readOnly={nameLocked}
              error={text('name')}
              {...form.register('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <CountrySelect
                  key={version}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text('country')}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <TextInput
              label={t('billing.zip')}
              autoComplete="postal-code"
              required
              error={text('zip')}
              {...form.register('zip')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 3 }}>
            <TextInput
              label={t('billing.city')}
              autoComplete="address-level2"
              required
              error={text('city')}
              {...form.register('city')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label={t('billing.street_name')}
              required
              error={text('street_name')}
              {...form.register('street_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Controller
              control={form.control}
              name="public_place_category"
              render={({ field }) => (
                <PublicPlaceField
                  key={version}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text('public_place_category')}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('billing.house_number')}
              required
              error={text('house_number')}
              {...form.register('house_number')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('billing.building')}
              error={text('building')}
              {...form.register('building')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('billing.stairway')}
              error={text('stairway')}
              {...form.register('stairway')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('billing.floor')}
              error={text('floor')}
              {...form.register('floor')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label={t('billing.door')} error={text('door')} {...form.register('door')} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" role="status">
            {savedNow ? t('billing.saved') : ''}
          </Text>
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('billing.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
