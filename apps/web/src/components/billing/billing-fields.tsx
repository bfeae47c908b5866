import { Grid, Group, Radio, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingDataBody,
  checkTaxNumber,
  taxNumberProblemKey,
  type BillingData,
  type BillingDataBody,
} from '@theatre/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { NetworkError, isApiError } from '../../lib/api-error';
import { errorText, zodParseOptions } from '../../lib/form-errors';
import { noAnswerMessage } from '../../lib/no-answer';
import { useTaxNumberLookup } from './billing-api';
import {
  applyTaxpayer,
  billingFields,
  isCompanyNameLocked,
  isTaxLookupFailure,
  isTaxNumberUnknown,
  switchToCompany,
  switchToPrivate,
  type BillingFormValues,
} from './billing-values';
import { CountrySelect } from './country-select';
import { PublicPlaceField } from './public-place-field';
import { TaxNumberField } from './tax-number-field';
import { useBillingTranslation } from './use-billing-translation';
import classes from './billing-fields.module.css';
import './billing-styles';

/**
 * The zod resolver of the billing fields (the shared schema of @theatre/contracts): it reads the
 * form's strings; optional parts become null on the way out. Fields a form has besides the billing
 * ones (the checkout's comment) are not checked by it: read them with `getValues`.
 */
export function billingResolver<T extends BillingFormValues>(): Resolver<
  T,
  unknown,
  BillingDataBody
> {
  return zodResolver(billingDataBody, zodParseOptions) as unknown as Resolver<
    T,
    unknown,
    BillingDataBody
  >;
}

/**
 * The browser's own check of a company's tax number before the form is sent (check digit, VAT
 * code, county: docs/product.md §5): puts the problem under the field and focuses it. True when it
 * passed.
 */
export function checkCompanyTaxNumber<T extends BillingFormValues>(
  typedForm: UseFormReturn<T, unknown, BillingDataBody>,
): boolean {
  const form = typedForm as unknown as UseFormReturn<BillingFormValues>;
  const values = form.getValues();
  if (!values.is_company || !values.tax_number) return true;
  const problem = checkTaxNumber(values.tax_number);
  if (!problem) return true;
  form.setError(
    'tax_number',
    { type: 'client', message: taxNumberProblemKey[problem] },
    { shouldFocus: true },
  );
  return false;
}

/**
 * After a refused submit: the first invalid field in the order the visitor sees them (react-hook-form
 * would focus the first one registered, and the tax number registers last when the buyer becomes a
 * company). Run it once the errors are rendered.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

type LookupState = 'idle' | 'running' | 'done' | 'failed' | 'unknown';

interface BillingFieldsProps<T extends BillingFormValues> {
  form: UseFormReturn<T, unknown, BillingDataBody>;
  /** The saved data (GET /billing-data), for "switch to private" (docs/product.md §4). */
  saved: BillingData | undefined;
  userName: string;
  /** Spec `nav_error`: the tax lookup failed, so the company name is open for manual entry. */
  navError: boolean;
  onNavErrorChange: (navError: boolean) => void;
  /** After the buyer type changed (the values are already switched). */
  onTypeChange?: (company: boolean) => void;
  /** Changed by the owner after it set the values from outside: remounts fields with own state. */
  resetKey?: number;
}

/**
 * The billing fields the profile's editor and the checkout's invoice step share
 * (docs/product.md §2, §4 "the billing choice", §5): private or company; a company's tax number
 * (mask ########-#-##) is checked in the browser, then looked up at the tax authority when the
 * field is left, which fills the fields (country HU, name from billing_name); the company name
 * stays read-only unless the lookup failed (`nav_error`). Switching to company clears the address;
 * switching to private clears the company name and reloads the saved data, the name falling back to
 * the user's.
 */
