/**
 * Reads what a reference page documents.
 *
 * A page marks each option table with an MDX comment on the line(s) before it:
 *
 *   {/* api-ref: plugin-content-docs *\/}            rows are top-level options
 *   {/* api-ref: theme-config navbar.items[doc] *\/}  rows are keys under that prefix
 *   {/* api-ref: cli start *\/}                       rows are options of `docusaurus start`
 *   {/* api-ref: blog-front-matter authors,authors[] *\/}  rows are keys under both prefixes
 *
 * In a marked table, the first code span of the first cell of each body row is the documented name.
 */
import {longFlag} from './cli';

export type DocumentedPaths = Record<string, string[]>;

const MARKER = /^\{\/\*\s*api-ref:\s*(\S+)(?:\s+(\S+))?\s*\*\/\}\s*$/;

/** `i18n.localeConfigs.<locale>.label` → `i18n.localeConfigs.*.label` (placeholders stand for any key). */
export function normalizePath(path: string): string {
  return path.replace(/<[^>]+>/g, '*');
}

export function joinPath(source: string, prefix: string | undefined, name: string): string {
  if (source === 'cli') {
    const command = name.replace(/^docusaurus\s+/, '').split(/\s+/)[0]!;
    if (!prefix) {
      return command;
    }
    return `${prefix} ${longFlag(name)}`;
  }
  return normalizePath(prefix ? `${prefix}.${name}` : name);
}

function firstCodeSpan(cell: string): string | undefined {
  return /`([^`]+)`/.exec(cell)?.[1]?.trim();
}

export function documentedPaths(mdx: string): DocumentedPaths {
  return readMarkedTables(mdx).paths;
}

/** The text of the "Default" cell of each documented path, for tables that have such a column. */
export type DocumentedDefaults = Record<string, Record<string, string>>;

export function documentedDefaults(mdx: string): DocumentedDefaults {
  return readMarkedTables(mdx).defaults;
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function readMarkedTables(mdx: string): {paths: DocumentedPaths; defaults: DocumentedDefaults} {
  const result: Record<string, Set<string>> = {};
  const defaults: DocumentedDefaults = {};
  const lines = mdx.split('\n');
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line.startsWith('```')) {
      inFence = !inFence;
      continue;
    }
    const marker = inFence ? null : MARKER.exec(line);
    if (!marker) {
      continue;
    }
    const [, source, prefix] = marker as unknown as [string, string, string | undefined];
    const bucket = (result[source] ??= new Set());
    let row = index + 1;
    while (row < lines.length && lines[row]!.trim() === '') {
      row += 1;
    }
    let rowInTable = 0;
    let defaultColumn = -1;
    for (; row < lines.length && lines[row]!.trim().startsWith('|'); row += 1) {
      rowInTable += 1;
      const cells = splitRow(lines[row]!);
      // Row 1 is the header, row 2 the `| --- |` separator.
      if (rowInTable === 1) {
        defaultColumn = cells.indexOf('Default');
      }
      if (rowInTable <= 2) {
        continue;
      }
      const name = firstCodeSpan(cells[0] ?? '');
      // `a,b[]` documents the same keys under several prefixes (an object that can also come in a list).
      const prefixes = prefix ? prefix.split(',') : [undefined];
      for (const onePrefix of name ? prefixes : []) {
        const path = joinPath(source, onePrefix, name!);
        bucket.add(path);
        if (defaultColumn > 0 && cells[defaultColumn] !== undefined) {
          (defaults[source] ??= {})[path] = cells[defaultColumn]!;
        }
      }
    }
    if (rowInTable === 0) {
      throw new Error(`api-ref marker "${line}" on line ${index + 1} is not followed by a table`);
    }
  }
  return {
    paths: Object.fromEntries(Object.entries(result).map(([key, set]) => [key, [...set].sort()])),
    defaults,
  };
}

/**
 * The literal value written in a "Default" cell, when the cell is a single code span holding a JavaScript
 * string, number, boolean or null (`'docs'`, `10`, `true`). Anything else (prose, arrays, "required") is not
 * comparable and gives `undefined`.
 */
export function parseDefaultCell(cell: string): {value: unknown} | undefined {
  const match = /^`([^`]+)`$/.exec(cell.trim());
  if (!match) {
    return undefined;
  }
  const literal = match[1]!.trim();
  if (/^'[^']*'$/.test(literal)) {
    return {value: literal.slice(1, -1).replace(/\\\|/g, '|')};
  }
  if (/^-?\d+(\.\d+)?$/.test(literal)) {
    return {value: Number(literal)};
  }
  if (literal === 'true' || literal === 'false') {
    return {value: literal === 'true'};
  }
  if (literal === 'null') {
    return {value: null};
  }
  return undefined;
}

/** Adds the paths of several pages together. */
export function mergeDocumented(all: DocumentedPaths[]): DocumentedPaths {
  const merged: Record<string, Set<string>> = {};
  for (const page of all) {
    for (const [source, paths] of Object.entries(page)) {
      paths.forEach((path) => (merged[source] ??= new Set()).add(path));
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([key, set]) => [key, [...set].sort()]));
}

export type CodeBlock = {lang: string; meta: string; code: string; line: number};

/** Fenced code blocks whose info string contains the word `typecheck`. */
export function typecheckBlocks(mdx: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = mdx.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,})(\w+)?\s*(.*)$/.exec(lines[index]!);
    if (!open) {
      continue;
    }
    const [, indent, fence, lang = '', meta = ''] = open as unknown as [string, string, string, string?, string?];
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trim().startsWith(fence)) {
      end += 1;
    }
    if (/(^|\s)typecheck(\s|$)/.test(meta)) {
      const code = lines
        .slice(index + 1, end)
        .map((l) => (l.startsWith(indent!) ? l.slice(indent!.length) : l))
        .join('\n');
      blocks.push({lang, meta, code, line: index + 1});
    }
    index = end;
  }
  return blocks;
}

export type CoverageReport = {
  source: string;
  inPackage: number;
  documented: number;
  missing: string[];
  unknown: string[];
};

/** Compares what a package declares with what the pages document, one source at a time. */
export function compareCoverage(fromPackages: Record<string, string[]>, documented: DocumentedPaths): CoverageReport[] {
  const sources = [...new Set([...Object.keys(fromPackages), ...Object.keys(documented)])].sort();
  return sources.map((source) => {
    const actual = new Set(fromPackages[source] ?? []);
    const docs = new Set(documented[source] ?? []);
    return {
      source,
      inPackage: actual.size,
      documented: [...actual].filter((p) => docs.has(p)).length,
      missing: [...actual].filter((p) => !docs.has(p)).sort(),
      unknown: [...docs].filter((p) => !actual.has(p)).sort(),
    };
  });
}
