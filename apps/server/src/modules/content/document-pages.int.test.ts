import type {
  AdminDocument,
  AdminDocumentRow,
  DocumentPage,
  DocumentSavedReply,
  DocumentsReorderedReply,
  PublicSettings,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { admin, auditOf, call, cashier } from './content-test-support.js';

// The information and document pages in the back office: listed, created, previewed, saved,
// reordered and deleted, and how the shop shows them.

const page = (overrides: Partial<Record<string, unknown>> = {}) => ({
  type: 'info',
  slug: 'ajandekutalvany',
  name: 'Ajándékutalvány',
  name_en: 'Gift vouchers',
  body: '## Ajándékutalvány\n\nA pénztárban **bármely összegre** kérhető.',
  body_en: '## Gift vouchers\n\nAvailable at the box office **for any amount**.',
  in_footer: true,
  ...overrides,
});

describe('the information and document pages', () => {
  it('lists every page by type and order, marking the ones the shop links', async () => {
    const reply = await call<AdminDocumentRow[]>('GET', '/api/admin/documents');
    expect(reply.status).toBe(200);
    const rows = reply.body;
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([1, 10, 11, 12]));
    expect(rows.filter((row) => row.required).map((row) => row.id)).toEqual([10, 11, 12]);
    const types = rows.map((row) => row.type);
    expect(types).toEqual([...types].sort());
    const info = rows.filter((row) => row.type === 'info').map((row) => row.sort_order);
    expect(info).toEqual([...info].sort((a, b) => a - b));
  });

  it('creates a page last of its type; the shop shows it and its footer link', async () => {
    const before = (await call<AdminDocumentRow[]>('GET', '/api/admin/documents')).body;
    const created = await call<AdminDocument>('POST', '/api/admin/documents', { body: page() });
    expect(created.status).toBe(201);
    const maxId = Math.max(...before.map((row) => row.id));
    const lastInfo = Math.max(
      ...before.filter((row) => row.type === 'info').map((row) => row.sort_order),
    );
    expect(created.body).toMatchObject({
      id: maxId + 1,
      type: 'info',
      slug: 'ajandekutalvany',
      sort_order: lastInfo + 1,
      required: false,
      body: page().body,
    });
    const shown = await call<DocumentPage>('GET', `/api/settings/${created.body.id}/show`, {
      token: null,
    });
    expect(shown.body.content).toBe(
      '<h2>Ajándékutalvány</h2>\n<p>A pénztárban <strong>bármely összegre</strong> kérhető.</p>',
    );
    const settings = await call<PublicSettings>('GET', '/api/settings/public', { token: null });
    expect(settings.body.footer_links.at(-1)).toBeDefined();
    expect(settings.body.footer_links).toContainEqual({
      id: created.body.id,
      name: 'Ajándékutalvány',
      name_translations: { en: 'Gift vouchers' },
      type: 'info',
    });
    const [entry] = await auditOf('document.created', String(created.body.id));
    expect(entry).toMatchObject({ actor_id: admin.userId, entity: 'document' });
  });

  it('refuses a bad or taken address and missing texts, field by field', async () => {
    const taken = await call('POST', '/api/admin/documents', {
      body: page({ slug: 'jegyvasarlas' }),
      lang: 'hu',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['Ez a cím már egy másik oldalé.'] });
    const bad = await call('POST', '/api/admin/documents', {
      body: page({ slug: 'Nem jó!', name: ' ', body_en: '   ', type: 'page', in_footer: 'yes' }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'body_en',
      'in_footer',
      'name',
      'slug',
      'type',
    ]);
    // Upper case is taken as lower case; digits alone are not an address.
    const digits = await call('POST', '/api/admin/documents', { body: page({ slug: '2026' }) });
    expect(digits.body.errors?.slug).toBeDefined();
    const huge = await call('POST', '/api/admin/documents', {
      body: page({ slug: 'hosszu', body: 'x'.repeat(100_001) }),
    });
    expect(huge.status).toBe(422);
  });

  it('previews a draft exactly as the shop renders the saved page', async () => {
    const markdown =
      '# Cím\n\nSzöveg <script>alert(1)</script> és [link](https://example.com) meg [rossz](javascript:alert(1)).\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    const preview = await call<DocumentPage>('POST', '/api/admin/documents/preview', {
      body: { type: 'document', name: 'Próba', name_en: 'Trial', body: markdown, body_en: 'Plain' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.content).not.toContain('<script');
    expect(preview.body.content).not.toContain('javascript:');
    expect(preview.body.content).toContain('<h2>Cím</h2>');
    expect(preview.body.content).toContain('rel="noopener noreferrer" target="_blank"');
    expect(preview.body.content_translations.en).toBe('<p>Plain</p>');

    const created = await call<AdminDocument>('POST', '/api/admin/documents', {
      body: page({ slug: 'elonezet', type: 'document', body: markdown, body_en: 'Plain' }),
    });
    const shown = await call<DocumentPage>('GET', `/api/settings/${created.body.id}/show`, {
      token: null,
    });
    expect(shown.body.content).toBe(preview.body.content);
    expect(shown.body.content_translations).toEqual(preview.body.content_translations);
  });

  it('saves a page for visitors, and refuses to overwrite a newer version unseen', async () => {
    const loaded = (await call<AdminDocument>('GET', '/api/admin/documents/1')).body;
    const body = {
      ...page({ slug: loaded.slug, name: loaded.name, name_en: loaded.name_en }),
      body: '## Új szöveg\n\nMostantól online is vehető bérlet.',
      updated_at: loaded.updated_at,
    };
    const saved = await call<DocumentSavedReply>('PUT', '/api/admin/documents/1', { body });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The page is saved; visitors see it on their next page load.');
    expect(saved.body.document.body).toBe(body.body);
    const shown = await call<DocumentPage>('GET', '/api/settings/1/show', { token: null });
    expect(shown.body.content).toContain('Mostantól online is vehető bérlet.');

    // Someone else's editor still holds the old version.
    const stale = await call('PUT', '/api/admin/documents/1', {
      body: { ...body, body: 'Régi változat', updated_at: loaded.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('document_changed');
    expect(
      (await call<DocumentPage>('GET', '/api/settings/1/show', { token: null })).body.content,
    ).toContain('Mostantól');

    const [entry] = await auditOf('document.updated', '1');
    expect(entry?.actor_id).toBe(admin.userId);
    expect(entry?.data).toMatchObject({
      changes: { body: { to_length: body.body.length }, body_en: {} },
    });
    expect((await call('PUT', '/api/admin/documents/99999', { body })).status).toBe(404);
  });

  it('reorders the pages of a type, in the footer too; the list must be complete', async () => {
    const rows = (await call<AdminDocumentRow[]>('GET', '/api/admin/documents')).body;
    const info = rows.filter((row) => row.type === 'info').map((row) => row.id);
    const reversed = [...info].reverse();
    const reply = await call<DocumentsReorderedReply>('POST', '/api/admin/documents/reorder', {
      body: { type: 'info', ids: reversed },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.documents.filter((row) => row.type === 'info').map((row) => row.id)).toEqual(
      reversed,
    );
    const settings = (await call<PublicSettings>('GET', '/api/settings/public', { token: null }))
      .body;
    const footerInfo = settings.footer_links
      .filter((link) => link.type === 'info')
      .map((l) => l.id);
    expect(footerInfo).toEqual(reversed.filter((id) => footerInfo.includes(id)));
    expect(await auditOf('documents.reordered', 'info')).toHaveLength(1);

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 10]]) {
      const wrong = await call('POST', '/api/admin/documents/reorder', {
        body: { type: 'info', ids },
      });
      expect(wrong.status, JSON.stringify(ids)).toBe(422);
      expect(wrong.body.errors?.ids).toBeDefined();
    }
  });

  it('deletes a page, but never one the checkout or registration links', async () => {
    for (const id of [10, 11, 12]) {
      const refused = await call('DELETE', `/api/admin/documents/${id}`, { lang: 'hu' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('document_required');
      expect(refused.body.message).toContain('nem törölhető');
    }
    expect((await call('GET', '/api/settings/10/show', { token: null })).status).toBe(200);

    const created = await call<AdminDocument>('POST', '/api/admin/documents', {
      body: page({ slug: 'torlendo' }),
    });
    const deleted = await call('DELETE', `/api/admin/documents/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(
      (await call('GET', `/api/settings/${created.body.id}/show`, { token: null })).status,
    ).toBe(404);
    const [entry] = await auditOf('document.deleted', String(created.body.id));
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      data: { slug: 'torlendo', body: page().body, body_en: page().body_en },
    });
    expect((await call('DELETE', `/api/admin/documents/${created.body.id}`)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/documents', { token: cashier.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/documents', { token: null })).status).toBe(401);
  });
});
