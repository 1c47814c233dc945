/**
 * Release data of the changelog: parsing and checking the YAML files of
 * `changelog/releases/`, ordering, and turning each release into a blog post.
 * Pure functions only (no file access), so the tests can feed fixtures.
 */
import yaml from 'js-yaml';

export const RELEASE_CATEGORIES = [
  'Breaking Change',
  'New Feature',
  'Bug Fix',
  'Performance',
  'Polish',
  'Documentation',
  'Dependencies',
  'Maintenance',
  'Internal',
] as const;

/** Category of free-form bullets that had no heading in the original section. */
export const UNCATEGORIZED = 'Uncategorized';

export type ReleaseKind = 'release' | 'note' | 'freeform';

export interface ChangeEntry {
  pr?: number;
  commit?: string;
  packages?: string[];
  type?: string;
  scope?: string;
  authors?: string[];
  /** Nesting level of a bullet in the old free-form sections. */
  depth?: number;
  breaking?: boolean;
  /** Our own short description; missing until a writer rewrites the entry. */
  text?: string | null;
}

export interface ReleaseCategory {
  category: string;
  entries: ChangeEntry[];
}

export interface Committer {
  handle: string;
  name?: string;
}

export interface Release {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  /** Position among the releases of the same day, 0 = the newest. */
  order: number;
  kind: ReleaseKind;
  /** True once every entry carries our own text. */
  rewritten: boolean;
  /** Optional intro paragraph shown in the list. */
  summary?: string;
  /** One-line note (failed or repaired publication, hotfix...). */
  note?: string;
  noteFacts?: string[];
  committers: Committer[];
  categories: ReleaseCategory[];
  /** File name without extension; also the URL slug. */
  fileName: string;
}

export const PR_URL = 'https://github.com/facebook/docusaurus/pull/';

function fail(fileName: string, message: string): never {
  throw new Error(`changelog/releases/${fileName}.yml: ${message}`);
}

function asStringList(value: unknown, fileName: string, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    fail(fileName, `${field} must be a list of strings`);
  }
  return value as string[];
}

function parseDate(value: unknown, fileName: string): string {
  // YAML turns an unquoted 2024-05-03 into a Date.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    fail(fileName, `date must look like YYYY-MM-DD (got ${String(value)})`);
  }
  return text;
}

function parseEntry(raw: unknown, fileName: string): ChangeEntry {
  if (typeof raw !== 'object' || raw === null) fail(fileName, 'each entry must be a mapping');
  const r = raw as Record<string, unknown>;
  if (r.pr !== undefined && !Number.isInteger(r.pr)) fail(fileName, `pr must be a number (got ${String(r.pr)})`);
  if (r.text !== undefined && r.text !== null && typeof r.text !== 'string') {
    fail(fileName, 'text must be a string');
  }
  const entry: ChangeEntry = {
    pr: r.pr as number | undefined,
    commit: typeof r.commit === 'string' ? r.commit : undefined,
    packages: asStringList(r.packages, fileName, 'packages'),
    type: typeof r.type === 'string' ? r.type : undefined,
    scope: typeof r.scope === 'string' ? r.scope : undefined,
    authors: asStringList(r.authors, fileName, 'authors'),
    depth: typeof r.depth === 'number' ? r.depth : undefined,
    breaking: r.breaking === true ? true : undefined,
    text: typeof r.text === 'string' && r.text.trim() ? r.text.trim() : null,
  };
  return entry;
}

