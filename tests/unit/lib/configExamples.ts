/**
 * Config examples of the docs, checked by the framework's own validation: each complete `docusaurus.config.(ts|js)`
 * code block is compiled, evaluated with its imports stubbed, and given to core's `validateConfig`; the options of
 * every plugin, theme and preset part it configures go to that package's `validateOptions`, and `themeConfig` to the
 * classic theme's `validateThemeConfig`.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';

const require = createRequire(__filename);

export type ConfigExample = {page: string; line: number; lang: string; meta: string; code: string};

type BlockFilter = (lang: string, meta: string) => boolean;

/** Every fenced block titled `docusaurus.config.ts` or `.js` in the MDX files under `dir`. */
export function configExamples(dir: string): ConfigExample[] {
  return codeBlocks(
    dir,
    (lang, meta) => /title="docusaurus\.config\.(ts|js|mjs)"/.test(meta) && /^(ts|js|tsx|jsx)$/.test(lang),
  );
}

/** The fenced code blocks of the MDX files under `dir` that `accept` takes, by language and meta string. */
export function codeBlocks(dir: string, accept: BlockFilter): ConfigExample[] {
  const examples: ConfigExample[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) examples.push(...blocksOf(full, accept));
    }
  };
  walk(dir);
  return examples;
}

function blocksOf(file: string, accept: BlockFilter): ConfigExample[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: ConfigExample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,})(\w+)?\s*(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trim().startsWith(fence)) end += 1;
    if (accept(lang, meta)) {
      const code = lines
        .slice(index + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n');
      found.push({page: file, line: index + 1, lang, meta, code});
    }
    index = end;
  }
  return found;
}

/** A block that exports a whole config (as opposed to a fragment showing one field). */
export function isCompleteConfig(code: string): boolean {
  return (
    /export default|module\.exports\s*=/.test(code) &&
    !/^\s*\.\.\.\s*$/m.test(code) &&
    !/\/\/ \.\.\.$|\{\s*\.\.\.\s*\}/m.test(code)
  );
}

/**
 * How a block titled `docusaurus.config.*` exports its config: Docusaurus reads only the default export
 * (`export default` or `module.exports =`), so named exports such as `export const plugins = [...]` are ignored.
 */
export function configExportProblem(code: string, lang: string): string | undefined {
  const source = ts.createSourceFile(
    `example.${lang}`,
    code,
    ts.ScriptTarget.ES2022,
    false,
    /^(tsx|jsx)$/.test(lang) ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let hasDefault = false;
  const named: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) hasDefault = true;
    else if (ts.isExportDeclaration(statement)) named.push(statement.getText(source).split('\n')[0]!);
    else if (
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) hasDefault = true;
      else named.push(statement.getText(source).split('\n')[0]!);
    } else if (ts.isExpressionStatement(statement) && /^module\.exports\s*=/.test(statement.getText(source)))
      hasDefault = true;
  }
  if (named.length > 0) return `named export that Docusaurus does not read: ${named.join('; ')}`;
  if (!hasDefault)
    return 'no default export (`export default` or `module.exports =`): not a config file Docusaurus can load';
  return undefined;
}

/** Stand-in for a module an example imports: callable, constructible, with any property. */
function stubModule(name: string): unknown {
  const target = function stub() {
    return stubModule(`${name}()`);
  };
  return new Proxy(target, {
    get: (_target, property) => {
      if (property === '__esModule') return true;
      // Not a promise: `await import('x')` must resolve to the stub itself.
      if (property === 'then') return undefined;
      if (property === 'default') return stubModule(`${name}.default`);
      if (property === Symbol.toPrimitive) return () => `[${name}]`;
      return stubModule(`${name}.${String(property)}`);
    },
    construct: () => ({}),
  });
}

/** The real modules an example may import; anything else is stubbed. */
const realModules = new Set(['node:path', 'path', 'node:os', 'os', 'node:url', 'url', 'prism-react-renderer']);

/** Compiles and runs an example, returning the config it exports (called when it exports a function). */
export async function evaluateConfig(example: ConfigExample): Promise<Record<string, unknown>> {
  const {outputText} = ts.transpileModule(example.code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.React,
      esModuleInterop: true,
    },
  });
  const module = {exports: {} as Record<string, unknown>};
  const requireStub = Object.assign((name: string) => (realModules.has(name) ? require(name) : stubModule(name)), {
    // `require.resolve('./src/css/custom.css')` and the like: the path as written.
    resolve: (name: string) => name,
  });
  // eslint-disable-next-line no-new-func -- the examples are our own docs, run to check what they export
  new Function('require', 'module', 'exports', '__dirname', '__filename', 'process', outputText)(
    requireStub,
    module,
    module.exports,
    '/site',
    '/site/docusaurus.config.js',
    {env: {}, cwd: () => '/site'},
  );
  const exported = (module.exports.default ?? module.exports) as unknown;
  const config = typeof exported === 'function' ? await (exported as () => unknown)() : exported;
  return config as Record<string, unknown>;
}

