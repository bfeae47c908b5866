import { Badge } from '@mantine/core';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { isKnownStatus, statusColor } from './transfer-order-rules';

/** A group order's status: awaiting transfer, paid, lapsed, cancelled (or another, by name). */
export function TransferStatusBadge({ status }: { status: string }) {
  const { t } = useAdminTranslation();
  return (
    <Badge color={statusColor(status)} variant="outline" miw="max-content">
      {isKnownStatus(status)
        ? t(`transfer_orders.status.${status}`)
        : t('transfer_orders.status.other', { status })}
    </Badge>
  );
}
