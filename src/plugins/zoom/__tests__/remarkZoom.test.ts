import {describe, expect, it} from 'vitest';
import {createProcessor} from '@mdx-js/mdx';
import remarkZoom, {zoomModule} from '../remarkZoom';

async function compile(mdx: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const processor = createProcessor({format, remarkPlugins: [remarkZoom], jsx: true});
  return String(await processor.process(mdx));
}

const importLine = `import ${JSON.stringify(zoomModule)};`;

describe('remarkZoom', () => {
  it('lays a labelled button over a Markdown image, which stays an image, and imports the zoom module', async () => {
    for (const format of ['mdx', 'md'] as const) {
      const code = await compile('# Title\n\n![A diagram of the build](https://example.com/build.png)\n', format);
      expect(code, format).toContain(importLine);
      expect(code, format).toMatch(
        /<(?:_components\.)?span className="zoom-frame"><_components\.img src="https:\/\/example\.com\/build\.png" alt="A diagram of the build" \/><(?:_components\.)?button type="button" className="zoom-frame__button" data-zoom="image" aria-haspopup="dialog" aria-label="Enlarge image: A diagram of the build" \/><\/(?:_components\.)?span>/,
      );
    }
  });

  it('frames JSX images too (the framework turns local Markdown images into JSX <img>)', async () => {
    const code = await compile(
      '<img src="/img/a.png" alt="A chart" />\n\nText <img src="/b.png" alt={alt} /> inline.\n',
    );
    expect(code).toContain(importLine);
    expect(code).toContain('aria-label="Enlarge image: A chart"');
    // An alt text that is an expression is not known at build time.
    expect(code).toContain('aria-label="Enlarge image"');
  });

  it('leaves images inside links, pages without images, and opted-out images alone', async () => {
    for (const mdx of [
      '[![Badge](https://example.com/badge.svg)](https://example.com)\n',
      '<a href="/x"><img src="/y.png" alt="Y" /></a>\n',
      'Just text, and `![not an image](x.png)` in code.\n',
      '<img src="/y.png" alt="Y" data-zoom="false" />\n',
    ]) {
      const code = await compile(mdx);
      expect(code, mdx).not.toContain(importLine);
      expect(code, mdx).not.toContain('zoom-frame');
    }
  });
});
