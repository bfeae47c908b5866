import type { PerformanceSales, ReportQuery, SalesReport } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import {
  listComplimentaryCounts,
  listPaidLinesOfTypes,
  listRangeTicketTypes,
} from './reports.repository.js';
import { figuresOf, noTakings, sumFigures, ticketTypeTakingsOf } from './sales-figures.js';

/**
 * GET /admin/reports/sales (administrators): the performances that start in the range (Budapest
 * days, both included), earliest first, each with its ticket types: capacity, sold and held
 * tickets, occupancy, and what the sold tickets brought: gross at the prices sold, the coupons'
 * discount (each ticket's share of its order's coupon as the VAT split gives it: decision 0023),
 * and what the buyers paid, gross, net (without VAT) and its VAT (decision 0033). Paid orders
 * only; cancelled orders are left out (their tickets went back on sale). Complimentary tickets
 * (decision 0045) are not sales: each performance counts its valid ones apart (`complimentary`).
 */
export async function getSalesReport(db: Db, range: ReportQuery): Promise<SalesReport> {
  const rows = await listRangeTicketTypes(db, range);
  const takings = ticketTypeTakingsOf(
    await listPaidLinesOfTypes(
      db,
      rows.flatMap((row) => (row.ticket_type_id === null ? [] : [row.ticket_type_id])),
    ),
  );
  const complimentary = await listComplimentaryCounts(db, range);
  const performances: PerformanceSales[] = [];
  for (const row of rows) {
    let performance = performances.at(-1);
    if (performance?.event_id !== row.event_id) {
      performance = {
        event_id: row.event_id,
        name: row.name,
        name_en: row.name_en,
        venue_name: row.venue_name,
        venue_name_en: row.venue_name_en,
        starts_at: new Date(row.starts_at).toISOString(),
        published: row.published,
        ...figuresOf({ capacity: 0, held: 0, ...noTakings() }),
        complimentary: complimentary.get(row.event_id) ?? 0,
        ticket_types: [],
      };
      performances.push(performance);
    }
    if (row.ticket_type_id === null) continue;
    performance.ticket_types.push({
      ticket_type_id: row.ticket_type_id,
      name: row.type_name ?? '',
      name_en: row.type_name_en ?? '',
      price: row.price,
      ...figuresOf({
        capacity: row.capacity,
        held: row.held,
        ...(takings.get(row.ticket_type_id) ?? noTakings()),
      }),
    });
  }
  for (const performance of performances) {
    Object.assign(performance, sumFigures(performance.ticket_types));
  }
  return {
    from: range.from,
    to: range.to,
    totals: {
      performances: performances.length,
      ...sumFigures(performances),
      complimentary: performances.reduce((sum, performance) => sum + performance.complimentary, 0),
    },
    performances,
  };
}
