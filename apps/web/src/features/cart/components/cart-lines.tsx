import { ActionIcon, Anchor, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDiscount, IconReceipt, IconTrash, IconX } from '@tabler/icons-react';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import type { CartLine } from '../lib/cart-lines';
import { useCartTranslation } from '../hooks/use-cart-translation';
import classes from './cart-lines.module.css';
import { QuantityControl } from './quantity-control';
import { SeatPriceSelect } from './seat-price-select';

export type LineAction = 'add' | 'remove' | 'delete';

/** The change under way: which line, which button. */
export interface PendingChange {
  lineKey: string;
  action: LineAction;
}

interface CartLinesProps {
  lines: readonly CartLine[];
  /** A change is under way: every button ignores presses until it ends. */
  busy: boolean;
  pending: PendingChange | null;
  onChange: (line: CartLine, action: LineAction) => void;
  /** A seat's ticket type chosen (a concession of its zone, or the zone again). */
  onPrice?: (line: CartLine, ticketTypeId: number) => void;
  /** The review step (docs/product.md §2, step 3): quantities only, no buttons. */
  readOnly?: boolean;
}

function LineImage({ line }: { line: CartLine }) {
  if (line.kind === 'ticket' && line.event) {
    return <img className={classes.poster} src={line.event.image} alt="" width={48} height={64} />;
  }
  return (
    <span className={classes.tile} aria-hidden>
      {line.kind === 'discount' ? <IconDiscount size={22} /> : <IconReceipt size={22} />}
    </span>
  );
}

function LineEvent({ line }: { line: CartLine }) {
  const locale = useLocale();
  if (!line.event) return null;
  return (
    <>
      {line.kind === 'ticket' ? (
        <Anchor component={Link} to={paths.event(line.event.url)} className={classes.eventName}>
          {line.event.name}
        </Anchor>
      ) : (
        <span className={classes.eventNameMuted}>{line.event.name}</span>
      )}
      <time dateTime={line.event.startDate} className={classes.date}>
        {formatDateTime(line.event.startDate, locale)}
      </time>
    </>
  );
}

function LineNote({ line }: { line: CartLine }) {
  const { t } = useCartTranslation();
  if (line.kind === 'fee') return <span className={classes.note}>{t('lines.fee_note')}</span>;
  if (line.kind === 'discount' && line.item.coupon_id) {
    return (
      <span className={classes.note}>
        {t('lines.discount_note', { code: line.item.coupon_id })}
      </span>
    );
  }
  return null;
}

/** A seat's line names its seat under the ticket's name, and offers its other prices. */
function LineSeat({ line, busy, onPrice, readOnly }: Omit<LineProps, 'onChange' | 'pending'>) {
  if (line.seatName === null) return null;
  return (
    <>
      <span className={classes.seat} data-seat-id={line.item.seat?.id}>
        {line.seatName}
      </span>
      {readOnly || !onPrice ? null : <SeatPriceSelect line={line} busy={busy} onPrice={onPrice} />}
    </>
  );
}

function LineQuantity({ line, busy, pending, onChange, readOnly }: LineProps) {
  if (line.kind !== 'ticket' || readOnly || line.seatName !== null) {
    return <span className={classes.quantityOnly}>{line.item.quantity}</span>;
  }
  const action = pending?.lineKey === line.key ? pending.action : null;
  return (
    <QuantityControl
      label={line.label}
      quantity={line.item.quantity}
      busy={busy}
      pending={action === 'add' || action === 'remove' ? action : null}
      onDecrease={() => {
        onChange(line, 'remove');
      }}
      onIncrease={() => {
        onChange(line, 'add');
      }}
    />
  );
}

