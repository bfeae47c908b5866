import type { FuzzRequest } from './fuzz-requests.js';
import type { Operation } from './route-inventory.js';

/* What the fuzz suite reports: a failing request in one line, and per operation what was sent. */

/** A request in one line (its body cut short), for a failure's message. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${String(request.payload.length)}B: ${
          typeof request.payload === 'string' ? request.payload.slice(0, 300) : '<binary>'
        }`;
  return `${request.method} ${request.url.slice(0, 300)} [${request.intent}] from ${request.remoteAddress} ${JSON.stringify(request.headers).slice(0, 200)}${payload}`;
}

export interface OperationResult {
  operation: string;
  source: Operation['source'];
  tried: number;
  statuses: Map<number, number>;
  unprocessableWithoutErrors: number;
  ms: number;
  failure?: string;
}

function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
}

/** The report: per operation the requests tried, the time taken and the status histogram. */
export function table(results: OperationResult[]): string {
  const width = Math.max(...results.map((r) => r.operation.length), 9);
  const row = (name: string, source: string, tried: number, ms: number, statuses: string) =>
    `${name.padEnd(width)}  ${source.padEnd(7)}  ${String(tried).padStart(6)}  ${String(Math.round(ms)).padStart(6)}  ${statuses}`;
  const totals = new Map<number, number>();
  for (const r of results) {
    for (const [status, count] of r.statuses) totals.set(status, (totals.get(status) ?? 0) + count);
  }
  return [
    `${'operation'.padEnd(width)}  source    tried      ms  statuses`,
    ...results.map((r) =>
      row(
        r.operation,
        r.source,
        r.tried,
        r.ms,
        histogram(r.statuses) + (r.failure ? '  FAILED' : ''),
      ),
    ),
    row(
      `TOTAL (${results.length} operations)`,
      '',
      results.reduce((sum, r) => sum + r.tried, 0),
      results.reduce((sum, r) => sum + r.ms, 0),
      histogram(totals),
    ),
  ].join('\n');
}
