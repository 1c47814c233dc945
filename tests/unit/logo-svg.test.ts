import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The footer's wordmark is SVG text drawn in the reader's system font: in a wide one (DejaVu Sans on Linux) the
// last letter fell outside the 160-unit box ("Docusauru"). `textLength` makes every font fit the same width.
describe('footer logo', () => {
  const svg = readFileSync(path.resolve(__dirname, '../../static/img/logo-footer.svg'), 'utf8');

  it('fits its wordmark inside the viewBox whatever the font', () => {
    const width = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
    const text = /<text\b([^>]*)>/.exec(svg)?.[1] ?? '';
    const x = Number(/\bx="(\d+(?:\.\d+)?)"/.exec(text)?.[1]);
    const length = Number(/\btextLength="(\d+(?:\.\d+)?)"/.exec(text)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(length, 'textLength is set').toBeGreaterThan(0);
    expect(/\blengthAdjust="spacingAndGlyphs"/.test(text)).toBe(true);
    expect(x + length).toBeLessThanOrEqual(width);
  });
});
