import type { MessageKey } from '@theatre/i18n';
import { discountSharesOf } from '../documents/fiscal-lines.js';
import type { Cell, ExportContext } from './export-writer.js';
import { countComplimentaryTickets, paidLineBatches } from './exports.repository.js';
import { linesByOrder } from './sales-figures.js';

/** Tickets and their money in one group: gross at the prices sold, discount, what was paid. */
export interface SalesGroup {
  quantity: number;
  gross: number;
  discount: number;
  paid: number;
}

const noSales = (): SalesGroup => ({ quantity: 0, gross: 0, discount: 0, paid: 0 });

function addTo(group: SalesGroup, part: SalesGroup): void {
  group.quantity += part.quantity;
  group.gross += part.gross;
  group.discount += part.discount;
  group.paid += part.paid;
}

function add(groups: Map<string, SalesGroup>, key: string, part: SalesGroup): void {
  const group = groups.get(key) ?? noSales();
  addTo(group, part);
  groups.set(key, group);
}

/**
 * The sales export: the tickets of the paid orders in the period and their money, per channel
 * (online, box office) and per production, and in all. The money is the sales report's: gross at
 * the prices sold, each ticket's share of its order's coupon as the VAT split gives it, and what
 * was paid (gross − discount); the handling fee is not a ticket's. By performance date only the
 * tickets of the performances starting in the period count, as in the sales report.
 * Complimentary tickets (decision 0045) are no sale: a row of their own after the total says how
 * many were given (0 Ft), and no channel, production or total counts them.
 */
export async function exportSales(context: ExportContext): Promise<void> {
  const { db, period, t, writer, locale } = context;
  const byChannel = new Map<string, SalesGroup>();
  const byProduction = new Map<string, SalesGroup>();
  const names = new Map<string, string>();
  const total = noSales();
  for await (const rows of paidLineBatches(db, period)) {
    for (const lines of linesByOrder(rows)) {
      const shares = discountSharesOf(lines);
      lines.forEach((line, index) => {
        if (line.kind !== 'ticket' || line.ticket_type_id === null || !line.in_period) return;
        const share = shares[index] ?? 0;
        const part = {
          quantity: line.quantity,
          gross: line.total,
          discount: share,
          paid: line.total - share,
        };
        const production = String(line.production_id ?? 0);
        names.set(
          production,
          (locale === 'en' && line.production_en ? line.production_en : line.production) ?? '',
        );
        add(byChannel, line.channel, part);
        add(byProduction, production, part);
        addTo(total, part);
      });
    }
  }
  const column = (key: string) => t(`exports.columns.${key}` as MessageKey);
  writer.table(t('exports.titles.sales'), context.titleOf(t('exports.titles.sales')), [
    column('group'),
    column('name'),
    column('quantity'),
    column('gross'),
    column('discount'),
    column('paid'),
  ]);
  const row = (group: string, name: string, sales: SalesGroup): Cell[] => [
    group,
    name,
    sales.quantity,
    sales.gross,
    sales.discount,
    sales.paid,
  ];
  const channelName = t('exports.groups.channel');
  const productionName = t('exports.groups.production');
  await writer.rows([
    ...['online', 'box_office'].flatMap((channel) => {
      const sales = byChannel.get(channel);
      return sales ? [row(channelName, t(`exports.channels.${channel}` as MessageKey), sales)] : [];
    }),
    ...[...byProduction.entries()]
      .sort(([a], [b]) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '', locale))
      .map(([id, sales]) => row(productionName, names.get(id) ?? '', sales)),
    row(t('exports.groups.total'), '', total),
    row(t('exports.groups.complimentary'), '', {
      ...noSales(),
      quantity: await countComplimentaryTickets(db, period),
    }),
  ]);
}
