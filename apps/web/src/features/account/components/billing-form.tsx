import { Button, Group, Stack, Text } from '@mantine/core';
import type { BillingData, BillingDataBody } from '@theatre/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BillingFields,
  billingResolver,
  checkCompanyTaxNumber,
  focusFirstInvalid,
} from '../../../components/billing/billing-fields';
import {
  billingFields,
  billingFormValues,
  type BillingFormValues,
} from '../../../components/billing/billing-values';
import { useSaveBillingData } from '../api/billing-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';

interface BillingFormProps {
  /** The saved data (or the server's defaults), for the first values and "switch to private". */
  saved: BillingData;
  userName: string;
}

/**
 * The profile's billing-data editor (docs/product.md §2, §4 "the billing choice", §5): the shared
 * billing fields (src/components/billing) with Save (POST /billing-data/update).
 */
export function BillingForm({ saved, userName }: BillingFormProps) {
  const { t } = useAccountTranslation();
  const save = useSaveBillingData();
  const [navError, setNavError] = useState(false);
  const [savedNow, setSavedNow] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<BillingFormValues, unknown, BillingDataBody>({
    resolver: billingResolver<BillingFormValues>(),
    defaultValues: billingFormValues(saved, userName),
    // The first invalid field as the visitor sees them (focusFirstInvalid), not as registered.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    billingFields,
  );
  const { isSubmitting } = form.formState;

  const saveValues = async (values: BillingDataBody) => {
    clearFormError();
    setSavedNow(false);
    if (!checkCompanyTaxNumber(form)) return;
    try {
      const reply = await save.mutateAsync({
        ...values,
        tax_number: values.is_company ? values.tax_number : null,
      });
      form.reset(billingFormValues(reply.data, userName));
      setResetKey((value) => value + 1);
      setSavedNow(true);
    } catch (error) {
      applyServerErrors(error);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        // Refused: the first invalid field as the visitor sees them takes the focus.
        void form.handleSubmit(saveValues, () => {
          focusFirstInvalid(formRef.current);
        })(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <FormAlert message={formError} />
        <BillingFields
          form={form}
          saved={saved}
          userName={userName}
          navError={navError}
          onNavErrorChange={setNavError}
          onTypeChange={() => {
            setSavedNow(false);
          }}
          resetKey={resetKey}
        />
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
