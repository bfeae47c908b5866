/** Build-time configuration. Nothing else reads `import.meta.env`. */
export const env = {
  /** Base path of the JSON API. */
  apiBase: '/api',
  /** Base path of the static JSON files and uploads. */
  storageBase: '/storage',
  /** docs/product.md §9: API timeout. */
  apiTimeoutMs: 30_000,
  /** docs/product.md §9: toast duration. */
  toastDurationMs: 2_000,
  /** docs/product.md §9: pop-up banner delay after the content is ready. */
  popupDelayMs: 500,
  /** docs/product.md §9: service-status `remaining` starts at 10 000 ms. */
  serviceRetryMs: 10_000,
  /** How many uncaught errors one page load may report. */
  maxErrorReports: 5,
  isDev: import.meta.env.DEV,
} as const;
