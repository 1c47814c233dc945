import {describe, expect, it} from 'vitest';
import {listPlaygrounds, playgroundUrl} from '../playgrounds';

describe('playgroundUrl', () => {
  it('points the JavaScript variant at the bare host path', () => {
    expect(playgroundUrl('codesandbox', 'javascript')).toBe('https://docusaurus.new/codesandbox');
    expect(playgroundUrl('stackblitz', 'javascript')).toBe('https://docusaurus.new/stackblitz');
  });

  it('adds -ts for the TypeScript variant', () => {
    expect(playgroundUrl('codesandbox', 'typescript')).toBe('https://docusaurus.new/codesandbox-ts');
    expect(playgroundUrl('stackblitz', 'typescript')).toBe('https://docusaurus.new/stackblitz-ts');
  });
});

describe('listPlaygrounds', () => {
  it('gives one card per host with a JavaScript and a TypeScript link', () => {
    const cards = listPlaygrounds();
    expect(cards.map((card) => card.name)).toEqual(['CodeSandbox', 'StackBlitz']);
    expect(cards.flatMap((card) => card.links.map((link) => link.href))).toEqual([
      'https://docusaurus.new/codesandbox',
      'https://docusaurus.new/codesandbox-ts',
      'https://docusaurus.new/stackblitz',
      'https://docusaurus.new/stackblitz-ts',
    ]);
    expect(cards[0]!.links.map((link) => link.label)).toEqual(['JavaScript', 'TypeScript']);
  });

  it('can restrict the hosts and languages', () => {
    const cards = listPlaygrounds(['stackblitz'], ['typescript']);
    expect(cards).toEqual([
      {
        host: 'stackblitz',
        name: 'StackBlitz',
        links: [{language: 'typescript', label: 'TypeScript', href: 'https://docusaurus.new/stackblitz-ts'}],
      },
    ]);
  });
});
