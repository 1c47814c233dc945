/**
 * The stylesheet that colours build-time highlighted code (static/highlight.ts): the code background and text colour
 * of each colour mode, and one rule per theme style. The light theme applies by default and the dark one under
 * `[data-theme='dark']`, which the inline colour-mode script sets before the first paint, so code never shows the
 * wrong colours while the page loads. Blocks still highlighted in the browser carry inline colours, which win.
 */
import type {PrismTheme} from 'prism-react-renderer';

const cssProperties: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  textDecoration: 'text-decoration',
  opacity: 'opacity',
};

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([key, value]) => cssProperties[key] && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${cssProperties[key]}:${value}`)
    .join(';');
}

function themeRules(theme: PrismTheme, scope: string): string {
  const plain = declarations({color: theme.plain.color});
  const variables = `--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}`;
  const rules = [`${scope || ':root'}{${variables}}`];
  for (const entry of theme.styles) {
    // Language-specific styles cannot be expressed per token class; build-time highlighting does not use them.
    if (entry.languages) continue;
    const types = entry.types.filter((type) => /^[\w-]+$/.test(type));
    if (types.length === 0) continue;
    const selector = types.map((type) => `${scope} .token.${type}`.trim()).join(',');
    rules.push(`${selector}{${declarations(entry.style as Record<string, unknown>) || plain}}`);
  }
  return rules.join('\n');
}

export function tokenStylesheet({light, dark}: {light: PrismTheme; dark?: PrismTheme}): string {
  return [themeRules(light, ''), ...(dark ? [themeRules(dark, "[data-theme='dark']")] : [])].join('\n') + '\n';
}
