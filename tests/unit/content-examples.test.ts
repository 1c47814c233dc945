/**
 * Sidebars and front-matter examples of the Canary docs, checked by the content plugins' own validation (issue 18):
 * every complete `sidebars.ts`/`sidebars.js` block goes through the docs plugin's `normalizeSidebars` and
 * `validateSidebars`, as when a site loads its sidebars file; every front matter shown in a Markdown block goes to the
 * validator of the plugin it belongs to (docs, blog or pages). Fragments (`// ...`) are counted apart. The migration
 * guides show front matter of Docusaurus 1 and 2 on purpose and are left out.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {codeBlocks, evaluateConfig, type ConfigExample} from './lib/configExamples';

const require = createRequire(__filename);
type Validator = (value: Record<string, unknown>) => unknown;
const {normalizeSidebars} = require('@docusaurus/plugin-content-docs/lib/sidebars/normalization.js') as {normalizeSidebars: (value: unknown) => unknown};
const {validateSidebars} = require('@docusaurus/plugin-content-docs/lib/sidebars/validation.js') as {validateSidebars: (value: unknown) => void};
const validators: Record<'docs' | 'blog' | 'pages', Validator> = {
  docs: (require('@docusaurus/plugin-content-docs/lib/frontMatter.js') as {validateDocFrontMatter: Validator}).validateDocFrontMatter,
  blog: (require('@docusaurus/plugin-content-blog/lib/frontMatter.js') as {validateBlogPostFrontMatter: Validator}).validateBlogPostFrontMatter,
  pages: (require(path.join(path.dirname(require.resolve('@docusaurus/plugin-content-pages')), 'frontMatter')) as {validatePageFrontMatter: Validator})
    .validatePageFrontMatter,
};

const docsDir = path.join(__dirname, '../../docs');
const where = (example: ConfigExample) => `${path.relative(docsDir, example.page)}:${example.line}`;
const isFragment = (code: string) => /^\s*(\/\/\s*)?\.\.\.|\/\/ \.\.\.$|\{\s*\.\.\.\s*\}/m.test(code);

const sidebarExamples = codeBlocks(docsDir, (lang, meta) => /title="sidebars\.(ts|js)"/.test(meta) && /^(ts|js)$/.test(lang));
const completeSidebars = sidebarExamples.filter(
  (example) => !isFragment(example.code) && /export default|module\.exports|const sidebars\b/.test(example.code),
);

/** Runs a sidebars example and returns what it defines (examples often stop at `const sidebars = ...;`). */
async function evaluateSidebars(example: ConfigExample): Promise<unknown> {
  const code = /export default|module\.exports/.test(example.code) ? example.code : `${example.code}\nexport default sidebars;`;
  return evaluateConfig({...example, code});
}

const frontMatterExamples = codeBlocks(docsDir, (lang) => /^(md|mdx|markdown)$/.test(lang))
  .filter((example) => /^---\n[\s\S]*?\n---/.test(example.code))
  .filter((example) => !example.page.includes(`${path.sep}migration${path.sep}`));

/** Which plugin reads the front matter a page shows. */
function pluginOf(example: ConfigExample): keyof typeof validators {
  const page = path.relative(docsDir, example.page);
  if (/(^|\/)blog\.mdx$|plugin-content-blog/.test(page)) return 'blog';
  if (/creating-pages|plugin-content-pages/.test(page)) return 'pages';
  return 'docs';
}

function frontMatterOf(example: ConfigExample): Record<string, unknown> {
  return (yaml.load(/^---\n([\s\S]*?)\n---/.exec(example.code)![1]!) ?? {}) as Record<string, unknown>;
}

describe('sidebars examples of the Canary docs', () => {
  it('finds them (a broken extraction must not pass silently)', () => {
    console.log(`sidebars examples: ${sidebarExamples.length} found, ${completeSidebars.length} validated, ${sidebarExamples.length - completeSidebars.length} fragments`);
    expect(completeSidebars.length).toBeGreaterThan(8);
  });

  for (const example of completeSidebars) {
    it(`${where(example)} is accepted by the docs plugin`, async () => {
      const sidebars = await evaluateSidebars(example);
      expect(() => validateSidebars(normalizeSidebars(sidebars))).not.toThrow();
    });
  }

  it('rejects an invalid sidebar with the plugin’s message', async () => {
    const sidebars = {docs: [{type: 'doc', label: 'No id'}]};
    expect(() => validateSidebars(normalizeSidebars(sidebars))).toThrow(/"id" is required/);
  });
});

describe('front matter examples of the Canary docs', () => {
  const usable = frontMatterExamples.filter((example) => !isFragment(example.code));

  it('finds them', () => {
    const counts = usable.reduce<Record<string, number>>((all, example) => ({...all, [pluginOf(example)]: (all[pluginOf(example)] ?? 0) + 1}), {});
    console.log(`front matter examples: ${frontMatterExamples.length} found, validated ${JSON.stringify(counts)}`);
    expect(usable.length).toBeGreaterThan(12);
  });

  for (const example of usable) {
    it(`${where(example)} is accepted by the ${pluginOf(example)} plugin`, () => {
      expect(() => validators[pluginOf(example)](frontMatterOf(example))).not.toThrow();
    });
  }

  it('rejects an invalid front matter with the plugin’s message', () => {
    expect(() => validators.docs({sidebar_position: 'first'})).toThrow(/sidebar_position/);
    expect(() => validators.blog({date: 'not a date'})).toThrow(/date/);
  });
});
