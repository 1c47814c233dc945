/**
 * Pure functions that turn a docs page's MDX source into Markdown a language model
 * (or a person pasting into a chat) can read, and that assemble llms.txt and llms-full.txt.
 * No file system access here, so each rule is unit-tested on strings.
 */

export type MarkdownDoc = {
  title: string;
  description: string;
  /** Site URL of the HTML page, e.g. `/docs/installation/`. */
  permalink: string;
  /** Site URL of the Markdown copy, e.g. `/docs/installation.md`. */
  markdownUrl: string;
  /** The converted Markdown body (title included). */
  markdown: string;
};

export type LlmsSection = {title: string; docs: MarkdownDoc[]};

export {markdownUrlFor} from './markdownUrl';

/**
 * The page URL as the site serves it: docs metadata permalinks come without the
 * trailing slash that `trailingSlash: true` adds to the routes.
 */
export function pageUrlFor(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === true && !permalink.endsWith('/')) return `${permalink}/`;
  if (trailingSlash === false && permalink.length > 1) return permalink.replace(/\/+$/, '');
  return permalink;
}

/** Splits a leading YAML front matter block from the body. */
export function splitFrontMatter(source: string): {frontMatter: string; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return {frontMatter: '', body: source};
  return {frontMatter: match[1]!, body: source.slice(match[0].length)};
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Reads the `label` (or else `value`) attribute of a JSX tag, if any. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["'\`]([^"'\`]*)["'\`]\\})`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Rewrites one line of prose (outside code fences): removes MDX comments, turns
 * `<TabItem label="npm">` into a bold label, drops other capitalised JSX component
 * tags while keeping the text between them. Lowercase HTML (details, summary, kbd) stays.
 */
function convertProseLine(line: string): string {
  let result = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  result = result.replace(/<TabItem\b[^>]*>/g, (tag) => {
    const label = attribute(tag, 'label') ?? attribute(tag, 'value');
    return label ? `**${label}**\n` : '';
  });
  // Self-closing, opening and closing tags of React components (<Foo />, <Foo a="b">, </Foo>).
  result = result.replace(/<\/?[A-Z][\w.]*(?:\s[^<>]*?)?\/?>/g, '');
  return result;
}

/** Whether a (trimmed) line is part of an ESM import/export statement. */
function startsEsm(trimmed: string): boolean {
  return /^(import|export)\s/.test(trimmed);
}

/**
 * Converts an MDX/Markdown docs source to plain Markdown: front matter and ESM lines
 * removed, JSX components unwrapped, code fences kept verbatim (except the build-time
 * `npm2yarn` marker), and the title and description put on top when the body has no h1.
 */
export function mdxToMarkdown(source: string, meta: {title: string; description?: string}): string {
  const {body} = splitFrontMatter(source);
  const out: string[] = [];
  let fence: string | null = null;
  let inEsm = false;
  let inComment = false;
  let jsxIndent: number | null = null;
  for (const line of body.split(/\r?\n/)) {
    if (fence) {
      out.push(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const opening = fenceOpen.exec(line);
    if (opening) {
      fence = opening[2]!;
      const info = opening[3]!.replace(/\s*\bnpm2yarn\b/, '');
      out.push(`${opening[1]}${fence}${info}`);
      continue;
    }
    const trimmed = line.trim();
    if (inEsm) {
      // A multi-line import/export ends with a line that closes the statement.
      if (/(;|from\s+['"][^'"]+['"];?)$/.test(trimmed) || trimmed === '}' || trimmed === '};') inEsm = false;
      continue;
    }
    if (startsEsm(trimmed)) {
      const complete =
        /;$/.test(trimmed) || /\bfrom\s+['"][^'"]+['"]$/.test(trimmed) || /^import\s+['"][^'"]+['"]$/.test(trimmed);
      inEsm = !complete;
      continue;
    }
    if (jsxIndent !== null) {
      // Inside a component tag spread over several lines: its props are code, not prose.
      const indent = line.length - line.trimStart().length;
      if (trimmed === '/>' || trimmed === '>' || (indent <= jsxIndent && /\/?>$/.test(trimmed))) jsxIndent = null;
      continue;
    }
    if (/^<[A-Z][\w.]*(\s[^>]*)?$/.test(trimmed)) {
      jsxIndent = line.length - line.trimStart().length;
      continue;
    }
    if (inComment) {
      if (trimmed.includes('*/}')) inComment = false;
      continue;
    }
    if (trimmed.startsWith('{/*') && !trimmed.includes('*/}')) {
      inComment = true;
      continue;
    }
    out.push(convertProseLine(line).trimEnd());
  }
  let markdown = out.join('\n');
  // Lines emptied by removed tags leave runs of blank lines (outside code: acceptable in code too).
  markdown = markdown
    .replace(/\n[ \t]+\n/g, '\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Title first (the page's own h1 if it starts with one), then the description as a quote.
  let title = `# ${meta.title}`;
  const ownTitle = /^#[ \t]+\S.*(?:\n|$)/.exec(markdown);
  if (ownTitle) {
    title = ownTitle[0].trim();
    markdown = markdown.slice(ownTitle[0].length).trim();
  }
  const quote = meta.description && !markdown.includes(meta.description) ? `> ${meta.description}` : '';
  return `${[title, quote, markdown].filter(Boolean).join('\n\n')}\n`;
}

/**
 * Replaces relative links to other docs sources (`./cli.mdx#anchor`) by the
 * site URL of their Markdown copy, so links keep working outside the site.
 * `resolveSource` maps a link target (relative to the current file) to a Markdown URL.
 */
export function rewriteDocLinks(markdown: string, resolveSource: (target: string) => string | undefined): string {
  return markdown.replace(/\]\((\.{1,2}\/[^)\s#]+\.mdx?)(#[^)\s]*)?\)/g, (whole, target: string, hash?: string) => {
    const url = resolveSource(target);
    return url ? `](${url}${hash ?? ''})` : whole;
  });
}

/** The llms.txt index: site title, summary, then one list of links per sidebar section. */
export function buildLlmsTxt(options: {
  siteTitle: string;
  summary: string;
  details?: string;
  origin: string;
  sections: LlmsSection[];
}): string {
  const lines = [`# ${options.siteTitle}`, '', `> ${options.summary}`, ''];
  if (options.details) lines.push(options.details, '');
  for (const section of options.sections) {
    if (section.docs.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const doc of section.docs) {
      const note = doc.description ? `: ${doc.description}` : '';
      lines.push(`- [${doc.title}](${options.origin}${doc.markdownUrl})${note}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** llms-full.txt: every page's Markdown, in sidebar order, each preceded by its source URL. */
export function buildLlmsFull(options: {
  siteTitle: string;
  summary: string;
  origin: string;
  docs: MarkdownDoc[];
}): string {
  const parts = [`# ${options.siteTitle}\n\n> ${options.summary}`];
  for (const doc of options.docs) {
    parts.push(`<!-- Source: ${options.origin}${doc.permalink} -->\n\n${doc.markdown.trim()}`);
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
