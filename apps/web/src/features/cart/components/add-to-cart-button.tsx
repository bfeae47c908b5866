import { Button, Loader } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { NetworkError } from '../../../lib/api-error';
import { noAnswerMessage } from '../../../lib/no-answer';
import { notify } from '../../../lib/notify';
import { useCartChange } from '../api/cart-api';
import { useCartTranslation } from '../hooks/use-cart-translation';
import { minutesLeft } from '../lib/countdown';
import classes from './add-to-cart-button.module.css';

interface AddToCartButtonProps {
  /** The ticket type. */
  ticketTypeId: number;
  /** Its name in the chosen language: the button's accessible name and the toast say it. */
  name: string;
  /** Sold out, or the performance is not on sale. */
  disabled: boolean;
  /** The add's hint that the visitor is signed in. */
  loggedIn: boolean;
  /** After the call, whatever its outcome: availability has changed (the event page reloads it). */
  onSettled?: () => void;
}

/**
 * "Add to cart" for one ticket type of the event page. While the call runs the button stays
 * focusable (a keyboard user keeps their place) but ignores presses. The server's refusals (sold
 * out, sale closed, a limit) come as its own toasts; no response gets a message here, as nothing
 * else would say it.
 */
export function AddToCartButton({
  ticketTypeId,
  name,
  disabled,
  loggedIn,
  onSettled,
}: AddToCartButtonProps) {
  const { t } = useCartTranslation();
  const change = useCartChange();
  const pending = change.isPending;

  return (
    <Button
      size="sm"
      variant="filled"
      className={classes.button}
      disabled={disabled}
      data-disabled={pending || undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      aria-label={t('add.label', { name })}
      leftSection={
        pending ? <Loader size={16} color="currentColor" /> : <IconShoppingCartPlus size={18} />
      }
      onClick={() => {
        if (pending) return;
        change.mutate(
          { action: 'add', id: ticketTypeId, loggedIn },
          {
            onSuccess: (reply) => {
              // The time the hold has left (the first ticket started it), in whole minutes up.
              notify({
                tone: 'success',
                title: t('add.added_title'),
                message: t('add.added', { name, count: minutesLeft(reply.remaining_time) }),
              });
            },
            onError: (error) => {
              if (error instanceof NetworkError) {
                notify({
                  tone: 'error',
                  message: noAnswerMessage(error, t('common.network_error')),
                });
              }
            },
            onSettled,
          },
        );
      }}
    >
      <span className={classes.text}>{t('add.button')}</span>
    </Button>
  );
}
