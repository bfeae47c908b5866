import { IconClockHour4 } from '@tabler/icons-react';
import { formatCountdown } from '@theatre/i18n';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCartQuery } from '../api/cart-api';
import { renewCart } from '../api/cart-session';
import { remainingMs, urgentMs } from '../lib/countdown';
import { useCartTranslation } from '../hooks/use-cart-translation';
import { useCountdown } from '../hooks/use-countdown';
import { useCartStore } from '../stores/cart-store';
import classes from './cart-timer.module.css';

/**
 * The header's countdown while the cart has items (docs/product.md §2, §4): mm:ss from the server's
 * remaining time, labelled with the ten-minute hint. At zero the cart is flushed, a new key is
 * fetched, the visitor is told, and (when the countdown ran out on this page) sent home. A cart
 * found expired when the app starts is flushed and told about without moving the visitor. It also
 * checks the held cart against the server once the app starts (and on return to the tab).
 */
export function CartTimer() {
  const { t } = useCartTranslation();
  const navigate = useNavigate();
  const expiresAt = useCartStore((state) => state.expires_at);
  const remaining = useCountdown(expiresAt);
  const [expiredAtStart] = useState(() => remainingMs(expiresAt, Date.now()) === 0);
  useCartQuery();

  useEffect(() => {
    if (remaining > 0) return;
    renewCart('expired').catch(() => undefined);
    if (!expiredAtStart) void navigate(paths.home());
  }, [remaining, expiredAtStart, navigate]);

  const time = formatCountdown(remaining);
  return (
    <span
      role="timer"
      className={classes.timer}
      data-urgent={remaining <= urgentMs || undefined}
      title={t('timer.hint')}
      aria-label={t('timer.label', { time })}
    >
      <IconClockHour4 size={16} aria-hidden className={classes.icon} />
      <span aria-hidden>{time}</span>
    </span>
  );
}
