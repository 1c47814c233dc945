/**
 * Builds the two ways of passing the same plugin options: through the classic
 * preset (`presets: [['classic', {<key>: options}]]`) or by declaring the plugin
 * itself (`plugins: [['<package>', options]]`).
 */

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line.trim() === '' ? line : pad + line))
    .join('\n');
}

/** `options` is a JS object literal (text) such as `{\n  path: 'docs',\n}`. */
export function presetConfig(options: string, presetKey: string): string {
  const literal = options.trim();
  return [
    'export default {',
    '  presets: [',
    '    [',
    "      'classic',",
    '      {',
    `        ${presetKey}: ${indent(literal, 8)},`,
    '      },',
    '    ],',
    '  ],',
    '};',
  ].join('\n');
}

export function pluginConfig(options: string, pluginName: string): string {
  const literal = options.trim();
  return [
    'export default {',
    '  plugins: [',
    '    [',
    `      '${pluginName}',`,
    `      ${indent(literal, 6)},`,
    '    ],',
    '  ],',
    '};',
  ].join('\n');
}
