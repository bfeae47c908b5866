import type { DocumentPage } from '@theatre/contracts';
import { documentPageOf } from './get-document.js';

/**
 * POST /admin/documents/preview: a draft as the shop would show it, through the same rendering
 * as GET /settings/{id}/show (Markdown, then sanitising). Nothing is saved.
 */
export function previewDocument(
  draft: {
    id: number | null;
    type: 'info' | 'document';
    name: string;
    name_en: string;
    body: string;
    body_en: string;
  },
  now: Date,
): DocumentPage {
  return documentPageOf({
    id: draft.id ?? 0,
    type: draft.type,
    slug: '',
    name: draft.name,
    name_en: draft.name_en,
    body: draft.body,
    body_en: draft.body_en,
    updated_at: now,
  });
}
