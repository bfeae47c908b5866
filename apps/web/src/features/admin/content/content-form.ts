import type { AdminDocument, AdminDocumentRow, DocumentBody } from '@theatre/contracts';

/** The editor's fields, and which language each belongs to (the editor shows one at a time). */
export const documentFields = [
  'type',
  'slug',
  'name',
  'name_en',
  'body',
  'body_en',
  'in_footer',
] as const;

export const englishFields: readonly string[] = ['name_en', 'body_en'];
export const hungarianFields: readonly string[] = ['name', 'body'];

export const emptyDocument: DocumentBody = {
  type: 'info',
  slug: '',
  name: '',
  name_en: '',
  body: '',
  body_en: '',
  in_footer: true,
};

/** The form's values of a stored page (pure). */
export function documentValues(document: AdminDocument): DocumentBody {
  return {
    type: document.type,
    slug: document.slug,
    name: document.name,
    name_en: document.name_en,
    body: document.body,
    body_en: document.body_en,
    in_footer: document.in_footer,
  };
}

/**
 * An address from a title (pure): lower case, accents off (ő, ű too), other characters to single
 * hyphens, at most 80 characters: `Jegyvásárlás és bérletek` → `jegyvasarlas-es-berletek`.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Which language a field's error is shown under (pure): to switch the editor there. */
export function languageOfField(field: string): 'hu' | 'en' | null {
  if (englishFields.includes(field)) return 'en';
  if (hungarianFields.includes(field)) return 'hu';
  return null;
}

/** The ids of a type's pages with one moved a place up (-1) or down (+1) (pure). */
export function movedIds(rows: readonly AdminDocumentRow[], id: number, step: -1 | 1): number[] {
  const ids = rows.map((row) => row.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
  return ids;
}
