import type {TroubleshootingArea} from './types';

const react: TroubleshootingArea = {
  slug: 'react-ssr',
  title: 'React and server rendering',
  groups: [
    {
      id: 'server-rendering',
      title: 'Server rendering (build)',
      entries: [
        {
          id: 'window-is-not-defined',
          title: '`window is not defined` during the build',
          source: 'node',
          messages: [
            {text: 'ReferenceError: window is not defined'},
            {text: 'ReferenceError: document is not defined'},
            {text: 'ReferenceError: localStorage is not defined'},
            {text: "Can't render static file for pathname \"…\"…", source: 'docusaurus'},
            {text: 'Docusaurus static site generation failed for … path…: - …', source: 'docusaurus'},
            {text: 'Unable to build website for locale ….', source: 'docusaurus'},
          ],
          cause:
            '`docusaurus build` renders every page to HTML in Node.js, where there is no `window`, `document`, `localStorage` or `navigator`. Code that touches them while a component renders, or at the top of a module (often inside a third-party library), works in `docusaurus start` (which renders only in the browser) and fails in the build. Docusaurus reports the page that failed, adds a hint when the error is one of these names, and names the locale whose build stopped.',
          fix: 'Move browser-only code into `useEffect` or event handlers, render browser-only components inside `<BrowserOnly>{() => …}</BrowserOnly>`, test `ExecutionEnvironment.canUseDOM` before touching browser objects, and load libraries that need `window` at import time with a dynamic `import()` or `require` inside the browser-only part.',
          see: ['[Static site generation](doc:advanced/ssg)', '[BrowserOnly](doc:docusaurus-core#browseronly)', '[ExecutionEnvironment](doc:docusaurus-core#executionenvironment)'],
        },
        {
          id: 'browser-storage-on-server',
          title: 'Browser storage is not available during server rendering',
          source: 'docusaurus',
          messages: [
            {text: 'Browser storage is not available on Node.js/Docusaurus SSR process.'},
            {text: 'Illegal storage API usage for storage key "…". Docusaurus storage APIs are not supposed to be called on the server-rendering process. Please only call storage APIs in effects and event handlers.'},
            {text: 'getWindowSize() should only be called after React hydration'},
          ],
          cause: 'Custom or swizzled code called the theme\'s storage helpers (`createStorageSlot`...) or its window size helper while a page rendered on the server.',
          fix: 'Call them in `useEffect` or in event handlers only.',
          see: ['[Static site generation](doc:advanced/ssg#useeffect)'],
        },
        {
          id: 'ssg-warnings',
          title: 'Static site generation emitted warnings',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus static site generation process emitted warnings for … path… This is non-critical and can be disabled with DOCUSAURUS_IGNORE_SSG_WARNINGS=true Troubleshooting guide: https://github.com/facebook/docusaurus/discussions/10580 - …'},
          ],
          cause:
            'After rendering, the HTML of each page is minified, and the minifier reported problems in that HTML (for example invalid nesting or an unclosed element produced by raw HTML in Markdown or a component). The pages are still written.',
          fix: 'Read the warning under each path and fix the HTML it quotes, or set the environment variable `DOCUSAURUS_IGNORE_SSG_WARNINGS=true` to hide it.',
          see: ['[Static site generation](doc:advanced/ssg)'],
        },
        {
          id: 'browser-only-children',
          title: 'The children of BrowserOnly must be a render function',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus error: The children of <BrowserOnly> must be a "render function", e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>. Current type: …'},
          ],
          cause: '`<BrowserOnly>` received elements as children. Elements are created during server rendering, which is what the component exists to avoid.',
          fix: 'Pass a function: `<BrowserOnly>{() => <Chart />}</BrowserOnly>`.',
          see: ['[BrowserOnly](doc:docusaurus-core#browseronly)'],
        },
      ],
    },
    {
      id: 'hydration',
      title: 'Hydration and hooks (in the browser)',
      entries: [
        {
          id: 'hydration-mismatch',
          title: 'Hydration failed: the server HTML does not match the client',
          source: 'react',
          messages: [
            {text: "Hydration failed because the server rendered HTML didn't match the client. As a result this tree will be regenerated on the client."},
            {text: 'Hydration failed because the initial UI does not match what was rendered on the server.'},
            {text: 'Text content does not match server-rendered HTML.'},
            {text: 'Minified React error #418'},
            {text: 'Minified React error #423'},
            {text: 'Minified React error #425'},
          ],
          cause:
            'When a built page loads, React attaches to the HTML produced at build time and expects its first render in the browser to produce the same markup. Output that depends on the browser (`window`, `localStorage`, the current date or time zone, `Math.random()`, the screen width) differs. Invalid HTML nesting in Markdown or JSX (a `<div>` inside a `<p>`) is repaired by the browser and differs too. The production build prints only the error numbers (React 19 reports most of these as #418).',
          fix: 'Render the same thing on both sides first, then change it in `useEffect`, or use `useIsBrowser()` / `<BrowserOnly>` for the part that depends on the browser. Check nesting in the HTML. Browser extensions that edit the page can also cause it: try a private window. Run `docusaurus build && docusaurus serve` to reproduce, since the dev server does not render on the server.',
          see: ['[Static site generation](doc:advanced/ssg)', '[useIsBrowser](doc:docusaurus-core#useIsBrowser)'],
        },
        {
          id: 'invalid-hook-call',
          title: 'Invalid hook call',
          source: 'react',
          messages: [
            {text: 'Invalid hook call. Hooks can only be called inside of the body of a function component.'},
            {text: "Cannot read properties of null (reading 'useState')"},
          ],
          cause:
            'A hook was called outside a component, or, in a Docusaurus site most often, two copies of React are loaded: a plugin or a linked package (`npm link`, a monorepo workspace) brings its own `react`.',
          fix: 'Check with `npm ls react react-dom` that one version is installed, move `react` to `peerDependencies` in your own packages, and deduplicate (`npm dedupe`). Call hooks only at the top level of components.',
          see: ['[Installation](doc:installation)'],
        },
        {
          id: 'objects-not-valid-react-child',
          title: 'Objects are not valid as a React child',
          source: 'react',
          messages: [{text: 'Objects are not valid as a React child (found: …). If you meant to render a collection of children, use an array instead.'}],
          cause: 'A component or an MDX expression renders an object, for example `{frontMatter}` or a `Date`, instead of a string or elements.',
          fix: 'Render a field or a formatted string: `{frontMatter.title}`, `{date.toLocaleDateString()}`.',
          see: ['[MDX and React](doc:markdown-features/react)'],
        },
        {
          id: 'page-without-default-export',
          title: "The page component doesn't have a default export",
          source: 'docusaurus',
          messages: [
            {text: "The page component at … doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component."},
          ],
          cause: 'A file of `src/pages/` (or a route component added by a plugin) exports its component only by name. Every `.js`, `.jsx`, `.ts` or `.tsx` file in `src/pages/` becomes a page, helpers included.',
          fix: 'Use `export default function MyPage() {…}`. Move helper modules and components out of `src/pages/`, or prefix them with `_`, which the pages plugin skips by default.',
          see: ['[Creating pages](doc:creating-pages)'],
        },
        {
          id: 'global-data-not-found',
          title: 'Plugin global data not found',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus plugin global data not found for "…" plugin.'},
            {text: 'Docusaurus plugin global data not found for "…" plugin with id "…".'},
            {text: 'You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled…'},
          ],
          cause:
            'Code called `usePluginData` / `useAllPluginInstancesData` with `failfast: true` for a plugin (or plugin id) that did not publish global data, or used a docs feature (a docs navbar item, a docs hook) while the docs plugin is off (`docs: false` in the preset).',
          fix: 'Check the plugin name and `id`, and that the plugin calls `setGlobalData`. Remove docs navbar items and hooks when the docs plugin is disabled.',
          see: ['[useGlobalData](doc:docusaurus-core#useGlobalData)', '[usePluginData](doc:docusaurus-core#usePluginData)'],
        },
        {
          id: 'docs-hooks-outside-docs',
          title: 'Docs and blog hooks used on the wrong page',
          source: 'docusaurus',
          messages: [
            {text: 'Can\'t find active docs plugin for "…" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: …'},
            {text: '… is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.'},
            {text: 'Can\'t find any sidebar with id "…" in version… …". Available sidebar ids are: - …'},
            {text: 'Couldn\'t find any doc with id "…" in version… "…". Available doc ids are: - …'},
            {text: 'no version doc found by id=…'},
            {text: "useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context"},
          ],
          cause:
            'A docs or blog hook of the theme ran on a page that does not belong to that plugin: for example `useCurrentSidebarCategory` outside a category index page, a `docSidebar` or `doc` navbar item whose `sidebarId` / `docId` does not exist in the version shown, or `useBlogMetadata` outside blog pages.',
          fix: 'Use these hooks only in components rendered by the plugin\'s own pages, and check the ids of navbar items against the sidebars file and doc ids.',
          see: ['[Navbar doc link](doc:api/themes/configuration#navbar-doc-link)', '[Navbar doc sidebar](doc:api/themes/configuration#navbar-doc-sidebar)'],
        },
        {
          id: 'navbar-item-failed',
          title: 'A theme navbar item failed to render',
          source: 'docusaurus',
          messages: [
            {text: 'A theme navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config: …'},
            {text: 'No NavbarItem component found for type "…".'},
            {text: 'DocSidebarNavbarItem: Sidebar with ID "…" doesn\'t have anything to be linked to.'},
            {text: "No docs version exist for name '…', please verify your 'docsVersionDropdown' navbar item versions config. Available version names: - …", versions: ['canary']},
          ],
          cause:
            'A navbar item threw while rendering; the first message wraps the error and prints the item. Common causes: a `custom-…` type that no swizzled `NavbarItem/ComponentTypes` registers, a `docSidebar` item whose sidebar is empty, or a `docsVersionDropdown` whose `versions` list names a version that does not exist.',
          fix: 'Fix the item printed in the message; for `docsVersionDropdown`, use names from `versions.json` or `current`.',
          see: ['[Navbar items](doc:api/themes/configuration#navbar-items)'],
        },
        {
          id: 'translate-values',
          title: '<Translate> and <Interpolate> values',
          source: 'docusaurus',
          messages: [
            {text: 'Docusaurus translation declarations must have at least a translation id or a default translation message'},
            {text: 'The Docusaurus <Translate> component only accept simple string values'},
            {text: 'The Docusaurus <Interpolate> component only accept simple string values. Received: …'},
          ],
          cause: 'A `<Translate>` or `translate()` call has neither `id` nor a message, or the children of `<Translate>` / `<Interpolate>` are not one plain string (for example JSX, or a string split by an expression).',
          fix: 'Give an `id` or a default message, put placeholders such as `{count}` in the string and pass their values with `values`.',
          see: ['[Translate](doc:docusaurus-core#translate)', '[Interpolate](doc:docusaurus-core#interpolate)'],
        },
      ],
    },
  ],
};

export default react;
