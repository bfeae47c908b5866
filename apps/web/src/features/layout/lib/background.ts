/** The background patterns the theatre can choose (`settings.background_pattern_class`). */
export const backgroundPatterns = ['pattern-dots', 'pattern-diagonal', 'pattern-curtain'] as const;
export type BackgroundPattern = (typeof backgroundPatterns)[number];

export const defaultBackgroundColor = '#DFDBE5';

/** A CSS colour from settings, accepted only as hex (`#rgb`, `#rrggbb`, `#rrggbbaa`); else the default. */
export function safeBackgroundColor(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed)
    ? trimmed
    : defaultBackgroundColor;
}

/** A known pattern class, or null (unknown names are ignored). */
export function safePatternClass(value: string | null | undefined): BackgroundPattern | null {
  const trimmed = value?.trim() ?? '';
  return (backgroundPatterns as readonly string[]).includes(trimmed)
    ? (trimmed as BackgroundPattern)
    : null;
}
