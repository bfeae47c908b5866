import { Button, Group, Loader, NativeSelect, Text } from '@mantine/core';
import type { SeatPrice } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState, type SyntheticEvent } from 'react';
import { SeatNotice } from '../../../../components/seat-map/seat-notice';
import { useLocale } from '../../../../lib/i18n';
import { translated } from '../../../../lib/translated';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import classes from './seats.module.css';

export interface Proposal {
  seatIds: number[];
  /** The price asked for (a zone or a concession). */
  ticketTypeId: number;
  /** The seats' names, for the message. */
  names: string[];
}

interface BestAvailableFormProps {
  prices: readonly SeatPrice[];
  busy: boolean;
  disabled: boolean;
  onAsk: (ticketTypeId: number, quantity: number) => void;
  /** Best available's split, not held; null: none found; undefined: nothing proposed. */
  proposal: Proposal | null | undefined;
  accepting: boolean;
  onAccept: (proposal: Proposal) => void;
  onDismiss: () => void;
}

const quantities = Array.from({ length: 10 }, (_, index) => String(index + 1));

/**
 * Best available: a price and a quantity; the shop holds the best adjacent seats at once. When
 * there are not that many side by side, its split is shown on the map with "Accept these seats".
 */
export function BestAvailableForm({
  prices,
  busy,
  disabled,
  onAsk,
  proposal,
  accepting,
  onAccept,
  onDismiss,
}: BestAvailableFormProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const choices = prices.filter((price) => price.available > 0);
  const [priceId, setPriceId] = useState('');
  const [quantity, setQuantity] = useState('2');
  const chosen = choices.some((price) => String(price.id) === priceId)
    ? priceId
    : String(choices[0]?.id ?? '');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || disabled || chosen === '') return;
    onAsk(Number(chosen), Number(quantity));
  };

  return (
    <section aria-labelledby="best-available-title">
      <h3 id="best-available-title" className={classes.legendTitle}>
        {t('seats.best_title')}
      </h3>
      <Text size="sm" c="dimmed" mb="xs">
        {t('seats.best_intro')}
      </Text>
      <form className={classes.bestForm} onSubmit={submit}>
        <NativeSelect
          className={classes.bestPrice}
          label={t('seats.best_price')}
          value={chosen}
          disabled={disabled || choices.length === 0}
          onChange={(event) => {
            setPriceId(event.currentTarget.value);
          }}
          data={choices.map((price) => ({
            value: String(price.id),
            label: `${translated(locale, price.name, price.name_translations)} – ${formatPrice(price.price)}`,
          }))}
        />
        <NativeSelect
          className={classes.bestQuantity}
          label={t('seats.best_quantity')}
          value={quantity}
          disabled={disabled}
          onChange={(event) => {
            setQuantity(event.currentTarget.value);
          }}
          data={quantities}
        />
        <Button
          type="submit"
          disabled={disabled || choices.length === 0}
          aria-disabled={busy || undefined}
          data-disabled={busy || undefined}
          leftSection={busy ? <Loader size={16} color="currentColor" /> : null}
        >
          {t('seats.best_submit')}
        </Button>
      </form>
      {proposal === null ? (
        <SeatNotice title={t('seats.proposal_title')}>{t('seats.proposal_none')}</SeatNotice>
      ) : proposal ? (
        <SeatNotice title={t('seats.proposal_title')}>
          <Text size="sm">{t('seats.proposal_text', { seats: proposal.names.join('; ') })}</Text>
          <Group gap="sm" mt="sm">
            <Button
              size="sm"
              aria-disabled={accepting || undefined}
              data-disabled={accepting || undefined}
              leftSection={accepting ? <Loader size={16} color="currentColor" /> : null}
              onClick={() => {
                if (!accepting) onAccept(proposal);
              }}
            >
              {t('seats.proposal_accept')}
            </Button>
            <Button size="sm" variant="default" onClick={onDismiss}>
              {t('seats.proposal_dismiss')}
            </Button>
          </Group>
        </SeatNotice>
      ) : null}
    </section>
  );
}
