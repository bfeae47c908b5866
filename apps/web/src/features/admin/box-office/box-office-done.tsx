import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconPlus,
  IconPrinter,
} from '@tabler/icons-react';
import {
  ticketPrintFormats,
  type BoxOfficeSaleReply,
  type TicketPrintFormat,
} from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '../../../components/icon-badge';
import { saveFile } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { useSaleTickets } from './box-office-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

/** The cashier's last ticket format, kept in this browser (the desk's printer stays the same). */
const formatStorageKey = 'theatre.box-office.ticket-format';

function storedFormat(): TicketPrintFormat {
  try {
    const value = window.localStorage.getItem(formatStorageKey);
    return ticketPrintFormats.find((format) => format === value) ?? 'a4';
  } catch {
    return 'a4';
  }
}

function storeFormat(format: TicketPrintFormat): void {
  try {
    window.localStorage.setItem(formatStorageKey, format);
  } catch {
    // Private mode or storage full: the choice lasts for this sale only.
  }
}

interface BoxOfficeDoneProps {
  sale: BoxOfficeSaleReply;
  onNewSale: () => void;
}

/**
 * The sale went through: the order, what was paid and (cash) the change due in large type, and the
 * tickets to print on the paper chosen (A4, an 80 mm thermal printer or 210 × 74 mm ticket stock:
 * decision 0044; the last choice is remembered in this browser): "Print tickets" opens the PDF in a new tab (the browser's print is a keypress
 * away there); while the PDF is not ready yet the screen says so and keeps asking. "New sale" starts
 * the next buyer's cart on the same performance.
 */
export function BoxOfficeDone({ sale, onNewSale }: BoxOfficeDoneProps) {
  const { t } = useAdminTranslation();
  const [format, setFormat] = useState<TicketPrintFormat>(storedFormat);
  const tickets = useSaleTickets(sale.order_id, format);
  const printRef = useRef<HTMLButtonElement>(null);
  const url = useMemo(
    () => (tickets.data ? URL.createObjectURL(tickets.data.blob) : null),
    [tickets.data],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  // The next thing a cashier does is print: the button takes the focus once it can.
  useEffect(() => {
    if (url) printRef.current?.focus();
  }, [url]);

  const print = () => {
    if (!url || !tickets.data) return;
    const opened = window.open(url, '_blank');
    if (!opened) {
      saveFile(tickets.data);
      notify({ tone: 'info', message: t('box_office.done.popup_blocked') });
    }
  };

  const cash = sale.payment_method === 1;
  return (
    <Stack gap="lg" maw={640}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Group gap="sm">
            <IconBadge tone="primary">
              <IconCircleCheck size={28} />
            </IconBadge>
            <Title order={2} size="h2">
              {t('box_office.done.title')}
            </Title>
          </Group>
          <Text fw={600}>{t('box_office.done.order', { id: sale.order_id })}</Text>
          <Text>
            {cash
              ? t('box_office.done.paid_cash', { total: formatPrice(sale.total) })
              : t('box_office.done.paid_card', { total: formatPrice(sale.total) })}
          </Text>
          <Text c="dimmed">{t('box_office.done.buyer', { name: sale.buyer_name })}</Text>
          {cash && sale.change !== null ? (
            <Stack gap={0}>
              <Text fw={600}>{t('box_office.done.change')}</Text>
              <Text className={classes.bigChange}>{formatPrice(sale.change)}</Text>
            </Stack>
          ) : null}
          <Text size="sm" c="dimmed">
            {sale.needs_invoice === 1
              ? t('box_office.done.invoice_note')
              : t('box_office.done.receipt_note')}{' '}
            {sale.buyer_email ? t('box_office.done.email_note', { email: sale.buyer_email }) : null}
          </Text>
        </Stack>
      </Paper>

      <Stack gap="sm" aria-live="polite">
        <Stack gap={4} align="flex-start">
          <Text fw={600} size="sm" id="box-office-ticket-format">
            {t('box_office.done.format')}
          </Text>
          <SegmentedControl
            aria-labelledby="box-office-ticket-format"
            value={format}
            onChange={(value) => {
              const chosen = ticketPrintFormats.find((item) => item === value) ?? 'a4';
              setFormat(chosen);
              storeFormat(chosen);
            }}
            data={ticketPrintFormats.map((value) => ({
              value,
              label: t(`box_office.done.formats.${value}`),
            }))}
            className={classes.noPrint}
          />
        </Stack>
        {tickets.isPending ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text fw={600}>{t('box_office.done.preparing')}</Text>
          </Group>
        ) : tickets.isError ? (
          <Stack gap="xs" align="flex-start">
            <p className={`${classes.note} ${classes.noteDanger}`} role="alert">
              <IconAlertTriangle size={18} aria-hidden className={classes.noteIcon} />
              <span>{t('box_office.done.print_failed')}</span>
            </p>
            <Button
              variant="default"
              onClick={() => {
                void tickets.refetch();
              }}
            >
              {t('box_office.done.retry')}
            </Button>
          </Stack>
        ) : null}
        <Group gap="sm">
          <Button
            ref={printRef}
            size="lg"
            leftSection={<IconPrinter size={20} aria-hidden />}
            onClick={print}
            data-disabled={!url || undefined}
            aria-disabled={!url || undefined}
          >
            {t('box_office.done.print')}
          </Button>
          <Button
            size="lg"
            variant="default"
            leftSection={<IconDownload size={20} aria-hidden />}
            onClick={() => {
              if (tickets.data) saveFile(tickets.data);
            }}
            data-disabled={!url || undefined}
            aria-disabled={!url || undefined}
          >
            {t('box_office.done.download')}
          </Button>
        </Group>
      </Stack>

      <Group gap="sm">
        <Button
          size="md"
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onNewSale}
        >
          {t('box_office.done.new_sale')}
        </Button>
        <Anchor component={Link} to={adminPaths.boxOffice()}>
          {t('box_office.done.other_performance')}
        </Anchor>
        <Anchor component={Link} to={adminPaths.order(sale.order_id)}>
          {t('box_office.done.order_link')}
        </Anchor>
      </Group>
    </Stack>
  );
}
