import type { ReportQuery, RevenueDay, RevenueReport } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listPaidLinesInRange, listRevenueDays, type RevenueDayRow } from './reports.repository.js';
import { vatSummaryOfOrders } from './sales-figures.js';

/** Every Budapest day from one to another, both included (pure). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

interface Money {
  orders: number;
  received: number;
  refunded: number;
  net: number;
}

const noMoney = (): Money => ({ orders: 0, received: 0, refunded: 0, net: 0 });

function add(money: Money, row: RevenueDayRow): void {
  money.orders += row.orders;
  money.received += row.received;
  money.refunded += row.refunded;
  money.net += row.received - row.refunded;
}

/**
 * GET /admin/reports/revenue (administrators): the money of the orders paid in the range, per
 * Budapest day of payment (every day, one without sales too) and per channel (online, box
 * office): what was taken, what was given back on them, and what is left after the refunds
 * (`net`, `online_net`, `box_office_net`: money, VAT included, not nettó; decision 0033); and the
 * VAT summary of those orders per rate, through the VAT split (decision 0023), whose net is the
 * nettó. Paid orders only; a cancelled order is left out with its refund.
 */
export async function getRevenueReport(db: Db, range: ReportQuery): Promise<RevenueReport> {
  const rows = await listRevenueDays(db, range);
  const vatSummary = vatSummaryOfOrders(await listPaidLinesInRange(db, range));
  const byDay = new Map<string, RevenueDayRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const totals = { ...noMoney(), online: noMoney(), box_office: noMoney(), tickets: 0 };
  const days: RevenueDay[] = daysOf(range.from, range.to).map((day) => {
    const money = noMoney();
    const channels = { online: noMoney(), box_office: noMoney() };
    for (const row of byDay.get(day) ?? []) {
      add(money, row);
      add(channels[row.channel], row);
      add(totals, row);
      add(totals[row.channel], row);
      totals.tickets += row.tickets;
    }
    return {
      day,
      ...money,
      online_net: channels.online.net,
      box_office_net: channels.box_office.net,
    };
  });
  return { from: range.from, to: range.to, totals, days, vat_summary: vatSummary };
}
