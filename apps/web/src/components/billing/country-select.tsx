import { Select } from '@mantine/core';
import { useMemo, type Ref } from 'react';
import { useLocale } from '../../lib/i18n';
import { useCountries } from './billing-api';
import { countryOptions } from './country-options';
import { useBillingTranslation } from './use-billing-translation';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The input, for focusing it when it is the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A searchable list of the countries of /storage/countries.json (spec: Hungary first). */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
}: CountrySelectProps) {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const countries = useCountries();
  const data = useMemo(
    () => countryOptions(countries.data ?? [], locale),
    [countries.data, locale],
  );
  // Until the list arrives, the saved code still shows.
  const options = data.length > 0 || !value ? data : [{ value, label: value }];
  return (
    <Select
      ref={inputRef}
      label={t('country')}
      required
      searchable
      data={options}
      value={value || null}
      onChange={(code) => {
        if (code) onChange(code);
      }}
      onBlur={onBlur}
      allowDeselect={false}
      nothingFoundMessage={t('nothing_found')}
      error={error ?? (countries.isError ? t('countries_error') : undefined)}
      disabled={disabled}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
