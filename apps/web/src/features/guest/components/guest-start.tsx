import { Button, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { PurchaseLinkSent as SentReply } from '../api/purchase-link-api';
import { useGuestTranslation } from '../hooks/use-guest-translation';
import classes from './guest.module.css';
import { PurchaseLinkForm, type PurchaseLinkRequest } from './purchase-link-form';
import { PurchaseLinkSent } from './purchase-link-sent';

interface GuestStartProps {
  /** POST /send-purchase-link with the held cart's key (the page composes the cart). */
  send: (request: PurchaseLinkRequest) => Promise<SentReply | null>;
  getCaptchaToken: () => Promise<string | undefined>;
  captchaNotice?: ReactNode;
  /** The name and address to start from (an earlier purchase link in this browser). */
  defaults?: { name: string; email: string } | undefined;
  /** Take the focus when shown (the guest has just left guest mode with its button). */
  focusOnMount?: boolean;
}

/**
 * Step 1's way to buy without registering (docs/product.md §2): under Continue (which leads to the
 * login), "Continue without registering" opens the purchase link request; its done state says
 * the link is on its way. Closed by default, so the cart stays compact on a phone.
 */
export function GuestStart({
  send,
  getCaptchaToken,
  captchaNotice,
  defaults,
  focusOnMount = false,
}: GuestStartProps) {
  const { t } = useGuestTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<{ email: string; message: string | null } | null>(null);
  // What was sent, to fill the form again for "Send again or use another address".
  const [typed, setTyped] = useState<{ name: string; email: string } | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnMount) toggle.current?.focus();
  }, [focusOnMount]);

  return (
    <section aria-labelledby={`${id}-toggle`} className={classes.start}>
      <p className={classes.or}>{t('guest.or')}</p>
      <h2 className={classes.startHeading}>
        <Button
          ref={toggle}
          id={`${id}-toggle`}
          variant="default"
          size="md"
          fullWidth
          aria-expanded={open}
          aria-controls={`${id}-region`}
          aria-describedby={`${id}-hint`}
          rightSection={
            <IconChevronDown
              size={18}
              aria-hidden
              className={classes.chevron}
              data-open={open || undefined}
            />
          }
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {t('guest.start')}
        </Button>
      </h2>
      <Text size="sm" c="dimmed" id={`${id}-hint`}>
        {t('guest.start_hint')}
      </Text>
      <div id={`${id}-region`} hidden={!open} className={classes.region}>
        {!open ? null : sent ? (
          <PurchaseLinkSent
            email={sent.email}
            message={sent.message}
            onAgain={() => {
              setSent(null);
            }}
          />
        ) : (
          <PurchaseLinkForm
            id={id}
            defaults={typed ?? { name: defaults?.name ?? '', email: defaults?.email ?? '' }}
            focusOnMount={typed !== null}
            send={send}
            getCaptchaToken={getCaptchaToken}
            captchaNotice={captchaNotice}
            onSent={({ name, email, message }) => {
              setTyped({ name, email });
              setSent({ email, message });
            }}
          />
        )}
      </div>
    </section>
  );
}
