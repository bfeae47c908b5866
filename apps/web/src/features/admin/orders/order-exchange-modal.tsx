import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ExchangeBody, ExchangeReply, StaffOrderDetails } from '@theatre/contracts';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffPower } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderCancelTill } from './order-cancel-till';
import { useExchangeOptions, useExchangePreview, useExchangeTickets } from './order-exchange-api';
import { OrderExchangeForm, type ExchangeChoice } from './order-exchange-form';
import { OrderExchangePreview } from './order-exchange-preview';

interface OrderExchangeModalProps {
  order: StaffOrderDetails;
  role: StaffPower;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

const empty: ExchangeChoice = { ticketIds: [], eventId: null, quantities: {} };
const noErrors = { tickets: null, target: null, lines: null, payment: null, till: null };
type Errors = Record<keyof typeof noErrors, string | null>;

/**
 * "Exchange" (decision 0050): the tickets, the new date of the same production and its ticket
 * types; the server's preview (the old tickets' value, the new price, the difference and how it
 * is settled); how the buyer pays a difference (and an administrator's till); then the exchange.
 * Any change after the preview asks for a new one, so staff confirm exactly what they told the
 * buyer. Loading, refusal, empty and failure states in place; the server's message in a toast.
 */
export function OrderExchangeModal({
  order,
  role,
  opened,
  onClose,
  onClosed,
}: OrderExchangeModalProps) {
  const { t } = useAdminTranslation();
  const options = useExchangeOptions(order.id, opened);
  const preview = useExchangePreview(order.id);
  const exchange = useExchangeTickets(order.id);
  const [choice, setChoice] = useState<ExchangeChoice>(empty);
  const [shown, setShown] = useState<ExchangeReply | null>(null);
  const [payment, setPayment] = useState<'cash' | 'card' | null>(null);
  const [till, setTill] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = preview.isPending || exchange.isPending;
  const settlement = shown?.settlement;
  const needsTill = settlement === 'pay' || settlement === 'refund_desk';

  const reset = () => {
    setChoice(empty);
    setShown(null);
    setPayment(null);
    setTill(null);
    setErrors(noErrors);
    setFailure(null);
    preview.reset();
    exchange.reset();
  };

  const close = () => {
    if (!busy) onClose();
  };

  const body = (): ExchangeBody | null => {
    const next: Errors = { ...noErrors };
    if (choice.ticketIds.length === 0) next.tickets = t('orders.exchange.none_chosen');
    else if (choice.eventId === null) next.target = t('orders.exchange.target_required');
    setErrors(next);
    if (choice.eventId === null || next.tickets) return null;
    return {
      ticket_ids: choice.ticketIds.map(Number),
      event_id: choice.eventId,
      lines: Object.entries(choice.quantities).map(([id, quantity]) => ({
        ticket_type_id: Number(id),
        quantity,
      })),
    };
  };

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      const field = (name: string) => error.fieldErrors[name]?.[0] ?? null;
      const next: Errors = {
        tickets: field('ticket_ids'),
        target: field('event_id'),
        lines: field('lines'),
        payment: field('payment'),
        till: field('till_id'),
      };
      setErrors(next);
      if (Object.values(next).some((value) => value !== null)) return;
    }
    setFailure(
      error instanceof NetworkError
        ? t('orders.actions.network_error')
        : isApiError(error) && error.body?.message
          ? error.body.message
          : t('orders.exchange.failed'),
    );
  };

  const submit = () => {
    if (busy) return;
    const request = body();
    if (!request) return;
    setFailure(null);
    if (!shown) {
      preview.mutate(request, { onSuccess: setShown, onError: refused });
      return;
    }
    if (settlement === 'pay' && payment === null) {
      setErrors({ ...noErrors, payment: t('orders.exchange.payment_required') });
      return;
    }
    if (needsTill && role === 'admin' && till === null) {
      setErrors({ ...noErrors, till: t('orders.cancel.till_required') });
      return;
    }
    exchange.mutate(
      {
        ...request,
        ...(settlement === 'pay' && payment !== null ? { payment } : {}),
        ...(needsTill && role === 'admin' && till !== null ? { till_id: till } : {}),
      },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 8000 });
          onClose();
        },
        onError: refused,
      },
    );
  };

  const change = (next: ExchangeChoice) => {
    setChoice(next);
    setErrors(noErrors);
    if (shown) setShown(null);
  };

  const content = () => {
    if (options.isPending) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('orders.exchange.loading')}</Text>
        </Group>
      );
    }
    if (options.isError) {
      return (
        <Alert color="red.9" variant="outline" role="alert" title={t('orders.exchange.load_error')}>
          <Button
            variant="default"
            size="xs"
            mt="xs"
            aria-busy={options.isFetching || undefined}
            onClick={() => {
              void options.refetch();
            }}
          >
            {t('orders.exchange.retry')}
          </Button>
        </Alert>
      );
    }
    const data = options.data;
    if (data.refused !== null) {
      return <Text role="status">{t(`orders.exchange.refused_${data.refused}`)}</Text>;
    }
    if (data.tickets.length === 0) {
      return <Text role="status">{t('orders.exchange.no_tickets')}</Text>;
    }
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('orders.exchange.intro')}</Text>
          <OrderExchangeForm
            options={data}
            role={role}
            choice={choice}
            onChange={change}
            errors={errors}
          />
          {shown ? <OrderExchangePreview reply={shown} /> : null}
          {settlement === 'pay' ? (
            <Radio.Group
              label={t('orders.exchange.payment')}
              value={payment ?? ''}
              onChange={(value) => {
                setPayment(value === 'card' ? 'card' : 'cash');
                setErrors(noErrors);
              }}
              error={errors.payment}
              required
            >
              <Group gap="lg" mt="xs">
                <Radio value="cash" label={t('orders.exchange.cash')} />
                <Radio value="card" label={t('orders.exchange.card')} />
              </Group>
            </Radio.Group>
          ) : null}
          {shown && needsTill && role !== 'admin' ? (
            <Text size="sm" c="dimmed">
              {settlement === 'pay'
                ? t('orders.exchange.till_own_pay')
                : t('orders.exchange.till_own_refund')}
            </Text>
          ) : null}
          {shown && needsTill && role === 'admin' ? (
            <OrderCancelTill
              role={role}
              value={till}
              onChange={(id) => {
                setTill(id);
                setErrors(noErrors);
              }}
              error={errors.till}
              active={opened}
            />
          ) : null}
          {failure ? (
            <Alert color="red.9" variant="outline" role="alert" title={t('orders.exchange.failed')}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} aria-disabled={busy || undefined}>
              {t('orders.exchange.keep')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              type="submit"
              leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : null}
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
            >
              {shown
                ? t('orders.exchange.confirm')
                : preview.isPending
                  ? t('orders.exchange.previewing')
                  : t('orders.exchange.preview')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      returnFocus={false}
      onExitTransitionEnd={() => {
        reset();
        onClosed();
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header> inside role="dialog": axe counts it as a second banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{t('orders.exchange.title', { id: order.id })}</Modal.Title>
          <Modal.CloseButton aria-label={t('orders.exchange.keep')} />
        </Modal.Header>
        <Modal.Body>{content()}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
