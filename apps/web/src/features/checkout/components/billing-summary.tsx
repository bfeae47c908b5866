import { Button, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useCountries } from '../../../components/billing/billing-api';
import { useBillingTranslation } from '../../../components/billing/use-billing-translation';
import { useLocale } from '../../../lib/i18n';
import { addressLines, type CheckoutChoice } from '../lib/billing-choice';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import classes from './checkout-step.module.css';

/**
 * The chosen document (invoice or receipt) and, for an invoice, the name, tax number, address and
 * comment it is made out with (docs/product.md §2, step 3), with a way back to change them.
 */
export function BillingSummary({ choice, onEdit }: { choice: CheckoutChoice; onEdit: () => void }) {
  const { t } = useCheckoutTranslation();
  const { t: tBilling } = useBillingTranslation();
  const locale = useLocale();
  const countries = useCountries();
  const invoice = choice.needs_invoice === 1;
  const form = choice.addressform;
  const lines = useMemo(
    () =>
      addressLines(
        form,
        {
          building: tBilling('building'),
          stairway: tBilling('stairway'),
          floor: tBilling('floor'),
          door: tBilling('door'),
        },
        (code) => {
          const country = countries.data?.find((item) => item.code === code);
          if (!country) return code;
          return locale === 'hu' ? country.name_hu : country.name_en;
        },
      ),
    [form, tBilling, countries.data, locale],
  );
  const documentText = invoice
    ? `${t('review.invoice')} (${choice.is_company ? t('review.buyer_company') : t('review.buyer_private')})`
    : t('review.receipt');

  return (
    <section aria-labelledby="checkout-billing-summary" className={classes.card}>
      <h3 id="checkout-billing-summary" className={classes.cardTitle}>
        {t('review.billing_title')}
      </h3>
      <dl className={classes.facts}>
        <div>
          <dt>{t('review.document')}</dt>
          <dd>{documentText}</dd>
        </div>
        {invoice ? (
          <>
            <div>
              <dt>{t('review.name')}</dt>
              <dd>{form['name']}</dd>
            </div>
            {choice.is_company && form['tax_number'] ? (
              <div>
                <dt>{t('review.tax_number')}</dt>
                <dd>{form['tax_number']}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('review.address')}</dt>
              <dd>
                {lines.map((line) => (
                  <span key={line} className={classes.addressLine}>
                    {line}
                  </span>
                ))}
              </dd>
            </div>
            {form['comment']?.trim() ? (
              <div>
                <dt>{t('review.comment')}</dt>
                <dd className={classes.comment}>{form['comment']}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {invoice ? null : (
        <Text size="sm" c="dimmed">
          {t('billing.receipt_none')}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-md"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={onEdit}
        className={classes.edit}
      >
        {t('review.edit_billing')}
      </Button>
    </section>
  );
}
