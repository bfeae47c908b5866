import { z } from 'zod';
import { line } from './admin-fields.js';
import { documentPage } from './settings.js';

/*
 * Content in the back office (decision 0020), administrators only: the information and document
 * pages of the footer (Markdown in Hungarian and English, previewed exactly as the shop renders
 * them). The settings are in admin-settings.ts. Field names are snake_case.
 */

const maxInt = 2_147_483_647;

/** `:id` of the document routes. */
export const contentIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** Markdown: kept as typed; it must say something. */
const markdown = (max: number) =>
  z
    .string('validation.required')
    .max(max)
    .refine((value) => value.trim() !== '', 'validation.required');

// ---------------------------------------------------------------------------------------------
// Documents and information pages

export const documentTypes = ['info', 'document'] as const;
export type DocumentType = (typeof documentTypes)[number];

/**
 * The pages the shop links by id (docs/product.md §2: the checkout links 10, the privacy notice;
 * 11, the general terms; 12, the data-transfer statement; registration links 10 and 11). They can
 * be edited but not deleted.
 */
export const requiredDocumentIds = [10, 11, 12] as const;

export function isRequiredDocument(id: number): boolean {
  return (requiredDocumentIds as readonly number[]).includes(id);
}

/** A page's address name: lower-case letters, digits and single hyphens, with a letter. */
export const documentSlug = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.document_slug')
  .refine((value) => /[a-z]/.test(value), 'validation.document_slug');

/** One page in the back office's list. */
export const adminDocumentRow = z.object({
  id: z.number().int(),
  type: z.enum(documentTypes),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  /** Lower first, within its type (the footer lists info and document pages apart). */
  sort_order: z.number().int(),
  in_footer: z.boolean(),
  /** The shop links it by id: it cannot be deleted. */
  required: z.boolean(),
  updated_at: z.string(),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRow>;
export const adminDocumentsReply = z.array(adminDocumentRow);

/** GET /admin/documents/:id: a page with its Markdown. */
export const adminDocument = adminDocumentRow.extend({
  body: z.string(),
  body_en: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocument>;

/** POST /admin/documents (created last of its type), PUT /admin/documents/:id. */
export const documentBody = z.object({
  type: z.enum(documentTypes, 'validation.invalid_value'),
  slug: documentSlug,
  name: line(120),
  name_en: line(120),
  body: markdown(100_000),
  body_en: markdown(100_000),
  in_footer: z.boolean('validation.required'),
});
export type DocumentBody = z.infer<typeof documentBody>;

/**
 * PUT /admin/documents/:id: with the `updated_at` the editor loaded, so a page changed meanwhile
 * by someone else is not overwritten unseen (409 `document_changed`).
 */
export const documentUpdateBody = documentBody.extend({
  updated_at: z.string('validation.required').min(1).max(64),
});
export type DocumentUpdateBody = z.infer<typeof documentUpdateBody>;

/**
 * POST /admin/documents/preview: the page as the shop would show it (GET /settings/{id}/show),
 * rendered by the same code, without saving anything.
 */
export const documentPreviewBody = z.object({
  id: z.number().int().positive().max(maxInt).nullable().default(null),
  type: z.enum(documentTypes, 'validation.invalid_value'),
  name: z.string().max(120).default(''),
  name_en: z.string().max(120).default(''),
  body: z.string().max(100_000).default(''),
  body_en: z.string().max(100_000).default(''),
});
export type DocumentPreviewBody = z.input<typeof documentPreviewBody>;
/** The preview: the shop's page object (`id` 0 for a page not saved yet). */
export const documentPreviewReply = documentPage;

/** PUT /admin/documents/:id: the saved page, and a confirmation in the caller's language. */
export const documentSavedReply = z.object({ message: z.string(), document: adminDocument });
export type DocumentSavedReply = z.infer<typeof documentSavedReply>;

/** POST /admin/documents/reorder: every page of one type, in the new order. */
export const documentsReorderBody = z.object({
  type: z.enum(documentTypes, 'validation.invalid_value'),
  ids: z.array(z.number().int().positive().max(maxInt)).min(1).max(500),
});
export type DocumentsReorderBody = z.infer<typeof documentsReorderBody>;
export const documentsReorderedReply = z.object({
  message: z.string(),
  documents: adminDocumentsReply,
});
export type DocumentsReorderedReply = z.infer<typeof documentsReorderedReply>;
