import { Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { shortDateTime } from './order-rules';

type Refund = StaffOrderDetails['refunds'][number];

/**
 * On a refund SimplePay refused (decision 0053): that the buyer was asked by e-mail for a bank
 * account, and the holder and account once they gave them (personal data: only the order's page
 * shows it, to staff with access to the order).
 */
export function OrderRefundBankDetails({ refund }: { refund: Refund }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const bank = refund.bank_details;
  if (!bank) return null;
  if (bank.account === null || bank.holder === null) {
    return (
      <Text size="xs" mt={6} data-testid="refund-bank-details">
        {t('orders.refunds.bank.mailed', { at: shortDateTime(bank.mailed_at, locale) })}
      </Text>
    );
  }
  return (
    <Text component="div" size="xs" mt={6} data-testid="refund-bank-details">
      <Text span size="xs" fw={600} display="block">
        {t('orders.refunds.bank.given', {
          at: shortDateTime(bank.submitted_at ?? bank.mailed_at, locale),
        })}
      </Text>
      <Text span size="xs" display="block">
        {`${t('orders.refunds.bank.holder')}: ${bank.holder}`}
      </Text>
      <Text span size="xs" display="block" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {`${t('orders.refunds.bank.account')}: ${bank.account}`}
      </Text>
    </Text>
  );
}
