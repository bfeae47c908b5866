/**
 * Browser notices that arrive as errors but are no fault of the page, so they are neither sent
 * nor kept: Chromium's and Firefox's "ResizeObserver loop…" (an observer's callback changed a
 * size it observes; the browser delivers the rest in the next frame, nothing is lost).
 */
export function isHarmlessBrowserNotice(message: string): boolean {
  return /^(?:Uncaught )?(?:Error: )?ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/.test(
    message.trim(),
  );
}
