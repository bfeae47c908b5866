import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import { formatPrice } from '@theatre/i18n';
import { useRef, useState, type SyntheticEvent } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { noAnswerMessage } from '../../../lib/no-answer';
import { useAddCoupon, useRemoveCoupon } from '../api/cart-api';
import { useCartTranslation } from '../hooks/use-cart-translation';
import { useCartStore } from '../stores/cart-store';
import classes from './coupon-form.module.css';

/**
 * The first message of a coupon call's 422 reply for the code, or its message; for too many
 * wrong codes (429) the server's message (when to try again).
 */
function couponError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return error.message || null;
  if (error.status !== 422) return null;
  return error.fieldErrors['coupon_id']?.[0] ?? (error.message || null);
}

/**
 * The coupon code form of the review step (docs/product.md §2, step 3): a code and Redeem
 * (POST /coupon/add); with a coupon applied, its code and a button that removes it. The reply
 * replaces the cart, so the lines and totals follow; the new total is announced.
 */
export function CouponForm() {
  const { t } = useCartTranslation();
  const add = useAddCoupon();
  const remove = useRemoveCoupon();
  const applied = useCartStore(
    (state) => state.items.find((item) => item.coupon_id !== undefined)?.coupon_id ?? null,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!code.trim()) {
      setError(t('coupon.required'));
      input.current?.focus();
      return;
    }
    setError(null);
    add.mutate(code, {
      onSuccess: (reply) => {
        setCode('');
        setAnnouncement(t('coupon.added', { total: formatPrice(reply.summary.total) }));
        // The form gave way to the applied code: continue from its button.
        requestAnimationFrame(() => removeButton.current?.focus());
      },
      onError: (failure) => {
        const message =
          failure instanceof NetworkError
            ? noAnswerMessage(failure, t('common.network_error'))
            : couponError(failure);
        if (message) setError(message);
        input.current?.focus();
      },
    });
  };

  const removeApplied = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        setAnnouncement(t('coupon.removed', { total: formatPrice(reply.summary.total) }));
        requestAnimationFrame(() => input.current?.focus());
      },
      onError: (failure) => {
        if (failure instanceof NetworkError) {
          setError(noAnswerMessage(failure, t('common.network_error')));
        }
      },
    });
  };

  return (
    <div className={classes.coupon}>
      {applied ? (
        <Group gap="sm" justify="space-between" wrap="nowrap" className={classes.applied}>
          <Text className={classes.appliedText}>
            <IconDiscount size={20} aria-hidden className={classes.icon} />
            {t('coupon.applied', { code: applied })}
          </Text>
          <Button
            ref={removeButton}
            variant="subtle"
            color="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={removeApplied}
          >
            {t('coupon.remove')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate className={classes.form}>
          <TextInput
            ref={input}
            label={t('coupon.label')}
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
            className={classes.field}
          />
          <Button
            type="submit"
            variant="default"
            loading={add.isPending}
            className={classes.submit}
          >
            {t('coupon.submit')}
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
