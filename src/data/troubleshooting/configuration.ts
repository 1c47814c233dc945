import type {TroubleshootingArea} from './types';

const configuration: TroubleshootingArea = {
  slug: 'configuration',
  title: 'Configuration, plugins and themes',
  groups: [
    {
      id: 'config-file',
      title: 'Loading the config file',
      entries: [
        {
          id: 'no-config-file',
          title: 'No config file found',
          source: 'docusaurus',
          messages: [
            {text: 'No config file found in site dir `…`. Expected one of:… You can provide a custom config path with the `--config` option.'},
            {text: 'Config file at "…" not found.'},
          ],
          cause:
            "The command looked for `docusaurus.config` with one of the extensions `.ts`, `.mts`, `.cts`, `.js`, `.mjs`, `.cjs` in the site directory and found none; or the file given to `--config` does not exist. The site directory is the current directory unless a `[siteDir]` argument is given, so running the command from a parent folder is the usual reason.",
          fix: "Run the command from the folder that holds the config file, pass that folder as the `[siteDir]` argument (`docusaurus build website`), or point `--config` at the file, relative to the site directory.",
          see: ['[CLI](doc:cli)', '[Configuration](doc:configuration)'],
        },
        {
          id: 'could-not-load-module',
          title: 'Docusaurus could not load module at path',
          source: 'docusaurus',
          messages: [{text: 'Docusaurus could not load module at path "…"', versions: ['canary']}, {text: 'Docusaurus could not load module at path "…" Cause: …', versions: ['3.7.0', '3.6.3']},
            {text: 'Invalid module path of type …', versions: ['3.7.0', '3.6.3']},
            {text: 'Invalid module path of type "…" with value "…"', versions: ['canary']}],
          cause:
            'Docusaurus loads the config file, and local plugins and presets given by path, with its own module loader (it reads ESM, CommonJS, JSON and TypeScript). Running that file threw: a syntax error, an import of a package that is not installed, or code at the top of the file that fails. The original error is attached as the `cause` and printed below the message. The second message means a plugin or preset entry was not a string path at all.',
          fix: 'Read the cause printed under the message: it names the line. Check that every package imported by the config is in `package.json` and installed, and that plugin entries are a name, a path, a function or a `[plugin, options]` pair.',
          see: ['[Configuration](doc:configuration)', '[Using plugins](doc:using-plugins)'],
        },
        {
          id: 'package-json-not-found',
          title: '"package.json" file not found at CWD',
          source: 'docusaurus',
          messages: [{text: '"package.json" file not found at CWD: "…".'}],
          cause:
            'The `docusaurus` command checks that the current directory has a `package.json`, because package managers run scripts from there. It is only a warning: a script such as `cd website && docusaurus start` changes directory first.',
          fix: 'Pass the site folder as an argument instead of changing directory: `docusaurus start website`.',
          see: ['[CLI](doc:cli)'],
        },
        {
          id: 'node-version',
          title: 'Minimum Node.js version not met',
          source: 'docusaurus',
          messages: [{text: 'Minimum Node.js version not met :('}],
          cause:
            "Before every command, `@docusaurus/core` compares the running Node.js with the `engines.node` range of its own `package.json` and exits when it is older. The line printed after the message gives both versions.",
          fix: 'Install a supported Node.js (an LTS release) and check which one runs: `node --version`. In CI, set the version in the workflow (for example `actions/setup-node`) and on hosting services in their build settings or an `.nvmrc` file.',
          see: ['[Installation](doc:installation)'],
        },
      ],
    },
    {
      id: 'site-config-values',
      title: 'Values of the site config',
      entries: [
        {
          id: 'invalid-url',
          title: 'The url is not a valid URL, or contains a sub-path',
          source: 'docusaurus',
          messages: [
            {text: '"…" does not look like a valid URL. Make sure it has a protocol; for example, "https://example.com".'},
            {text: 'The url is not supposed to contain a sub-path like "…". Please use the baseUrl field for sub-paths.'},
          ],
          cause:
            '`url` must be the origin of the site only: a protocol and a host (and port), such as `https://example.com`. A value without `https://`, or with a path after the host, is refused.',
          fix: 'Put the origin in `url` and the path under which the site is served in `baseUrl`: a site at `https://example.com/docs/` has `url: "https://example.com"` and `baseUrl: "/docs/"`.',
          see: ['[url](doc:api/docusaurus-config#url)', '[baseUrl](doc:api/docusaurus-config#baseUrl)'],
        },
        {
          id: 'invalid-head-tags-scripts-stylesheets',
          title: 'A script, stylesheet or headTag is invalid',
          source: 'docusaurus',
          messages: [
            {text: '… is invalid. A script must be a plain string (the src), or an object with at least a "src" property.'},
            {text: '… is invalid. A stylesheet must be a plain string (the href), or an object with at least a "href" property.'},
            {text: '… is invalid. A headTag must be an object with at least a "tagName" and an "attributes" property.'},
          ],
          cause: 'An item of `scripts`, `stylesheets` or `headTags` in the site config has the wrong shape.',
          fix: 'Write scripts as `"https://…/a.js"` or `{src: "https://…/a.js", async: true}`, stylesheets as a URL or `{href: "…"}`, and head tags as `{tagName: "link", attributes: {rel: "preconnect", href: "…"}}`.',
          see: ['[scripts](doc:api/docusaurus-config#scripts)', '[stylesheets](doc:api/docusaurus-config#stylesheets)', '[headTags](doc:api/docusaurus-config#headTags)'],
        },
        {
          id: 'invalid-html-tag',
          title: 'Not a valid HTML tag object',
          source: 'docusaurus',
          messages: [
            {text: '"…" is not a valid HTML tag object.'},
            {text: '… is not a valid HTML tag object. "tagName" must be defined as a string.'},
            {text: 'Error loading …, "…" is not a valid HTML tag.', versions: ['3.7.0', '3.6.3']},
            {text: 'Error loading …, "…" is not a valid HTML tag. Either use a valid "tagName" or set "customElement: true".', versions: ['canary']},
          ],
          cause:
            'A plugin\'s `injectHtmlTags` returned a tag that is not a string or an object with a string `tagName`, or whose `tagName` is not a known HTML element.',
          fix: 'Return strings of HTML or objects such as `{tagName: "meta", attributes: {…}}` with a standard HTML element name. Since 3.8, a custom element (a name with a dash) is accepted with `customElement: true` on the tag object.',
          see: ['[injectHtmlTags](doc:api/plugin-methods/lifecycle-apis#injectHtmlTags)'],
        },
        {
          id: 'invalid-mdx-plugin-config',
          title: 'Not a valid MDX plugin config',
          source: 'docusaurus',
          messages: [
            {text: '… does not look like a valid MDX plugin config. A plugin config entry should be one of: - A tuple, like `[require("rehype-katex"), \\{ strict: false \\}]`, or - A simple module, like `require("remark-math")`'},
          ],
          cause:
            'An entry of `remarkPlugins`, `rehypePlugins`, `beforeDefaultRemarkPlugins` or `beforeDefaultRehypePlugins` (docs, blog or pages options) is neither a plugin function nor a `[plugin, options]` pair. A common case: the plugin is ESM-only and a CommonJS config wrote `require("remark-math")`, which returns a module object instead of the function.',
          fix: 'Import the plugin (`import remarkMath from "remark-math"` in a `.ts` or `.mjs` config) and pass the function, or `[plugin, options]`.',
          see: ['[MDX plugins](doc:markdown-features/plugins)'],
        },
        {
          id: 'invalid-admonitions-config',
          title: 'Admonitions config',
          source: 'docusaurus',
          messages: [
            {text: "It is not possible anymore to use a custom admonition tag. The only admonition tag supported is ':::' (Markdown Directive syntax)"},
            {text: '… does not look like a valid admonitions config'},
          ],
          cause: 'The `admonitions` option of the docs, blog or pages plugin has a `tag` key (removed in v3), or is neither `true`, `false` nor an object with `keywords` and `extendDefaults`.',
          fix: 'Remove `tag`: admonitions always use `:::`. To add types, give `{keywords: ["my-type"], extendDefaults: true}`.',
          see: ['[Admonitions](doc:markdown-features/admonitions)'],
        },
        {
          id: 'markdown-config-deprecated',
          title: 'onBrokenMarkdownLinks is deprecated',
          source: 'docusaurus',
          versions: ['canary'],
          messages: [
            {text: 'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4. Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.', versions: ['canary']},
          ],
          cause: 'Since 3.9 the option lives under `markdown.hooks`. The old top-level option still works and is copied there.',
          fix: 'Move the value: `markdown: {hooks: {onBrokenMarkdownLinks: "warn"}}` and delete the top-level key.',
          see: ['[markdown](doc:api/docusaurus-config#markdown)'],
        },
        {
          id: 'future-flags',
          title: 'Future flags that need each other, or were renamed',
          source: 'docusaurus',
          messages: [
            {
              text: 'Docusaurus config `future.faster.ssgWorkerThreads` requires the future flag `future.v4.removeLegacyPostBuildHeadAttribute` to be turned on. If you use Docusaurus Faster, we recommend that you also activate Docusaurus v4 future flags: `{future: {v4: true}}` All the v4 future flags are documented here: https://docusaurus.io/docs/api/docusaurus-config#future',
              versions: ['canary'],
            },
            {text: 'Docusaurus config flag `future.faster.rspackPersistentCache` requires the flag `future.faster.rspackBundler` to be turned on.', versions: ['canary']},
            {text: 'The Docusaurus config `future.experimental_storage` has been promoted to a stable top-level `storage` config attribute. Please move your storage config to the top level.', versions: ['canary']},
            {text: 'The Docusaurus config `future.experimental_faster` has been renamed to `future.faster`. Please update your Docusaurus config.', versions: ['canary']},
            {text: "VCS config preset name '…' is not valid.", versions: ['canary']},
          ],
          cause:
            'Some `future` flags only work together: rendering pages in worker threads needs the v4 flag that stops Docusaurus from patching the head after rendering, and the Rspack persistent cache needs Rspack. Two flags moved: `future.experimental_storage` became the top-level `storage`, `future.experimental_faster` became `future.faster`. `future.experimental_vcs` accepts `true`, `false`, an object, or one of the preset names that Docusaurus defines.',
          fix: 'Turn on the required flag (the simplest is `future: {v4: true, faster: true}`, which turns on all of them), move renamed options, and check the VCS preset name for typos.',
          see: ['[future](doc:api/docusaurus-config#future)', '[storage](doc:api/docusaurus-config#storage)'],
        },
        {
          id: 'config-validation-warning',
          title: 'Docusaurus config validation warning',
          source: 'docusaurus',
          messages: [{text: 'Docusaurus config validation warning. Field …: …'}],
          cause: 'A site config field has a value that is accepted but discouraged; the text after the field name says why.',
          fix: 'Follow the advice of the warning for that field.',
          see: ['[Site config reference](doc:api/docusaurus-config)'],
        },
        {
          id: 'swc-babel-config',
          title: 'You can safely remove the Babel config file',
          source: 'docusaurus',
          messages: [
            {text: 'Your site is using the SWC js loader. You can safely remove the Babel config file at `…`.'},
            {text: 'Docusaurus site warnings: - …'},
            {text: 'Docusaurus site errors: - …'},
          ],
          cause:
            'With the SWC loader of Docusaurus Faster on (the `swcJsLoader` flag), JavaScript is compiled by SWC and a `babel.config.js` in the site is no longer read. Docusaurus collects such remarks about the site and prints them as one list of site warnings (or errors) when it starts.',
          fix: 'Delete `babel.config.js` unless another tool (a test runner, for example) uses it. Custom Babel plugins need the `swcJsLoader` flag turned off.',
          see: ['[future](doc:api/docusaurus-config#future)'],
        },
      ],
    },
    {
      id: 'plugins-presets-themes',
      title: 'Plugins, presets and themes',
      entries: [
        {
          id: 'unable-to-resolve-plugin',
          title: 'Docusaurus was unable to resolve a plugin, theme or preset',
          source: 'docusaurus',
          messages: [{text: 'Docusaurus was unable to resolve the "…" …. Make sure one of the following packages are installed: …'}],
          cause:
            'A short name in `plugins`, `themes` or `presets` (such as `"classic"` or `"@docusaurus/ideal-image"`) is expanded to the package names listed in the message, and none of them could be resolved from the site directory.',
          fix: 'Install the package with the same version as `@docusaurus/core` (`npm install @docusaurus/plugin-ideal-image@<version>`), or fix the spelling of the name.',
          see: ['[Module shorthands](doc:using-plugins#module-shorthands)'],
        },
        {
          id: 'plugin-returned-undefined',
          title: 'A Docusaurus plugin returned undefined, or has no name',
          source: 'docusaurus',
          messages: [
            {text: "A Docusaurus plugin returned 'undefined', which is forbidden. A plugin is expected to return an object having at least a 'name' property. If you want a plugin to self-disable depending on context/options, you can explicitly return 'null' instead of 'undefined'"},
            {text: "A Docusaurus plugin is missing a 'name' property. Note that even inline/anonymous plugin functions require a 'name' property."},
          ],
          cause: 'A plugin function (yours, or an inline function in `plugins`) forgot its `return`, or returned an object without `name`.',
          fix: 'Return an object such as `{name: "my-plugin", configureWebpack() {…}}`. To turn a plugin off in some conditions, return `null`.',
          see: ['[Plugin methods](doc:api/plugin-methods)'],
        },
        {
          id: 'duplicate-plugin-id',
          title: 'Plugin is used several times with the same ID',
          source: 'docusaurus',
          messages: [{text: 'Plugin "…" is used … times with ID "…". To use the same plugin multiple times on a Docusaurus site, you need to assign a unique ID to each plugin instance.…'}],
          cause:
            'Two instances of one plugin have the same `id`; without an `id` both are `default`. This often happens when a preset already adds the plugin (the classic preset adds docs, blog, pages, sitemap...) and `plugins` adds it again.',
          fix: 'Give every extra instance its own `id` (`["@docusaurus/plugin-content-docs", {id: "community", path: "community"}]`), or configure the preset\'s instance instead of adding a second one.',
          see: ['[Multi-instance plugins](doc:using-plugins#multi-instance-plugins-and-plugin-ids)', '[Docs multi-instance](doc:docs-multi-instance)'],
        },
        {
          id: 'illegal-plugin-id',
          title: 'Illegal plugin ID value',
          source: 'docusaurus',
          messages: [{text: 'Illegal plugin ID value "…": it should only contain alphanumerics, underscores, and dashes.'}],
          cause: 'A plugin `id` is used in file and URL names, so it is limited to letters, digits, `_` and `-`.',
          fix: 'Rename the id (for example `api-docs` instead of `api/docs`).',
          see: ['[Multi-instance plugins](doc:using-plugins#multi-instance-plugins-and-plugin-ids)'],
        },
        {
          id: 'package-version-mismatch',
          title: 'All official packages should have the same version as @docusaurus/core',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid name=… version number=…. All official @docusaurus/* packages should have the exact same version as @docusaurus/core (number=…). Maybe you want to check, or regenerate your yarn.lock or package-lock.json file?'},
          ],
          cause: 'A plugin or theme package from `@docusaurus/` has another version than `@docusaurus/core`, usually after upgrading some of them, or because a `^` range let one move ahead.',
          fix: 'Give every `@docusaurus/*` dependency the same exact version in `package.json`, then reinstall (delete `node_modules` and the lockfile if the old version stays).',
          see: ['[Installation](doc:installation)'],
        },
        {
          id: 'preset-classic-keys',
          title: 'Unrecognized keys found in preset-classic configuration',
          source: 'docusaurus',
          messages: [
            {text: 'Unrecognized keys … found in preset-classic configuration. The allowed keys are debug, docs, blog, pages, sitemap, theme, googleAnalytics, gtag, and googleTagManager. Check the documentation: https://docusaurus.io/docs/using-plugins#docusauruspreset-classic for more information on how to configure individual plugins.'},
          ],
          cause: 'The options of the classic preset hold one key per plugin it adds; other keys (for example `svgr`, which is a separate plugin, or a misspelled `doc`) are refused.',
          fix: 'Keep only the keys listed in the message and add other plugins to `plugins`.',
          see: ['[The classic preset](doc:using-plugins#docusauruspreset-classic)'],
        },
        {
          id: 'invalid-preset-config',
          title: 'Not a valid preset config',
          source: 'docusaurus',
          messages: [
            {text: '… does not look like a valid preset config. A preset config entry should be one of: - A tuple of [presetName, options], like `["classic", \\{ blog: false \\}]`, or - A simple string, like `"classic"`'},
          ],
          cause: 'An entry of `presets` is neither a name nor a two-item array `[name, options]`; a frequent slip is writing options next to the name without the array.',
          fix: 'Write `presets: [["classic", {docs: {…}}]]` (an array of arrays).',
          see: ['[Using presets](doc:using-plugins#using-presets)'],
        },
        {
          id: 'analytics-in-theme-config',
          title: 'googleAnalytics or gtag in themeConfig',
          source: 'docusaurus',
          messages: [
            {text: 'The "googleAnalytics" field in themeConfig should now be specified as option for plugin-google-analytics. More information at https://github.com/facebook/docusaurus/pull/5832.'},
            {text: 'The "gtag" field in themeConfig should now be specified as option for plugin-google-gtag. More information at https://github.com/facebook/docusaurus/pull/5832.'},
            {text: 'The "gtag" field in themeConfig should now be specified as option for plugin-google-gtag. For preset-classic, simply move themeConfig.gtag to preset options. More information at https://github.com/facebook/docusaurus/pull/5832.'},
            {text: 'The "googleAnalytics" field in themeConfig should now be specified as option for plugin-google-analytics. For preset-classic, simply move themeConfig.googleAnalytics to preset options. More information at https://github.com/facebook/docusaurus/pull/5832.'},
          ],
          cause: 'Since 2.0 the tracking IDs are plugin options, not theme config.',
          fix: 'Move the object from `themeConfig` to the preset options (`presets: [["classic", {gtag: {trackingID: "G-…"}}]]`) or to the plugin\'s options.',
          see: ['[plugin-google-gtag](doc:api/plugins/@docusaurus/plugin-google-gtag)', '[plugin-google-analytics](doc:api/plugins/@docusaurus/plugin-google-analytics)'],
        },
        {
          id: 'vercel-analytics-id',
          title: 'Vercel Analytics plugin with a custom plugin id',
          source: 'docusaurus',
          messages: [{text: 'You site uses the Vercel Analytics plugin with a custom plugin id (…). But this plugin is only supposed to be used at most once per site. Therefore providing a custom plugin id is unsupported.'}],
          cause: 'The Vercel Analytics plugin can be used once per site, so it refuses an `id` option.',
          fix: 'Remove `id` from its options.',
          see: ['[plugin-vercel-analytics](doc:api/plugins/@docusaurus/plugin-vercel-analytics)'],
        },
      ],
    },
    {
      id: 'theme-config',
      title: 'Theme config',
      entries: [
        {
          id: 'navbar-item-config',
          title: 'Navbar item config errors',
          source: 'docusaurus',
          messages: [
            {text: 'Nested dropdowns are not allowed'},
            {text: 'One and only one between "to" and "href" should be provided'},
            {text: 'Bad navbar item type …'},
          ],
          cause:
            'A `themeConfig.navbar.items` entry is wrong: a `dropdown` inside the `items` of another dropdown, a link with both `to` (a page of the site) and `href` (a full URL), or a `type` that the classic theme does not know.',
          fix: 'Flatten dropdowns to one level, keep either `to` or `href`, and use one of the documented item types (`default`, `dropdown`, `doc`, `docSidebar`, `docsVersion`, `docsVersionDropdown`, `localeDropdown`, `search`, `html`) or a `custom-` type you registered.',
          see: ['[Navbar items](doc:api/themes/configuration#navbar-items)'],
        },
        {
          id: 'footer-mixed-links',
          title: 'The footer must be either simple or multi-column',
          source: 'docusaurus',
          messages: [{text: 'The footer must be either simple or multi-column, and not a mix of the two. See: https://docusaurus.io/docs/api/themes/configuration#footer-links'}],
          cause: '`themeConfig.footer.links` mixes columns (objects with `title` and `items`) and plain links.',
          fix: 'Use only columns, or only links.',
          see: ['[Footer links](doc:api/themes/configuration#footer-links)'],
        },
        {
          id: 'theme-config-moved',
          title: 'Renamed or moved theme config options',
          source: 'docusaurus',
          messages: [
            {text: 'colorMode.switchConfig is deprecated. If you want to customize the icons for light and dark mode, swizzle IconLightMode, IconDarkMode, or ColorModeToggle instead.'},
            {text: 'disableDarkMode theme config is deprecated. Please use the new colorMode attribute. You likely want: config.themeConfig.colorMode.disableSwitch = true'},
            {text: 'defaultDarkMode theme config is deprecated. Please use the new colorMode attribute. You likely want: config.themeConfig.colorMode.defaultMode = "dark"'},
            {text: 'themeConfig.metadatas has been renamed as themeConfig.metadata. See https://github.com/facebook/docusaurus/pull/5871'},
            {text: 'themeConfig.navbar.links has been renamed as themeConfig.navbar.items'},
            {text: 'themeConfig.hideableSidebar has been moved to themeConfig.docs.sidebar.hideable.'},
            {text: 'themeConfig.autoCollapseSidebarCategories has been moved to themeConfig.docs.sidebar.autoCollapseCategories.'},
            {text: 'The themeConfig.sidebarCollapsible has been moved to docs plugin options. See: https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs'},
          ],
          cause: 'The config was written for an older release: these theme options were renamed or moved, and the old names now fail validation.',
          fix: 'Use the new place named in the message: `colorMode.disableSwitch`, `colorMode.defaultMode`, `metadata`, `navbar.items`, `docs.sidebar.hideable`, `docs.sidebar.autoCollapseCategories`, and `sidebarCollapsible` in the docs plugin options.',
          see: ['[Theme configuration](doc:api/themes/configuration)'],
        },
        {
          id: 'custom-css',
          title: '"customCss" must be a string or an array of strings',
          source: 'docusaurus',
          messages: [{text: '"customCss" must be a string or an array of strings'}],
          cause: 'The `theme.customCss` option of the classic preset (or `customCss` of the classic theme) has another type, for example an object.',
          fix: 'Give a path or a list of paths: `theme: {customCss: "./src/css/custom.css"}`.',
          see: ['[Styling and layout](doc:styling-layout)'],
        },
      ],
    },
  ],
};

export default configuration;
