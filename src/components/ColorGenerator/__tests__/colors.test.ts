import {describe, expect, it} from 'vitest';
import {
  DEFAULT_SHADES,
  adjustLightness,
  computeShades,
  contrastRatio,
  generateCss,
  hexToRgb,
  hslToRgb,
  normalizeHex,
  parseStoredColors,
  rgbToHex,
  rgbToHsl,
  storageKey,
  wcagRating,
} from '../colors';

describe('normalizeHex', () => {
  it('accepts short and long forms with or without #', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('1f7a55')).toBe('#1f7a55');
    expect(normalizeHex('  #1F7A55 ')).toBe('#1f7a55');
  });
  it('rejects anything else', () => {
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex('')).toBeNull();
  });
});

describe('colour space conversions', () => {
  it('round-trips hex through RGB and HSL', () => {
    for (const hex of ['#1f7a55', '#ff0000', '#00ff00', '#0000ff', '#777777', '#ffffff', '#000000', '#e91e63']) {
      expect(rgbToHex(hslToRgb(rgbToHsl(hexToRgb(hex))))).toBe(hex);
    }
  });
  it('computes known HSL values', () => {
    expect(rgbToHsl(hexToRgb('#ff0000'))).toEqual({h: 0, s: 1, l: 0.5});
    expect(rgbToHsl(hexToRgb('#808080')).s).toBe(0);
  });
});

describe('adjustLightness', () => {
  it('keeps the colour with a zero adjustment', () => {
    expect(adjustLightness('#1f7a55', 0)).toBe('#1f7a55');
  });
  it('scales lightness relatively', () => {
    // #ff0000 has lightness 0.5: -0.3 gives 0.35, +0.3 gives 0.65
    expect(rgbToHsl(hexToRgb(adjustLightness('#ff0000', -0.3))).l).toBeCloseTo(0.35, 2);
    expect(rgbToHsl(hexToRgb(adjustLightness('#ff0000', 0.3))).l).toBeCloseTo(0.65, 2);
  });
  it('clamps to white and black', () => {
    expect(adjustLightness('#ffffff', 0.5)).toBe('#ffffff');
    expect(adjustLightness('#336699', -1)).toBe('#000000');
  });
});

describe('computeShades', () => {
  it('yields the seven Infima variables in order, darker to lighter as specified', () => {
    const shades = computeShades(
      '#1f7a55',
      DEFAULT_SHADES.map((s) => s.adjustment),
    );
    expect(shades.map((s) => s.variable)).toEqual([
      '--ifm-color-primary',
      '--ifm-color-primary-dark',
      '--ifm-color-primary-darker',
      '--ifm-color-primary-darkest',
      '--ifm-color-primary-light',
      '--ifm-color-primary-lighter',
      '--ifm-color-primary-lightest',
    ]);
    const lightness = shades.map((s) => rgbToHsl(hexToRgb(s.hex)).l);
    expect(lightness[3]).toBeLessThan(lightness[2]!);
    expect(lightness[2]).toBeLessThan(lightness[1]!);
    expect(lightness[1]).toBeLessThan(lightness[0]!);
    expect(lightness[4]).toBeGreaterThan(lightness[0]!);
    expect(lightness[6]).toBeGreaterThan(lightness[5]!);
  });
  it('uses edited adjustments', () => {
    const shades = computeShades('#ff0000', [0, 0, 0, 0, 0, 0, 0]);
    expect(new Set(shades.map((s) => s.hex))).toEqual(new Set(['#ff0000']));
  });
});

describe('contrast', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', '#000000')).toBe(contrastRatio('#000000', '#ffffff'));
  });
  it('matches a known mid value', () => {
    // #767676 on white is the classic 4.54:1 threshold colour
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('rates by the normal-text thresholds', () => {
    expect(wcagRating(7)).toBe('AAA');
    expect(wcagRating(6.99)).toBe('AA');
    expect(wcagRating(4.5)).toBe('AA');
    expect(wcagRating(4.49)).toBe('Fail');
  });
});

describe('generateCss', () => {
  const shades = computeShades(
    '#1f7a55',
    DEFAULT_SHADES.map((s) => s.adjustment),
  );
  it('targets :root for light mode and data-theme for dark mode', () => {
    expect(generateCss('light', shades, '#ffffff')).toMatch(/^\/\*.*\*\/\n:root \{/);
    expect(generateCss('dark', shades, '#111111')).toContain("[data-theme='dark'] {");
  });
  it('lists every shade and the background', () => {
    const css = generateCss('light', shades, '#fafafa');
    expect(css).toContain('  --ifm-color-primary: #1f7a55;');
    expect(css).toContain('  --ifm-background-color: #fafafa;');
    expect(css.match(/--ifm-color-primary/g)).toHaveLength(7);
  });
});

describe('parseStoredColors', () => {
  it('reads valid data and keys per mode', () => {
    expect(storageKey('light')).not.toBe(storageKey('dark'));
    const value = {primary: '#ABC', background: '#fff', adjustments: [0, -0.1, -0.15, -0.3, 0.1, 0.15, 0.3]};
    expect(parseStoredColors(JSON.stringify(value))).toEqual({...value, primary: '#aabbcc', background: '#ffffff'});
  });
  it('ignores malformed data', () => {
    expect(parseStoredColors(null)).toBeNull();
    expect(parseStoredColors('{')).toBeNull();
    expect(parseStoredColors(JSON.stringify({primary: 'nope', background: '#fff', adjustments: []}))).toBeNull();
    expect(parseStoredColors(JSON.stringify({primary: '#fff', background: '#fff', adjustments: [0]}))).toBeNull();
  });
});
