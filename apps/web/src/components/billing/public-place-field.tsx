import { Select, Stack, TextInput } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useBillingTranslation } from './use-billing-translation';

/** The common Hungarian public-place categories (közterület jellege); the value is the word itself. */
export const publicPlaceCategories = [
  'utca',
  'út',
  'tér',
  'körút',
  'sugárút',
  'rakpart',
  'köz',
  'sor',
  'fasor',
  'sétány',
  'lépcső',
  'park',
  'dűlő',
  'tanya',
  'liget',
  'udvar',
] as const;

type Category = (typeof publicPlaceCategories)[number];
const otherValue = '__other';

export function isKnownCategory(value: string): value is Category {
  return (publicPlaceCategories as readonly string[]).includes(value);
}

interface PublicPlaceFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** The list's input, for focusing it when it is the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The street type: a list of the common categories and "other", which opens a free-text field
 * (NAV types it as free text; the tax authority may send any word). Remount it (key) when the
 * value is set from outside, e.g. after a tax-number lookup.
 */
export function PublicPlaceField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: PublicPlaceFieldProps) {
  const { t } = useBillingTranslation();
  const [other, setOther] = useState(value !== '' && !isKnownCategory(value));
  const data = [
    ...publicPlaceCategories.map((category) => ({
      value: category,
      label: t(`categories.${category}`),
    })),
    { value: otherValue, label: t('public_place_other') },
  ];
  return (
    <Stack gap="xs">
      <Select
        ref={other ? undefined : inputRef}
        label={t('public_place_category')}
        required
        searchable
        data={data}
        value={other ? otherValue : value || null}
        onChange={(selected) => {
          if (selected === otherValue) {
            setOther(true);
            onChange(isKnownCategory(value) ? '' : value);
          } else {
            setOther(false);
            onChange(selected ?? '');
          }
        }}
        onBlur={onBlur}
        allowDeselect={false}
        nothingFoundMessage={t('nothing_found')}
        error={other ? undefined : error}
        autoComplete="off"
        maxDropdownHeight={280}
      />
      {other ? (
        <TextInput
          ref={inputRef}
          label={t('public_place_custom')}
          required
          value={value}
          maxLength={50}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
          onBlur={onBlur}
          error={error}
        />
      ) : null}
    </Stack>
  );
}
