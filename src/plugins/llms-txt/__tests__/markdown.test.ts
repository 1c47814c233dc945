import {describe, expect, it} from 'vitest';
import {
  buildLlmsFull,
  buildLlmsTxt,
  markdownUrlFor,
  mdxToMarkdown,
  pageUrlFor,
  rewriteDocLinks,
  splitFrontMatter,
  type MarkdownDoc,
} from '../markdown';
import {sectionsFromSidebar} from '../index';

describe('markdownUrlFor', () => {
  it('puts the copy beside the page folder', () => {
    expect(markdownUrlFor('/docs/cli/')).toBe('/docs/cli.md');
    expect(markdownUrlFor('/docs/guides/docs/versioning/')).toBe('/docs/guides/docs/versioning.md');
    expect(markdownUrlFor('/docs/')).toBe('/docs.md');
    expect(markdownUrlFor('/')).toBe('/index.md');
  });
});

describe('pageUrlFor', () => {
  it('follows the trailingSlash setting', () => {
    expect(pageUrlFor('/docs/cli', true)).toBe('/docs/cli/');
    expect(pageUrlFor('/docs/cli/', false)).toBe('/docs/cli');
    expect(pageUrlFor('/docs/cli', undefined)).toBe('/docs/cli');
  });
});

describe('splitFrontMatter', () => {
  it('separates YAML front matter', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\nBody')).toEqual({frontMatter: 'title: A', body: 'Body'});
    expect(splitFrontMatter('No front matter')).toEqual({frontMatter: '', body: 'No front matter'});
  });
});

describe('mdxToMarkdown', () => {
  const source = [
    '---',
    'description: How to set things up.',
    'sidebar_position: 2',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    'import {',
    '  Thing,',
    "} from '@site/src/thing';",
    '',
    '# Set up',
    '',
    '{/* truncate */}',
    '',
    'Run this: <Thing kind="a" />.',
    '',
    '<Cards',
    '  items={{a: <p>Prop text</p>}}',
    '/>',
    '',
    '<Tabs>',
    '<TabItem value="js" label="JavaScript">',
    '',
    '```js title="a.js"',
    "import x from 'y';",
    '<Tabs>not a tag here</Tabs>',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '```bash npm2yarn',
    'npm install',
    '```',
    '',
    '<details><summary>More</summary>Hidden text</details>',
  ].join('\n');
  const result = mdxToMarkdown(source, {title: 'Set up', description: 'How to set things up.'});

  it('drops front matter, imports and MDX comments', () => {
    expect(result).not.toContain('sidebar_position');
    expect(result).not.toContain("from '@theme/Tabs'");
    expect(result).not.toContain('Thing,');
    expect(result).not.toContain('truncate');
  });

  it('unwraps components, keeping their text and tab labels', () => {
    expect(result).toContain('Run this: .');
    expect(result).not.toContain('Prop text');
    expect(result).not.toContain('Cards');
    expect(result).toContain('**JavaScript**');
    expect(result.split('```')[0]).not.toMatch(/<\/?Tab/);
  });

  it('keeps code blocks verbatim, minus the npm2yarn marker', () => {
    expect(result).toContain('```js title="a.js"\nimport x from \'y\';\n<Tabs>not a tag here</Tabs>\n```');
    expect(result).toContain('```bash\nnpm install\n```');
  });

  it('keeps plain HTML and puts the description under an existing title', () => {
    expect(result).toContain('<details><summary>More</summary>Hidden text</details>');
    expect(result.startsWith('# Set up\n\n> How to set things up.\n\nRun this')).toBe(true);
  });

  it('adds a title when the body has none', () => {
    expect(mdxToMarkdown('Some text.', {title: 'Intro', description: ''})).toBe('# Intro\n\nSome text.\n');
  });
});

describe('rewriteDocLinks', () => {
  it('points relative source links at Markdown copies and keeps anchors', () => {
    const map: Record<string, string> = {'./cli.mdx': 'https://x.io/docs/cli.md'};
    expect(rewriteDocLinks('See [CLI](./cli.mdx#build) and [gone](./gone.md).', (t) => map[t])).toBe(
      'See [CLI](https://x.io/docs/cli.md#build) and [gone](./gone.md).',
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  const doc = (title: string, permalink: string): MarkdownDoc => ({
    title,
    description: `About ${title}`,
    permalink,
    markdownUrl: markdownUrlFor(permalink),
    markdown: `# ${title}\n\nText of ${title}.\n`,
  });
  const sections = [
    {title: 'Start here', docs: [doc('Intro', '/docs/')]},
    {title: 'Empty', docs: []},
    {title: 'Guides', docs: [doc('CLI', '/docs/cli/')]},
  ];

  it('lists each section with absolute links to the Markdown copies', () => {
    const text = buildLlmsTxt({siteTitle: 'Site', summary: 'Sum', origin: 'https://x.io', sections});
    expect(text).toBe(
      '# Site\n\n> Sum\n\n## Start here\n\n- [Intro](https://x.io/docs.md): About Intro\n\n## Guides\n\n- [CLI](https://x.io/docs/cli.md): About CLI\n',
    );
  });

  it('concatenates every page with its source URL', () => {
    const text = buildLlmsFull({
      siteTitle: 'Site',
      summary: 'Sum',
      origin: 'https://x.io',
      docs: sections.flatMap((s) => s.docs),
    });
    expect(text).toContain('<!-- Source: https://x.io/docs/cli/ -->\n\n# CLI\n\nText of CLI.');
    expect(text.indexOf('# Intro')).toBeLessThan(text.indexOf('# CLI'));
  });
});

describe('sectionsFromSidebar', () => {
  it('groups docs by top-level category, in order, with category link docs', () => {
    const sections = sectionsFromSidebar(
      [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'Guides',
          link: {type: 'doc', id: 'guides/index'},
          items: [
            {type: 'doc', id: 'guides/a'},
            {type: 'category', label: 'Deep', items: [{type: 'doc', id: 'guides/deep/b'}, {type: 'link'}]},
          ],
        },
        {type: 'link'},
      ],
      'Start here',
    );
    expect(sections).toEqual([
      {title: 'Start here', ids: ['intro']},
      {title: 'Guides', ids: ['guides/index', 'guides/a', 'guides/deep/b']},
    ]);
  });
});
