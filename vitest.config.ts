import path from 'node:path';
import {defineConfig, transformWithEsbuild, type Plugin} from 'vite';

/** Theme components ship as JSX inside .js files; compile them so tests can render them. */
function themeJsxInJs(): Plugin {
  return {
    name: 'theme-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      if (!/@docusaurus\/theme-[a-z-]+\/lib\/.*\.js$/.test(id)) return null;
      return transformWithEsbuild(code, id, {loader: 'jsx', jsx: 'automatic'});
    },
  };
}

export default defineConfig({
  plugins: [themeJsxInJs()],
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // Bundler aliases of Docusaurus (its client exports), for code that runs in the browser.
      '@docusaurus/router': path.resolve(__dirname, 'node_modules/@docusaurus/core/lib/client/exports/router.js'),
      '@docusaurus/useDocusaurusContext': path.resolve(
        __dirname,
        'node_modules/@docusaurus/core/lib/client/exports/useDocusaurusContext.js',
      ),
    },
  },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'src/**/__tests__/**/*.test.{ts,tsx}',
      '_dogfooding/**/__tests__/**/*.test.{ts,tsx}',
      'scripts/**/__tests__/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    server: {deps: {inline: [/@docusaurus\/theme-/, /@docusaurus\/plugin-content-docs\/lib\/client/]}},
  },
});
