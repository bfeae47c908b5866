import type { StaffPerformance } from '@theatre/contracts';

/** Sold share of the capacity, in whole percent, never above 100 (pure). */
export function occupancyPercent(performance: Pick<StaffPerformance, 'sold' | 'capacity'>) {
  if (performance.capacity <= 0) return 0;
  return Math.min(100, Math.round((performance.sold / performance.capacity) * 100));
}
