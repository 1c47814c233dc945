/**
 * Sidebars and front-matter examples of the docs, and the content plugins' own validators for them (from this
 * project's packages, or from another installation of Docusaurus for the versioned docs).
 */
import path from 'node:path';
import yaml from 'js-yaml';
import {codeBlocks, evaluateConfig, type ConfigExample, type PackageLoader} from './configExamples';

type Validator = (value: Record<string, unknown>) => unknown;
export type ContentValidators = {sidebars: (value: unknown) => void} & Record<'docs' | 'blog' | 'pages', Validator>;

/** The validators a site runs when it loads its sidebars file and its Markdown front matter. */
export function contentValidators(load: PackageLoader, resolve: (name: string) => string): ContentValidators {
  const {normalizeSidebars} = load('@docusaurus/plugin-content-docs/lib/sidebars/normalization.js') as {
    normalizeSidebars: (value: unknown) => unknown;
  };
  const {validateSidebars} = load('@docusaurus/plugin-content-docs/lib/sidebars/validation.js') as {
    validateSidebars: (value: unknown) => void;
  };
  // plugin-content-pages has no `exports` map: its lib folder is found next to its main file.
  const pagesLib = path.dirname(resolve('@docusaurus/plugin-content-pages'));
  return {
    sidebars: (value) => validateSidebars(normalizeSidebars(value)),
    docs: (load('@docusaurus/plugin-content-docs/lib/frontMatter.js') as {validateDocFrontMatter: Validator})
      .validateDocFrontMatter,
    blog: (load('@docusaurus/plugin-content-blog/lib/frontMatter.js') as {validateBlogPostFrontMatter: Validator})
      .validateBlogPostFrontMatter,
    pages: (load(path.join(pagesLib, 'frontMatter.js')) as {validatePageFrontMatter: Validator})
      .validatePageFrontMatter,
  };
}

/** A block that shows only part of a file (`// ...`, `...`). */
export const isFragment = (code: string) => /^\s*(\/\/\s*)?\.\.\.|\/\/ \.\.\.$|\{\s*\.\.\.\s*\}/m.test(code);

/** Complete `sidebars.ts`/`sidebars.js` blocks, and how many blocks were fragments. */
export function sidebarExamples(docsDir: string): {complete: ConfigExample[]; fragments: number} {
  const all = codeBlocks(docsDir, (lang, meta) => /title="sidebars\.(ts|js)"/.test(meta) && /^(ts|js)$/.test(lang));
  const complete = all.filter(
    (example) => !isFragment(example.code) && /export default|module\.exports|const sidebars\b/.test(example.code),
  );
  return {complete, fragments: all.length - complete.length};
}

/** Runs a sidebars example and returns what it defines (examples often stop at `const sidebars = ...;`). */
export async function evaluateSidebars(example: ConfigExample): Promise<unknown> {
  const code = /export default|module\.exports/.test(example.code)
    ? example.code
    : `${example.code}\nexport default sidebars;`;
  return evaluateConfig({...example, code});
}

/**
 * Markdown blocks that start with front matter, outside the migration guides (which show Docusaurus 1 and 2 front
 * matter on purpose), and without fragments.
 */
export function frontMatterExamples(docsDir: string): ConfigExample[] {
  return codeBlocks(docsDir, (lang) => /^(md|mdx|markdown)$/.test(lang))
    .filter((example) => /^---\n[\s\S]*?\n---/.test(example.code))
    .filter((example) => !example.page.includes(`${path.sep}migration${path.sep}`))
    .filter((example) => !isFragment(example.code));
}

/** Which plugin reads the front matter a page shows. */
export function pluginOf(docsDir: string, example: ConfigExample): 'docs' | 'blog' | 'pages' {
  const page = path.relative(docsDir, example.page);
  if (/(^|\/)blog\.mdx$|plugin-content-blog/.test(page)) return 'blog';
  if (/creating-pages|plugin-content-pages/.test(page)) return 'pages';
  return 'docs';
}

export function frontMatterOf(example: ConfigExample): Record<string, unknown> {
  return (yaml.load(/^---\n([\s\S]*?)\n---/.exec(example.code)![1]!) ?? {}) as Record<string, unknown>;
}
