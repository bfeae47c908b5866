const PALETTE = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];

/** A colour for the index-th category that came without a usable one. */
export function defaultCategoryColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? '#888888';
}
