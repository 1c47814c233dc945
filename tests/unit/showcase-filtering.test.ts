import {describe, expect, it} from 'vitest';
import {
  emptyFilters,
  filterSites,
  hasActiveFilters,
  parseFilters,
  serializeFilters,
  siteCountLabel,
  toggleTag,
} from '../../src/components/Showcase/filtering';

const sites = [
  {title: 'Alpha Docs', tags: ['opensource', 'i18n']},
  {title: 'Beta Blog', tags: ['personal']},
  {title: 'Gamma', tags: ['opensource', 'personal']},
  {title: 'Untagged', tags: []},
];
const titles = (list: {title: string}[]) => list.map((s) => s.title);
const known = ['opensource', 'i18n', 'personal'];

describe('filterSites', () => {
  it('keeps everything without filters', () => {
    expect(filterSites(sites, emptyFilters)).toHaveLength(4);
  });

  it('matches any selected tag with OR', () => {
    expect(titles(filterSites(sites, {...emptyFilters, tags: ['i18n', 'personal']}))).toEqual([
      'Alpha Docs',
      'Beta Blog',
      'Gamma',
    ]);
  });

  it('matches every selected tag with AND', () => {
    expect(titles(filterSites(sites, {tags: ['opensource', 'personal'], operator: 'AND', name: ''}))).toEqual([
      'Gamma',
    ]);
  });

  it('excludes untagged sites once a tag is selected', () => {
    expect(titles(filterSites(sites, {...emptyFilters, tags: ['opensource']}))).not.toContain('Untagged');
  });

  it('searches the name case-insensitively and combines with tags', () => {
    expect(titles(filterSites(sites, {...emptyFilters, name: '  BLOG '}))).toEqual(['Beta Blog']);
    expect(titles(filterSites(sites, {...emptyFilters, name: 'a', tags: ['i18n']}))).toEqual(['Alpha Docs']);
    expect(filterSites(sites, {...emptyFilters, name: 'zzz'})).toEqual([]);
  });
});

describe('URL state', () => {
  it('parses tags, operator and name, dropping unknown and repeated tags', () => {
    expect(parseFilters('?tags=i18n&tags=bogus&tags=i18n&operator=AND&name=doc', known)).toEqual({
      tags: ['i18n'],
      operator: 'AND',
      name: 'doc',
    });
    expect(parseFilters('?operator=xor', known)).toEqual(emptyFilters);
  });

  it('serializes back, omitting defaults and keeping other parameters', () => {
    expect(serializeFilters({tags: ['i18n', 'personal'], operator: 'AND', name: 'a b'})).toBe(
      '?tags=i18n&tags=personal&operator=AND&name=a+b',
    );
    expect(serializeFilters(emptyFilters, '?tags=i18n&utm=x')).toBe('?utm=x');
    expect(serializeFilters(emptyFilters)).toBe('');
  });

  it('round-trips', () => {
    const filters = {tags: ['personal'], operator: 'AND' as const, name: 'Gam'};
    expect(parseFilters(serializeFilters(filters), known)).toEqual(filters);
  });
});

describe('helpers', () => {
  it('toggles a tag on and off', () => {
    const on = toggleTag(emptyFilters, 'i18n');
    expect(on.tags).toEqual(['i18n']);
    expect(toggleTag(on, 'i18n').tags).toEqual([]);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({...emptyFilters, operator: 'AND'})).toBe(false);
    expect(hasActiveFilters({...emptyFilters, name: 'x'})).toBe(true);
    expect(hasActiveFilters({...emptyFilters, tags: ['i18n']})).toBe(true);
  });

  it('pluralises the result count', () => {
    expect(siteCountLabel(1)).toBe('1 site');
    expect(siteCountLabel(0)).toBe('0 sites');
    expect(siteCountLabel(12)).toBe('12 sites');
  });
});
