import { transferOrderStatuses, type TransferOrderStatus } from '@theatre/contracts';

/** The status filter of the URL (pure): one of the four, or '' for all. */
export function statusParam(value: string | null): TransferOrderStatus | '' {
  return transferOrderStatuses.find((status) => status === value) ?? '';
}

/** The page of the URL (pure): a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Orange darkened to read at 6.4:1 on white (as the orders' badges; Mantine's orange.9 is 4.3:1). */
const waitingColor = '#a63c06';

/** A badge's colour per status, outlined in dark shades (AA at a badge's size); else grey. */
export function statusColor(status: string): string {
  switch (status) {
    case 'awaiting_transfer':
      return waitingColor;
    case 'paid':
      return 'teal.9';
    case 'cancelled':
      return 'red.9';
    default:
      return 'gray.7';
  }
}

/** Whether a status has its own text (else "other"). */
export function isKnownStatus(status: string): status is TransferOrderStatus {
  return (transferOrderStatuses as readonly string[]).includes(status);
}

/** A quantity typed into a line (pure): a whole number from 1, else null. */
export function quantityOf(value: string | number): number | null {
  const quantity = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(quantity) && quantity >= 1 ? quantity : null;
}

/**
 * The deadline's day (pure): the deadline is the instant its last day ends (midnight in
 * Budapest), so the day shown is the one just before it, as the pro-forma says.
 */
export function deadlineDay(paymentDueAt: string): string {
  return new Date(Date.parse(paymentDueAt) - 1).toISOString();
}
