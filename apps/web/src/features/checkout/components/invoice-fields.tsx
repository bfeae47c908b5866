import { Stack, Text, Textarea, Title } from '@mantine/core';
import type { BillingData, BillingDataBody } from '@theatre/contracts';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm, type Path } from 'react-hook-form';
import {
  BillingFields,
  billingResolver,
  checkCompanyTaxNumber,
  focusFirstInvalid,
} from '../../../components/billing/billing-fields';
import { billingFields } from '../../../components/billing/billing-values';
import { errorText } from '../../../lib/form-errors';
import {
  hasAddressForm,
  invoiceFormValues,
  type ChoiceAction,
  type CheckoutChoice,
  type InvoiceFormValues,
} from '../lib/billing-choice';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import classes from './checkout-step.module.css';

/** What the billing step asks of the invoice form. */
export interface InvoiceFieldsHandle {
  /** Checks the form (focusing the first invalid field) and keeps its values; true when valid. */
  submit: () => Promise<boolean>;
  /** Keeps the values as typed (going back), without checking them. */
  save: () => void;
}

/** The form's fields the server may name in a refused order's 422 reply. */
const invoiceFields: readonly Path<InvoiceFormValues>[] = [...billingFields, 'comment'];

export function isInvoiceField(field: string): field is Path<InvoiceFormValues> {
  return (invoiceFields as readonly string[]).includes(field);
}

interface InvoiceFieldsProps {
  ref: Ref<InvoiceFieldsHandle>;
  choice: CheckoutChoice;
  dispatch: (action: ChoiceAction) => void;
  /** The saved billing data (prefill, and "switch to private"), when it could be loaded. */
  saved: BillingData | undefined;
  userName: string;
  /** A refused order's messages for these fields (from the review step), shown on mount. */
  serverErrors: Record<string, string>;
}

/**
 * The invoice's details (docs/product.md §2, step 2): the shared billing fields (buyer type, tax
 * number with its lookup, name, country, address) and a comment printed on the invoice. Prefilled
 * from what was typed before (the cart store's `addressform`), else from the saved billing data.
 * What is typed goes to the cart store as it is typed, so it survives the steps and a reload.
 */
export function InvoiceFields({
  ref,
  choice,
  dispatch,
  saved,
  userName,
  serverErrors,
}: InvoiceFieldsProps) {
  const { t } = useCheckoutTranslation();
  // Whether the first values are the saved billing data's (said above the fields).
  const [prefilled] = useState(
    () => !hasAddressForm(choice) && Boolean(saved?.zip || saved?.street_name),
  );
  const form = useForm<InvoiceFormValues, unknown, BillingDataBody>({
    resolver: billingResolver<InvoiceFormValues>(),
    defaultValues: invoiceFormValues(choice, saved, userName),
    // The first invalid field as the visitor sees them (focusFirstInvalid), not as registered.
    shouldFocusError: false,
  });
  const container = useRef<HTMLDivElement>(null);
  // The first values (perhaps the saved data's) are the choice from now on; then every change,
  // a moment after the typing stops.
  useEffect(() => {
    const keep = () => {
      dispatch({ type: 'address', values: form.getValues() });
    };
    keep();
    let timer: number | undefined;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(keep, 300);
      },
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
    // Once, on mount: the form keeps its own values after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A refused order's messages under their fields, the first one focused.
  useEffect(() => {
    Object.entries(serverErrors)
      .filter(([field]) => isInvoiceField(field))
      .forEach(([field, message]) => {
        form.setError(field as Path<InvoiceFormValues>, { type: 'server', message });
      });
    if (Object.keys(serverErrors).some(isInvoiceField)) focusFirstInvalid(container.current);
  }, [serverErrors, form]);

  useImperativeHandle(
    ref,
    () => ({
      submit: async () => {
        let valid = false;
        await form.handleSubmit(
          () => {
            valid = checkCompanyTaxNumber(form);
          },
          () => {
            focusFirstInvalid(container.current);
          },
        )();
        if (valid) dispatch({ type: 'address', values: form.getValues() });
        return valid;
      },
      save: () => {
        dispatch({ type: 'address', values: form.getValues() });
      },
    }),
    [form, dispatch],
  );

  return (
    <Stack gap="md" className={classes.invoice} ref={container}>
      <div>
        <Title order={3} size="h4">
          {t('billing.invoice_title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('billing.invoice_intro')} {prefilled ? t('billing.invoice_prefilled') : null}
        </Text>
      </div>
      <BillingFields
        form={form}
        saved={saved}
        userName={userName}
        navError={choice.nav_error}
        onNavErrorChange={(navError) => {
          dispatch({ type: 'nav_error', nav_error: navError });
        }}
        onTypeChange={(company) => {
          dispatch({ type: 'buyer', is_company: company });
        }}
      />
      <Textarea
        label={t('billing.comment')}
        description={t('billing.comment_hint')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={255}
        error={errorText(form.formState.errors.comment?.message)}
        {...form.register('comment')}
      />
    </Stack>
  );
}
