/**
 * Guards on what src/framework-internals and the theme overrides depend on: an upgrade that changes one fails here,
 * naming the entry to re-check, instead of breaking in a reader's browser. Files are compared by behaviour (syntax
 * tree without comments, export list, CSS without comments; scripts/lib/framework-guards.mjs), and the bundler hooks
 * the entries tap are checked on the installed bundler itself.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {describe, expect, it} from 'vitest';
// Plain ESM helper, shared with scripts/update-framework-guards.mjs and scripts/check-next.mjs.
import {
  comparedForm,
  exportNames,
  guardedFiles,
  hashOf,
  normalisedCode,
  normalisedCss,
  packagePath,
} from '../../scripts/lib/framework-guards.mjs';

const recorded = JSON.parse(readFileSync(path.join(__dirname, 'data/framework-guards.json'), 'utf8')) as Record<
  string,
  string
>;
const files: Record<string, {entry: string; recheck: string}> = guardedFiles;

describe('framework files the site depends on are unchanged since they were last checked', () => {
  it('every guarded file has a recorded fingerprint', () => {
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(files).sort());
  });

  for (const [file, {entry, recheck}] of Object.entries(files)) {
    // Parsing a large framework file takes seconds on a busy machine.
    it(file, {timeout: 30_000}, () => {
      if (hashOf(file) !== recorded[file]) {
        throw new Error(
          `${file} changed (entry ${entry}): re-check ${recheck}; then run node scripts/update-framework-guards.mjs`,
        );
      }
    });
  }
});

describe('the fingerprints follow behaviour, not bytes', () => {
  it('ignores comments, lint directives and formatting in scripts, and sees a changed expression', () => {
    const original = 'export function f(a) {\n  return a + 1;\n}\n';
    expect(
      normalisedCode('/** Adds one. */\n// eslint-disable-next-line\nexport function f(a) { return a + 1; }'),
    ).toBe(normalisedCode(original));
    expect(normalisedCode(original.replace('+ 1', '+ 2'))).not.toBe(normalisedCode(original));
  });

  it('reads JSX in .js files, as the theme ships it', () => {
    expect(normalisedCode('export default () => <div className="a">{/* note */}x</div>;')).toBe(
      normalisedCode('export default () => <div className="a">{}x</div>;'),
    );
  });

  it('lists ESM and CommonJS export names', () => {
    expect(exportNames('export {a, b as c} from "./x"; export const d = 1; export default function () {}')).toEqual([
      'a',
      'c',
      'd',
      'default',
    ]);
    expect(
      exportNames(
        'Object.defineProperty(exports, "__esModule", {value: true}); exports.x = 1; Object.defineProperty(exports, "y", {get})',
      ),
    ).toEqual(['x', 'y']);
  });

  it('compares CSS without comments and spacing', () => {
    expect(normalisedCss('/* theme */\n.a {\n  color: red;\n}\n')).toBe(normalisedCss('.a{color:red;}'));
    expect(normalisedCss('.a{color:red}')).not.toBe(normalisedCss('.a{color:blue}'));
  });

  it('compares the export list of an export-only guard', () => {
    const file = '@docusaurus/utils-common/lib/index.js';
    expect(comparedForm(file, readFileSync(packagePath(file), 'utf8'))).toContain('applyTrailingSlash');
  });
});

describe('the bundler hooks the entries tap still exist', () => {
  it('NormalModuleReplacementPlugin (the module replacements of src/framework-internals)', () => {
    expect(typeof rspack.NormalModuleReplacementPlugin).toBe('function');
  });

  it('processAssets stages in the order minify-cache and unused-css rely on', () => {
    const {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: size, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: hash} = rspack.Compilation;
    expect(typeof size).toBe('number');
    expect(size + 1).toBeLessThan(hash);
  });

  it('the SWC minimizer minify-cache recognises by name, and the version it reads', () => {
    expect(rspack.SwcJsMinimizerRspackPlugin.name).toBe('SwcJsMinimizerRspackPlugin');
    expect(rspack.rspackVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('Docusaurus still creates the minimizer with its options as the first constructor argument (minify-cache reads _args)', () => {
    const minimizer = new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {}}) as unknown as {_args?: unknown[]};
    expect(minimizer._args?.[0]).toEqual({minimizerOptions: {}});
  });

  it('the core client plugin route-shards removes is still named ChunkAssetPlugin', () => {
    const source = readFileSync(packagePath('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'), 'utf8');
    expect(source).toMatch(/class ChunkAssetPlugin\b/);
  });

  it('the theme still lists the two client modules that progress-bar and prism-client-module alias', () => {
    const source = readFileSync(packagePath('@docusaurus/theme-classic/lib/index.js'), 'utf8');
    expect(source).toContain("'./prism-include-languages'");
    expect(source).toContain("'./nprogress'");
  });
});
