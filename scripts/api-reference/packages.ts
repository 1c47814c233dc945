/**
 * Reads the reference "truth" from the installed @docusaurus/* packages: option schemas, theme config schemas,
 * the site config schema, CLI commands, client API exports, plugin lifecycle names, ESLint rules and the logger.
 * Every source id returned here is a name used by the `api-ref` table markers in docs/.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {optionPaths, type JoiDescription} from './joi';
import {docusaurusClientExports, typeMemberNames, type ClientExport} from './dts';
import {cliPaths, type CommanderCommandLike} from './cli';

type JoiSchemaLike = {describe(): JoiDescription; validate(value: unknown): {value: unknown}};
type Validate = (schema: JoiSchemaLike, value: unknown) => unknown;

/** Plugins documented under docs/api/plugins/, with the minimal options their validation needs. */
export const PLUGINS: Record<string, Record<string, unknown>> = {
  'plugin-content-docs': {},
  'plugin-content-blog': {},
  'plugin-content-pages': {},
  'plugin-client-redirects': {},
  'plugin-debug': {},
  'plugin-google-analytics': {trackingID: 'UA-1'},
  'plugin-google-gtag': {trackingID: 'G-1'},
  'plugin-google-tag-manager': {containerId: 'GTM-1'},
  'plugin-ideal-image': {},
  'plugin-pwa': {},
  'plugin-rsdoctor': {},
  'plugin-sitemap': {},
  'plugin-svgr': {},
  'plugin-vercel-analytics': {},
};

/** Themes whose `themeConfig` keys are documented, with the module that validates them. */
const THEME_CONFIG_MODULES: Record<string, string> = {
  'theme-config': 'theme-classic/lib/options.js',
  'theme-config:theme-live-codeblock': 'theme-live-codeblock/lib/validateThemeConfig.js',
  'theme-config:theme-search-algolia': 'theme-search-algolia/lib/validateThemeConfig.js',
  'theme-config:theme-mermaid': 'theme-mermaid/lib/validateThemeConfig.js',
};

export type ReferenceSources = {
  paths: Record<string, string[]>;
  clientExports: ClientExport[];
  /** Default values of the options, by source and path (from the Joi descriptions). */
  defaults: Record<string, Record<string, unknown>>;
};

async function importModule(file: string): Promise<Record<string, unknown>> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof SyntaxError)) {
      throw error;
    }
    // An ES module importing named exports from a CommonJS package that Node cannot analyse: Docusaurus itself
    // loads such plugins through jiti, so do the same.
    const jitiFactory = createRequire(file)('jiti') as (from: string) => (id: string) => Record<string, unknown>;
    mod = jitiFactory(file)(file);
  }
  // CommonJS modules imported from ESM expose their exports on `default` too.
  return {...((mod.default as Record<string, unknown>) ?? {}), ...mod};
}

/** Runs a `validateOptions`/`validateThemeConfig` function and keeps the schema it hands to `validate`. */
function captureSchema(run: (validate: Validate) => unknown): JoiSchemaLike | undefined {
  let captured: JoiSchemaLike | undefined;
  try {
    run((schema, value) => {
      captured = schema;
      return schema.validate(value).value;
    });
  } catch {
    // Some validators post-process the result; the schema has been captured by then.
  }
  return captured;
}

function defaultsOf(
  description: JoiDescription,
  base = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [key, child] of Object.entries(description.keys ?? {})) {
    const p = base ? `${base}.${key}` : key;
    if (child.flags && 'default' in child.flags) {
      out[p] = child.flags.default;
    }
    defaultsOf(child, p, out);
  }
  return out;
}

