import { ActionIcon, Loader } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useCartTranslation } from '../hooks/use-cart-translation';
import classes from './cart-lines.module.css';

interface QuantityControlProps {
  /** The line's name ("Felnőtt – Liliom") for the buttons' and the field's accessible names. */
  label: string;
  quantity: number;
  /** A change of the cart is under way: presses are ignored until it ends. */
  busy: boolean;
  /** The change under way is this line's: which button shows it. */
  pending: 'add' | 'remove' | null;
  onDecrease: () => void;
  onIncrease: () => void;
}

/**
 * Minus, the quantity (read-only, docs/product.md §2) and plus. While a change runs the buttons
 * stay focusable (a keyboard user keeps their place) and say they are unavailable.
 */
export function QuantityControl({
  label,
  quantity,
  busy,
  pending,
  onDecrease,
  onIncrease,
}: QuantityControlProps) {
  const { t } = useCartTranslation();
  const idle = { 'data-disabled': busy || undefined, 'aria-disabled': busy || undefined };
  return (
    <div className={classes.quantity}>
      <ActionIcon
        variant="default"
        size={36}
        radius="xl"
        {...idle}
        aria-label={t('lines.decrease', { name: label })}
        onClick={() => {
          if (!busy) onDecrease();
        }}
      >
        {pending === 'remove' ? <Loader size={14} /> : <IconMinus size={16} aria-hidden />}
      </ActionIcon>
      <input
        className={classes.quantityInput}
        value={quantity}
        readOnly
        inputMode="numeric"
        aria-label={t('lines.quantity_of', { name: label })}
      />
      <ActionIcon
        variant="default"
        size={36}
        radius="xl"
        {...idle}
        aria-label={t('lines.increase', { name: label })}
        onClick={() => {
          if (!busy) onIncrease();
        }}
      >
        {pending === 'add' ? <Loader size={14} /> : <IconPlus size={16} aria-hidden />}
      </ActionIcon>
    </div>
  );
}
