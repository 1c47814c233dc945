/**
 * Proof that the API reference (docs/) is in sync with the installed @docusaurus/* packages:
 * every option, command, export and lifecycle the packages declare is documented in an `api-ref` table,
 * and nothing is documented that the packages do not have. Run alone to see the coverage figure:
 *   npx vitest run tests/unit/api-reference-coverage.test.ts
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  compareCoverage,
  documentedDefaults,
  documentedPaths,
  parseDefaultCell,
  mergeDocumented,
  typecheckBlocks,
  type CoverageReport,
} from '../../scripts/api-reference/markdown';
import {loadReferenceSources, PLUGINS, type ReferenceSources} from '../../scripts/api-reference/packages';
import {typecheckExamples} from '../../scripts/api-reference/typecheck';

const siteDir = path.resolve(__dirname, '../..');
const docsDir = path.join(siteDir, 'docs');

function listMdx(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listMdx(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const referencePages = [
  path.join(docsDir, 'cli.mdx'),
  path.join(docsDir, 'docusaurus-core.mdx'),
  ...listMdx(path.join(docsDir, 'api')),
];
const pageSources = new Map(referencePages.map((file) => [file, readFileSync(file, 'utf8')]));

let sources: ReferenceSources;
let reports: CoverageReport[];

beforeAll(async () => {
  sources = await loadReferenceSources(siteDir);
  const documented = mergeDocumented([...pageSources.values()].map((text) => documentedPaths(text)));
  reports = compareCoverage(sources.paths, documented);
  const total = reports.reduce((sum, r) => sum + r.inPackage, 0);
  const covered = reports.reduce((sum, r) => sum + r.documented, 0);
  console.log(
    [
      `API reference coverage: ${covered}/${total} (${((covered / total) * 100).toFixed(1)}%)`,
      ...reports.map((r) => `  ${r.source.padEnd(36)} ${r.documented}/${r.inPackage}`),
    ].join('\n'),
  );
}, 60_000);

describe('API reference coverage', () => {
  it('reads every documented package (guards against an empty extraction passing trivially)', () => {
    for (const plugin of Object.keys(PLUGINS).filter((p) => p !== 'plugin-debug')) {
      expect(sources.paths[plugin]?.length, plugin).toBeGreaterThan(0);
    }
    expect(sources.paths['site-config']).toContain('storage.namespace');
    expect(sources.paths['theme-config']).toContain('navbar.items[doc].docId');
    expect(sources.paths.cli).toContain('start --port');
    expect(sources.paths.client).toContain('useBaseUrl');
    expect(sources.paths['docs-front-matter']).toContain('sidebar_position');
    expect(sources.paths['blog-front-matter']).toContain('authors[].socials.github');
    expect(sources.paths['pages-front-matter']).toContain('wrapperClassName');
  });

  it('documents 100% of what the packages declare', () => {
    const missing = reports.filter((r) => r.missing.length > 0).map((r) => ({source: r.source, missing: r.missing}));
    expect(missing).toEqual([]);
  });

  it('documents nothing that the packages do not declare', () => {
    const unknown = reports.filter((r) => r.unknown.length > 0).map((r) => ({source: r.source, unknown: r.unknown}));
    expect(unknown).toEqual([]);
  });

  it('states the same default values as the packages', () => {
    const cells = [...pageSources.values()].map((text) => documentedDefaults(text));
    const mismatches: string[] = [];
    const notLiteral: string[] = [];
    let compared = 0;
    for (const [source, defaults] of Object.entries(sources.defaults)) {
      for (const [optionPath, actual] of Object.entries(defaults)) {
        const isPrimitive = actual === null || ['string', 'number', 'boolean'].includes(typeof actual);
        const cell = cells.find((page) => page[source]?.[optionPath] !== undefined)?.[source]?.[optionPath];
        if (!isPrimitive || cell === undefined) {
          continue;
        }
        const documented = parseDefaultCell(cell);
        if (!documented) {
          notLiteral.push(`${source} ${optionPath}: package default ${JSON.stringify(actual)}, page says "${cell}"`);
          continue;
        }
        compared += 1;
        if (documented.value !== actual) {
          mismatches.push(`${source} ${optionPath}: package default ${JSON.stringify(actual)}, page says ${cell}`);
        }
      }
    }
    console.log(`Default values compared with the packages: ${compared}`);
    expect(mismatches).toEqual([]);
    expect(notLiteral).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  });

  it('names the right module for each client API export', () => {
    const clientPage = pageSources.get(path.join(docsDir, 'docusaurus-core.mdx'))!;
    const wrong = sources.clientExports.filter(({module, name}) => {
      const row = clientPage.split('\n').find((line) => line.startsWith(`| \`${name}\``));
      return !row?.includes(`\`${module}\``);
    });
    expect(wrong).toEqual([]);
  });

  it('has one page per official plugin', () => {
    for (const plugin of Object.keys(PLUGINS)) {
      const page = pageSources.get(path.join(docsDir, 'api/plugins', `${plugin}.mdx`));
      expect(page, plugin).toBeDefined();
      expect(page).toContain(`npm install --save @docusaurus/${plugin}`);
    }
  });
});

describe('API reference examples', () => {
  it('type-check against the installed packages', () => {
    const examples = [...pageSources].flatMap(([file, text]) =>
      typecheckBlocks(text).map((block) => ({page: path.relative(siteDir, file), block})),
    );
    expect(examples.length).toBeGreaterThan(10);
    // A known-bad example compiled in the same program proves that a misspelt option is caught.
    const canary = {
      page: 'canary',
      block: {
        lang: 'ts',
        meta: 'typecheck',
        line: 1,
        code: [
          "import type {Options} from '@docusaurus/plugin-content-docs';",
          "export const options = {sidebarPaths: './sidebars.ts'} satisfies Options;",
        ].join('\n'),
      },
    };
    const diagnostics = typecheckExamples(siteDir, [...examples, canary]);
    const format = (d: {page: string; line: number; message: string}) => `${d.page}:${d.line} ${d.message}`;
    expect(
      diagnostics
        .filter((d) => d.page === 'canary')
        .map(format)
        .join('\n'),
    ).toMatch(/sidebarPaths/);
    expect(diagnostics.filter((d) => d.page !== 'canary').map(format)).toEqual([]);
    console.log(`Type-checked ${examples.length} examples from the reference pages.`);
  }, 180_000);
});
