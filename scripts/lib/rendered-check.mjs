// Rules of the rendered-output check (scripts/check-rendered.mjs): what a reader must never see on a built page.
// Markdown and MDX source that slipped through the compiler shows up as plain text in the page, so the text rules
// read the text the reader gets (main content, outside code) and the structure rules read the whole document.
import {parseDocument} from 'htmlparser2';
import {getAttributeValue, getChildren, hasAttrib, isTag, isText, textContent} from 'domutils';

/** Text patterns that mean Markdown or MDX source reached the reader. */
export const sourceTextRules = [
  {rule: 'admonition-fence', pattern: /(?:^|\s):::(?:[a-z]+\b|\s|$)/},
  {rule: 'mdx-comment', pattern: /\{\/\*|\*\/\}/},
  {rule: 'heading-id', pattern: /\{#[\w-]+\}/},
  {rule: 'markdown-bold', pattern: /\*\*[^*\s](?:[^*]*[^*\s])?\*\*/},
  {rule: 'markdown-link', pattern: /\[[^\]\n]+\]\((?:https?:\/\/|mailto:|\/|\.{1,2}\/|#)[^)\s]*\)/},
  {rule: 'raw-math', pattern: /\$\$/},
  {
    rule: 'jsx-as-text',
    pattern: /<\/?[A-Za-z][\w.:-]*(?:\s+[\w:@.-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}|[^\s>]+))?)*\s*\/?>/,
  },
];

/** Elements whose text is code or machine data, not prose: their content may hold any syntax. */
const notProse = new Set([
  'code',
  'pre',
  'kbd',
  'samp',
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'svg',
  'math',
]);

/** KaTeX keeps the TeX source in a hidden MathML annotation next to the rendered formula. */
function isHiddenSource(el) {
  const cls = getAttributeValue(el, 'class') ?? '';
  return /\bkatex-mathml\b/.test(cls) || el.name === 'annotation';
}

function snippet(text, index = 0, length = 80) {
  const start = Math.max(0, index - 20);
  return text
    .slice(start, start + length)
    .replace(/\s+/g, ' ')
    .trim();
}

function* elements(node) {
  for (const child of getChildren(node)) {
    if (isTag(child)) {
      yield child;
      yield* elements(child);
    }
  }
}

/** Joined text of a node's prose: text nodes and inline descendants, skipping code and hidden sources. */
function proseTexts(root) {
  const blocks = [];
  let current = '';
  const flush = () => {
    if (current.trim()) blocks.push(current);
    current = '';
  };
  const blockTags =
    /^(p|div|li|ul|ol|h[1-6]|table|thead|tbody|tr|td|th|blockquote|section|article|aside|header|footer|nav|details|summary|dl|dt|dd|figure|figcaption|br|hr|main)$/;
  const walk = (node) => {
    for (const child of getChildren(node)) {
      if (isText(child)) {
        current += child.data;
      } else if (isTag(child)) {
        if (notProse.has(child.name) || isHiddenSource(child)) {
          // Code breaks the text: `**` inside and outside code must not join into one match.
          current += ' \u0000 ';
          continue;
        }
        const block = blockTags.test(child.name);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return blocks;
}

/** True when the image sits in a link or button that has no text of its own. */
function isSoleLinkContent(img) {
  for (let node = img.parent; node && isTag(node); node = node.parent) {
    if (node.name === 'a' || node.name === 'button') {
      return !textContent(node).trim() && !getAttributeValue(node, 'aria-label')?.trim();
    }
  }
  return false;
}

/** The page's main content: `<main>`, else the body (plain HTML pages). */
function mainContent(doc) {
  for (const el of elements(doc)) if (el.name === 'main') return el;
  for (const el of elements(doc)) if (el.name === 'body') return el;
  return doc;
}

/** URLs of a srcset: each candidate is a URL (which may hold commas, as data URLs do) and optional descriptors. */
export function srcsetUrls(srcset) {
  const urls = [];
  // As the HTML parser does: skip separators, read a run of non-space characters, drop its trailing commas, then
  // skip the descriptors up to the next comma.
  const candidate = /[\s,]*(\S+)(?:\s+[^,]*)?(?:,|$)/gy;
  let match;
  while (candidate.lastIndex < srcset.length && (match = candidate.exec(srcset))) {
    const url = match[1].replace(/,+$/, '');
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * Where an image source points: 'data' (a data URL), 'external' (another origin), 'local' (a path in the build),
 * or 'invalid'. Local paths are returned resolved against the page URL, without query or hash.
 */
export function classifyImageSource(src, pageUrl) {
  const value = src.trim();
  if (!value) return {kind: 'invalid', reason: 'empty src'};
  if (/^data:/i.test(value)) {
    return /^data:image\/[\w.+-]+(;[\w=.+-]+)*(;base64)?,./i.test(value)
      ? {kind: 'data'}
      : {kind: 'invalid', reason: 'data URL that is not an image'};
  }
  if (/^(https?:)?\/\//i.test(value)) return {kind: 'external'};
  if (/^[a-z][\w+.-]*:/i.test(value)) return {kind: 'invalid', reason: 'unsupported URL scheme'};
  const resolved = new URL(value, `http://site.invalid${pageUrl}`);
  return {kind: 'local', path: decodeURIComponent(resolved.pathname)};
}

/**
 * Checks one built page. `pageUrl` is its URL path (/docs/intro/); `fileExists(urlPath)` tells whether a file of the
 * build answers that path. Returns findings {rule, snippet}.
 * @param {string} html
 * @param {{pageUrl?: string, fileExists?: (urlPath: string) => boolean}} [options]
 * @returns {{rule: string, snippet: string}[]}
 */
export function checkPage(html, {pageUrl = '/', fileExists = (_urlPath) => true} = {}) {
  const doc = parseDocument(html, {decodeEntities: true});
  const findings = [];
  const add = (rule, text) => findings.push({rule, snippet: text});

  // Text the reader gets, in the main content.
  for (const text of proseTexts(mainContent(doc))) {
    for (const {rule, pattern} of sourceTextRules) {
      const match = pattern.exec(text);
      if (match) add(rule, snippet(text, match.index));
    }
  }

  const all = [...elements(doc)];

  // Images: alt text, and a source that exists.
  for (const img of all.filter((el) => el.name === 'img')) {
    const src = getAttributeValue(img, 'src');
    const label = `<img src="${(src ?? '').slice(0, 60)}">`;
    if (!hasAttrib(img, 'alt')) add('img-alt', `${label} has no alt attribute`);
    else if (!getAttributeValue(img, 'alt').trim() && isSoleLinkContent(img)) {
      // An empty alt marks a decorative image, unless the image is all a link has to say.
      add('img-alt', `${label} has an empty alt and is the only content of its link`);
    }
    const sources = [src ?? ''];
    const srcset = getAttributeValue(img, 'srcset');
    if (srcset) sources.push(...srcsetUrls(srcset));
    for (const source of sources) {
      const where = classifyImageSource(source, pageUrl);
      if (where.kind === 'invalid') add('img-src', `${label}: ${where.reason}`);
      else if (where.kind === 'external')
        add('img-external', `${label}: loads from another origin (the site must work offline)`);
      else if (where.kind === 'local' && !fileExists(where.path))
        add('img-src', `${label}: ${where.path} is not in the build`);
    }
  }

  // Headings: one h1, and no level skipped on the way down (the first heading counts from level 0).
  const headings = all.filter((el) => /^h[1-6]$/.test(el.name));
  const h1Count = headings.filter((el) => el.name === 'h1').length;
  if (h1Count !== 1) add('one-h1', `${h1Count} h1 elements`);
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.name[1]);
    if (level > previous + 1) {
      add('heading-skip', `h${previous || '-'} → h${level} "${snippet(textContent(heading), 0, 60)}"`);
    }
    previous = level;
  }

  // Ids: unique in the document.
  const seen = new Map();
  for (const el of all) {
    const id = getAttributeValue(el, 'id');
    if (id !== undefined) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  for (const [id, count] of seen) if (count > 1) add('duplicate-id', `id="${id}" ×${count}`);

  return findings;
}

/** Pages that only redirect (client-redirects plugin) carry no content to check. */
export function isRedirectPage(html) {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html) && !/<main\b/i.test(html);
}

/**
 * Allow-list entries: {page, rule, snippet?, reason}. `page` is a URL path, or a prefix ending with `*`;
 * `snippet`, when given, must occur in the finding's snippet.
 */
export function isAllowed(finding, allowList) {
  return allowList.some(
    (entry) =>
      entry.rule === finding.rule &&
      (entry.page.endsWith('*') ? finding.page.startsWith(entry.page.slice(0, -1)) : entry.page === finding.page) &&
      (!entry.snippet || finding.snippet.includes(entry.snippet)),
  );
}
