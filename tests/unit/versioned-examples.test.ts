/**
 * The config, sidebars and front-matter examples of the 3.7.0 and 3.6.3 docs, validated by those versions' own
 * packages (core's validateConfig, the plugins' and theme's validateOptions, validateThemeConfig, the sidebars and
 * front-matter validators). The old packages are not dependencies of the site (about 300 MB per version), so they come
 * from `node scripts/install-docs-versions.mjs`; without them this file says so and skips.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {configExamples, evaluateConfig, isCompleteConfig, validateExampleConfig, type ConfigExample} from './lib/configExamples';
import {contentValidators, evaluateSidebars, frontMatterExamples, frontMatterOf, pluginOf, sidebarExamples} from './lib/contentExamples';

const root = path.join(__dirname, '../..');
const versionsDir = process.env.DOCUSAURUS_VERSIONS_DIR ?? path.join(root, 'node_modules/.cache/docusaurus-versions');

for (const version of ['3.7.0', '3.6.3']) {
  const installed = path.join(versionsDir, version);
  const available = existsSync(path.join(installed, 'node_modules/@docusaurus/core/package.json'));
  const docsDir = path.join(root, `versioned_docs/version-${version}`);
  const where = (example: ConfigExample) => `${path.relative(docsDir, example.page)}:${example.line}`;

  describe.skipIf(!available)(`examples of the ${version} docs, by Docusaurus ${version}`, () => {
    const load = createRequire(path.join(installed, 'package.json'));
    const validators = available ? contentValidators(load, load.resolve) : undefined;
    const configs = configExamples(docsDir).filter((example) => isCompleteConfig(example.code));
    const sidebars = sidebarExamples(docsDir).complete;
    const frontMatters = frontMatterExamples(docsDir);

    it('runs the installed version and finds the examples', () => {
      expect((load('@docusaurus/core/package.json') as {version: string}).version).toBe(version);
      console.log(`${version}: ${configs.length} config, ${sidebars.length} sidebars and ${frontMatters.length} front matter examples validated`);
      expect(configs.length).toBeGreaterThan(50);
    });

    it('rejects an option that only later versions have, with that version’s message', async () => {
      const config = await evaluateConfig({page: 'inline', line: 1, lang: 'js', meta: '', code: 'export default {future: {v4: true}};'});
      expect(() => validateExampleConfig(config, load)).toThrow(/"future\.v4"/);
    });

    for (const example of configs) {
      it(`${where(example)} config is accepted`, async () => {
        const config = await evaluateConfig(example);
        expect(() => validateExampleConfig(config, load)).not.toThrow();
      });
    }
    for (const example of sidebars) {
      it(`${where(example)} sidebars are accepted`, async () => {
        const value = await evaluateSidebars(example);
        expect(() => validators!.sidebars(value)).not.toThrow();
      });
    }
    for (const example of frontMatters) {
      it(`${where(example)} front matter is accepted by the ${pluginOf(docsDir, example)} plugin`, () => {
        expect(() => validators![pluginOf(docsDir, example)](frontMatterOf(example))).not.toThrow();
      });
    }
  });

  if (!available) console.log(`versioned examples: Docusaurus ${version} is not in ${versionsDir}, skipped (node scripts/install-docs-versions.mjs)`);
}
