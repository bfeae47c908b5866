import type { FooterLink } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { splitFooterLinks } from './footer-links';

const links: FooterLink[] = [
  { id: 1, name: 'Jegyinformációk', name_translations: { en: 'Ticket information' }, type: 'info' },
  {
    id: 10,
    name: 'Adatkezelési tájékoztató',
    name_translations: { en: 'Privacy notice' },
    type: 'document',
  },
  { id: 2, name: 'Megközelítés', name_translations: { en: '' }, type: 'info' },
];

describe('splitFooterLinks', () => {
  it('splits by type and keeps the order', () => {
    const { info, documents } = splitFooterLinks(links, 'hu');
    expect(info.map((link) => link.id)).toEqual([1, 2]);
    expect(documents).toEqual([{ id: 10, label: 'Adatkezelési tájékoztató', to: '/documents/10' }]);
  });

  it('translates names, falling back to Hungarian', () => {
    const { info } = splitFooterLinks(links, 'en');
    expect(info.map((link) => link.label)).toEqual(['Ticket information', 'Megközelítés']);
  });
});
