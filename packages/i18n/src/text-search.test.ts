import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './text-search.js';

describe('foldText', () => {
  it('removes Hungarian accents and case', () => {
    expect(foldText('Árvíztűrő TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
  });
  it('collapses white space', () => {
    expect(foldText('  Bánk   bán ')).toBe('bank ban');
  });
});

describe('matchesSearch', () => {
  const texts = ['Bánk bán', 'Bank Ban', 'Katona József', 'József Katona'];
  it('matches without accents', () => {
    expect(matchesSearch('bank', texts)).toBe(true);
    expect(matchesSearch('KATONA jozsef', texts)).toBe(true);
  });
  it('matches with accents against accents', () => {
    expect(matchesSearch('Józs', texts)).toBe(true);
  });
  it('needs every word', () => {
    expect(matchesSearch('bank hamlet', texts)).toBe(false);
  });
  it('matches everything with an empty query', () => {
    expect(matchesSearch('   ', texts)).toBe(true);
  });
});
