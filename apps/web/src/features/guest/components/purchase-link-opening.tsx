import { Button, Loader, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { openPurchaseLink } from '../api/purchase-link-api';
import { isLinkRefusal, openOutcome, type OpenOutcome } from '../lib/open-outcome';
import { useGuestTranslation } from '../hooks/use-guest-translation';
import { isPurchaseToken, passFromReply, usePurchasePass } from '../stores/purchase-pass-store';
import classes from './guest.module.css';

/** What the page goes on with: the adopted cart, or the order's payment. */
export type OpenedLink = Extract<OpenOutcome, { kind: 'cart' | 'order' }>;

interface PurchaseLinkOpeningProps {
  /** The link's `?purchase=`. */
  token: string;
  signedIn: boolean;
  /** Makes the link's cart this browser's; false when the server no longer holds it. */
  adoptCart: (key: string) => Promise<boolean>;
  /** Opened: the page leaves the link's address (to the cart, or the order's payment). */
  onOpened: (opened: OpenedLink) => void;
}

/** A link that does not work: why, and the way back to the programme. */
function LinkProblem({ title, message }: { title: string; message: string }) {
  const { t } = useGuestTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={classes.screen} data-kind="problem">
      <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden>
        <IconUnlink size={30} />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1} className={classes.screenTitle}>
        {title}
      </Title>
      <Text>{message}</Text>
      <Button component={Link} to={paths.home()} size="md" className={classes.screenAction}>
        {t('common.to_programme')}
      </Button>
    </div>
  );
}

/**
 * Opens the link (POST /purchase-link/open), keeps the guest's pass and adopts the link's cart.
 * A signed-in user adopts the cart only: the checkout goes on with the account.
 */
async function openLink(
  token: string,
  signedIn: boolean,
  adoptCart: (key: string) => Promise<boolean>,
): Promise<OpenOutcome> {
  const reply = await openPurchaseLink(token);
  const outcome = openOutcome(reply, signedIn);
  if (outcome.kind !== 'cart' && outcome.kind !== 'order') return outcome;
  const passes = usePurchasePass.getState();
  if (outcome.kind === 'order' || outcome.asGuest) {
    const pass = passFromReply(token, reply);
    if (pass === null) return { kind: 'closed' };
    passes.setPass(pass);
  }
  if (outcome.kind === 'order') return outcome;
  if (await adoptCart(outcome.cartKey)) return outcome;
  // The hold ended meanwhile: the link has nothing left to buy.
  if (outcome.asGuest) passes.clear();
  return { kind: 'closed' };
}

/**
 * `/cart?purchase=…`, the link of the guest's e-mail: opening it (a spinner), then on to the cart
 * (in guest mode) or to the order's payment. An unknown or expired link, or one whose cart has
 * closed, says so with the way back to the programme; no response offers a retry. Sent once per
 * page load, however often React mounts it.
 */
export function PurchaseLinkOpening({
  token,
  signedIn,
  adoptCart,
  onOpened,
}: PurchaseLinkOpeningProps) {
  const { t } = useGuestTranslation();
  const wellFormed = isPurchaseToken(token);
  const query = useQuery({
    queryKey: ['purchase-link', token],
    queryFn: () => openLink(token, signedIn, adoptCart),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const outcome = query.data;

  useEffect(() => {
    if (outcome?.kind === 'cart' || outcome?.kind === 'order') onOpened(outcome);
  }, [outcome, onOpened]);

  let content;
  if (!wellFormed || (query.isError && isLinkRefusal(query.error))) {
    // The server's words for an unknown or expired link; a malformed one gets the app's.
    const error = query.error;
    const message =
      isApiError(error) && error.code === 'purchase_link_invalid' ? error.message.trim() : '';
    content = (
      <LinkProblem title={t('guest.invalid_title')} message={message || t('guest.invalid_text')} />
    );
  } else if (outcome?.kind === 'closed') {
    content = <LinkProblem title={t('guest.closed_title')} message={t('guest.closed_text')} />;
  } else if (outcome?.kind === 'signed_in_order') {
    content = <LinkProblem title={t('guest.invalid_title')} message={t('guest.signed_in_order')} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={t('guest.open_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div className={classes.screen} role="status">
        <Loader size="lg" aria-hidden />
        <Text fw={600} size="lg">
          {t('guest.opening')}
        </Text>
      </div>
    );
  }

  return (
    <>
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          {t('guest.link_title')}
        </Title>
      </header>
      {content}
    </>
  );
}
