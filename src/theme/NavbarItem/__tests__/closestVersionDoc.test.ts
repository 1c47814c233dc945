import {describe, expect, it} from 'vitest';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {closestVersionDoc} from '../closestVersionDoc';

function version(name: string, path: string, docPaths: string[]): GlobalVersion {
  return {
    name,
    label: name,
    isLast: name === 'current',
    path,
    mainDocId: 'introduction',
    docs: docPaths.map((docPath) => ({
      id: docPath === '' ? 'introduction' : docPath.replace(/\/$/, ''),
      path: `${path}/${docPath}`,
      sidebar: 'docs',
    })),
    draftIds: [],
    sidebars: {},
  };
}

const canary = version('current', '/docs', [
  '',
  'api/plugins/',
  'api/plugins/@docusaurus/plugin-svgr/',
  'installation/',
]);
const old = version('3.6.3', '/docs/3.6.3', ['', 'api/plugins/', 'installation/']);

describe('closestVersionDoc', () => {
  it('keeps the same doc when the target version has it', () => {
    const same = old.docs[2]!;
    expect(closestVersionDoc('/docs/installation/', canary, old, same)).toEqual({doc: same, isSameDoc: true});
  });

  it('falls back to the nearest parent page of the target version', () => {
    const {doc, isSameDoc} = closestVersionDoc('/docs/api/plugins/@docusaurus/plugin-svgr/', canary, old, undefined);
    expect(doc.path).toBe('/docs/3.6.3/api/plugins/');
    expect(isSameDoc).toBe(false);
  });

  it("ends at the target version's landing doc when no parent exists there", () => {
    expect(closestVersionDoc('/docs/blog-only/thing/', canary, old, null).doc.path).toBe('/docs/3.6.3/');
  });

  it('does not mistake the version prefix for a parent page', () => {
    // /docs/3.6.3/... starts with /docs/ too: its own version base must be used.
    const {doc} = closestVersionDoc('/docs/3.6.3/missing/page/', old, canary, undefined);
    expect(doc.path).toBe('/docs/');
  });
});
