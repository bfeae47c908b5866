import type { ClientErrorReport } from '@theatre/contracts';

/** Limits of POST /errors (packages/contracts client-errors.ts). */
const limits = { message: 2000, file: 1000, info: 8000, url: 2000 } as const;

const clip = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

export interface ErrorDetails {
  error: unknown;
  /** Where it was caught: `window.onerror`, `unhandledrejection`, `react`, … */
  source: string;
  file?: string | undefined;
  line?: number | undefined;
  /** Extra context, e.g. React's component stack. */
  extra?: string | undefined;
  url: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** `at fn (https://host/assets/index-abc.js:12:345)` → file and line of the first stack frame. */
export function firstStackFrame(stack: string | undefined): { file: string; line: number } | null {
  if (!stack) return null;
  const match = /\(?((?:https?|file):\/\/[^\s)]+?):(\d+)(?::\d+)?\)?\s*$/m.exec(stack);
  if (!match?.[1] || !match[2]) return null;
  return { file: match[1], line: Number(match[2]) };
}

/** Build the body of POST /errors (pure). */
export function buildErrorReport(details: ErrorDetails): ClientErrorReport {
  const message = messageOf(details.error).trim() || 'Unknown error';
  const stack = details.error instanceof Error ? details.error.stack : undefined;
  const frame = firstStackFrame(stack);
  const file = details.file ?? frame?.file;
  const line = details.line ?? frame?.line;
  const info = [`source: ${details.source}`, stack, details.extra].filter(Boolean).join('\n');
  return {
    exception_message: clip(message, limits.message),
    exception_file: file ? clip(file, limits.file) : null,
    exception_line: line !== undefined && Number.isInteger(line) && line >= 0 ? line : null,
    data: { info: clip(info, limits.info), url: clip(details.url, limits.url) },
  };
}

/**
 * Throttle of reports (pure, clock injected): at most `max` per page load, the same message only
 * once, and not more often than every `minIntervalMs`.
 */
export function createReportGate(options: {
  max: number;
  minIntervalMs: number;
  now: () => number;
}): (key: string) => boolean {
  const seen = new Set<string>();
  let sent = 0;
  let last = Number.NEGATIVE_INFINITY;
  return (key) => {
    if (sent >= options.max || seen.has(key)) return false;
    const time = options.now();
    if (time - last < options.minIntervalMs) return false;
    seen.add(key);
    sent += 1;
    last = time;
    return true;
  };
}
