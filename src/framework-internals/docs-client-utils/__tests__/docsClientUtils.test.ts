import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as memoized from '../docsClientUtils';
// The package's own file (not exported by its package.json), to compare results with.
import * as original from '../../../../node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

type AllPluginData = Record<string, GlobalPluginData>;

/** The site's real docs plugin data when a build or `npm start` wrote it, else a small one of the same shape. */
function pluginData(): AllPluginData {
  try {
    const globalData = JSON.parse(
      readFileSync(path.join(__dirname, '../../../../.docusaurus/globalData.json'), 'utf8'),
    );
    return globalData['docusaurus-plugin-content-docs'];
  } catch {
    const version = (name: string, versionPath: string, isLast: boolean) => ({
      name,
      label: name,
      isLast,
      path: versionPath,
      mainDocId: 'intro',
      sidebars: {},
      docs: [
        {id: 'intro', path: `${versionPath}/intro`},
        {id: 'guide', path: `${versionPath}/guide`},
      ],
    });
    return {
      default: {
        path: '/docs',
        breadcrumbs: true,
        versions: [version('current', '/docs', true), version('3.7.0', '/docs/3.7.0', false)],
      },
      community: {path: '/community', breadcrumbs: true, versions: [version('current', '/community', true)]},
    } as unknown as AllPluginData;
  }
}

describe('memoized docs client utilities give the same results as the package', () => {
  const data = pluginData();
  const paths = [
    '/',
    '/blog/',
    '/docs',
    '/docs/',
    '/docs/nope/',
    '/community/support/',
    '/docs/3.7.0/',
    '/tests/docs/',
    ...Object.values(data).flatMap((plugin) =>
      plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    ),
  ];

  it(`for ${paths.length} paths`, () => {
    for (const pathname of paths) {
      expect(memoized.getActivePlugin(data, pathname), pathname).toEqual(original.getActivePlugin(data, pathname));
      for (const plugin of Object.values(data)) {
        expect(memoized.getActiveVersion(plugin, pathname), pathname).toEqual(
          original.getActiveVersion(plugin, pathname),
        );
        expect(memoized.getActiveDocContext(plugin, pathname), pathname).toEqual(
          original.getActiveDocContext(plugin, pathname),
        );
        expect(memoized.getDocVersionSuggestions(plugin, pathname), pathname).toEqual(
          original.getDocVersionSuggestions(plugin, pathname),
        );
        expect(memoized.getLatestVersion(plugin)).toEqual(original.getLatestVersion(plugin));
      }
    }
  });

  it('answers a repeated question with the same object, and fails fast with the same message', () => {
    const plugin = Object.values(data)[0]!;
    expect(memoized.getActiveDocContext(plugin, paths.at(-1)!)).toBe(
      memoized.getActiveDocContext(plugin, paths.at(-1)!),
    );
    expect(() => memoized.getActivePlugin(data, '/elsewhere/', {failfast: true})).toThrow(
      (() => {
        try {
          original.getActivePlugin(data, '/elsewhere/', {failfast: true});
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })(),
    );
  });
});
