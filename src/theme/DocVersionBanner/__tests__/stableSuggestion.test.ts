import {describe, expect, it} from 'vitest';
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {stableSuggestion} from '../stableSuggestion';

const doc = (id: string, version: string): GlobalDoc => ({
  id,
  path: version === 'current' ? `/docs/${id}/` : `/docs/${version}/${id}/`,
  sidebar: 'docs',
});

const version = (name: string, docIds: string[]): GlobalVersion => ({
  name,
  label: name === 'current' ? 'Canary' : name,
  isLast: name === 'current',
  path: name === 'current' ? '/docs' : `/docs/${name}`,
  mainDocId: 'introduction',
  docs: docIds.map((id) => doc(id, name)),
  draftIds: [],
  sidebars: {},
});

const versions = [
  version('current', ['introduction', 'installation', 'new-page']),
  version('4.0.0-beta.1', ['introduction', 'installation']),
  version('3.7.0', ['introduction', 'installation']),
  version('3.6.3', ['introduction', 'installation']),
];

describe('stableSuggestion', () => {
  it('suggests the same doc in the newest stable version, skipping Canary and prereleases', () => {
    const suggestion = stableSuggestion(versions, {'3.7.0': doc('installation', '3.7.0')});
    expect(suggestion?.version.name).toBe('3.7.0');
    expect(suggestion?.doc.path).toBe('/docs/3.7.0/installation/');
  });

  it("falls back to the stable version's landing doc when the doc does not exist there", () => {
    const suggestion = stableSuggestion(versions, {'3.7.0': null});
    expect(suggestion?.doc.path).toBe('/docs/3.7.0/introduction/');
  });

  it('suggests nothing when no version is stable', () => {
    expect(stableSuggestion([versions[0]!, versions[1]!], {})).toBeNull();
  });
});
