import { InputBase, Loader } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useBillingTranslation } from './use-billing-translation';

interface TaxNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field starts the lookup (docs/product.md §5). */
  onBlur: () => void;
  error?: string | undefined;
  looking: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The tax number with the mask ########-#-## (docs/product.md §9); company only. */
export function TaxNumberField({
  value,
  onChange,
  onBlur,
  error,
  looking,
  inputRef,
}: TaxNumberFieldProps) {
  const { t } = useBillingTranslation();
  return (
    <InputBase
      component={IMaskInput}
      mask="00000000-0-00"
      label={t('tax_number')}
      description={t('tax_number_hint')}
      placeholder="12345678-1-12"
      required
      inputMode="numeric"
      autoComplete="off"
      value={value}
      inputRef={inputRef}
      onAccept={(accepted: string) => {
        onChange(accepted);
      }}
      onBlur={onBlur}
      error={error}
      rightSection={looking ? <Loader size="xs" aria-hidden /> : null}
    />
  );
}