/** Fields every site has, which a short example may leave out. */
const requiredFields = {title: 'Example', url: 'https://example.com', baseUrl: '/'};

type Validate = (options: {validate: unknown; options?: unknown; themeConfig?: unknown}) => unknown;

/** Package whose `validateOptions` checks the options of a plugin or theme named as in a config. */
function packageOf(name: string): string | null {
  if (name.startsWith('./') || name.startsWith('/') || name.startsWith('[')) return null;
  const scoped = /^@docusaurus\/(plugin|theme)-[\w-]+$/.test(name) ? name : null;
  if (scoped) return scoped;
  const short =
    /^(content-docs|content-blog|content-pages|sitemap|client-redirects|ideal-image|pwa|google-gtag|google-tag-manager|google-analytics|debug|svgr|vercel-analytics|rsdoctor)$/.exec(
      name,
    );
  if (short) return `@docusaurus/plugin-${name}`;
  const theme = /^(classic|live-codeblock|mermaid|search-algolia)$/.exec(name);
  return theme ? `@docusaurus/theme-${name}` : null;
}

/** Loads a package: this project's by default, or another installation's (the versioned examples test). */
export type PackageLoader = (name: string) => unknown;

/**
 * Loads a plugin package as Docusaurus does when plain `require` cannot: core loads plugins with jiti
 * (`loadFreshModule`), and some packages (plugin-vercel-analytics 3.10) ship ES module syntax that only jiti reads.
 */
export function loadPlugin(load: PackageLoader, packageName: string): unknown {
  try {
    return load(packageName);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const resolve = (load as Partial<NodeRequire>).resolve ?? require.resolve;
    const jiti = require('jiti') as (from: string, options: {interopDefault: boolean}) => (id: string) => unknown;
    return jiti(__filename, {interopDefault: true})(resolve(packageName));
  }
}

function validateWith(load: PackageLoader, packageName: string, options: unknown): void {
  const {validateOptions} = loadPlugin(load, packageName) as {validateOptions?: Validate};
  if (!validateOptions) return;
  const {normalizePluginOptions} = load('@docusaurus/utils-validation') as {normalizePluginOptions: unknown};
  // A plugin may be given without options: its defaults apply.
  validateOptions({validate: normalizePluginOptions, options: options ?? {}});
}

/** Parts of the classic preset and the package that validates each. */
const presetParts: Record<string, string> = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
  sitemap: '@docusaurus/plugin-sitemap',
  svgr: '@docusaurus/plugin-svgr',
  gtag: '@docusaurus/plugin-google-gtag',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
  theme: '@docusaurus/theme-classic',
};

/** Validates a config the way a build does; throws the framework's message on the first invalid part. */
export function validateExampleConfig(
  config: Record<string, unknown>,
  load: PackageLoader = require,
): {checked: string[]} {
  const {validateConfig} = load('@docusaurus/core/lib/server/configValidation.js') as {
    validateConfig: (config: unknown, path: string) => Record<string, unknown>;
  };
  const checked = ['siteConfig'];
  const normalized = validateConfig({...requiredFields, ...config}, 'docusaurus.config.js');
  const entries = (list: unknown) =>
    ((list as unknown[] | undefined) ?? [])
      .filter(Boolean)
      .map((entry) => (Array.isArray(entry) ? entry : [entry, undefined]));
  for (const [name, options] of [...entries(normalized.plugins), ...entries(normalized.themes)]) {
    if (typeof name !== 'string') continue;
    const packageName = packageOf(name);
    if (!packageName) continue;
    validateWith(load, packageName, options);
    checked.push(packageName);
  }
  for (const [name, options] of entries(normalized.presets)) {
    if (name !== 'classic' && name !== '@docusaurus/preset-classic') continue;
    for (const [part, value] of Object.entries((options ?? {}) as Record<string, unknown>)) {
      if (value === false || value === undefined || !presetParts[part]) continue;
      validateWith(load, presetParts[part]!, value);
      checked.push(presetParts[part]!);
    }
  }
  if (normalized.themeConfig && Object.keys(normalized.themeConfig as object).length > 0) {
    const {validateThemeConfig} = load('@docusaurus/theme-classic') as {validateThemeConfig: Validate};
    const {normalizeThemeConfig} = load('@docusaurus/utils-validation') as {normalizeThemeConfig: unknown};
    validateThemeConfig({validate: normalizeThemeConfig, themeConfig: normalized.themeConfig});
    checked.push('themeConfig');
  }
  return {checked};
}
