import type { DocumentPage } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { renderMarkdown } from '../../lib/markdown.js';
import { findDocument } from './content.repository.js';

/** What a page is made of: stored, or a draft in the back office's editor. */
export interface DocumentSource {
  id: number;
  type: 'info' | 'document';
  slug: string;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  updated_at: Date | string;
}

/**
 * A page as the shop shows it: its Markdown rendered and sanitised. The back office's preview
 * goes through this too, so what staff see is what visitors will see.
 */
export function documentPageOf(doc: DocumentSource): DocumentPage {
  return {
    id: doc.id,
    type: doc.type,
    slug: doc.slug,
    name: doc.name,
    name_translations: { en: doc.name_en },
    content: renderMarkdown(doc.body),
    content_translations: { en: renderMarkdown(doc.body_en) },
    updated_at: new Date(doc.updated_at).toISOString(),
  };
}

/** GET /settings/{id}/show: an info or document page, its Markdown rendered safely. */
export async function getDocument(db: Db, id: number): Promise<DocumentPage> {
  const doc = await findDocument(db, id);
  if (!doc) throw new AppError('document_not_found');
  return documentPageOf(doc);
}
