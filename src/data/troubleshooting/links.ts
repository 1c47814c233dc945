import type {TroubleshootingArea} from './types';

const links: TroubleshootingArea = {
  slug: 'links-routes',
  title: 'Links, routes and redirects',
  groups: [
    {
      id: 'broken-links',
      title: 'Broken links and anchors',
      entries: [
        {
          id: 'broken-links',
          title: 'Docusaurus found broken links!',
          source: 'docusaurus',
          messages: [
            {text: "Docusaurus found broken links! Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist. Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.… Exhaustive list of all broken links found: …"},
            {text: 'Unable to get broken links for page ….'},
          ],
          cause:
            'After rendering every page, the build checks each internal link written with `<Link>` or Markdown against the routes of the site. The list gives the page and the link; "resolved as" shows a relative link after resolution. A link that appears on many pages is usually in the navbar or footer. A `<Link>` to a file of `static/` is not a route and is reported too; link such files with a plain `<a>` or the `pathname://` prefix. The severity is `onBrokenLinks` (`throw` by default).',
          fix: 'Correct the links, remembering that relative URLs resolve from the current page\'s URL (with or without trailing slash). Link Markdown files by file path (`./other.md`), which Docusaurus turns into the right URL in every version. Do not set `onBrokenLinks: "ignore"` to make a build pass: the links stay broken.',
          see: ['[onBrokenLinks](doc:api/docusaurus-config#onBrokenLinks)', '[Broken links](doc:markdown-features/links#broken-links)', '[trailingSlash](doc:api/docusaurus-config#trailingSlash)'],
        },
        {
          id: 'broken-anchors',
          title: 'Docusaurus found broken anchors!',
          source: 'docusaurus',
          messages: [
            {text: "Docusaurus found broken anchors! Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist. Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass. Exhaustive list of all broken anchors found: …"},
          ],
          cause:
            'A link points to `page#id` and the target page has no element with that id registered by the theme (headings do; an element with a hand-written `id` in JSX does not unless it is a `Heading` or uses `useBrokenLinks().collectAnchor`). Heading ids come from the heading text, so editing a heading changes its id. The severity is `onBrokenAnchors` (`warn` by default).',
          fix: 'Update the link, or give the heading an explicit id (`## Setup {#setup}`) so that it survives rewording.',
          see: ['[onBrokenAnchors](doc:api/docusaurus-config#onBrokenAnchors)', '[Heading ids](doc:markdown-features/toc#heading-ids)', '[useBrokenLinks](doc:docusaurus-core#useBrokenLinks)'],
        },
      ],
    },
    {
      id: 'routes',
      title: 'Routes',
      entries: [
        {
          id: 'duplicate-routes',
          title: 'Duplicate routes found!',
          source: 'docusaurus',
          messages: [{text: 'Duplicate routes found!… This could lead to non-deterministic routing behavior.'}],
          cause:
            'Two pages would be served at the same URL: a file of `src/pages/` and a doc or post with the same slug, two docs with the same `slug` front matter, two plugin instances with the same `routeBasePath`, or a page such as `src/pages/docs.js` next to the docs plugin at `/docs`. The severity is `onDuplicateRoutes` (`warn` by default).',
          fix: 'Change one of the slugs, paths or `routeBasePath` values listed in the message.',
          see: ['[onDuplicateRoutes](doc:api/docusaurus-config#onDuplicateRoutes)', '[Routing](doc:advanced/routing)'],
        },
        {
          id: 'invalid-route-config',
          title: 'Invalid route config (plugins that add routes)',
          source: 'docusaurus',
          messages: [
            {text: 'Invalid route config: path must be a string and component is required. …'},
            {text: 'Route … has conflicting props declared using both route.modules and route.props APIs for keys: … This is not permitted, otherwise one prop would override the over.'},
            {text: 'Expected output HTML file to be found at … for permalink ….'},
          ],
          cause:
            'A plugin\'s `addRoute` call lacks `path` or `component`, or gives the same prop both in `modules` and in `props`. The last message comes from a plugin that reads the HTML of a built page (the blog feed does, to copy the full post) that was not written, for example because the route was removed or `trailingSlash` changed the file name.',
          fix: 'Give each route a `path` and a `component`, and each prop one source. For the HTML file, check that the page exists in the build.',
          see: ['[Plugin lifecycle APIs](doc:api/plugin-methods/lifecycle-apis)'],
        },
        {
          id: 'url-parse',
          title: "Can't parse URL",
          source: 'docusaurus',
          messages: [{text: "Can't parse URL ……"}],
          cause: 'A URL given to Docusaurus (in a link, the config or a plugin option) could not be parsed.',
          fix: 'Check the URL printed in the message for spaces, stray characters or a missing protocol.',
          see: ['[Markdown links](doc:markdown-features/links)'],
        },
        {
          id: 'hash-router-unsupported',
          title: 'Plugins disabled with the hash router',
          source: 'docusaurus',
          messages: [
            {text: 'docusaurus-plugin-client-redirects does not support the Hash Router and will be disabled.'},
            {text: 'docusaurus-plugin-sitemap does not support the Hash Router and will be disabled.'},
            {text: 'docusaurus-plugin-pwa does not support the Hash Router and will be disabled.'},
          ],
          cause: 'With `future.experimental_router: "hash"` the whole site is one HTML file and URLs live after `#`, so redirect pages, a sitemap and a service worker make no sense; these plugins turn themselves off.',
          fix: 'Nothing to fix. To silence the warnings, do not load these plugins in the hash-router build (for the classic preset, `sitemap: false`).',
          see: ['[future](doc:api/docusaurus-config#future)'],
        },
      ],
    },
    {
      id: 'client-redirects',
      title: 'Client redirects plugin',
      entries: [
        {
          id: 'redirects-invalid',
          title: 'Some created redirects are invalid',
          source: 'docusaurus',
          messages: [
            {text: 'Some created redirects are invalid: - …'},
            {text: '… => Validation error: …'},
            {text: 'You are trying to create client-side redirections to invalid paths.'},
            {text: '… (…) is not a valid pathname. Pathname should start with slash and not contain any domain or query string.'},
          ],
          cause:
            'A redirect of `redirects` or `createRedirects` is not a path starting with `/` (a full URL or a query string is refused), or its `to` is not a page of the site. The plugin writes redirect pages for existing pages only; the message lists the valid paths.',
          fix: 'Use site paths on both sides (`{from: "/old", to: "/new"}`, with the `baseUrl` left out) and check that `to` exists in this build. External destinations need a server or host redirect instead.',
          see: ['[plugin-client-redirects](doc:api/plugins/@docusaurus/plugin-client-redirects)'],
        },
        {
          id: 'redirects-duplicate',
          title: 'Redirects with the same "from", or over existing pages',
          source: 'docusaurus',
          messages: [
            {text: '@docusaurus/plugin-client-redirects: multiple redirects are created with the same "from" pathname: "…" It is not possible to redirect the same pathname to multiple destinations:…'},
            {text: '@docusaurus/plugin-client-redirects: some redirects would override existing paths, and will be ignored:…'},
            {text: 'The redirect plugin is not supposed to override existing files.'},
            {text: 'Redirect file creation error for "…".'},
          ],
          cause: 'Two redirects start from the same path, or a redirect starts from a path that is a real page (the page wins and the redirect is skipped). These follow `onDuplicateRoutes`. Writing a redirect file over an existing file, or failing to write it, stops the build.',
          fix: 'Keep one destination per `from`, and remove redirects from paths that are pages.',
          see: ['[plugin-client-redirects](doc:api/plugins/@docusaurus/plugin-client-redirects)'],
        },
        {
          id: 'redirect-extensions',
          title: 'Redirect extension is not allowed',
          source: 'docusaurus',
          messages: [
            {text: 'Extension "…" is not allowed. If the redirect extension system is not good enough for your use case, you can create redirects yourself with the "createRedirects" plugin option.'},
            {text: 'Extension "…" contains a "." (dot) which is not allowed. If the redirect extension system is not good enough for your use case, you can create redirects yourself with the "createRedirects" plugin option.'},
            {text: 'Extension "…" contains a "/" (slash) which is not allowed. If the redirect extension system is not good enough for your use case, you can create redirects yourself with the "createRedirects" plugin option.'},
            {text: 'Extension "…" contains invalid URI characters. If the redirect extension system is not good enough for your use case, you can create redirects yourself with the "createRedirects" plugin option.'},
          ],
          cause: '`fromExtensions` and `toExtensions` take bare extensions such as `html`: no dot, no slash, only URL-safe characters, and not an empty string.',
          fix: 'Write `fromExtensions: ["html", "htm"]`.',
          see: ['[plugin-client-redirects](doc:api/plugins/@docusaurus/plugin-client-redirects)'],
        },
      ],
    },
  ],
};

export default links;
