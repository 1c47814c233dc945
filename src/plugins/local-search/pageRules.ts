/**
 * Which built pages go into the search index, and the Pagefind attributes they get.
 * The served HTML is never changed: the indexer works on a copy that these
 * functions annotate (data-pagefind-body on <main>, filters and meta).
 */
import {isIdentifier} from './queryRules';

/** Path prefixes (after the base URL) that never belong in search results. */
export const excludedPathPrefixes = ['tests/', '__docusaurus/', 'search/'];

/** <html> classes of list pages: they repeat the content of the pages they list. */
export const excludedPageClasses = [
  'blog-list-page',
  'blog-tags-list-page',
  'blog-tags-post-list-page',
  'blog-archive-page',
  'blog-authors-list-page',
  'blog-authors-posts-page',
  'docs-tags-list-page',
  'docs-tags-doc-list-page',
];

/** Parts of <main> that are chrome, not content. */
export const excludedSelectors = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  '.hash-link',
  // "Copy page" / "View as Markdown" controls of the docs pages.
  '.theme-copy-page',
  // Blog post header: date, reading time and authors (the title h1 stays).
  'article > header > div',
  'nav',
  'button',
  // Tab labels ("npm Yarn pnpm") are controls, not text.
  '[role="tablist"]',
];

const sections: [prefix: string, label: string][] = [
  ['docs/', 'Docs'],
  ['blog/', 'Blog'],
  ['community/', 'Community'],
  ['changelog/', 'Changelog'],
];

export function sectionOf(sitePath: string): string {
  return sections.find(([prefix]) => sitePath.startsWith(prefix))?.[1] ?? 'Pages';
}

/** "docs-default-3.6.3" → "3.6.3"; "docs-default-current" → "current"; other tags → null. */
export function docsVersionOfTag(tag: string): string | null {
  const match = /^docs-[^-]+(?:-[^-]+)*?-(current|\d[\w.-]*)$/.exec(tag);
  return match ? match[1]! : null;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    attributes.set(match[1]!.toLowerCase(), decodeEntities(match[3] ?? match[4] ?? match[5] ?? ''));
  }
  return attributes;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"}[lower] ?? entity;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function metaContent(html: string, name: string): string | undefined {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    if ((attributes.get('name') ?? attributes.get('property')) === name) {
      return attributes.get('content');
    }
  }
  return undefined;
}

/** Weight of the page's description (Pagefind's scale: body text 1, h1 7). */
export const descriptionWeight = 2;

function summaryParagraph(description: string | undefined): string {
  return description ? `<p data-pagefind-weight="${descriptionWeight}">${escapeAttribute(description)}</p>` : '';
}

export type IndexedPage = {
  title: string;
  section: string;
  language: string;
  docusaurusTag: string;
  version: string | null;
};

/**
 * The API names a page defines: the code that fills a table's first cell (an option, a front matter field, a CLI flag)
 * or stands in a heading (`### \`createRedirects\``). Only names shaped like identifiers (camelCase, snake_case,
 * kebab-case, dotted): a plain word such as `path` or `title` is defined on many pages and names none of them.
 */
export function definedNames(html: string): string[] {
  const found = new Set<string>();
  const add = (code: string) => {
    // A method's heading gives its signature: `async loadContent()`, `extendCli(cli)` define loadContent, extendCli.
    const name = decodeEntities(code.replace(/<[^>]+>/g, ''))
      .trim()
      .replace(/^(?:async|static)\s+/, '')
      .replace(/\s*\([^()]*(?:\([^()]*\)[^()]*)*\)$/, '');
    if (/^[\w.@/-]{3,60}$/.test(name) && isIdentifier(name)) found.add(name);
  };
  for (const match of html.matchAll(/<tr>\s*<td\b[^>]*>\s*<code\b[^>]*>([^<]+)<\/code>\s*(?:<\/td>|<td\b)/gi))
    add(match[1]!);
  for (const heading of html.matchAll(/<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/gi)) {
    for (const code of heading[1]!.matchAll(/<code\b[^>]*>([\s\S]*?)<\/code>/gi)) add(code[1]!);
  }
  return [...found];
}

/**
 * The messages a page quotes to explain them (`quotedMessages.ts`): elements marked `data-search-message`, whose value
 * is the anchor of the entry that explains the message.
 */
