export * from './seat-map-document.js';
export * from './validate-seat-map.js';
export * from './seat-map-frame.js';
export * from './renumber-row.js';
export * from './generate-section.js';
export * from './pretix-plan.js';
export * from './import-pretix-plan.js';
export * from './export-pretix-plan.js';
export * from './seat-map-csv.js';
export {
  bestAvailableInputSchema,
  type BestAvailableInput,
  type BestAvailableRow,
  type BestAvailableSeat,
} from './best-available-scoring.js';
export * from './best-available.js';
export * from './best-split.js';
export * from './group-seats.js';
