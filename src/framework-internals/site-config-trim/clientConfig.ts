/**
 * The site config the browser gets: Docusaurus's generated `.docusaurus/docusaurus.config.mjs`
 * without the options of plugins, presets and themes, which only the build reads
 * (≈ 1.3 KB gzip of every page's entry JavaScript).
 */
export const serverOnlyKeys = ['plugins', 'presets', 'themes'] as const;

export function clientConfigModule(generatedSource: string): string {
  const start = generatedSource.indexOf('export default');
  if (start < 0) throw new Error('site-config-trim: unexpected .docusaurus/docusaurus.config.mjs');
  const config = JSON.parse(
    generatedSource
      .slice(start + 'export default'.length)
      .trim()
      .replace(/;\s*$/, ''),
  ) as Record<string, unknown>;
  for (const key of serverOnlyKeys) config[key] = [];
  return `export default ${JSON.stringify(config)};\n`;
}
