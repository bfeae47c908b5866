import { Radio, Text } from '@mantine/core';
import type { TicketDelivery } from '@theatre/contracts';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import classes from './checkout-step.module.css';

/** The guest of a purchase link: who buys (from the link) and how the tickets go to them. */
export interface CheckoutGuest {
  name: string;
  email: string;
}

interface GuestBuyerProps {
  guest: CheckoutGuest;
  delivery: TicketDelivery;
  onDeliveryChange: (delivery: TicketDelivery) => void;
}

const isDelivery = (value: string): value is TicketDelivery =>
  value === 'email' || value === 'download';

/**
 * Step 3 for a guest (docs/product.md §2): the buyer's name and e-mail from the purchase link, and
 * the choice 'Send the tickets in the e-mail' or 'I will download them after payment' (e-mail by
 * default), sent with the order as `ticket_delivery`.
 */
export function GuestBuyer({ guest, delivery, onDeliveryChange }: GuestBuyerProps) {
  const { t } = useCheckoutTranslation();
  return (
    <section aria-labelledby="checkout-guest-buyer" className={classes.card}>
      <h3 id="checkout-guest-buyer" className={classes.cardTitle}>
        {t('guest.buyer_title')}
      </h3>
      <dl className={classes.facts}>
        <div>
          <dt>{t('guest.buyer_name')}</dt>
          <dd>{guest.name}</dd>
        </div>
        <div>
          <dt>{t('guest.buyer_email')}</dt>
          <dd>{guest.email}</dd>
        </div>
      </dl>
      <Text size="sm" c="dimmed">
        {t('guest.buyer_note')}
      </Text>
      <Radio.Group
        label={t('guest.delivery')}
        required
        value={delivery}
        onChange={(value) => {
          if (isDelivery(value)) onDeliveryChange(value);
        }}
        classNames={{ label: classes.choiceLabel }}
        mt="xs"
      >
        <div className={classes.deliveryOptions}>
          <Radio
            value="email"
            label={t('guest.delivery_email')}
            description={t('guest.delivery_email_hint')}
            classNames={{
              root: `${classes.option} ${classes.delivery}`,
              label: classes.optionLabel,
            }}
          />
          <Radio
            value="download"
            label={t('guest.delivery_download')}
            description={t('guest.delivery_download_hint')}
            classNames={{
              root: `${classes.option} ${classes.delivery}`,
              label: classes.optionLabel,
            }}
          />
        </div>
      </Radio.Group>
    </section>
  );
}