export function BillingFields<T extends BillingFormValues>({
  form: typedForm,
  saved,
  userName,
  navError,
  onNavErrorChange,
  onTypeChange,
  resetKey = 0,
}: BillingFieldsProps<T>) {
  // The fields below are the billing ones every such form has; the owner's extra fields are its own.
  const form = typedForm as unknown as UseFormReturn<BillingFormValues>;
  const { t } = useBillingTranslation();
  const lookup = useTaxNumberLookup();
  const [lookupState, setLookupState] = useState<LookupState>('idle');
  // Remounts the fields that keep their own state when the values are set from outside.
  const [version, setVersion] = useState(0);
  const lookedUp = useRef<string | null>(
    form.getValues('is_company') && !navError ? form.getValues('tax_number') || null : null,
  );
  const { errors } = form.formState;
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
    onNavErrorChange(false);
    setLookupState('idle');
    lookedUp.current = null;
    onTypeChange?.(company);
  };

  const showLookupError = (error: unknown) => {
    if (error instanceof NetworkError) {
      form.setError('tax_number', {
        type: 'server',
        message: noAnswerMessage(error, t('tax_lookup_network')),
      });
      return;
    }
    if (!isApiError(error) || error.status !== 422) return;
    const messages = Object.entries(error.fieldErrors);
    const own = messages.find(([field]) => field === 'tax_number')?.[1][0];
    form.setError('tax_number', { type: 'server', message: own ?? error.message });
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
      onNavErrorChange(false);
      setLookupState('done');
    } catch (error) {
      if (isTaxNumberUnknown(error)) {
        // NAV does not know the number: a note, not an error; the fields stay valid and open.
        onNavErrorChange(true);
        setLookupState('unknown');
        return;
      }
      showLookupError(error);
      if (isTaxLookupFailure(error)) {
        // Spec "nav_error": the authority could not confirm the number; the visitor types the rest.
        onNavErrorChange(true);
        setLookupState('failed');
      } else {
        lookedUp.current = null;
        setLookupState('idle');
      }
    }
  };

  const text = (name: keyof BillingFormValues) => errorText(errors[name]?.message);
  const remount = `${String(resetKey)}-${String(version)}`;
  const lookupText = {
    idle: '',
    running: t('tax_lookup_running'),
    done: t('tax_lookup_done'),
    failed: t('tax_lookup_manual'),
    unknown: t('tax_lookup_unknown'),
  }[lookupState];

  return (
    <>
      <Radio.Group
        label={t('buyer_type')}
        value={isCompany ? 'company' : 'private'}
        onChange={(value) => {
          switchType(value === 'company');
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="private" label={t('private')} />
          <Radio value="company" label={t('company')} />
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
            <Text size="sm" role="status" mt={4} c="dimmed" component="div">
              {lookupState === 'unknown' ? (
                <p className={classes.note}>
                  <IconInfoCircle size={18} aria-hidden className={classes.noteIcon} />
                  <span>{lookupText}</span>
                </p>
              ) : (
                lookupText
              )}
            </Text>
          </Grid.Col>
        ) : null}
        <Grid.Col span={12}>
          <TextInput
            label={isCompany ? t('name_company') : t('name_private')}
            description={nameLocked ? t('company_name_locked') : undefined}
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
                key={remount}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={text('country')}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <TextInput
            label={t('zip')}
            autoComplete="postal-code"
            required
            error={text('zip')}
            {...form.register('zip')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 3 }}>
          <TextInput
            label={t('city')}
            autoComplete="address-level2"
            required
            error={text('city')}
            {...form.register('city')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={t('street_name')}
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
                key={remount}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={text('public_place_category')}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t('house_number')}
            required
            error={text('house_number')}
            {...form.register('house_number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t('building')}
            error={text('building')}
            {...form.register('building')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t('stairway')}
            error={text('stairway')}
            {...form.register('stairway')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label={t('floor')} error={text('floor')} {...form.register('floor')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput label={t('door')} error={text('door')} {...form.register('door')} />
        </Grid.Col>
      </Grid>
    </>
  );
}
