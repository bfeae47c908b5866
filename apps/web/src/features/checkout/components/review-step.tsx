import { Alert, Anchor, Button, Checkbox, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCreditCard, IconLock } from '@tabler/icons-react';
import type { PublicSettings, TicketDelivery } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PaymentProviderBadge } from '../../../components/payment-provider-badge';
import { documentIds, paths } from '../../../config/paths';
import { NetworkError } from '../../../lib/api-error';
import { noAnswerMessage } from '../../../lib/no-answer';
import {
  guestOrderBody,
  orderBody,
  type CheckoutChoice,
  type OrderBodyWithoutKey,
} from '../lib/billing-choice';
import { orderErrorOutcome } from '../lib/order-errors';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import { useCheckoutErrors } from '../stores/checkout-errors';
import classes from './checkout-step.module.css';
import { BillingSummary } from './billing-summary';
import { GuestBuyer, type CheckoutGuest } from './guest-buyer';
import './checkout-styles';

interface ReviewStepProps {
  choice: CheckoutChoice;
  /** What the buyer pays, in forints (the cart's `summary.total`). */
  total: number;
  /** The cart's lines, read-only; the coupon form; the totals (the page composes the cart's). */
  lines: ReactNode;
  coupon: ReactNode;
  summary: ReactNode;
  /** The public settings' payment provider (logo, notice) beside the pay button. */
  provider: PublicSettings['payment_provider'] | null | undefined;
  /** A guest's purchase link: the buyer shown, and the tickets' delivery chosen here. */
  guest?: CheckoutGuest | undefined;
  /** Back to billing (also "change billing details", and a refused order's billing errors). */
  onBack: () => void;
  /**
   * Stores the order and starts the payment (the page composes the cart, the order and the
   * payment). Rejects with the order call's error.
   */
  onPay: (body: OrderBodyWithoutKey) => Promise<void>;
}

const documents = [
  { id: documentIds.privacyNotice, key: 'review.privacy' },
  { id: documentIds.generalTerms, key: 'review.terms' },
  { id: documentIds.dataTransfer, key: 'review.data_transfer' },
] as const;

/**
 * Checkout step 3, review and pay (docs/product.md §2): the lines read-only, the coupon form, the
 * totals, the chosen document and billing details, the notice that starting the payment accepts
 * documents 10, 11 and 12 (SimplePay's data-transfer declaration among them, accepted explicitly
 * by the checkbox: SimplePay's merchant checklist), and Next (pay), Back, Continue shopping. A guest
 * also sees the buyer of the purchase link and chooses how the tickets are delivered.
 */
export function ReviewStep({
  choice,
  total,
  lines,
  coupon,
  summary,
  provider,
  guest,
  onBack,
  onPay,
}: ReviewStepProps) {
  const { t } = useCheckoutTranslation();
  const [delivery, setDelivery] = useState<TicketDelivery>('email');
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const acceptBox = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const pay = async () => {
    if (paying) return;
    setFormError(null);
    if (!accepted) {
      setAcceptError(t('review.accept_required'));
      acceptBox.current?.focus();
      return;
    }
    setPaying(true);
    try {
      await onPay(guest ? guestOrderBody(delivery) : orderBody(choice));
    } catch (error) {
      setPaying(false);
      if (error instanceof NetworkError) {
        setFormError(noAnswerMessage(error, t('common.network_error')));
        return;
      }
      const outcome = orderErrorOutcome(error);
      switch (outcome.kind) {
        case 'billing':
          useCheckoutErrors.getState().handOver(outcome.fields);
          onBack();
          return;
        case 'terms':
          setAccepted(false);
          setAcceptError(outcome.message);
          acceptBox.current?.focus();
          return;
        case 'message':
          setFormError(outcome.message ?? t('review.order_error'));
          requestAnimationFrame(() => alertRef.current?.focus());
          return;
        case 'none':
          return;
      }
    }
  };

  return (
    <section aria-labelledby="checkout-review-title" className={classes.step}>
      <Title order={2} id="checkout-review-title" className={classes.title}>
        {t('review.title')}
      </Title>
      {lines}
      <div className={classes.reviewGrid}>
        <div className={classes.reviewMain}>
          {coupon}
          {guest ? (
            <GuestBuyer guest={guest} delivery={delivery} onDeliveryChange={setDelivery} />
          ) : null}
          <BillingSummary choice={choice} onEdit={onBack} />
        </div>
        <div className={classes.reviewSide}>
          {summary}
          <section aria-labelledby="checkout-documents-title" className={classes.card}>
            <h3 id="checkout-documents-title" className={classes.cardTitle}>
              {t('review.documents_title')}
            </h3>
            <Text size="sm">{t('review.documents_notice')}</Text>
            <ul className={classes.documentList}>
              {documents.map((document) => (
                <li key={document.id}>
                  <Anchor component={Link} to={paths.document(document.id)} target="_blank">
                    {t(document.key)}
                    <VisuallyHidden> {t('common.new_tab')}</VisuallyHidden>
                  </Anchor>
                </li>
              ))}
            </ul>
            <Text size="sm" c="dimmed">
              {t('review.data_transfer_note')}
            </Text>
            <Checkbox
              ref={acceptBox}
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.currentTarget.checked);
                if (event.currentTarget.checked) setAcceptError(null);
              }}
              label={t('review.accept')}
              error={acceptError}
              required
              className={classes.accept}
            />
          </section>
          {formError ? (
            <Alert
              ref={alertRef}
              tabIndex={-1}
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} aria-hidden />}
              role="alert"
            >
              {formError}
            </Alert>
          ) : null}
          <Button
            size="lg"
            fullWidth
            loading={paying}
            leftSection={<IconCreditCard size={20} aria-hidden />}
            onClick={() => void pay()}
            className={classes.pay}
          >
            <span className={classes.payLabel}>
              {t('review.pay')}
              <span className={classes.payAmount}>{formatPrice(total)}</span>
            </span>
          </Button>
          <VisuallyHidden role="status">{paying ? t('review.storing') : ''}</VisuallyHidden>
          <div className={classes.secure}>
            <PaymentProviderBadge
              provider={provider}
              height={32}
              className={classes.providerLink}
              imageClassName={classes.providerLogo}
            />
            <Text size="xs" c="dimmed" className={classes.secureNote}>
              <IconLock size={14} aria-hidden /> {t('review.pay_note')}
            </Text>
          </div>
        </div>
      </div>
      <div className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
        >
          {t('review.back')}
        </Button>
        <Button component={Link} to={paths.home()} variant="subtle">
          {t('review.continue_shopping')}
        </Button>
      </div>
    </section>
  );
}
