import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {createProcessor} from '@mdx-js/mdx';
import remarkCodeImports, {providePrismContentModule} from '../remarkCodeImports';
import {builtInLanguages, everyPageLanguages, languageModule, onDemandLanguages} from '../languages';
import siteConfig from '../../../../docusaurus.config';

async function compile(mdx: string, format: 'md' | 'mdx' = 'mdx', highlightAtBuild = true): Promise<string> {
  const processor = createProcessor({format, remarkPlugins: [[remarkCodeImports, {highlightAtBuild}]]});
  return String(await processor.process(mdx));
}

describe('remarkCodeImports', () => {
  it('pages whose blocks are all highlighted at build time import nothing for them, in .mdx and .md files', async () => {
    for (const format of ['mdx', 'md'] as const) {
      const code = await compile('# Title\n\n```js\nlet a = 1;\n```\n', format);
      expect(code, format).toContain('prehighlighted');
      expect(code, format).not.toContain('code-highlighting');
    }
  });

  it('leaves pages with only inline code or no code alone', async () => {
    const code = await compile('Run `npm start` and read on.');
    expect(code).not.toContain('code-highlighting');
  });

  it('highlights fenced blocks at build time: no Prism and no language definition in the page', async () => {
    const code = await compile(
      ['# Page', '```php', '<?php echo 1;', '```', '```js title="a.js"', 'let a = 1;', '```'].join('\n'),
    );
    expect(code).toContain('prehighlighted: "<span class=\\"token keyword\\">let</span> a ');
    expect(code).not.toContain(providePrismContentModule);
    expect(code).not.toContain('code-highlighting/languages');
  });

  it('leaves live blocks, <CodeBlock> and JSX <pre> to the browser, and then imports Prism', async () => {
    for (const source of [
      '```jsx live\nfunction A() { return null; }\n```',
      '<CodeBlock language="js">{"let a;"}</CodeBlock>',
      '<pre><code>a</code></pre>',
    ]) {
      const code = await compile(source);
      expect(code, source).toContain(`import ${JSON.stringify(providePrismContentModule)};`);
    }
    expect(await compile('```jsx live\nfunction A() { return null; }\n```')).not.toContain('prehighlighted');
  });

  it('imports the definitions of the rare languages the browser highlights, once each', async () => {
    const code = await compile(
      ['# Page', '```php', '<?php echo 1;', '```', '```hs', 'main = pure ()', '```', '```php', 'echo 2;', '```'].join(
        '\n',
      ),
      'mdx',
      false,
    );
    expect(code).toContain(`import ${JSON.stringify(languageModule('php'))};`);
    expect(code).toContain(`import ${JSON.stringify(languageModule('haskell'))};`);
    expect(code.split(languageModule('php')).length - 1).toBe(1);
  });

  it('sees languages given to <CodeBlock> in MDX', async () => {
    const code = await compile('<CodeBlock language="scss">{"$a: 1px;"}</CodeBlock>');
    expect(code).toContain(JSON.stringify(languageModule('scss')));
  });

  it('adds no language definition for common languages', async () => {
    const code = await compile('```bash\nnpm start\n```\n\n```js\nlet a;\n```');
    expect(code).not.toContain('code-highlighting/languages');
  });
});

describe('language lists', () => {
  it('together are exactly themeConfig.prism.additionalLanguages, and each has a module', () => {
    const configured = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;
    expect([...everyPageLanguages, ...onDemandLanguages, ...builtInLanguages].sort()).toEqual([...configured].sort());
    for (const language of [...everyPageLanguages, ...onDemandLanguages])
      expect(fs.existsSync(languageModule(language)), language).toBe(true);
  });
});
