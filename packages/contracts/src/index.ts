export * from './common.js';
export * from './errors.js';
export * from './settings.js';
export * from './events.js';
export * from './client-errors.js';
export * from './event-search.js';
export * from './accounts.js';
export * from './tax-number.js';
