import { describe, expect, it } from 'vitest';
import { world } from './reports-test-support.js';

// The sales report's money fields as the OpenAPI document describes them (decision 0033).

describe('the reports in /api/docs', () => {
  it('describes the money fields in the OpenAPI document', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('net_revenue');
    type Properties = Record<string, { description?: string; properties?: Properties }>;
    const doc = res.json<{
      paths: Record<string, { get: { responses: Record<string, { content: unknown }> } }>;
    }>();
    const content = doc.paths['/api/admin/reports/sales']?.get.responses['200']?.content as Record<
      string,
      { schema: { properties: Properties } }
    >;
    const totals = content['application/json']?.schema.properties.totals?.properties ?? {};
    expect(totals.paid_net?.description).toContain('Nettó (without VAT)');
    expect(totals.paid_vat?.description).toContain('ÁFA');
    expect(totals.paid_gross?.description).toContain('gross_revenue − discount');
  });
});
