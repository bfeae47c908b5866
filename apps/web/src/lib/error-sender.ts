import { isHarmlessBrowserNotice } from '@theatre/contracts/browser-notices';
import { env } from '../config/env';
import { buildErrorReport, createReportGate, type ErrorDetails } from './error-report';
import { currentLocale } from './i18n';

const gate = createReportGate({
  max: env.maxErrorReports,
  minIntervalMs: 1000,
  now: () => Date.now(),
});
let sending = false;

/**
 * POST /api/errors. Never through the API client (no toasts, no modal) and never recursive: a
 * failing report is dropped silently, and errors while sending are not reported.
 */
export function sendErrorReport(details: ErrorDetails): void {
  if (sending) return;
  const report = buildErrorReport(details);
  // The browser's harmless notices ("ResizeObserver loop…") are no fault of the page.
  if (isHarmlessBrowserNotice(report.exception_message)) return;
  if (!gate(report.exception_message)) return;
  sending = true;
  try {
    void fetch(`${env.apiBase}/errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never throw.
  } finally {
    sending = false;
  }
}
