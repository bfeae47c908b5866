import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCash, IconCreditCard } from '@tabler/icons-react';
import type { BillingDataBody, BoxOfficeSaleBody, BoxOfficeSaleReply } from '@theatre/contracts';
import { formatPrice, type Locale } from '@theatre/i18n';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
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
import { NetworkError, isApiError } from '../../../lib/api-error';
import { translate } from '../../../lib/i18n';
import { useCompleteSale } from './box-office-api';
import { changeDue, parseForints, quickAmounts } from './box-office-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

/** The fields of the sale's own (not the billing form's) that a refused sale may name. */
type SaleField = 'buyer_name' | 'buyer_email' | 'cash_received' | 'card_approved' | 'needs_invoice';
const saleFields: readonly string[] = [
  'buyer_name',
  'buyer_email',
  'cash_received',
  'card_approved',
  'needs_invoice',
  'payment_method',
];

interface BoxOfficeCheckoutProps {
  cartKey: string;
  total: number;
  onSold: (reply: BoxOfficeSaleReply) => void;
  /** The cart cannot be sold any more: its hold ran out, or it was sold (another tab, a retry). */
  onCartGone: (why: 'expired' | 'spent') => void;
}

/**
 * The sale's second half (decision 0017): the buyer (name and e-mail optional: a walk-in), the
 * language of the tickets and the document, a receipt or an invoice (the shop's billing fields with
 * the tax number's check and lookup), and the payment: cash with the change calculator (amount
 * received, one-press round amounts, the change due), or card, which the cashier confirms once the
 * desk's terminal approved it. Enter in any field completes the sale.
 */