/** Delete for a ticket line, remove for the discount line; the technical fee has none. */
function LineDelete({ line, busy, pending, onChange, readOnly }: LineProps) {
  const { t } = useCartTranslation();
  if (line.kind === 'fee' || readOnly) return null;
  const mine = pending?.lineKey === line.key && pending.action === 'delete';
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      size={40}
      radius="xl"
      data-disabled={busy || undefined}
      aria-disabled={busy || undefined}
      aria-label={
        line.kind === 'discount'
          ? t('lines.remove_coupon', { name: line.name })
          : t('lines.delete', { name: line.label })
      }
      onClick={() => {
        if (!busy) onChange(line, 'delete');
      }}
    >
      {mine ? (
        <Loader size={16} color="currentColor" />
      ) : line.kind === 'discount' || line.seatName !== null ? (
        <IconX size={20} aria-hidden />
      ) : (
        <IconTrash size={20} aria-hidden />
      )}
    </ActionIcon>
  );
}

interface LineProps {
  line: CartLine;
  busy: boolean;
  pending: PendingChange | null;
  onChange: (line: CartLine, action: LineAction) => void;
  onPrice?: ((line: CartLine, ticketTypeId: number) => void) | undefined;
  readOnly: boolean;
}

function Price({ value, strong = false }: { value: number; strong?: boolean }): ReactNode {
  return (
    <span className={strong ? classes.total : classes.price} data-negative={value < 0 || undefined}>
      {formatPrice(value)}
    </span>
  );
}

/**
 * The cart's lines (docs/product.md §2, step 1): a table from tablet width up, cards on a phone.
 * Both are rendered and CSS shows one (no layout jump on the first paint); the hidden one is hidden
 * from assistive technology as well. Read-only (the review step): the quantities without buttons.
 */
export function CartLines({
  lines,
  busy,
  pending,
  onChange,
  onPrice,
  readOnly = false,
}: CartLinesProps) {
  const { t } = useCartTranslation();
  const props = { busy, pending, onChange, onPrice, readOnly };
  return (
    <>
      <Table verticalSpacing="sm" className={classes.table} visibleFrom="sm">
        <caption className={classes.caption}>{t('lines.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lines.event')}</Table.Th>
            <Table.Th scope="col">{t('lines.item')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('lines.unit_price')}
            </Table.Th>
            <Table.Th scope="col" className={classes.center}>
              {t('lines.quantity')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('lines.total')}
            </Table.Th>
            {readOnly ? null : (
              <Table.Th scope="col">
                <VisuallyHidden>{t('lines.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} data-kind={line.kind}>
              <Table.Td>
                <div className={classes.eventCell}>
                  <LineImage line={line} />
                  <div className={classes.stack}>
                    <LineEvent line={line} />
                  </div>
                </div>
              </Table.Td>
              <Table.Td>
                <div className={classes.stack}>
                  <span className={classes.itemName}>{line.name}</span>
                  <LineSeat line={line} {...props} />
                  <LineNote line={line} />
                </div>
              </Table.Td>
              <Table.Td className={classes.numeric}>
                <Price value={line.item.price} />
              </Table.Td>
              <Table.Td className={classes.center}>
                <LineQuantity line={line} {...props} />
              </Table.Td>
              <Table.Td className={classes.numeric}>
                <Price value={line.item.total} strong />
              </Table.Td>
              {readOnly ? null : (
                <Table.Td className={classes.actionCell}>
                  <LineDelete line={line} {...props} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <ul className={classes.cards} aria-label={t('lines.caption')}>
        {lines.map((line) => (
          <li key={line.key} className={classes.card} data-kind={line.kind}>
            <div className={classes.cardHead}>
              <LineImage line={line} />
              <div className={classes.stack}>
                <LineEvent line={line} />
                <span className={classes.itemName}>{line.name}</span>
                <LineSeat line={line} {...props} />
                <LineNote line={line} />
                <Text size="sm" c="dimmed">
                  {t('lines.unit_price')}: <Price value={line.item.price} />
                </Text>
              </div>
              {readOnly ? null : (
                <div className={classes.cardDelete}>
                  <LineDelete line={line} {...props} />
                </div>
              )}
            </div>
            <div className={classes.cardFoot}>
              <div className={classes.cardQuantity}>
                {line.kind === 'ticket' && !readOnly && line.seatName === null ? null : (
                  <span className={classes.quantityLabel}>{t('lines.quantity')}:</span>
                )}
                <LineQuantity line={line} {...props} />
              </div>
              <Price value={line.item.total} strong />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
