/**
 * The examples of the docs, checked by the framework's own validation (issue 18), for every docs version with that
 * version's packages:
 * - each complete `docusaurus.config` block: core's validateConfig, each plugin's and theme's validateOptions, the
 *   classic theme's validateThemeConfig (fragments that show one field, with `// ...` or `...`, are counted apart);
 * - each complete `sidebars.ts`/`sidebars.js` block: the docs plugin's normalizeSidebars and validateSidebars, as when
 *   a site loads its sidebars file;
 * - each front matter shown in a Markdown block: the validator of the plugin that reads it (docs, blog or pages);
 * - each block titled `docusaurus.config.*` is a config file Docusaurus can load: a default export, no named exports
 *   such as `export const plugins = [...]`, which the loader ignores (checked for every version, no packages needed);
 * - each `docusaurus swizzle <theme> <Component>` command runs as written: the component exists in that version's
 *   theme, and an action the theme does not declare safe carries `--danger` or the page says the CLI asks to confirm.
 * Canary uses this project's packages. Docusaurus 3.7.0 and 3.6.3 are not dependencies of the site (about 300 MB each):
 * `node scripts/install-docs-versions.mjs` installs them (CI does); without them their part is skipped and says so.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  configExamples,
  configExportProblem,
  evaluateConfig,
  isCompleteConfig,
  validateExampleConfig,
  type ConfigExample,
} from './lib/configExamples';
import {commandsOf, swizzleCommands, swizzleProblem, swizzleStatus} from './lib/swizzleExamples';
import {
  contentValidators,
  evaluateSidebars,
  frontMatterExamples,
  frontMatterOf,
  pluginOf,
  sidebarExamples,
} from './lib/contentExamples';

const root = path.join(__dirname, '../..');
const versionsDir = process.env.DOCUSAURUS_VERSIONS_DIR ?? path.join(root, 'node_modules/.cache/docusaurus-versions');

type DocsVersion = {name: string; docsDir: string; load: NodeRequire | null};

const projectRequire = createRequire(__filename);
function installed(version: string): NodeRequire | null {
  const dir = path.join(versionsDir, version);
  return existsSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'))
    ? createRequire(path.join(dir, 'package.json'))
    : null;
}

const versions: DocsVersion[] = [
  {name: 'Canary', docsDir: path.join(root, 'docs'), load: projectRequire},
  ...['3.7.0', '3.6.3'].map((name) => ({
    name,
    docsDir: path.join(root, `versioned_docs/version-${name}`),
    load: installed(name),
  })),
];

for (const {name, docsDir, load} of versions) {
  if (!load)
    console.log(
      `docs examples: Docusaurus ${name} is not in ${versionsDir}, skipped (node scripts/install-docs-versions.mjs)`,
    );
  const where = (example: ConfigExample) => `${path.relative(docsDir, example.page)}:${example.line}`;

  it(`every docusaurus.config block of the ${name} docs exports a whole config by default`, () => {
    const problems = configExamples(docsDir).flatMap((example) => {
      const problem = configExportProblem(example.code, example.lang);
      return problem ? [`${where(example)}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  describe.skipIf(!load)(`examples of the ${name} docs`, () => {
    const validators = load ? contentValidators(load, load.resolve) : undefined;
    const allConfigs = configExamples(docsDir);
    const configs = allConfigs.filter((example) => isCompleteConfig(example.code));
    const sidebars = sidebarExamples(docsDir);
    const frontMatters = frontMatterExamples(docsDir);

    it('finds the examples (a broken extraction must not pass silently), with the right packages', () => {
      if (name !== 'Canary') expect((load!('@docusaurus/core/package.json') as {version: string}).version).toBe(name);
      const byPlugin = frontMatters.reduce<Record<string, number>>((all, example) => {
        const plugin = pluginOf(docsDir, example);
        return {...all, [plugin]: (all[plugin] ?? 0) + 1};
      }, {});
      console.log(
        `${name}: ${configs.length} config examples validated (${allConfigs.length - configs.length} fragments), ` +
          `${sidebars.complete.length} sidebars (${sidebars.fragments} fragments), front matter ${JSON.stringify(byPlugin)}`,
      );
      expect(allConfigs.length).toBeGreaterThan(80);
      expect(configs.length).toBeGreaterThan(60);
      expect(sidebars.complete.length).toBeGreaterThan(8);
      expect(frontMatters.length).toBeGreaterThan(12);
    });

    for (const example of configs) {
      it(`${where(example)} config is accepted by the framework`, async () => {
        const config = await evaluateConfig(example);
        expect(() => validateExampleConfig(config, load!)).not.toThrow();
        // The first example of a plugin loads its package (plugin-pwa pulls in Workbox): seconds on a busy machine.
      }, 30_000);
    }
    for (const example of sidebars.complete) {
      it(`${where(example)} sidebars are accepted by the docs plugin`, async () => {
        const value = await evaluateSidebars(example);
        expect(() => validators!.sidebars(value)).not.toThrow();
      });
    }
    for (const example of frontMatters) {
      it(`${where(example)} front matter is accepted by the ${pluginOf(docsDir, example)} plugin`, () => {
        expect(() => validators![pluginOf(docsDir, example)](frontMatterOf(example))).not.toThrow();
      });
    }

    it('every swizzle command can be run as written against this version’s themes', () => {
      const commands = swizzleCommands(docsDir);
      expect(commands.length).toBeGreaterThan(5);
      const problems = commands.flatMap((command) => {
        // Without --wrap or --eject the CLI asks for the action and shows each one's safety: nothing to check.
        if (!command.action) return [];
        const problem = swizzleProblem(command, swizzleStatus(load!, command.theme, command.component, command.action));
        return problem ? [`${path.relative(docsDir, command.page)}:${command.line}: ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    });

    it('tells a runnable swizzle command from an unsafe, forbidden or unknown one', () => {
      const check = (text: string) => {
        const [command] = commandsOf('inline', text);
        return swizzleProblem(command!, swizzleStatus(load!, command!.theme, command!.component, command!.action!));
      };
      expect(check('npm run swizzle @docusaurus/theme-classic Footer -- --wrap')).toBeUndefined();
      expect(check('npm run swizzle @docusaurus/theme-classic DocRoot/Layout -- --eject')).toMatch(/--danger/);
      expect(check('npm run swizzle @docusaurus/theme-classic DocRoot/Layout -- --eject --danger')).toBeUndefined();
      expect(
        check(
          'Without --danger the CLI asks you to confirm:\n\nnpm run swizzle @docusaurus/theme-classic DocRoot/Layout -- --wrap',
        ),
      ).toBeUndefined();
      // Themes that declare no swizzle config: every component is unsafe.
      expect(check('npm run swizzle @docusaurus/theme-search-algolia SearchBar -- --wrap')).toMatch(/unsafe/);
      expect(check('npm run swizzle @docusaurus/theme-classic MDXComponents -- --wrap')).toMatch(/forbids/);
      expect(check('npm run swizzle @docusaurus/theme-classic NoSuchThing -- --wrap --danger')).toMatch(
        /no such component/,
      );
    });

    it('rejects an invalid config, sidebar or front matter with the framework’s message', async () => {
      const inline = (code: string) => evaluateConfig({page: 'inline', line: 1, lang: 'js', meta: '', code});
      const site = "title: 'X', url: 'https://x.org', baseUrl: '/'";
      await expect(
        inline(`export default {${site}, trailingSlash: 'yes'};`).then((config) =>
          validateExampleConfig(config, load!),
        ),
      ).rejects.toThrow(/trailingSlash/);
      await expect(
        inline(`export default {${site}, plugins: [['@docusaurus/plugin-content-docs', {routeBasePath: 42}]]};`).then(
          (config) => validateExampleConfig(config, load!),
        ),
      ).rejects.toThrow(/routeBasePath/);
      // An option only later versions have.
      if (name !== 'Canary') {
        await expect(
          inline('export default {future: {v4: true}};').then((config) => validateExampleConfig(config, load!)),
        ).rejects.toThrow(/"future\.v4"/);
      }
      expect(() => validators!.sidebars({docs: [{type: 'doc', label: 'No id'}]})).toThrow(/"id" is required/);
      expect(() => validators!.docs({sidebar_position: 'first'})).toThrow(/sidebar_position/);
      expect(() => validators!.blog({date: 'not a date'})).toThrow(/date/);
      expect(
        configExportProblem("import type {Config} from '@docusaurus/types';\nexport const plugins = ['x'];", 'ts'),
      ).toMatch(/export const plugins/);
      expect(configExportProblem('plugins: [],', 'js')).toMatch(/no default export/);
      expect(configExportProblem('module.exports = {title: "X"};', 'js')).toBeUndefined();
    });
  });
}