/** Parses one release file; throws a message naming the file when the data is wrong. */
export function parseRelease(source: string, fileName: string): Release {
  const raw = yaml.load(source) as Record<string, unknown> | null;
  if (typeof raw !== 'object' || raw === null) fail(fileName, 'expected a mapping at the top level');
  const version = raw.version === undefined ? undefined : String(raw.version);
  if (!version) fail(fileName, 'version is required');
  const kind = raw.kind ?? 'release';
  if (kind !== 'release' && kind !== 'note' && kind !== 'freeform') {
    fail(fileName, `kind must be release, note or freeform (got ${String(kind)})`);
  }
  const order = raw.order ?? 0;
  if (!Number.isInteger(order) || (order as number) < 0) fail(fileName, 'order must be 0 or more');

  const committers = ((raw.committers ?? []) as unknown[]).map((item) => {
    const c = item as Record<string, unknown>;
    if (typeof c?.handle !== 'string' || !c.handle) fail(fileName, 'each committer needs a handle');
    return typeof c.name === 'string' && c.name ? {handle: c.handle, name: c.name} : {handle: c.handle};
  });

  const categories = ((raw.categories ?? []) as unknown[]).map((item) => {
    const c = item as Record<string, unknown>;
    if (typeof c?.category !== 'string' || !c.category) fail(fileName, 'each category needs a name');
    if (kind === 'release' && !(RELEASE_CATEGORIES as readonly string[]).includes(c.category)) {
      fail(fileName, `unknown category "${c.category}"; use one of ${RELEASE_CATEGORIES.join(', ')}`);
    }
    if (!Array.isArray(c.entries)) fail(fileName, `category ${c.category} needs an entries list`);
    return {category: c.category, entries: c.entries.map((e) => parseEntry(e, fileName))};
  });

  const rewritten = raw.rewritten === true;
  if (rewritten) {
    const missing = categories.flatMap((c) => c.entries).filter((e) => !e.text).length;
    if (missing > 0) fail(fileName, `rewritten is true but ${missing} entries have no text`);
  }
  if (kind === 'note' && typeof raw.note !== 'string') fail(fileName, 'a note release needs a note');

  return {
    version,
    date: parseDate(raw.date, fileName),
    order: order as number,
    kind,
    rewritten,
    summary: typeof raw.summary === 'string' ? raw.summary.trim() : undefined,
    note: typeof raw.note === 'string' ? raw.note.trim() : undefined,
    noteFacts: asStringList(raw.noteFacts, fileName, 'noteFacts'),
    committers,
    categories,
    fileName,
  };
}

/** Newest first; releases of the same day follow their `order`. */
export function sortReleases(releases: Release[]): Release[] {
  return [...releases].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.order - b.order));
}

/**
 * Publish time of a release: its day at 20:00 UTC, one minute earlier per
 * `order`, so the blog's date sort keeps same-day releases in sequence.
 */
export function publishTime(release: Pick<Release, 'date' | 'order'>): string {
  const [y, m, d] = release.date.split('-').map(Number);
  const time = new Date(Date.UTC(y!, m! - 1, d!, 20, 0) - release.order * 60_000);
  // No zone suffix: the blog plugin reads front matter dates as UTC and appends the `Z` itself.
  return time.toISOString().slice(0, 19);
}

/** URL of the list page that shows the release at `index` (0 = newest). */
export function listPageLink(index: number, postsPerPage: number, listBasePath: string, pageBasePath = 'page'): string {
  const page = Math.floor(index / postsPerPage) + 1;
  const base = listBasePath.endsWith('/') ? listBasePath : `${listBasePath}/`;
  return page === 1 ? base : `${base}${pageBasePath}/${page}/`;
}

/**
 * Gives every post (already sorted newest first) the link of the list page
 * that shows it, for the "back to index" link of the release page.
 */
export function assignListPageLinks<T extends {metadata: object}>(
  postsNewestFirst: T[],
  postsPerPage: number,
  listBasePath: string,
  pageBasePath = 'page',
): (T & {metadata: {listPageLink: string}})[] {
  return postsNewestFirst.map((post, index) => {
    Object.assign(post.metadata, {
      listPageLink: listPageLink(index, postsPerPage, listBasePath, pageBasePath),
    });
    return post as T & {metadata: {listPageLink: string}};
  });
}

/** `docusaurus-theme-classic` → `theme-classic`; the core package reads `core`. */
export function shortPackageName(name: string): string {
  if (name === 'docusaurus') return 'core';
  return name.replace(/^docusaurus-/, '');
}

const CATEGORY_WORDING: Record<string, [singular: string, plural: string]> = {
  'Breaking Change': ['breaking change', 'breaking changes'],
  'New Feature': ['new feature', 'new features'],
  'Bug Fix': ['bug fix', 'bug fixes'],
  Performance: ['performance improvement', 'performance improvements'],
  Polish: ['polish', 'polish changes'],
  Documentation: ['documentation update', 'documentation updates'],
  Dependencies: ['dependency update', 'dependency updates'],
  Maintenance: ['maintenance task', 'maintenance tasks'],
  Internal: ['internal change', 'internal changes'],
};

function wording(category: string, count: number): string {
  const [one, many] = CATEGORY_WORDING[category] ?? ['change', 'changes'];
  return count === 1 ? one : many;
}

/** Escapes characters that CommonMark would read as HTML, outside code spans. */
export function escapeMarkdownText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;')))
    .join('');
}

