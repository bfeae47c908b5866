/**
 * A page's title (pure): `{page title} · {theatre_name} – {brand_title}`; parts that are missing
 * are left out. The web app sets it as the page changes; the server writes it into the HTML it
 * sends (decision 0061).
 */
export function formatDocumentTitle(
  page: string | null | undefined,
  theatreName: string | null | undefined,
  brandTitle: string | null | undefined,
): string {
  const site = [theatreName, brandTitle].filter((part) => part && part.trim()).join(' – ');
  const title = page?.trim();
  if (title && site) return `${title} · ${site}`;
  return title || site;
}
