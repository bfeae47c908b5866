import {
  adminDocument,
  adminDocumentsReply,
  contentIdParams,
  documentBody,
  documentPreviewBody,
  documentPreviewReply,
  documentSavedReply,
  documentsReorderBody,
  documentsReorderedReply,
  documentUpdateBody,
  errorBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { getStaffDocument } from './get-staff-document.js';
import { listStaffDocuments } from './list-staff-documents.js';
import { previewDocument } from './preview-document.js';
import { reorderDocuments } from './reorder-documents.js';
import { updateDocument } from './update-document.js';

const documentErrors = { ...staffErrors, 404: errorBody } as const;
const changeErrors = { ...documentErrors, 409: errorBody } as const;

/**
 * The information and document pages of the footer in the back office (decision 0020), a section
 * under /api/admin for administrators only: the list, a page's Markdown, a new page, saving (with
 * the version the editor loaded), the order, deleting (not the pages the shop links), and a preview
 * rendered by the shop's own code.
 */
export function documentAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/documents',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'Every information and document page, by type, in the footer’s order.',
          response: { 200: adminDocumentsReply, ...staffErrors },
        },
      },
      () => listStaffDocuments(deps.db),
    );

    app.get(
      '/documents/:id',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'A page with its Markdown in Hungarian and English.',
          params: contentIdParams,
          response: { 200: adminDocument, ...documentErrors },
        },
      },
      (request) => getStaffDocument(deps.db, request.params.id),
    );

    app.post(
      '/documents',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'A new page, last of its type.',
          body: documentBody,
          response: { 201: adminDocument, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const created = await createDocument(deps.db, { body: request.body, actorId: staff.id });
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/documents/preview',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary:
            'A draft rendered as the shop shows it (GET /settings/{id}/show); saves nothing.',
          body: documentPreviewBody,
          response: { 200: documentPreviewReply, ...staffErrors },
        },
      },
      (request) => previewDocument(request.body, deps.clock.now()),
    );

    app.post(
      '/documents/reorder',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'Every page of one type in a new order.',
          body: documentsReorderBody,
          response: { 200: documentsReorderedReply, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const documents = await reorderDocuments(deps.db, {
          body: request.body,
          actorId: staff.id,
        });
        return { message: translate(request.locale, 'messages.documents_reordered'), documents };
      },
    );

    app.put(
      '/documents/:id',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'Saves a page; 409 when it was saved by someone else since it was loaded.',
          params: contentIdParams,
          body: documentUpdateBody,
          response: { 200: documentSavedReply, ...changeErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const document = await updateDocument(deps.db, {
          id: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return { message: translate(request.locale, 'messages.document_saved'), document };
      },
    );

    app.delete(
      '/documents/:id',
      {
        config: { permission: 'content' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes a page; 409 for the pages the checkout and registration link.',
          params: contentIdParams,
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deleteDocument(deps.db, { id: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );
  };
}
