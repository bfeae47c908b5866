import { describe, expect, it } from 'vitest';
import { mailCatalogs, translateMail } from './index.js';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe('the e-mail catalogue', () => {
  it('has the same keys and placeholders in English as in Hungarian', () => {
    const hu = new Map(leaves(mailCatalogs.hu));
    const en = new Map(leaves(mailCatalogs.en));
    expect([...en.keys()].sort()).toEqual([...hu.keys()].sort());
    for (const [key, text] of hu) {
      expect(placeholders(en.get(key) ?? '').sort(), key).toEqual(placeholders(text).sort());
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('fills in the parameters and leaves unknown ones visible', () => {
    expect(translateMail('hu', 'common.greeting', { name: 'Őrsi Ülke' })).toBe('Kedves Őrsi Ülke!');
    expect(translateMail('en', 'magic_link.validity', { minutes: 10 })).toBe(
      'The link is valid for 10 minutes and works only once.',
    );
    expect(translateMail('en', 'common.greeting')).toBe('Dear {{name}},');
  });
});
