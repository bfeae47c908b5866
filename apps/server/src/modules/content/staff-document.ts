import { isRequiredDocument, type AdminDocument, type AdminDocumentRow } from '@theatre/contracts';

interface DocumentRow {
  id: number;
  type: 'info' | 'document';
  slug: string;
  name: string;
  name_en: string;
  sort_order: number;
  in_footer: boolean;
  updated_at: Date | string;
}

/** A page as the back office lists it (pure). */
export function staffDocumentRowOf(row: DocumentRow): AdminDocumentRow {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    name: row.name,
    name_en: row.name_en,
    sort_order: row.sort_order,
    in_footer: row.in_footer,
    required: isRequiredDocument(row.id),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A page with its Markdown, for the editor (pure). */
export function staffDocumentOf(
  row: DocumentRow & { body: string; body_en: string },
): AdminDocument {
  return { ...staffDocumentRowOf(row), body: row.body, body_en: row.body_en };
}
