import {
  Alert,
  Anchor,
  Button,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import type { BillingDataBody, TransferOrderBody } from '@theatre/contracts';
import { budapestDay, type Locale } from '@theatre/i18n';
import { useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
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
import { translate, useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AdminPage } from '../shared/admin-page';
import { adminPaths, type StaffPower } from '../shared/admin-paths';
import { useStaffPerformances } from '../shared/performances-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { TransferOrderLines, type GroupLine, type LineErrors } from './transfer-order-lines';
import { quantityOf } from './transfer-order-rules';
import { useCreateTransferOrder, useTransferSettings } from './transfer-orders-api';

/** The form's own fields (not the billing form's or the lines') that a refusal may name. */
type OwnField = 'buyer_name' | 'buyer_email' | 'payment_days' | 'language';
const ownFields: readonly string[] = ['buyer_name', 'buyer_email', 'payment_days', 'language'];

/** How far ahead performances are offered (a season). */
const performanceDays = 400;

/** `lines.3.quantity` → [3, 'quantity']; null for another field (pure). */
function lineField(field: string): [number, keyof LineErrors] | null {
  const match = /^lines\.(\d+)\.(ticket_type_id|quantity)$/.exec(field);
  if (!match) return null;
  return [Number(match[1]), match[2] === 'quantity' ? 'quantity' : 'type'];
}

/**
 * `/admin/transfer-orders/new` (cashier, administrator; decision 0046): a group order paid by
 * bank transfer: ticket lines (performance, ticket type, quantity; beyond the shop's per-order
 * limit), the buyer's e-mail address, the invoice data (the shop's billing fields with the tax
 * number's check and lookup), the language of the e-mails and the pro-forma, and the payment term.
 * A refusal shows under its fields; taken, it opens the order's page.
 */
export function TransferOrderNew({ role }: { role: StaffPower }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateTransferOrder();
  const settings = useTransferSettings(role === 'admin');
  const today = useMemo(() => budapestDay(new Date()), []);
  const performances = useStaffPerformances(today, performanceDays);
  const container = useRef<HTMLFormElement>(null);
  const [lines, setLines] = useState<GroupLine[]>([
    { key: 1, eventId: '', typeId: '', quantity: '' },
  ]);
  const [lineErrors, setLineErrors] = useState<Record<number, LineErrors>>({});
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [language, setLanguage] = useState<Locale>(locale);
  const [paymentDays, setPaymentDays] = useState('');
  const [errors, setErrors] = useState<Partial<Record<OwnField, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [navError, setNavError] = useState(false);
  const billing = useForm<BillingFormValues, unknown, BillingDataBody>({
    resolver: billingResolver<BillingFormValues>(),
    defaultValues: { ...billingFormValues(undefined, ''), is_company: true },
    shouldFocusError: false,
  });

  const clearError = (field: OwnField) => {
    setErrors((current) =>
      current[field] === undefined
        ? current
        : Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)),
    );
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof NetworkError) {
      setFormMessage(t('transfer_orders.form.network'));
      return;
    }
    if (!isApiError(error)) return;
    if (error.status !== 422) {
      setFormMessage(error.message);
      return;
    }
    const own: Partial<Record<OwnField, string>> = {};
    const perLine: Record<number, LineErrors> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (!message) continue;
      const line = lineField(field);
      if (line) {
        perLine[line[0]] = { ...perLine[line[0]], [line[1]]: message };
      } else if ((billingFields as readonly string[]).includes(field)) {
        billing.setError(field as Path<BillingFormValues>, { type: 'server', message });
      } else if (ownFields.includes(field)) {
        own[field as OwnField] = message;
      } else {
        others.push(message);
      }
    }
    setErrors(own);
    setLineErrors(perLine);
    setFormMessage(others.length > 0 ? others.join(' ') : t('transfer_orders.form.fix_fields'));
    focusFirstInvalid(container.current);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormMessage(null);
    const local: Partial<Record<OwnField, string>> = {};
    const perLine: Record<number, LineErrors> = {};
    lines.forEach((line, index) => {
      const problems: LineErrors = {};
      if (line.eventId === '') problems.event = translate('validation.required');
      else if (line.typeId === '') problems.type = translate('validation.required');
      if (quantityOf(line.quantity) === null) {
        problems.quantity = translate(
          line.quantity.trim() === '' ? 'validation.required' : 'validation.invalid_value',
        );
      }
      if (Object.keys(problems).length > 0) perLine[index] = problems;
    });
    const email = buyerEmail.trim();
    if (email === '') local.buyer_email = translate('validation.required');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      local.buyer_email = translate('validation.email');
    }
    const days = paymentDays.trim() === '' ? null : quantityOf(paymentDays);
    if (paymentDays.trim() !== '' && (days === null || days > 60)) {
      local.payment_days = translate('validation.invalid_value');
    }
    let billingValues: BillingDataBody | null = null;
    await billing.handleSubmit(
      (values) => {
        if (checkCompanyTaxNumber(billing)) billingValues = values;
      },
      () => undefined,
    )();
    setErrors(local);
    setLineErrors(perLine);
    if (Object.keys(local).length > 0 || Object.keys(perLine).length > 0 || !billingValues) {
      setFormMessage(t('transfer_orders.form.fix_fields'));
      focusFirstInvalid(container.current);
      return;
    }
    const body: TransferOrderBody = {
      lines: lines.map((line) => ({
        ticket_type_id: Number(line.typeId),
        quantity: quantityOf(line.quantity) ?? 0,
      })),
      buyer_email: email,
      language,
      needs_invoice: 1,
      ...(buyerName.trim() ? { buyer_name: buyerName.trim() } : {}),
      ...(days !== null ? { payment_days: days } : {}),
      ...(billingValues as BillingDataBody),
    };
    try {
      const reply = await create.mutateAsync(body);
      notify({
        tone: 'success',
        message: t('transfer_orders.form.created', { id: reply.order_id }),
      });
      void navigate(adminPaths.transferOrder(reply.order_id));
    } catch (error) {
      showServerErrors(error);
    }
  };

  const defaultDays = settings.data?.payment_days;
  return (
    <AdminPage title={t('transfer_orders.form.title')} intro={t('transfer_orders.form.intro')}>
      <Anchor component={Link} to={adminPaths.transferOrders()} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {t('transfer_orders.form.back')}
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={760}>
        <form ref={container} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            {performances.isError && !performances.data ? (
              <Alert color="red" variant="light" role="alert">
                {t('transfer_orders.form.load_performances_error')}
              </Alert>
            ) : null}
            <TransferOrderLines
              lines={lines}
              performances={performances.data ?? []}
              errors={lineErrors}
              onChange={(next) => {
                setLines(next);
                setLineErrors({});
                setFormMessage(null);
              }}
            />
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('transfer_orders.form.buyer_title')}
              </Title>
              <TextInput
                type="email"
                required
                label={t('transfer_orders.form.buyer_email')}
                description={t('transfer_orders.form.buyer_email_hint')}
                value={buyerEmail}
                maxLength={255}
                autoComplete="off"
                error={errors.buyer_email}
                onChange={(event) => {
                  setBuyerEmail(event.currentTarget.value);
                  clearError('buyer_email');
                }}
              />
              <TextInput
                label={t('transfer_orders.form.buyer_name')}
                description={t('transfer_orders.form.buyer_name_hint')}
                value={buyerName}
                maxLength={255}
                autoComplete="off"
                error={errors.buyer_name}
                onChange={(event) => {
                  setBuyerName(event.currentTarget.value);
                  clearError('buyer_name');
                }}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="transfer-order-language">
                  {t('transfer_orders.form.language')}
                </Text>
                <SegmentedControl
                  aria-labelledby="transfer-order-language"
                  value={language}
                  onChange={(value) => {
                    setLanguage(value === 'en' ? 'en' : 'hu');
                  }}
                  data={[
                    { value: 'hu', label: t('transfer_orders.form.languages.hu') },
                    { value: 'en', label: t('transfer_orders.form.languages.en') },
                  ]}
                  style={{ alignSelf: 'flex-start' }}
                />
                {errors.language ? (
                  <Text size="sm" c="red.9" role="alert">
                    {errors.language}
                  </Text>
                ) : null}
              </Stack>
              <TextInput
                label={t('transfer_orders.form.payment_days')}
                description={
                  defaultDays === undefined
                    ? t('transfer_orders.form.payment_days_hint_plain')
                    : t('transfer_orders.form.payment_days_hint', { days: defaultDays })
                }
                inputMode="numeric"
                autoComplete="off"
                value={paymentDays}
                error={errors.payment_days}
                maw={240}
                onChange={(event) => {
                  setPaymentDays(event.currentTarget.value);
                  clearError('payment_days');
                }}
              />
            </Stack>
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h3" component="legend">
                {t('transfer_orders.form.invoice_title')}
              </Title>
              <BillingFields
                form={billing}
                saved={undefined}
                userName={buyerName.trim()}
                navError={navError}
                onNavErrorChange={setNavError}
              />
            </Stack>
            {formMessage ? (
              <Alert color="red" variant="light" role="alert">
                {formMessage}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="md"
              loading={create.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
              // A phone's width: the label wraps instead of pushing the page sideways.
              h="auto"
              mih={42}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            >
              {t('transfer_orders.form.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </AdminPage>
  );
}