function references(entry: ChangeEntry): string {
  const refs: string[] = [];
  if (entry.pr) refs.push(`[#${entry.pr}](${PR_URL}${entry.pr})`);
  for (const handle of entry.authors ?? []) refs.push(`[@${handle}](https://github.com/${handle})`);
  return refs.length ? ` (${refs.join(', ')})` : '';
}

/** Label of an entry's target, from facts: packages, else the conventional scope. */
function entrySubject(entry: ChangeEntry): string | null {
  const packages = (entry.packages ?? []).map(shortPackageName);
  if (packages.length > 3) {
    return `${packages
      .slice(0, 3)
      .map((p) => `\`${p}\``)
      .join(', ')} and ${packages.length - 3} more`;
  }
  if (packages.length) return packages.map((p) => `\`${p}\``).join(', ');
  return entry.scope ? `\`${entry.scope}\`` : null;
}

/** The line published for an entry that nobody has rewritten yet: facts only. */
export function factLine(entry: ChangeEntry, category: string): string {
  const what = wording(category, 1);
  const subject = entrySubject(entry);
  if (subject) return `${subject}: ${what}`;
  if (entry.pr) return what.charAt(0).toUpperCase() + what.slice(1);
  return 'Change listed without a pull request (not yet described)';
}

export function entryLine(entry: ChangeEntry, category: string): string {
  const body = entry.text ? escapeMarkdownText(entry.text) : factLine(entry, category);
  const indent = '  '.repeat(entry.depth ?? 0);
  return `${indent}- ${body}${references(entry)}`;
}

/** One sentence counting the changes per category, e.g. "3 changes: 1 new feature, 2 bug fixes." */
export function countSummary(release: Release): string | null {
  const parts = release.categories
    .filter((c) => c.entries.length > 0)
    .map((c) => `${c.entries.length} ${wording(c.category, c.entries.length)}`);
  const total = release.categories.reduce((sum, c) => sum + c.entries.length, 0);
  if (total === 0) return null;
  if (release.kind === 'freeform') return `${total} ${total === 1 ? 'change' : 'changes'}.`;
  return `${total} ${total === 1 ? 'change' : 'changes'}: ${parts.join(', ')}.`;
}

/** The first sentence of a text, for a meta description (a summary may run to a paragraph). */
export function firstSentence(text: string): string {
  const match = /^[\s\S]+?[.!?](?=\s+[A-Z0-9`]|\s*$)/.exec(text.trim());
  return (match ? match[0] : text).replace(/\s+/g, ' ').trim();
}

/** The Markdown blog post of a release (front matter, intro, truncate marker, categories). */
export function releaseToMarkdown(release: Release): string {
  const frontMatter = {
    title: release.version,
    slug: `/${release.fileName}`,
    date: publishTime(release),
    authors: release.committers.map((c) => c.handle),
    // The summary or note makes a better search snippet than the list of changes.
    description: firstSentence(
      release.summary ?? release.note ?? `Docusaurus ${release.version}, released on ${release.date}.`,
    ),
  };
  const intro = [release.note, release.summary, countSummary(release)]
    .filter((line): line is string => Boolean(line))
    .map(escapeMarkdownText);
  const body = release.categories
    .filter((c) => c.entries.length > 0)
    .map((c) => {
      const lines = c.entries.map((e) => entryLine(e, c.category));
      // Old free-form sections without headings were filed as "Uncategorized": show no heading.
      return (c.category === UNCATEGORIZED ? lines : [`## ${c.category}`, '', ...lines]).join('\n');
    });
  return [
    '---',
    yaml.dump(frontMatter, {lineWidth: -1}).trimEnd(),
    '---',
    '',
    intro.join('\n\n') || `Docusaurus ${release.version}.`,
    '',
    '<!-- truncate -->',
    '',
    ...body.flatMap((block) => [block, '']),
  ].join('\n');
}

export interface ChangelogAuthor {
  name: string;
  url: string;
}

/**
 * Authors map for the blog plugin: every committer, with the name from their
 * newest release. No image URL: the theme draws avatars itself (see avatar.ts),
 * which keeps pages with a hundred committers light and makes no request.
 */
export function buildAuthorsMap(releasesNewestFirst: Release[]): Record<string, ChangelogAuthor> {
  const authors: Record<string, ChangelogAuthor> = {};
  for (const release of releasesNewestFirst) {
    for (const committer of release.committers) {
      if (authors[committer.handle]) continue;
      authors[committer.handle] = {
        name: committer.name ?? committer.handle,
        url: `https://github.com/${committer.handle}`,
      };
    }
  }
  return authors;
}
