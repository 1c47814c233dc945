/**
 * Checks shared by the docs content tests: a page exists, has the id/slug/title/
 * sidebar label of the facts, a description, enough prose not to be a stub, and
 * covers every subject of its outline (headings compared by key terms).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

export type OutlinePage = {
  path: string;
  id: string;
  slug: string;
  title: string;
  sidebar_label: string | null;
  headings: string[];
};

const DOCS_DIR = path.resolve(__dirname, '../../../docs');
/** Below this many words of prose (code, imports and markup excluded), a page is a stub. */
export const MIN_PROSE_WORDS = 250;

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how in into is it its of on or the this to use using via what when where which with your you'.split(
    ' ',
  ),
);

function stem(word: string): string {
  return word.length > 3 && /[^su]s$/.test(word) ? word.slice(0, -1) : word;
}

/** Lowercase words, without backticks, punctuation or emoji, lightly stemmed (plural "s" dropped). */
export function keyTerms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map(stem);
}

/** Markdown without fenced code (``` or ````), front matter, imports/exports, comments and HTML/JSX tags. */
export function proseOf(markdown: string): string {
  return (
    markdown
      .replace(/^(`{3,})[\s\S]*?^\1\s*$/gm, ' ')
      .replace(/^(import|export) .*$/gm, ' ')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      // Tags never span lines here: a lone `<` in inline code must not swallow the following headings.
      .replace(/<[^>\n]+>/g, ' ')
  );
}

export function countWords(prose: string): number {
  return prose.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

export function headingsOf(content: string): string[] {
  return proseOf(content)
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => line.replace(/^#+\s*/, ''));
}

/** A subject is covered if all its key terms appear in one heading of the page or, failing that, in its text. */
export function isCovered(subject: string, pageHeadings: string[], pageText: string): boolean {
  const terms = keyTerms(subject);
  const inHeading = pageHeadings.some((heading) => {
    const words = new Set(keyTerms(heading));
    return terms.every((term) => words.has(term));
  });
  if (inHeading) return true;
  const textWords = new Set(keyTerms(pageText));
  return terms.every((term) => textWords.has(term));
}

/**
 * The URL slug the docs plugin gives a doc without `slug` front matter. Like the plugin,
 * category index files (index/README/folder name) map to the folder whatever their `id`.
 */
export function defaultSlug(relativePath: string, id: string | undefined): string {
  const dir = path.posix.dirname(relativePath);
  const fileName = path.posix.basename(relativePath).replace(/\.mdx?$/, '');
  const dirSlug = dir === '.' ? '/' : `/${dir}/`;
  const isIndex = ['index', 'readme', path.posix.basename(dir).toLowerCase()].includes(fileName.toLowerCase());
  if (isIndex) return dirSlug;
  return `${dirSlug}${id ?? fileName}`;
}

type LoadedDoc = {frontMatter: Record<string, unknown>; content: string};

export async function loadDoc(page: OutlinePage): Promise<LoadedDoc> {
  const filePath = path.join(DOCS_DIR, page.path);
  if (!fs.existsSync(filePath)) {
    throw new Error(`file missing: docs/${page.path} (doc "${page.id}" has not been written yet)`);
  }
  const fileContent = fs.readFileSync(filePath, 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return {frontMatter, content};
}

/** Declares the content tests of each outline page. */
export function describeOutlinePages(pages: OutlinePage[]): void {
  describe.each(pages.map((page) => [page.id, page] as const))('doc %s', (_id, page) => {
    it('has the id, slug, title and sidebar label of the facts', async () => {
      const {frontMatter, content} = await loadDoc(page);
      const localId = page.id.split('/').pop()!;
      const fileName = path.posix.basename(page.path).replace(/\.mdx?$/, '');
      if (localId !== fileName) {
        expect(frontMatter.id, 'front matter id').toBe(localId);
      }
      const slug =
        (frontMatter.slug as string | undefined) ?? defaultSlug(page.path, frontMatter.id as string | undefined);
      expect(slug.replace(/\/$/, '') || '/', 'slug').toBe(page.slug);
      const h1 = /^#\s+(.+)$/m.exec(proseOf(content))?.[1]?.trim();
      expect(frontMatter.title ?? h1, 'title (front matter or H1)').toBe(page.title);
      if (page.sidebar_label) {
        expect(frontMatter.sidebar_label, 'sidebar_label').toBe(page.sidebar_label);
      }
    });

    it('has a description for search engines', async () => {
      const {frontMatter} = await loadDoc(page);
      expect(typeof frontMatter.description, 'front matter description').toBe('string');
      expect((frontMatter.description as string).length, 'description length').toBeGreaterThanOrEqual(50);
    });

    it(`has at least ${MIN_PROSE_WORDS} words of prose`, async () => {
      const {content} = await loadDoc(page);
      expect(countWords(proseOf(content)), `prose words in docs/${page.path}`).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
    });

    it('covers every subject of the outline', async () => {
      const {content} = await loadDoc(page);
      const headings = headingsOf(content);
      const text = proseOf(content);
      const missing = page.headings.filter((subject) => !isCovered(subject, headings, text));
      expect(missing, `outline subjects not covered in docs/${page.path}`).toEqual([]);
    });
  });
}
