import {describe, expect, it} from 'vitest';
import {prismDark, prismLight} from '../../src/config/prism';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each([
  ['light', prismLight],
  ['dark', prismDark],
])('%s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;
  const colours = [theme.plain.color!, ...theme.styles.map((style) => style.style.color!)];

  it.each(colours)('%s reaches 4.5:1 on the code background', (colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('styles comments, strings, keywords and functions differently', () => {
    const colourOf = (type: string) => theme.styles.find((style) => style.types.includes(type))!.style.color;
    const distinct = new Set(['comment', 'string', 'keyword', 'function'].map(colourOf));
    expect(distinct.size).toBe(4);
  });
});
