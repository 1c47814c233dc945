/**
 * Colour maths for the ColorGenerator: parse a hex colour, derive the Infima
 * primary shades by scaling HSL lightness, rate contrast with the WCAG formula
 * and print the matching CSS. No DOM access here, so it is unit-testable.
 */
export type Mode = 'light' | 'dark';

export type Rgb = {r: number; g: number; b: number};
export type Hsl = {h: number; s: number; l: number};

export type ShadeSpec = {
  /** Suffix of the variable, '' for the base colour. */
  readonly name: string;
  /** Relative lightness change: -0.1 makes the colour 10% darker. */
  readonly adjustment: number;
};

export type Shade = ShadeSpec & {
  readonly variable: string;
  readonly hex: string;
};

export type StoredColors = {
  readonly primary: string;
  readonly background: string;
  readonly adjustments: readonly number[];
};

export type WcagRating = 'AAA' | 'AA' | 'Fail';

export const DEFAULT_SHADES: readonly ShadeSpec[] = [
  {name: '', adjustment: 0},
  {name: 'dark', adjustment: -0.1},
  {name: 'darker', adjustment: -0.15},
  {name: 'darkest', adjustment: -0.3},
  {name: 'light', adjustment: 0.1},
  {name: 'lighter', adjustment: 0.15},
  {name: 'lightest', adjustment: 0.3},
];

/** Starting point of each mode: the colours of this site's own custom.css. */
export const DEFAULT_COLORS: Record<Mode, StoredColors> = {
  light: {primary: '#1f7a55', background: '#ffffff', adjustments: DEFAULT_SHADES.map((s) => s.adjustment)},
  dark: {primary: '#3ecf9a', background: '#17191c', adjustments: DEFAULT_SHADES.map((s) => s.adjustment)},
};

export const BACKGROUND_VARIABLE = '--ifm-background-color';

export function storageKey(mode: Mode): string {
  return `docusaurus.colorGenerator.${mode}`;
}

export function variableName(shadeName: string): string {
  return shadeName ? `--ifm-color-primary-${shadeName}` : '--ifm-color-primary';
}

/** Accepts `#abc`, `abc`, `#aabbcc` or `aabbcc` (any case); returns `#aabbcc` or null. */
export function normalizeHex(input: string): string | null {
  const value = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(value)) {
    return `#${[...value].map((c) => c + c).join('')}`;
  }
  if (/^[0-9a-f]{6}$/.test(value)) {
    return `#${value}`;
  }
  return null;
}

export function hexToRgb(hex: string): Rgb {
  const normalized = normalizeHex(hex);
  if (!normalized) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const n = parseInt(normalized.slice(1), 16);
  return {r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255};
}

export function rgbToHex({r, g, b}: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function rgbToHsl({r, g, b}: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) {
    return {h: 0, s: 0, l};
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) {
    h = (gg - bb) / d + (gg < bb ? 6 : 0);
  } else if (max === gg) {
    h = (bb - rr) / d + 2;
  } else {
    h = (rr - gg) / d + 4;
  }
  return {h: h * 60, s, l};
}

export function hslToRgb({h, s, l}: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r1, g1, b1] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = l - chroma / 2;
  return {r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255};
}

/** Scales the HSL lightness by (1 + adjustment), clamped to [0, 1]. */
export function adjustLightness(hex: string, adjustment: number): string {
  const hsl = rgbToHsl(hexToRgb(hex));
  const l = Math.min(1, Math.max(0, hsl.l * (1 + adjustment)));
  return rgbToHex(hslToRgb({...hsl, l}));
}

export function computeShades(primary: string, adjustments: readonly number[]): Shade[] {
  return DEFAULT_SHADES.map((spec, index) => {
    const adjustment = adjustments[index] ?? spec.adjustment;
    return {
      name: spec.name,
      adjustment,
      variable: variableName(spec.name),
      hex: adjustLightness(primary, adjustment),
    };
  });
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const {r, g, b} = hexToRgb(hex);
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Rating for normal-size text: 7:1 for AAA, 4.5:1 for AA. */
export function wcagRating(ratio: number): WcagRating {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return 'Fail';
}

/** The variables the preview writes on <html>: every shade plus the background. */
export function cssVariables(shades: readonly Shade[], background: string): Record<string, string> {
  const entries = shades.map((shade) => [shade.variable, shade.hex] as const);
  return Object.fromEntries([...entries, [BACKGROUND_VARIABLE, background]]);
}

/** The block to paste into src/css/custom.css for one mode. */
export function generateCss(mode: Mode, shades: readonly Shade[], background: string): string {
  const selector = mode === 'dark' ? "[data-theme='dark']" : ':root';
  const lines = Object.entries(cssVariables(shades, background)).map(([name, value]) => `  ${name}: ${value};`);
  return `/* ${mode === 'dark' ? 'Dark' : 'Light'} mode, for src/css/custom.css */\n${selector} {\n${lines.join('\n')}\n}`;
}

/** Reads what sessionStorage holds for a mode; anything malformed counts as nothing. */
export function parseStoredColors(raw: string | null): StoredColors | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<StoredColors>;
    const primary = typeof data.primary === 'string' ? normalizeHex(data.primary) : null;
    const background = typeof data.background === 'string' ? normalizeHex(data.background) : null;
    const adjustments =
      Array.isArray(data.adjustments) && data.adjustments.every((n) => typeof n === 'number' && Number.isFinite(n))
        ? data.adjustments
        : null;
    if (!primary || !background || !adjustments || adjustments.length !== DEFAULT_SHADES.length) {
      return null;
    }
    return {primary, background, adjustments};
  } catch {
    return null;
  }
}
