import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import type { CartReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useRef, useState, type SyntheticEvent } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { useRemoveSaleCoupon, useSaleCoupon } from './box-office-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

interface BoxOfficeCouponProps {
  cartKey: string;
  cart: CartReply;
  busy: boolean;
  /** The cart is spent or its hold ran out. */
  onCartFailed: (error: unknown) => void;
}

/** The message under the code: the field's (wrong, expired, used up), or why (too many tries). */
function couponError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return error.message || null;
  if (error.status !== 422) return null;
  return error.fieldErrors['coupon_id']?.[0] ?? null;
}

/**
 * A coupon at the desk (decision 0044): the cashier types the buyer's code and applies it (the
 * shop's coupon rules, POST /sale/{key}/coupon); the cart's discount line and totals follow. With a
 * coupon applied, its code and a button that removes it. A change of the tickets afterwards
 * removes the coupon, as in the shop: it is entered last, before the payment.
 */
export function BoxOfficeCoupon({ cartKey, cart, busy, onCartFailed }: BoxOfficeCouponProps) {
  const { t } = useAdminTranslation();
  const add = useSaleCoupon(cartKey);
  const remove = useRemoveSaleCoupon(cartKey);
  const applied = cart.items.find((item) => item.coupon_id !== undefined)?.coupon_id ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);

  const failed = (failure: unknown) => {
    if (failure instanceof NetworkError) {
      setError(t('box_office.coupon.network'));
    } else {
      const message = couponError(failure);
      if (message) setError(message);
      else onCartFailed(failure);
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (add.isPending || busy) return;
    if (!code.trim()) {
      setError(t('box_office.coupon.required'));
      input.current?.focus();
      return;
    }
    setError(null);
    add.mutate(code, {
      onSuccess: (reply) => {
        setCode('');
        setAnnouncement(t('box_office.coupon.added', { total: formatPrice(reply.summary.total) }));
        requestAnimationFrame(() => removeButton.current?.focus());
      },
      onError: (failure) => {
        failed(failure);
        input.current?.focus();
      },
    });
  };

  const removeApplied = () => {
    if (remove.isPending || busy) return;
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        setAnnouncement(
          t('box_office.coupon.removed', { total: formatPrice(reply.summary.total) }),
        );
        requestAnimationFrame(() => input.current?.focus());
      },
      onError: failed,
    });
  };

  return (
    <div className={classes.coupon}>
      {applied ? (
        <Group gap="sm" justify="space-between" wrap="nowrap" className={classes.couponApplied}>
          <Text className={classes.couponText}>
            <IconDiscount size={20} aria-hidden className={classes.couponIcon} />
            {t('box_office.coupon.applied', { code: applied })}
          </Text>
          <Button
            ref={removeButton}
            // A plain button: red text on the applied coupon's tinted strip read below 4.5:1.
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={removeApplied}
          >
            {t('box_office.coupon.remove')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate className={classes.couponForm}>
          <TextInput
            ref={input}
            label={t('box_office.coupon.label')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            className={classes.couponField}
          />
          <Button
            type="submit"
            variant="default"
            loading={add.isPending}
            className={classes.couponSubmit}
          >
            {t('box_office.coupon.submit')}
          </Button>
        </form>
      )}
      {applied && error ? (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
