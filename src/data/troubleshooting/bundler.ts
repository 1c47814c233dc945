import type {TroubleshootingArea} from './types';

const bundler: TroubleshootingArea = {
  slug: 'bundler-node',
  title: 'Bundler, Node.js and the dev server',
  groups: [
    {
      id: 'compile-errors',
      title: 'Compile errors',
      entries: [
        {
          id: 'failed-to-compile',
          title: 'Failed to compile due to Webpack errors',
          source: 'docusaurus',
          messages: [
            {text: 'Failed to compile due to Webpack errors. …'},
            {text: 'Client bundle compiled with errors therefore further build is impossible. …'},
            {text: 'Error while closing Webpack compiler: …'},
          ],
          cause:
            'The bundler (webpack, or Rspack with Docusaurus Faster; the message says Webpack in both cases) could not compile the site\'s JavaScript, CSS or MDX. These lines only announce the failure: the errors printed after them say which file and why, and are usually one of the entries of this page or of the Markdown page.',
          fix: 'Read the first error below the message, which names the module and the line. After changing bundler settings or aliases, `docusaurus clear` removes stale caches.',
          see: ['[CLI: clear](doc:cli#docusaurus-clear-sitedir)'],
        },
        {
          id: 'module-not-found',
          title: "Module not found: Error: Can't resolve",
          source: 'bundler',
          messages: [
            {text: "Module not found: Error: Can't resolve '…' in '…'"},
            {text: "Module not found: Can't resolve '…'"},
          ],
          cause:
            'An `import` names a file or package that cannot be found from the importing file: a typo or a wrong relative path, a package that is not installed, an `@site/…` or `@theme/…` path that does not exist (a theme component name that changed between versions, for example), or letter case that differs from the file name (macOS and Windows ignore case, Linux builds do not).',
          fix: 'Install the package (`npm install <name>`), correct the path and its case, and check `@theme/` names against the swizzle list of your version (`npx docusaurus swizzle --list`). Then `docusaurus clear` and rebuild.',
          see: ['[Swizzling](doc:swizzling)', '[MDX and React](doc:markdown-features/react#importing-components)'],
        },
        {
          id: 'export-not-found',
          title: 'export was not found in module',
          source: 'bundler',
          messages: [{text: "export '…' (imported as '…') was not found in '…'"}],
          cause: 'A named import does not exist in the module: for example a theme or plugin export that was renamed, or a default export imported with braces.',
          fix: 'Check the module\'s exports; import a default export without braces.',
          see: ['[Client API](doc:docusaurus-core)'],
        },
        {
          id: 'faster-package-missing',
          title: 'Docusaurus Faster needs @docusaurus/faster',
          source: 'docusaurus',
          versions: ['3.7.0', '3.6.3'],
          messages: [
            {text: 'To enable Docusaurus Faster options, your site must add the @docusaurus/faster package as a dependency.'},
            {text: "You can't use siteConfig.webpack.jsLoader and siteConfig.future.experimental_faster.swcJsLoader at the same time. To avoid any configuration ambiguity, you must make an explicit choice: - If you want to use Docusaurus Faster and SWC (recommended), remove siteConfig.webpack.jsLoader - If you want to use a custom JS loader, use siteConfig.future.experimental_faster.swcJsLoader: false"},
          ],
          cause:
            'An option of `future.experimental_faster` is on (`experimental_faster: true` turns on all of them) but the `@docusaurus/faster` package, which holds Rspack, SWC and Lightning CSS, is not installed; or the config sets its own `webpack.jsLoader` while the SWC loader is also on.',
          fix: 'Install `@docusaurus/faster` at the same version as `@docusaurus/core`. Keep either the custom `webpack.jsLoader` or `future.experimental_faster.swcJsLoader`, not both.',
          see: ['[future](doc:api/docusaurus-config#future)', '[webpack](doc:api/docusaurus-config#webpack)'],
        },
        {
          id: 'faster-package-missing',
          title: 'Docusaurus Faster needs @docusaurus/faster',
          source: 'docusaurus',
          versions: ['canary'],
          messages: [
            {text: 'To enable Docusaurus Faster options, your site must add the @docusaurus/faster package as a dependency.'},
            {text: "You can't use siteConfig.webpack.jsLoader and siteConfig.future.faster.swcJsLoader at the same time. To avoid any configuration ambiguity, you must make an explicit choice: - If you want to use Docusaurus Faster and SWC (recommended), remove siteConfig.webpack.jsLoader - If you want to use a custom JS loader, use siteConfig.future.faster.swcJsLoader: false", versions: ['canary']},
          ],
          cause:
            'A `future.faster` option (or `future.v4`, which turns them on) is enabled but the `@docusaurus/faster` package, which holds Rspack, SWC and Lightning CSS, is not installed; or the config sets its own `webpack.jsLoader` while the SWC loader is also on.',
          fix: 'Install `@docusaurus/faster` at the same version as `@docusaurus/core`. Keep either the custom `webpack.jsLoader` or `future.faster.swcJsLoader`, not both.',
          see: ['[future](doc:api/docusaurus-config#future)', '[webpack](doc:api/docusaurus-config#webpack)'],
        },
        {
          id: 'build-output-folder',
          title: 'The build output folder cannot be prepared',
          source: 'docusaurus',
          versions: ['3.7.0', '3.6.3'],
          messages: [
            {text: "A file '…' already exists. Docusaurus needs this directory to save the build output. Either remove/change the file or choose a different build directory via '--out-dir'."},
            {text: 'clean-webpack-plugin: Cannot delete files/folders outside the current working directory. Can be overridden with the "dangerouslyAllowCleanPatternsOutsideProject" option.'},
          ],
          cause:
            'Before writing the client bundle, the build empties its output folder (`build/`, or `--out-dir`). It stops when that path is a file, or when the folder lies outside the directory the command runs from, which the cleaning step refuses to touch. The option named in the second message belongs to the cleaning step and cannot be set from the Docusaurus config.',
          fix: 'Remove the file or pick another `--out-dir`; for an output folder outside the project, run the command from a directory that contains it, or build inside the project and copy the result.',
          see: ['[CLI: build](doc:cli#docusaurus-build-sitedir)'],
        },
        {
          id: 'html-minification-failed',
          title: 'HTML minification failed',
          source: 'docusaurus',
          messages: [{text: 'HTML minification failed (Terser)'}, {text: 'HTML minification failed (SWC)'}],
          cause: 'The rendered HTML of a page could not be minified, usually because a component or raw HTML in Markdown produced markup the minifier cannot parse. The cause below names the problem.',
          fix: 'Find the page in the error and correct its HTML (unclosed elements, stray `<` characters in raw HTML blocks).',
          see: ['[Static site generation](doc:advanced/ssg)'],
        },
      ],
    },
    {
      id: 'node-and-memory',
      title: 'Node.js, memory and packages',
      entries: [
        {
          id: 'heap-out-of-memory',
          title: 'JavaScript heap out of memory',
          source: 'node',
          messages: [
            {text: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'},
            {text: 'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory'},
          ],
          cause: 'Node.js ran out of the memory it allows itself for the build. Large sites (many pages, many versions or locales) and small CI machines hit this limit first.',
          fix: 'Give Node.js more memory, for example `NODE_OPTIONS=--max-old-space-size=8192 npm run build`; build one locale at a time (`--locale`); keep fewer docs versions (`onlyIncludeVersions` for previews). Docusaurus Faster (Rspack) usually needs less memory.',
          see: ['[Deployment](doc:deployment)', '[future](doc:api/docusaurus-config#future)'],
        },
        {
          id: 'node-too-old',
          title: 'Node.js too old, or Node.js syntax errors in dependencies',
          source: 'node',
          messages: [
            {text: 'SyntaxError: Unexpected token …'},
            {text: "Error [ERR_REQUIRE_ESM]: require() of ES Module … not supported."},
            {text: 'The engine "node" is incompatible with this module. Expected version "…". Got "…"'},
          ],
          cause:
            'An older Node.js than the one Docusaurus needs runs the command: syntax that it cannot parse (`??=`, for example) fails before Docusaurus can print its own version message. `ERR_REQUIRE_ESM` means a CommonJS config `require()`s a package that only ships ES modules.',
          fix: 'Upgrade Node.js to a supported LTS release and check `node --version` in the environment that fails (CI images often pin an old one). For ESM-only packages, write the config as `docusaurus.config.mjs` or `.ts` and use `import`.',
          see: ['[Installation requirements](doc:installation#requirements)', '[Node.js version](doc:deployment#nodejs-version)'],
        },
        {
          id: 'npm-eresolve',
          title: 'npm ERESOLVE: could not resolve peer dependencies',
          source: 'npm',
          messages: [{text: 'npm ERR! ERESOLVE unable to resolve dependency tree'}, {text: 'npm error ERESOLVE could not resolve'}],
          cause:
            'A package declares a peer dependency range that the project does not meet: most often a React version that an older Docusaurus release (or a community plugin) does not list, or `@docusaurus/*` packages at different versions.',
          fix: 'Align the versions (every `@docusaurus/*` package at the same version, React within the range that your Docusaurus version supports), or as a last resort install with `--legacy-peer-deps`.',
          see: ['[Installation](doc:installation)'],
        },
      ],
    },
    {
      id: 'dev-server',
      title: 'Development server',
      entries: [
        {
          id: 'no-open-port',
          title: 'Could not find an open port',
          source: 'docusaurus',
          messages: [{text: 'Could not find an open port at ….'}],
          cause: 'The port (3000 by default) is taken and looking for a free one failed, for example because `--host` names an address that does not belong to this machine.',
          fix: 'Pass another port with `--port`, stop the other process, or correct `--host`.',
          see: ['[CLI: start](doc:cli#docusaurus-start-sitedir)'],
        },
        {
          id: 'https-certificate',
          title: 'HTTPS certificate errors',
          source: 'docusaurus',
          messages: [
            {text: 'The certificate "…" is invalid.'},
            {text: 'The certificate key "…" is invalid.'},
            {text: 'The certificate "…" and key "…" do not match.', versions: ['canary']},
            {text: 'You specified … in your env, but the file "…" can\'t be found.', versions: ['3.7.0', '3.6.3']},
            {text: 'You specified …, but file at path "…" can\'t be found.', versions: ['canary']},
            {text: 'You specified …, but file at path "…" can\'t be read.', versions: ['canary']},
            {text: 'HTTPS support require proving a certificate and key at the same time. You only provided a … (with …) at path "…".', versions: ['canary']},
          ],
          cause: 'With `HTTPS=true`, the dev server reads the files named by `SSL_CRT_FILE` and `SSL_KEY_FILE`; they must both be given, exist, be readable and belong together.',
          fix: 'Set both variables to the paths of a matching certificate and key (a tool such as mkcert creates a pair), or unset them to let the server make its own certificate.',
          see: ['[CLI: start](doc:cli#docusaurus-start-sitedir)'],
        },
        {
          id: 'site-reload-failure',
          title: 'Site reload failure',
          source: 'docusaurus',
          messages: [{text: 'Site reload failure'}, {text: 'Site plugin reload failure - Plugin …'}],
          cause: 'After a file change, the dev server reloads the config or a plugin\'s content, and that failed; the error below says why (often an error of another entry of these pages, such as a broken sidebar or front matter).',
          fix: 'Fix the error printed under the message; the server keeps running and reloads on the next save.',
          see: ['[CLI: start](doc:cli#docusaurus-start-sitedir)'],
        },
        {
          id: 'keep-server-bundle',
          title: 'Will NOT delete server bundle',
          source: 'docusaurus',
          messages: [{text: "Will NOT delete server bundle because DOCUSAURUS_KEEP_SERVER_BUNDLE is set to 'true'", versions: ['3.7.0', '3.6.3']},
            {text: "Will NOT delete server bundle because DOCUSAURUS_KEEP_SERVER_BUNDLE='true'", versions: ['canary']}],
          cause: 'The environment variable `DOCUSAURUS_KEEP_SERVER_BUNDLE=true` keeps the server-rendering bundle in the build folder, for debugging.',
          fix: 'Nothing to fix; unset the variable to get a clean build folder.',
          see: ['[Static site generation](doc:advanced/ssg)'],
        },
        {
          id: 'clear-failed',
          title: 'Could not remove a folder (docusaurus clear)',
          source: 'docusaurus',
          messages: [{text: 'Could not remove the … at "…".'}],
          cause: '`docusaurus clear` deletes `.docusaurus`, the build folder and the bundler caches in `node_modules/.cache`; one could not be deleted, usually because another process (a running dev server, an editor) holds files in it or permissions forbid it.',
          fix: 'Stop the other process and run the command again, or delete the folder by hand.',
          see: ['[CLI: clear](doc:cli#docusaurus-clear-sitedir)'],
        },
      ],
    },
  ],
};

export default bundler;
