/**
 * Every complete `docusaurus.config` example of the Canary docs passes the framework's own validation (core's
 * validateConfig, each plugin's and theme's validateOptions, the classic theme's validateThemeConfig), not only the
 * type checker. Fragments that show a single field (with `// ...` or `...` for the rest) cannot be run and are counted
 * apart. The versioned pages' examples are run by their own version's packages in versioned-examples.test.ts.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {configExamples, evaluateConfig, isCompleteConfig, validateExampleConfig} from './lib/configExamples';

const docsDir = path.join(__dirname, '../../docs');
const examples = configExamples(docsDir);
const complete = examples.filter((example) => isCompleteConfig(example.code));
const where = (example: {page: string; line: number}) => `${path.relative(docsDir, example.page)}:${example.line}`;

describe('config examples of the Canary docs', () => {
  it('finds the examples (a broken extraction must not pass silently)', () => {
    console.log(`config examples: ${examples.length} found, ${complete.length} complete and validated, ${examples.length - complete.length} fragments`);
    expect(examples.length).toBeGreaterThan(80);
    expect(complete.length).toBeGreaterThan(60);
  });

  for (const example of complete) {
    it(`${where(example)} is accepted by the framework`, async () => {
      const config = await evaluateConfig(example);
      expect(() => validateExampleConfig(config)).not.toThrow();
    });
  }

  it('rejects an invalid config with the framework’s message', async () => {
    const config = await evaluateConfig({page: 'inline', line: 1, lang: 'js', meta: '', code: "export default {title: 'X', url: 'https://x.org', baseUrl: '/', trailingSlash: 'yes'};"});
    expect(() => validateExampleConfig(config)).toThrow(/trailingSlash/);
    const plugin = await evaluateConfig({
      page: 'inline',
      line: 1,
      lang: 'js',
      meta: '',
      code: "export default {title: 'X', url: 'https://x.org', baseUrl: '/', plugins: [['@docusaurus/plugin-content-docs', {routeBasePath: 42}]]};",
    });
    expect(() => validateExampleConfig(plugin)).toThrow(/routeBasePath/);
  });
});
