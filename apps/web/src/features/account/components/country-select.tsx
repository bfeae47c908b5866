import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useCountries } from '../api/billing-api';
import { countryOptions } from '../hooks/country-options';
import { useAccountTranslation } from '../hooks/use-account-translation';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A searchable list of the countries of /storage/countries.json (spec: Hungary first). */
export function CountrySelect({ value, onChange, onBlur, error, disabled }: CountrySelectProps) {
  const { t } = useAccountTranslation();
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
      label={t('billing.country')}
      required
      searchable
      data={options}
      value={value || null}
      onChange={(code) => {
        if (code) onChange(code);
      }}
      onBlur={onBlur}
      allowDeselect={false}
      nothingFoundMessage={t('billing.nothing_found')}
      error={error ?? (countries.isError ? t('billing.countries_error') : undefined)}
      disabled={disabled}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
