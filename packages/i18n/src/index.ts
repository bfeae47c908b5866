export * from './locales.js';
export * from './translate.js';
export * from './clock.js';
export * from './format.js';
export type { Catalog } from './catalog.js';
export * from './text-search.js';
