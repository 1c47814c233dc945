// ESLint (flat config): `npm run lint`. Besides the usual rules, it keeps the line at Docusaurus's public API: code
// that reaches below it (package internals, generated modules, the theme's internal helpers) may only live in
// src/framework-internals/, whose README lists each piece with its reason and its deletion condition.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import paths below the public API, allowed in src/framework-internals only. */
export const belowApiImports = [
  {
    group: ['@docusaurus/*/lib/**', '@docusaurus/*/src/**'],
    message: 'Package internals of Docusaurus: go through src/framework-internals (see its README).',
  },
  {
    group: ['@docusaurus/theme-common/internal'],
    message: 'Import the theme’s internal helpers from @site/src/framework-internals/theme-common-internal.',
  },
  {
    group: ['@generated/*', '!@generated/docusaurus.config', '!@generated/site-metadata', '!@generated/globalData'],
    message: 'Generated modules other than the documented ones: go through src/framework-internals.',
  },
  {
    group: ['**/node_modules/**'],
    message: 'A package file by its path: go through src/framework-internals.',
  },
  {
    group: ['@docsearch/react/style', '@docsearch/*/dist/**'],
    message: 'DocSearch internals: go through src/framework-internals.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'static/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'changelog/.generated/**',
      '_dogfooding/_asset-tests/**',
      '**/*.min.js',
      // Untracked local experiments (.gitignore).
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
      parserOptions: {ecmaFeatures: {jsx: true}},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...docusaurus.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', {patterns: belowApiImports}],
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Bundler and loader hooks are typed loosely by the bundler itself.
      '@typescript-eslint/no-explicit-any': 'off',
      // `require` is how CommonJS loaders and `require.resolve` are written here.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // CommonJS files: bundler loaders.
    files: ['**/*.cjs', '**/*Loader.js'],
    languageOptions: {sourceType: 'commonjs'},
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // The one place allowed below the API (and the guard test, which names the guarded files).
    files: ['src/framework-internals/**'],
    rules: {'no-restricted-imports': 'off'},
  },
);
