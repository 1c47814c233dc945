import type {DocsVersionName, QuotedMessage, TroubleshootingArea, TroubleshootingEntry, TroubleshootingGroup} from './types';

const appliesTo = (version: DocsVersionName) => (item: {versions?: DocsVersionName[]}) => !item.versions || item.versions.includes(version);

/** The entries of an area as one docs version shows them: entries and quoted messages of other versions left out. */
export function entriesFor(area: TroubleshootingArea, version: DocsVersionName): TroubleshootingGroup[] {
  return area.groups
    .map((group) => ({
      ...group,
      entries: group.entries
        .filter(appliesTo(version))
        .map((entry): TroubleshootingEntry => ({...entry, messages: entry.messages.filter(appliesTo(version))}))
        .filter((entry) => entry.messages.length > 0),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Every quoted message a version's page shows, with the entry that explains it. */
export function quotedMessages(area: TroubleshootingArea, version: DocsVersionName): {message: QuotedMessage; entry: TroubleshootingEntry}[] {
  return entriesFor(area, version).flatMap((group) => group.entries.flatMap((entry) => entry.messages.map((message) => ({message, entry}))));
}

export type InlinePart = {kind: 'text' | 'code' | 'strong'; text: string} | {kind: 'link'; text: string; target: string};

/** Splits the small inline syntax of entries (`code`, **bold**, [label](target)) into parts. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({kind: 'text', text: source.slice(last, match.index)});
    if (match[1] !== undefined) parts.push({kind: 'code', text: match[1]});
    else if (match[2] !== undefined) parts.push({kind: 'strong', text: match[2]});
    else parts.push({kind: 'link', text: match[3]!, target: match[4]!});
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({kind: 'text', text: source.slice(last)});
  return parts;
}

const versionBase: Record<DocsVersionName, string> = {canary: '/docs/', '3.7.0': '/docs/3.7.0/', '3.6.3': '/docs/3.6.3/'};

/** `doc:api/docusaurus-config#baseUrl` → `/docs/3.7.0/api/docusaurus-config/#baseUrl` (the site uses trailing slashes). */
export function resolveTarget(target: string, version: DocsVersionName): string {
  if (!target.startsWith('doc:')) return target;
  const [pathPart, hash] = target.slice(4).split('#');
  const page = pathPart ? `${versionBase[version]}${pathPart.replace(/\/$/, '')}/` : versionBase[version];
  return hash ? `${page}#${hash}` : page;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Heading HTML of the table of contents (the theme renders TOC values as HTML). */
export function inlineHtml(source: string): string {
  return parseInline(source)
    .map((part) => (part.kind === 'code' ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text)))
    .join('');
}

export type TocEntry = {value: string; id: string; level: number};

/** The table of contents of a troubleshooting page: its groups (h2) and entries (h3). */
export function troubleshootingToc(area: TroubleshootingArea, version: DocsVersionName): TocEntry[] {
  return entriesFor(area, version).flatMap((group) => [
    {value: inlineHtml(group.title), id: group.id, level: 2},
    ...group.entries.map((entry) => ({value: inlineHtml(entry.title), id: entry.id, level: 3})),
  ]);
}
