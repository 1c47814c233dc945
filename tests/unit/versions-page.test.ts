import {describe, expect, it} from 'vitest';
import {groupVersions, minorOf, toEntry} from '../../src/components/Versions/groupVersions';
import {archivedVersions} from '../../src/config/site';
import versions from '../../versions.json';

const pluginVersions = [
  {name: 'current', label: 'Canary', path: '/docs'},
  {name: '3.7.0', label: '3.7.0', path: '/docs/3.7.0'},
  {name: '3.6.3', label: '3.6.3', path: '/docs/3.6.3'},
];

describe('groupVersions', () => {
  it('puts the first stable release first, Canary as next, the rest as past', () => {
    const grouped = groupVersions(pluginVersions, versions, archivedVersions);
    expect(grouped.stable).toEqual({
      name: '3.7.0',
      label: '3.7.0',
      docsUrl: '/docs/3.7.0/',
      releaseNotesUrl: 'https://github.com/facebook/docusaurus/releases/tag/v3.7.0',
      blogPostUrl: '/blog/releases/3.7/',
    });
    expect(grouped.next).toMatchObject({label: 'Canary', docsUrl: '/docs/'});
    expect(grouped.past.map((entry) => entry.label)).toEqual(['3.6.3', '2.3.1', '2.2.0', '2.1.0', '2.0.1']);
    expect(grouped.past[1]!.docsUrl).toBe('https://docusaurus-archive-october-2023.netlify.app/docs/2.3.1');
  });

  it('skips prereleases when picking the stable version', () => {
    const grouped = groupVersions(
      [...pluginVersions, {name: '3.8.0-beta.1', label: '3.8.0-beta.1', path: '/docs/3.8.0-beta.1'}],
      ['3.8.0-beta.1', '3.7.0', '3.6.3'],
      [],
    );
    expect(grouped.stable.name).toBe('3.7.0');
    expect(grouped.past.map((entry) => entry.name)).toEqual(['3.8.0-beta.1', '3.6.3']);
  });

  it('links a blog post only for minors that have one', () => {
    expect(minorOf('2.0.1')).toBe('2.0');
    expect(toEntry('2.0.1', '2.0.1', 'x').blogPostUrl).toBeNull();
    expect(toEntry('2.3.1', '2.3.1', 'x').blogPostUrl).toBe('/blog/releases/2.3/');
  });
});