export function BoxOfficeCheckout({ cartKey, total, onSold, onCartGone }: BoxOfficeCheckoutProps) {
  const { t } = useAdminTranslation();
  const sale = useCompleteSale();
  const container = useRef<HTMLFormElement>(null);
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [language, setLanguage] = useState<Locale>('hu');
  const [invoice, setInvoice] = useState(false);
  const [method, setMethod] = useState<1 | 2>(2);
  const [received, setReceived] = useState('');
  const [cardApproved, setCardApproved] = useState(false);
  const [navError, setNavError] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SaleField, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const billing = useForm<BillingFormValues, unknown, BillingDataBody>({
    resolver: billingResolver<BillingFormValues>(),
    defaultValues: billingFormValues(undefined, ''),
    shouldFocusError: false,
  });

  const receivedAmount = parseForints(received);
  const change = method === 1 ? changeDue(total, receivedAmount) : null;

  const fieldError = (field: SaleField) => errors[field];
  const clearError = (field: SaleField) => {
    setErrors((current) =>
      current[field] === undefined
        ? current
        : Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)),
    );
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof NetworkError) {
      setFormMessage(t('box_office.checkout.network'));
      return;
    }
    if (!isApiError(error)) return;
    if (error.code === 'invalid_cart_key') {
      setFormMessage(t('box_office.checkout.already_sold'));
      onCartGone('spent');
      return;
    }
    if (error.code === 'cart_expired') {
      onCartGone('expired');
      return;
    }
    if (error.status !== 422) return;
    const own: Partial<Record<SaleField, string>> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (!message) continue;
      if ((billingFields as readonly string[]).includes(field) && invoice) {
        billing.setError(field as Path<BillingFormValues>, { type: 'server', message });
      } else if (saleFields.includes(field)) {
        own[field === 'payment_method' ? 'card_approved' : (field as SaleField)] = message;
      } else {
        others.push(message);
      }
    }
    setErrors(own);
    setFormMessage(others.length > 0 ? others.join(' ') : null);
    focusFirstInvalid(container.current);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sale.isPending) return;
    setFormMessage(null);
    const local: Partial<Record<SaleField, string>> = {};
    const email = buyerEmail.trim();
    if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      local.buyer_email = translate('validation.email');
    }
    if (method === 2 && !cardApproved) {
      local.card_approved = translate('validation.card_not_confirmed');
    }
    if (method === 1 && received.trim() !== '' && receivedAmount === null) {
      local.cash_received = translate('validation.invalid_value');
    } else if (method === 1 && receivedAmount !== null && receivedAmount < total) {
      local.cash_received = translate('validation.cash_too_little', { total: formatPrice(total) });
    }
    let billingValues: BillingDataBody | null = null;
    if (invoice) {
      await billing.handleSubmit(
        (values) => {
          if (checkCompanyTaxNumber(billing)) billingValues = values;
        },
        () => undefined,
      )();
    }
    setErrors(local);
    if (Object.keys(local).length > 0 || (invoice && billingValues === null)) {
      focusFirstInvalid(container.current);
      return;
    }
    const body: BoxOfficeSaleBody = {
      cart_key: cartKey,
      payment_method: method,
      needs_invoice: invoice ? 1 : 0,
      language,
      ...(buyerName.trim() ? { buyer_name: buyerName.trim() } : {}),
      ...(email ? { buyer_email: email } : {}),
      ...(method === 1 && receivedAmount !== null ? { cash_received: receivedAmount } : {}),
      ...(method === 2 ? { card_approved: true } : {}),
      ...(billingValues ?? {}),
    };
    try {
      onSold(await sale.mutateAsync(body));
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <form ref={container} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('box_office.checkout.title')}
        </Title>
        <TextInput
          label={t('box_office.checkout.buyer_name')}
          description={t('box_office.checkout.buyer_name_hint')}
          value={buyerName}
          maxLength={255}
          autoComplete="off"
          error={fieldError('buyer_name')}
          onChange={(event) => {
            setBuyerName(event.currentTarget.value);
            clearError('buyer_name');
          }}
        />
        <TextInput
          type="email"
          label={t('box_office.checkout.buyer_email')}
          description={t('box_office.checkout.buyer_email_hint')}
          value={buyerEmail}
          maxLength={255}
          autoComplete="off"
          error={fieldError('buyer_email')}
          onChange={(event) => {
            setBuyerEmail(event.currentTarget.value);
            clearError('buyer_email');
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="box-office-language">
            {t('box_office.checkout.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="box-office-language"
            value={language}
            onChange={(value) => {
              setLanguage(value === 'en' ? 'en' : 'hu');
            }}
            data={[
              { value: 'hu', label: t('box_office.checkout.languages.hu') },
              { value: 'en', label: t('box_office.checkout.languages.en') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="box-office-document">
            {t('box_office.checkout.document')}
          </Text>
          <SegmentedControl
            aria-labelledby="box-office-document"
            value={invoice ? 'invoice' : 'receipt'}
            onChange={(value) => {
              const wanted = value === 'invoice';
              setInvoice(wanted);
              clearError('needs_invoice');
              if (wanted && billing.getValues('name') === '' && buyerName.trim() !== '') {
                billing.setValue('name', buyerName.trim());
              }
            }}
            data={[
              { value: 'receipt', label: t('box_office.checkout.receipt') },
              { value: 'invoice', label: t('box_office.checkout.invoice') },
            ]}
          />
          {fieldError('needs_invoice') ? (
            <Text size="sm" c="red.9" role="alert">
              {fieldError('needs_invoice')}
            </Text>
          ) : null}
        </Stack>
        {invoice ? (
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={3} size="h4" component="legend">
              {t('box_office.checkout.invoice_title')}
            </Title>
            <BillingFields
              form={billing}
              saved={undefined}
              userName={buyerName.trim()}
              navError={navError}
              onNavErrorChange={setNavError}
            />
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="box-office-payment">
            {t('box_office.checkout.payment')}
          </Text>
          <SegmentedControl
            aria-labelledby="box-office-payment"
            value={String(method)}
            onChange={(value) => {
              setMethod(value === '1' ? 1 : 2);
              clearError('cash_received');
              clearError('card_approved');
            }}
            data={[
              {
                value: '1',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconCash size={16} aria-hidden />
                    <span>{t('box_office.checkout.cash')}</span>
                  </Group>
                ),
              },
              {
                value: '2',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconCreditCard size={16} aria-hidden />
                    <span>{t('box_office.checkout.card')}</span>
                  </Group>
                ),
              },
            ]}
          />
        </Stack>
        {method === 1 ? (
          <Stack gap="xs">
            <TextInput
              label={t('box_office.checkout.received')}
              description={t('box_office.checkout.received_hint')}
              inputMode="numeric"
              autoComplete="off"
              value={received}
              error={fieldError('cash_received')}
              onChange={(event) => {
                setReceived(event.currentTarget.value);
                clearError('cash_received');
              }}
            />
            <Group gap={6} role="group" aria-label={t('box_office.checkout.quick_amounts')}>
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => {
                  setReceived(String(total));
                  clearError('cash_received');
                }}
              >
                {t('box_office.checkout.exact')}
              </Button>
              {quickAmounts(total).map((amount) => (
                <Button
                  key={amount}
                  variant="default"
                  size="compact-sm"
                  onClick={() => {
                    setReceived(String(amount));
                    clearError('cash_received');
                  }}
                >
                  {formatPrice(amount)}
                </Button>
              ))}
            </Group>
            <div
              className={`${classes.change} ${change !== null && change < 0 ? classes.changeShort : ''}`}
              aria-live="polite"
            >
              {change !== null && change < 0 ? (
                <span>{t('box_office.checkout.too_little', { amount: formatPrice(-change) })}</span>
              ) : (
                <>
                  <span>{t('box_office.checkout.change')}</span>
                  <span>{change === null ? '–' : formatPrice(change)}</span>
                </>
              )}
            </div>
          </Stack>
        ) : (
          <Checkbox
            label={t('box_office.checkout.card_approved')}
            description={t('box_office.checkout.card_hint')}
            checked={cardApproved}
            error={fieldError('card_approved')}
            aria-invalid={fieldError('card_approved') ? true : undefined}
            onChange={(event) => {
              setCardApproved(event.currentTarget.checked);
              clearError('card_approved');
            }}
          />
        )}
        {formMessage ? (
          <p className={`${classes.note} ${classes.noteDanger}`} role="alert">
            <IconAlertTriangle size={18} aria-hidden className={classes.noteIcon} />
            <span>{formMessage}</span>
          </p>
        ) : null}
        <Button type="submit" size="lg" loading={sale.isPending}>
          {t('box_office.checkout.confirm', { total: formatPrice(total) })}
        </Button>
      </Stack>
    </form>
  );
}
