/**
 * The generated probes of `bench-search.mjs` (scripts/lib/class-probes.mjs), on a small build written to a temporary
 * folder: what each case asks and which page it expects.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {messageProbeCases, nameProbeCases, typoProbeCases} from '../../scripts/lib/class-probes.mjs';

type ProbeCase = {kind: string; half: string; query: string; expected: string[]};

function smallBuild(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'class-probes-'));
  const data = path.join(outDir, 'pagefind/local-search');
  mkdirSync(data, {recursive: true});
  const row = (url: string, title: string, section: string, defines = '') => [
    'id',
    url,
    title,
    section,
    'en',
    'default',
    '',
    '',
    100,
    defines,
  ];
  writeFileSync(
    path.join(data, 'pages.json'),
    JSON.stringify({
      pages: [
        row('/docs/deployment/', 'Deployment', 'Docs', 'trailingSlash baseUrl'),
        row('/docs/3.7.0/deployment/', 'Deployment', 'Docs', 'trailingSlash'),
        row('/blog/releases/3.7/', 'Docusaurus 3.7', 'Blog'),
      ],
    }),
  );
  const page = path.join(outDir, 'docs/troubleshooting/content');
  mkdirSync(page, {recursive: true});
  writeFileSync(
    path.join(page, 'index.html'),
    '<pre data-search-message=x><code>Doc with ID &quot;…&quot; wants to display sidebar … but it does not exist.</code></pre>',
  );
  return outDir;
}

describe('class probes', () => {
  const outDir = smallBuild();

  it('misspells the long title words of current docs pages three ways', () => {
    const {cases} = typoProbeCases(outDir) as {cases: ProbeCase[]};
    expect(cases.map((c) => [c.kind, c.query])).toEqual([
      ['drop', 'deploment'],
      ['swap', 'deplomyent'],
      ['double', 'deployyment'],
    ]);
    expect(cases.every((c) => c.expected[0] === '/docs/deployment/')).toBe(true);
  });

  it('spells each defined name of two words or more four ways', () => {
    const {cases} = nameProbeCases(outDir) as {cases: ProbeCase[]};
    expect(cases.filter((c) => c.expected.includes('/docs/deployment/')).map((c) => c.query)).toEqual([
      'trailingSlash',
      'trailing slash',
      'trailingslash',
      'trailing-slash',
      'baseUrl',
      'base url',
      'baseurl',
      'base-url',
    ]);
  });

  it('pastes a message with its variable parts filled, expecting the page that quotes it', () => {
    const message = {level: 'throw', text: 'Doc with ID "…" wants to display sidebar … but it does not exist.'};
    const {cases} = messageProbeCases(outDir, [message, {level: 'warn', text: 'Quoted by no page at all …'}]) as {
      cases: ProbeCase[];
    };
    expect(cases).toEqual([
      {
        kind: 'throw',
        half: 'probe',
        query:
          'Doc with ID "docs/guides/intro.md" wants to display sidebar /home/ci/site/src/theme/DocItem/Layout but it does not exist.',
        expected: ['/docs/troubleshooting/content/'],
      },
    ]);
  });
});