export async function loadReferenceSources(siteDir: string): Promise<ReferenceSources> {
  const nm = (p: string) => path.join(siteDir, 'node_modules/@docusaurus', p);
  const paths: Record<string, string[]> = {};
  const defaults: Record<string, Record<string, unknown>> = {};
  const addSchema = (source: string, schema: JoiSchemaLike | undefined) => {
    const description = schema ? schema.describe() : {};
    paths[source] = optionPaths(description);
    defaults[source] = defaultsOf(description);
  };

  for (const [plugin, minimalOptions] of Object.entries(PLUGINS)) {
    const mod = await importModule(nm(`${plugin}/lib/index.js`));
    const validateOptions = mod.validateOptions as
      ((args: {validate: Validate; options: unknown}) => unknown) | undefined;
    const schema = validateOptions
      ? captureSchema((validate) => validateOptions({validate, options: {id: 'default', ...minimalOptions}}))
      : undefined;
    addSchema(plugin, schema);
  }
  // plugin-ideal-image passes any other option to its image loader; the accepted ones are declared in its types.
  const idealImageTypes = readFileSync(nm('plugin-ideal-image/src/plugin-ideal-image.d.ts'), 'utf8');
  paths['plugin-ideal-image'] = [
    ...new Set([...paths['plugin-ideal-image']!, ...typeMemberNames(idealImageTypes, 'PluginOptions')]),
  ].sort();

  const docsFrontMatter = await importModule(nm('plugin-content-docs/lib/frontMatter.js'));
  addSchema('docs-front-matter', docsFrontMatter.DocFrontMatterSchema as JoiSchemaLike);

  addSchema(
    'blog-front-matter',
    await captureFrontMatterSchema(nm, 'plugin-content-blog', 'validateBlogPostFrontMatter'),
  );
  addSchema(
    'pages-front-matter',
    await captureFrontMatterSchema(nm, 'plugin-content-pages', 'validatePageFrontMatter'),
  );

  const themeClassic = await importModule(nm('theme-classic/lib/options.js'));
  addSchema(
    'theme-classic',
    captureSchema((validate) =>
      (themeClassic.validateOptions as (a: unknown) => unknown)({validate, options: {id: 'default'}}),
    ),
  );
  for (const [source, file] of Object.entries(THEME_CONFIG_MODULES)) {
    const mod = await importModule(nm(file));
    addSchema(source, (mod.ThemeConfigSchema ?? mod.Schema) as JoiSchemaLike);
  }

  const core = await importModule(nm('core/lib/server/configValidation.js'));
  addSchema('site-config', core.ConfigSchema as JoiSchemaLike);

  paths.cli = await readCliPaths(nm('core'));

  const typesDir = nm('types/src');
  const pluginTypes = readFileSync(path.join(typesDir, 'plugin.d.ts'), 'utf8');
  paths['plugin-api'] = [
    ...typeMemberNames(pluginTypes, 'Plugin'),
    ...typeMemberNames(pluginTypes, 'PluginModule'),
  ].sort();
  paths['plugin-api:actions'] = typeMemberNames(pluginTypes, 'PluginContentLoadedActions');
  paths['plugin-api:context'] = typeMemberNames(
    readFileSync(path.join(typesDir, 'context.d.ts'), 'utf8'),
    'LoadContext',
  );

  paths['preset-classic'] = typeMemberNames(readFileSync(nm('preset-classic/lib/options.d.ts'), 'utf8'), 'Options');

  const clientExports = docusaurusClientExports(readFileSync(nm('module-type-aliases/src/index.d.ts'), 'utf8'));
  paths.client = [...new Set(clientExports.map((e) => e.name))].sort();

  const eslintPlugin = await importModule(nm('eslint-plugin/lib/index.js'));
  const rules = eslintPlugin.rules as Record<string, {meta: {schema: {properties?: Record<string, unknown>}[]}}>;
  paths['eslint-plugin'] = Object.entries(rules)
    .flatMap(([name, rule]) => [
      name,
      ...rule.meta.schema.flatMap((s) => Object.keys(s.properties ?? {}).map((option) => `${name}.${option}`)),
    ])
    .sort();

  const logger = (await importModule(nm('logger/lib/index.js'))).logger as Record<string, unknown>;
  paths.logger = Object.keys(logger).sort();

  return {paths, clientExports, defaults};
}

/**
 * The blog and pages plugins do not export their front matter schemas: they pass them to `validateFrontMatter` of
 * @docusaurus/utils-validation. That function is read from its module's exports at call time, so it is swapped for
 * one that records the schema while the plugin's validator runs once.
 */
async function captureFrontMatterSchema(
  nm: (p: string) => string,
  plugin: string,
  validatorName: string,
): Promise<JoiSchemaLike | undefined> {
  const validationUtils = createRequire(nm(`${plugin}/package.json`))(
    '@docusaurus/utils-validation/lib/validationUtils.js',
  ) as {validateFrontMatter: (frontMatter: unknown, schema: JoiSchemaLike) => unknown};
  const original = validationUtils.validateFrontMatter;
  let captured: JoiSchemaLike | undefined;
  validationUtils.validateFrontMatter = (frontMatter, schema) => {
    captured = schema;
    return frontMatter;
  };
  try {
    const mod = await importModule(nm(`${plugin}/lib/frontMatter.js`));
    (mod[validatorName] as (frontMatter: unknown) => unknown)({});
  } finally {
    validationUtils.validateFrontMatter = original;
  }
  return captured;
}

async function readCliPaths(coreDir: string): Promise<string[]> {
  const coreRequire = createRequire(path.join(coreDir, 'package.json'));
  const {Command} = coreRequire('commander') as {Command: new () => {commands: CommanderCommandLike[]}};
  const {createCLIProgram} = coreRequire('./lib/commands/cli.js') as {
    createCLIProgram: (args: {cli: unknown; cliArgs: string[]; siteDir: string}) => Promise<{
      commands: CommanderCommandLike[];
    }>;
  };
  // `build` is an internal command, so the program is created without loading the site's config or plugins.
  const program = await createCLIProgram({cli: new Command(), cliArgs: ['node', 'docusaurus', 'build'], siteDir: '.'});
  return cliPaths(program.commands);
}
