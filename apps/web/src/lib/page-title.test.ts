import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './page-title';

describe('formatDocumentTitle', () => {
  it('joins page title, theatre name and brand title', () => {
    expect(formatDocumentTitle('Műsor', 'Kamaraszínház', 'Jegypénztár')).toBe(
      'Műsor · Kamaraszínház – Jegypénztár',
    );
  });
  it('leaves out missing parts', () => {
    expect(formatDocumentTitle(null, 'Kamaraszínház', 'Jegypénztár')).toBe(
      'Kamaraszínház – Jegypénztár',
    );
    expect(formatDocumentTitle('Műsor', null, undefined)).toBe('Műsor');
    expect(formatDocumentTitle('Műsor', '', 'Jegypénztár')).toBe('Műsor · Jegypénztár');
  });
});
