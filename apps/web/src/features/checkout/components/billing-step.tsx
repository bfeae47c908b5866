import { Alert, Anchor, Button, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconReceipt } from '@tabler/icons-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useBillingData } from '../../../components/billing/billing-api';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/form-errors';
import { hasAddressForm, type ChoiceAction, type CheckoutChoice } from '../lib/billing-choice';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import { useCheckoutErrors } from '../stores/checkout-errors';
import classes from './checkout-step.module.css';
import { InvoiceFields, isInvoiceField, type InvoiceFieldsHandle } from './invoice-fields';
import './checkout-styles';

interface BillingStepProps {
  choice: CheckoutChoice;
  /** Applies a change to the choice (the page keeps it in the persisted cart store). */
  dispatch: (action: ChoiceAction) => void;
  userName: string;
  /**
   * A guest (purchase link) gets a receipt only (docs/product.md §6): the receipt is chosen, the
   * invoice is not available, and the step says how to get one (sign in or register).
   */
  receiptOnly?: boolean;
  /** Back to the cart (from the undecided choice). */
  onBack: () => void;
  /** On to the review (the choice is complete and valid). */
  onNext: () => void;
}

type DocumentKind = 'invoice' | 'receipt';

const documentOf = (choice: CheckoutChoice): DocumentKind | null =>
  choice.needs_invoice === 1 ? 'invoice' : choice.needs_invoice === 0 ? 'receipt' : null;

/** The refused order's messages the review step left for this step. */
function handedOverErrors(): Record<string, string> {
  return useCheckoutErrors.getState().fields;
}

/**
 * Checkout step 2, billing (docs/product.md §2, §4 "the billing choice", §5): 'I need an invoice'
 * or 'I only need a receipt', required before continuing ('Válasszon az opciók közül!'). A receipt
 * needs no more data; an invoice opens the billing fields. The choice can be changed at any time;
 * Back returns to the undecided choice, and from there to the cart. A guest's step has the receipt
 * chosen and the invoice disabled; Back returns to the cart.
 */
export function BillingStep({
  choice,
  dispatch,
  userName,
  receiptOnly = false,
  onBack,
  onNext,
}: BillingStepProps) {
  const { t } = useCheckoutTranslation();
  const [serverErrors] = useState(handedOverErrors);
  const [choiceError, setChoiceError] = useState<string | null>(
    serverErrors['needs_invoice'] ?? null,
  );
  const [checking, setChecking] = useState(false);
  const firstOption = useRef<HTMLInputElement>(null);
  const invoice = useRef<InvoiceFieldsHandle>(null);
  const kind = documentOf(choice);
  const needsSaved = kind === 'invoice' && !hasAddressForm(choice);
  // A guest has no saved billing data (and no account to ask with).
  const billing = useBillingData({ enabled: !receiptOnly });
  const hasFieldErrors = Object.keys(serverErrors).some(isInvoiceField);

  // Shown now: they are not shown again on a later visit.
  useEffect(() => {
    useCheckoutErrors.getState().take();
  }, []);

  // A guest has nothing to choose: the receipt.
  useEffect(() => {
    if (receiptOnly && choice.needs_invoice !== 0) dispatch({ type: 'choose', needs_invoice: 0 });
  }, [receiptOnly, choice.needs_invoice, dispatch]);

  const choose = (value: string) => {
    invoice.current?.save();
    setChoiceError(null);
    dispatch({ type: 'choose', needs_invoice: value === 'invoice' ? 1 : 0 });
  };

  const back = () => {
    if (kind === null || receiptOnly) {
      onBack();
      return;
    }
    invoice.current?.save();
    setChoiceError(null);
    dispatch({ type: 'undecide' });
    firstOption.current?.focus();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (receiptOnly) {
      onNext();
      return;
    }
    if (kind === null) {
      setChoiceError(errorText('validation.choose_option') ?? null);
      firstOption.current?.focus();
      return;
    }
    if (kind === 'receipt') {
      onNext();
      return;
    }
    const handle = invoice.current;
    if (!handle) return;
    setChecking(true);
    const valid = await handle.submit();
    setChecking(false);
    if (valid) onNext();
  };

  let invoiceBody = null;
  if (kind === 'invoice' && !receiptOnly) {
    if (!needsSaved || billing.data) {
      invoiceBody = (
        <InvoiceFields
          ref={invoice}
          choice={choice}
          dispatch={dispatch}
          saved={billing.data}
          userName={userName}
          serverErrors={serverErrors}
        />
      );
    } else if (billing.isError) {
      invoiceBody = (
        <ErrorState
          message={t('billing.load_error')}
          error={billing.error}
          onRetry={() => {
            void billing.refetch();
          }}
          retrying={billing.isFetching}
        />
      );
    } else {
      invoiceBody = <PageLoader py="xl" />;
    }
  }

  return (
    <section aria-labelledby="checkout-billing-title" className={classes.step}>
      <Title order={2} id="checkout-billing-title" className={classes.title}>
        {t('billing.title')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          {hasFieldErrors ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} aria-hidden />}
              role="alert"
            >
              {t('review.billing_errors')}
            </Alert>
          ) : null}
          <Radio.Group
            label={t('billing.choice')}
            required
            value={kind ?? ''}
            onChange={choose}
            error={choiceError}
            classNames={{ label: classes.choiceLabel }}
          >
            <div className={classes.options} data-error={choiceError ? true : undefined}>
              <Radio
                ref={firstOption}
                value="invoice"
                label={t('billing.invoice')}
                description={receiptOnly ? t('guest.invoice_disabled') : t('billing.invoice_hint')}
                disabled={receiptOnly}
                classNames={{ root: classes.option, label: classes.optionLabel }}
              />
              <Radio
                value="receipt"
                label={t('billing.receipt')}
                description={t('billing.receipt_hint')}
                classNames={{ root: classes.option, label: classes.optionLabel }}
              />
            </div>
          </Radio.Group>
          {receiptOnly ? (
            <Text size="sm" className={classes.invoiceWay}>
              <Anchor component={Link} to={paths.login(paths.cart())} inherit>
                {t('guest.sign_in_for_invoice')}
              </Anchor>
            </Text>
          ) : null}

          {kind === 'receipt' ? (
            <div className={classes.notice}>
              <IconReceipt size={28} aria-hidden className={classes.noticeIcon} />
              <div>
                <Text fw={700}>{t('billing.receipt_chosen')}</Text>
                <Text c="dimmed">{t('billing.receipt_none')}</Text>
              </div>
            </div>
          ) : null}
          {invoiceBody}

          <div className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={back}
            >
              {kind === null || receiptOnly
                ? t('billing.back_to_cart')
                : t('billing.back_to_choice')}
            </Button>
            <Button
              type="submit"
              size="md"
              loading={checking}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('billing.continue')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
