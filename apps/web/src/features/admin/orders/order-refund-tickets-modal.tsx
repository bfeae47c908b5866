import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffPower } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderCancelTill } from './order-cancel-till';
import { chosenTill, ticketRefundWay } from './order-rules';
import { useRefundTickets, useTills } from './staff-orders-api';

/** The server's limit on the reason. */
const reasonMaxLength = 500;

interface OrderRefundTicketsModalProps {
  order: StaffOrderDetails;
  role: StaffPower;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * "Take tickets back" (decision 0039): the order's valid tickets as checkboxes with what each
 * cost (its share: price and fee less its part of a coupon), the sum, the reason, and for a desk
 * refund the till. The server's answer: its message in a toast and the order's new state on the
 * page, or a refusal (a ticket no longer valid, not allowed, a bad till) in the dialog. An
 * admitted ticket can be chosen by an administrator only (the server says so too).
 */
export function OrderRefundTicketsModal({
  order,
  role,
  opened,
  onClose,
  onClosed,
}: OrderRefundTicketsModalProps) {
  const { t } = useAdminTranslation();
  const refund = useRefundTickets(order.id);
  const way = ticketRefundWay(order);
  const valid = order.tickets.filter((ticket) => ticket.status === 'valid');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [ticketsError, setTicketsError] = useState<string | null>(null);
  const [tillChoice, setTillChoice] = useState<number | null>(null);
  const [tillError, setTillError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const desk = way === 'desk';
  const tills = useTills(opened && desk && role === 'admin');
  const till = chosenTill(tillChoice, order, tills.data?.tills);
  const total = valid
    .filter((ticket) => chosen.includes(String(ticket.id)))
    .reduce((sum, ticket) => sum + ticket.share, 0);

  const reset = () => {
    setChosen([]);
    setReason('');
    setReasonError(null);
    setTicketsError(null);
    setTillChoice(null);
    setTillError(null);
    setFailure(null);
    refund.reset();
  };

  const close = () => {
    if (!refund.isPending) onClose();
  };

  const submit = () => {
    if (refund.isPending) return;
    const text = reason.trim();
    let bad = false;
    if (chosen.length === 0) {
      setTicketsError(t('orders.refund_tickets.none_chosen'));
      bad = true;
    }
    if (!text) {
      setReasonError(t('orders.refund_tickets.reason_required'));
      bad = true;
    }
    const needsTill = desk && role === 'admin';
    if (needsTill && till === null) {
      setTillError(t('orders.cancel.till_required'));
      bad = true;
    }
    if (bad) return;
    setFailure(null);
    refund.mutate(
      {
        ticket_ids: chosen.map(Number),
        reason: text,
        ...(needsTill && till !== null ? { refund_till_id: till } : {}),
      },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const field = (name: string) => error.fieldErrors[name]?.[0];
            if (field('reason')) setReasonError(field('reason') ?? null);
            if (field('ticket_ids')) setTicketsError(field('ticket_ids') ?? null);
            if (field('refund_till_id')) setTillError(field('refund_till_id') ?? null);
            if (field('reason') || field('ticket_ids') || field('refund_till_id')) return;
          }
          setFailure(
            error instanceof NetworkError
              ? t('orders.actions.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('orders.refund_tickets.failed'),
          );
        },
      },
    );
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size="lg"
      closeOnClickOutside={!refund.isPending}
      closeOnEscape={!refund.isPending}
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
          <Modal.Title fw={700}>{t('orders.refund_tickets.title', { id: order.id })}</Modal.Title>
          <Modal.CloseButton aria-label={t('orders.refund_tickets.keep')} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            noValidate
          >
            <Stack gap="md">
              <Text size="sm">{t('orders.refund_tickets.intro')}</Text>
              <Checkbox.Group
                label={t('orders.refund_tickets.tickets')}
                value={chosen}
                onChange={(value) => {
                  setChosen(value);
                  setTicketsError(null);
                }}
                error={ticketsError}
                required
              >
                <Stack gap={6} mt="xs">
                  {valid.map((ticket, index) => {
                    const admitted = ticket.checked_in_at !== null;
                    const name = [ticket.event_name, ticket.type_name, ticket.seat]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <Checkbox
                        key={ticket.id}
                        value={String(ticket.id)}
                        disabled={admitted && role !== 'admin'}
                        data-autofocus={index === 0 || undefined}
                        label={`${t('orders.refund_tickets.ticket_label', {
                          code: ticket.code,
                          name,
                          share: formatPrice(ticket.share),
                        })}${admitted ? ` (${t('orders.refund_tickets.admitted')})` : ''}`}
                      />
                    );
                  })}
                </Stack>
              </Checkbox.Group>
              {role !== 'admin' && valid.some((ticket) => ticket.checked_in_at !== null) ? (
                <Text size="sm" c="dimmed">
                  {t('orders.refund_tickets.admitted_note')}
                </Text>
              ) : null}
              <Text fw={700} aria-live="polite">
                {t('orders.refund_tickets.total', { total: formatPrice(total) })}
              </Text>
              {way ? (
                <Text size="sm" c="dimmed">
                  {way === 'simplepay'
                    ? t('orders.refund_tickets.way_simplepay')
                    : t('orders.refund_tickets.way_desk')}
                </Text>
              ) : null}
              <Textarea
                label={t('orders.refund_tickets.reason')}
                description={t('orders.refund_tickets.reason_description')}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  if (reasonError) setReasonError(null);
                }}
                error={reasonError}
                maxLength={reasonMaxLength}
                autosize
                minRows={2}
                maxRows={6}
                required
              />
              {desk ? (
                <OrderCancelTill
                  role={role}
                  value={till}
                  onChange={(tillId) => {
                    setTillChoice(tillId);
                    setTillError(null);
                  }}
                  error={tillError}
                  active={opened}
                />
              ) : null}
              {failure ? (
                <Alert
                  color="red.9"
                  variant="outline"
                  role="alert"
                  title={t('orders.refund_tickets.failed')}
                >
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={close}
                  aria-disabled={refund.isPending || undefined}
                >
                  {t('orders.refund_tickets.keep')}
                </Button>
                {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
                <Button
                  type="submit"
                  color="red.9"
                  leftSection={
                    refund.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
                  }
                  aria-busy={refund.isPending || undefined}
                  aria-disabled={refund.isPending || undefined}
                >
                  {chosen.length === 0
                    ? t('orders.refund_tickets.open')
                    : t('orders.refund_tickets.confirm', { count: chosen.length })}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