export function quotedMessagesOf(html: string): {anchor: string; text: string}[] {
  // The minifier drops the quotes of an attribute value that needs none.
  const marked = /<(\w+)\b[^>]*\bdata-search-message=(?:"([^"]*)"|([^\s">]+))[^>]*>([\s\S]*?)<\/\1>/gi;
  return [...html.matchAll(marked)].map((match) => ({
    anchor: decodeEntities(match[2] ?? match[3]!),
    text: decodeEntities(match[4]!.replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

export type PageDecision =
  | {
      indexed: true;
      page: IndexedPage;
      html: string;
      defines: string[];
      messages: {anchor: string; text: string}[];
      /** The page announces that what it documents is retired (`announcesRetirement`). */
      retired: boolean;
      /** The page's `<meta name="description">`, when it has one. */
      description?: string;
    }
  | {indexed: false; reason: string};

/** Words of an admonition's title that say its page's subject is no longer in use. */
const retiredTitle = /\b(?:obsolete|deprecated|retired)\b/i;

/**
 * Does the page say, before its first section, that what it documents is retired: an admonition titled so
 * (":::danger[Obsolete service]" on the Universal Analytics plugin's page)? A retired page yields to its successor
 * in the ranking (`retiredShare`); a deprecated option further down says nothing of the page.
 */
export function announcesRetirement(mainHtml: string): boolean {
  const firstSection = mainHtml.search(/<h2\b/i);
  const intro = firstSection < 0 ? mainHtml : mainHtml.slice(0, firstSection);
  for (const match of intro.matchAll(/class="?theme-admonition\b[^>]*>\s*<div\b[^>]*>([\s\S]*?)<\/div>/gi)) {
    if (retiredTitle.test(decodeEntities(match[1]!.replace(/<[^>]*>/g, ' ')))) return true;
  }
  return false;
}

/**
 * Decides whether a built page is indexed and, if so, returns its annotated copy.
 * `sitePath` is the file's path relative to the output folder, e.g. "docs/cli/index.html".
 */
export function annotatePage(html: string, sitePath: string, {siteTitle}: {siteTitle: string}): PageDecision {
  const path = sitePath.replace(/\\/g, '/');
  if (path === '404.html' || excludedPathPrefixes.some((prefix) => path.startsWith(prefix))) {
    return {indexed: false, reason: 'excluded path'};
  }
  const robots = metaContent(html, 'robots');
  if (robots && /noindex/i.test(robots)) {
    return {indexed: false, reason: 'noindex'};
  }
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const classes = (attributesOf(htmlTag).get('class') ?? '').split(/\s+/);
  // Of a blog plugin (blog, changelog), only the posts: archive, tag, author and list pages repeat them.
  const isBlogPage = classes.includes('plugin-blog');
  if (
    classes.some((name) => excludedPageClasses.includes(name)) ||
    (isBlogPage && !classes.includes('blog-post-page'))
  ) {
    return {indexed: false, reason: 'list page'};
  }
  const mainTag = /<main\b[^>]*>/i.exec(html);
  if (!mainTag) {
    return {indexed: false, reason: 'no <main>'};
  }

  const rawTitle = decodeEntities(/<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '').trim();
  const docusaurusTag = metaContent(html, 'docsearch:docusaurus_tag') ?? 'default';
  // Tab titles end with the site title, and older docs versions add their version ("Tabs | Docusaurus 3.6.3");
  // hits show the version apart, so the indexed title is the page's own.
  const version = docsVersionOfTag(docusaurusTag);
  const suffixes = [` | ${siteTitle}`, ...(version && version !== 'current' ? [` | ${siteTitle} ${version}`] : [])];
  const suffix = suffixes.find((candidate) => rawTitle.endsWith(candidate));
  const title = (suffix ? rawTitle.slice(0, -suffix.length) : rawTitle) || siteTitle;
  const page: IndexedPage = {
    title,
    section: sectionOf(path),
    language: metaContent(html, 'docsearch:language') ?? attributesOf(htmlTag).get('lang') ?? 'en',
    docusaurusTag,
    version: docsVersionOfTag(docusaurusTag),
  };

  const value = (key: string, content: string) => `data-pagefind-${key}="${escapeAttribute(content)}"`;
  const keywords = metaContent(html, 'keywords')?.trim();
  const annotations = [
    `<span ${value('meta', 'title[data-value]')} data-value="${escapeAttribute(page.title)}"></span>`,
    `<span ${value('meta', 'section[data-value]')} data-value="${escapeAttribute(page.section)}"></span>`,
    `<span ${value('filter', 'language[data-value]')} data-value="${escapeAttribute(page.language)}"></span>`,
    `<span ${value('filter', 'docusaurus_tag[data-value]')} data-value="${escapeAttribute(page.docusaurusTag)}"></span>`,
    `<span ${value('filter', 'section[data-value]')} data-value="${escapeAttribute(page.section)}"></span>`,
    ...(page.version
      ? [`<span ${value('meta', 'version[data-value]')} data-value="${escapeAttribute(page.version)}"></span>`]
      : []),
    // The page's `keywords` front matter (readers' words for its tasks) travels as metadata, not as searchable text:
    // the page table counts them as headings (searchData.ts), so they lift a page that has the words, and add no page.
    ...(keywords
      ? [`<span ${value('meta', 'keywords[data-value]')} data-value="${escapeAttribute(keywords)}"></span>`]
      : []),
  ].join('');
  const openTag = mainTag[0].replace(/^<main\b/i, '<main data-pagefind-body');
  // The page's summary: searched as text below the title, and the reader query of a page that has none (indexer.ts).
  const description = metaContent(html, 'description')?.trim();
  const body = html
    .slice(mainTag.index + mainTag[0].length)
    // Pagefind joins the text of adjacent cells and items ("buildBuilds"), and the minifier drops
    // their closing tags: a space before each of their tags keeps the words apart.
    .replace(/<(\/?)(td|th|li|dt|dd)\b/gi, ' <$1$2')
    // The page title outweighs body text (Pagefind's scale ends at 10; an h1 gets 7 by default).
    .replace(/<h1\b/i, '<h1 data-pagefind-weight="10"')
    // The page's summary, written in the words of a reader's task ("try Docusaurus in your browser without installing
    // anything"), is searched as text just below the title.
    .replace(/<\/h1>/i, (closing) => closing + summaryParagraph(description));
  // The names the page defines go to the page table only (searchData.ts), not to Pagefind: as metadata they would
  // enter its index and move its chunk boundaries. A release post or a changelog entry announces a name in a heading;
  // the reference page defines it.
  const announces = page.section === 'Blog' || page.section === 'Changelog';
  const defines = announces ? [] : definedNames(html.slice(mainTag.index));
  const messages = quotedMessagesOf(html.slice(mainTag.index));
  return {
    indexed: true,
    page,
    html: html.slice(0, mainTag.index) + openTag + annotations + body,
    defines,
    messages,
    retired: announcesRetirement(html.slice(mainTag.index)),
    ...(description ? {description} : {}),
  };
}
