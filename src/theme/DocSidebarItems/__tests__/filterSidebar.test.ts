import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {countPages, filterSidebar, foldText, queryWords} from '../filterSidebar';

const link = (label: string): PropSidebarItem => ({
  type: 'link',
  label,
  href: `/docs/${label.toLowerCase().replace(/\W+/g, '-')}/`,
});
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href ? {href} : {}),
});

const sidebar: PropSidebarItem[] = [
  link('Introduction'),
  {type: 'html', value: '<hr/>'},
  category('Guides', [
    link('Creating pages'),
    category('Docs', [link('Sidebar items'), link('Versioning')]),
    link('Blog'),
  ]),
  category('Plugins', [link('plugin-content-docs'), link('plugin-sitemap')], '/docs/api/plugins/'),
];

const labels = (items: PropSidebarItem[]): unknown[] =>
  items.map((item) =>
    item.type === 'category' ? {[item.label]: labels(item.items)} : item.type === 'link' ? item.label : 'html',
  );

describe('filterSidebar', () => {
  it('keeps everything when the query has no words', () => {
    expect(filterSidebar(sidebar, queryWords('   '))).toEqual(sidebar);
  });

  it('keeps matching pages with the categories that lead to them, opened', () => {
    const filtered = filterSidebar(sidebar, queryWords('sidebar'));
    expect(labels(filtered)).toEqual([{Guides: [{Docs: ['Sidebar items']}]}]);
    expect(filtered.every((item) => item.type !== 'category' || item.collapsed === false)).toBe(true);
  });

  it('needs every word, in any order and case, accents ignored', () => {
    expect(labels(filterSidebar(sidebar, queryWords('PAGES creat')))).toEqual([{Guides: ['Creating pages']}]);
    expect(foldText('Résumé')).toBe('resume');
    expect(labels(filterSidebar([link('Résumé')], queryWords('resume')))).toEqual(['Résumé']);
  });

  it('keeps all items of a category whose own label matches', () => {
    expect(labels(filterSidebar(sidebar, queryWords('plugins')))).toEqual([
      {Plugins: ['plugin-content-docs', 'plugin-sitemap']},
    ]);
  });

  it('drops HTML items and returns nothing when no label matches', () => {
    expect(filterSidebar(sidebar, queryWords('zzz'))).toEqual([]);
  });

  it('counts pages, linked categories included', () => {
    expect(countPages(filterSidebar(sidebar, queryWords('plugin')))).toBe(3);
    expect(countPages(filterSidebar(sidebar, queryWords('zzz')))).toBe(0);
  });
});
