import type { OrderPerformance } from '@theatre/contracts';

/** A venue with its address (pure): `Kamaraterem, 1011 Budapest, Bem rakpart 33.`. */
export function venueLine(
  performance: Pick<OrderPerformance, 'venue_name' | 'venue_address'>,
): string {
  return [performance.venue_name, performance.venue_address].filter(Boolean).join(', ');
}
