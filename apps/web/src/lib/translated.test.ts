import { describe, expect, it } from 'vitest';
import { translated } from './translated';

describe('translated', () => {
  it('uses the main field in Hungarian', () => {
    expect(translated('hu', 'Bánk bán', { en: 'Bank Ban' })).toBe('Bánk bán');
  });
  it('uses the translation in English', () => {
    expect(translated('en', 'Bánk bán', { en: 'Bank Ban' })).toBe('Bank Ban');
  });
  it('falls back to Hungarian when the translation is empty or missing', () => {
    expect(translated('en', 'Bánk bán', { en: ' ' })).toBe('Bánk bán');
    expect(translated('en', 'Bánk bán', null)).toBe('Bánk bán');
  });
});
