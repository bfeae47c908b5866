import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MovedOrder } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { movedTicketsUrl, useMovedOrder, useRefundMovedOrder } from '../api/moved-order-api';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { TokenPage } from './token-page';

function TicketsTable({ order }: { order: MovedOrder }) {
  const { t } = useOrdersTranslation();
  // General admission has no seats: no empty column on a phone.
  const seated = order.tickets.some((ticket) => ticket.seat !== null);
  // No scroll container: four short columns wrap on a phone (a scrolled region would need focus).
  return (
    <Table striped verticalSpacing="xs" fz="sm">
      <Table.Caption>{t('moved.tickets_caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('moved.code')}</Table.Th>
          <Table.Th scope="col">{t('moved.type')}</Table.Th>
          {seated ? <Table.Th scope="col">{t('moved.seat')}</Table.Th> : null}
          <Table.Th scope="col">{t('moved.amount')}</Table.Th>
          <Table.Th scope="col">{t('moved.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.tickets.map((ticket) => (
          <Table.Tr key={ticket.code}>
            <Table.Td>{ticket.code}</Table.Td>
            <Table.Td>{ticket.type}</Table.Td>
            {seated ? <Table.Td>{ticket.seat ?? '–'}</Table.Td> : null}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(ticket.amount)}</Table.Td>
            <Table.Td>{t(ticket.status === 'valid' ? 'moved.valid' : 'moved.refunded')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RefundSection({ order, token }: { order: MovedOrder; token: string }) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  const refund = useRefundMovedOrder(token);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const deadline = formatDateTime(order.refund_deadline, locale);
  const amount = formatPrice(order.refund_amount);
  const submit = () => {
    setFailure(null);
    refund.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false);
        notify({ tone: 'success', message: reply.message, autoClose: 8000 });
      },
      onError: (error) => {
        setFailure(
          error instanceof NetworkError
            ? t('download.network_error')
            : isApiError(error) && error.body?.message
              ? error.body.message
              : t('moved.refund_failed'),
        );
      },
    });
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('moved.refund_title')}
      </Title>
      {order.refund_state === 'open' ? (
        <>
          <Text>{t('moved.refund_open', { deadline, amount })}</Text>
          <Text size="sm">
            {t(order.refund_method === 'card' ? 'moved.refund_card' : 'moved.refund_desk')}
          </Text>
          {failure && !confirming ? (
            <Alert color="red.9" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button
              color="red.8"
              variant="outline"
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('moved.refund_button')}
            </Button>
          </Group>
        </>
      ) : (
        <Text role="status" fw={600}>
          {order.refund_state === 'refunded'
            ? t('moved.refunded_text', { amount })
            : order.refund_state === 'passed'
              ? t('moved.passed_text', { deadline })
              : t('moved.none_text')}
        </Text>
      )}
      <Modal.Root
        opened={confirming}
        onClose={() => {
          if (!refund.isPending) setConfirming(false);
        }}
        centered
      >
        <Modal.Overlay />
        <Modal.Content>
          {/* Not a second banner landmark of the page. */}
          <Modal.Header role="none">
            <Modal.Title fw={700}>{t('moved.confirm_title')}</Modal.Title>
            <Modal.CloseButton aria-label={t('moved.confirm_no')} />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text>{t('moved.confirm_text', { amount })}</Text>
              {failure ? (
                <Alert color="red.9" variant="light" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  disabled={refund.isPending}
                  onClick={() => {
                    setConfirming(false);
                  }}
                >
                  {t('moved.confirm_no')}
                </Button>
                <Button color="red.8" loading={refund.isPending} onClick={submit} data-autofocus>
                  {t('moved.confirm_yes')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}

function MovedOrderView({ order, token }: { order: MovedOrder; token: string }) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('moved.title')}</Title>
        <Text size="lg" fw={600}>
          {order.performance}
        </Text>
        <Text c="dimmed">{t('moved.order', { id: order.order_id })}</Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs" component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('moved.new_date')}
            </Text>
            <Text component="dd" m={0} size="xl" fw={700} data-testid="moved-new-date">
              {formatDateTime(order.new_starts_at, locale)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('moved.old_date')}
            </Text>
            <Text component="dd" m={0} td="line-through">
              {formatDateTime(order.old_starts_at, locale)}
            </Text>
          </div>
          {order.venue ? (
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('moved.venue')}
              </Text>
              <Text component="dd" m={0}>
                {order.venue}
              </Text>
            </div>
          ) : null}
          {order.note ? (
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('moved.note')}
              </Text>
              <Text component="dd" m={0}>
                {order.note}
              </Text>
            </div>
          ) : null}
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('moved.tickets_title')}
        </Title>
        <TicketsTable order={order} />
        {order.tickets_download ? (
          <Group gap="sm">
            <Button
              component="a"
              href={movedTicketsUrl(token)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('moved.download')}
            </Button>
            <Text size="sm">{t('moved.download_hint')}</Text>
          </Group>
        ) : null}
      </Stack>
      <RefundSection order={order} token={token} />
      <Anchor href={paths.home()}>{t('moved.home')}</Anchor>
    </Stack>
  );
}

/**
 * A moved performance's buyer page (decision 0048), opened from the e-mail's link: the new date
 * (and the old one), the order's tickets of it with their PDF again, and the refund of them until
 * the deadline (or that it was refunded, or that the deadline passed).
 */
export function MovedOrderPage({ token }: { token: string }) {
  const { t } = useOrdersTranslation();
  const query = useMovedOrder(token);
  return (
    <TokenPage
      token={token}
      query={query}
      size="md"
      texts={{
        loading: t('moved.loading'),
        notFoundTitle: t('moved.not_found_title'),
        notFoundText: t('moved.not_found_text'),
        home: t('moved.home'),
        loadError: t('moved.load_error'),
      }}
    >
      {(data) => <MovedOrderView order={data} token={token} />}
    </TokenPage>
  );
}
