/** sold / capacity in percent with one decimal; 0 without capacity (pure). */
export function occupancyPercent(sold: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.round((sold * 1000) / capacity) / 10;
}

export interface SalesFigures {
  capacity: number;
  sold: number;
  held: number;
  occupancy_percent: number;
  gross_revenue: number;
  discount: number;
  net_revenue: number;
}

type Counts = Omit<SalesFigures, 'occupancy_percent' | 'net_revenue'>;

/** The figures of one ticket type from its counts (pure). */
export function figuresOf(counts: Counts): SalesFigures {
  return {
    capacity: counts.capacity,
    sold: counts.sold,
    held: counts.held,
    occupancy_percent: occupancyPercent(counts.sold, counts.capacity),
    gross_revenue: counts.gross_revenue,
    discount: counts.discount,
    net_revenue: counts.gross_revenue - counts.discount,
  };
}

/** The figures of several (a performance's types, the range's performances), added up (pure). */
export function sumFigures(parts: readonly Counts[]): SalesFigures {
  const total = { capacity: 0, sold: 0, held: 0, gross_revenue: 0, discount: 0 };
  for (const part of parts) {
    total.capacity += part.capacity;
    total.sold += part.sold;
    total.held += part.held;
    total.gross_revenue += part.gross_revenue;
    total.discount += part.discount;
  }
  return figuresOf(total);
}
