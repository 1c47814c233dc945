// Rspack loader for prism-react-renderer's ESM build: drops the 20 colour themes it bundles
// behind its `themes` export (≈ 4 KB gzip in every code page's JavaScript). The site draws
// its own themes (src/config/prism.ts) and no browser code imports `themes`.
module.exports = function stripBundledThemes(source) {
  const start = source.indexOf('// src/themes/index.ts');
  const end = source.indexOf('// src/index.ts', start);
  if (start < 0 || end < 0) {
    throw new Error(
      'code-highlighting: prism-react-renderer no longer has the expected layout; update stripBundledThemesLoader.js',
    );
  }
  return `${source.slice(0, start)}var themes_exports = {};\n${source.slice(end)}`;
};
