import type {TroubleshootingArea} from './types';

const plugins: TroubleshootingArea = {
  slug: 'official-plugins',
  title: 'Official plugins and themes',
  groups: [
    {
      id: 'search-algolia',
      title: 'Algolia search',
      entries: [
        {
          id: 'algolia-config',
          title: 'Algolia theme config errors',
          source: 'docusaurus',
          messages: [
            {text: '"algolia.appId" is required. If you haven\'t migrated to the new DocSearch infra, please refer to the blog post for instructions: https://docusaurus.io/blog/2021/11/21/algolia-docsearch-migration'},
            {text: 'it should be a RegExp or a string, but received …'},
            {text: 'askAi must be either a string (assistantId) or an object with indexName, apiKey, appId, and assistantId', versions: ['canary']},
            {text: 'The askAi feature is only supported in DocSearch v4. Please upgrade to DocSearch v4 by installing "@docsearch/react": "^4.0.0" or remove the askAi configuration from your theme config.', versions: ['canary']},
          ],
          cause:
            '`themeConfig.algolia` needs `appId`, `apiKey` and `indexName` (old DocSearch configs had no `appId`). Each `replaceSearchResultPathname.from` must be a string or a regular expression. In 3.9 and later, `askAi` also requires DocSearch v4 and either an assistant id or an object with all four fields.',
          fix: 'Copy `appId`, the search-only `apiKey` and `indexName` from the Algolia dashboard and fix the `from` value.',
          see: ['[Search](doc:search)', '[theme-search-algolia](doc:api/themes/@docusaurus/theme-search-algolia)'],
        },
        {
          id: 'opensearch',
          title: 'OpenSearch file',
          source: 'docusaurus',
          messages: [{text: 'no searchPagePath provided in themeConfig.algolia'}, {text: 'Generating OpenSearch file failed.'}],
          cause: 'The theme writes `opensearch.xml`, which points browsers at the search page; writing it failed (the cause is printed below).',
          fix: 'Keep `searchPagePath` set (its default is `search`) and check that the build folder is writable.',
          see: ['[Search](doc:search)'],
        },
      ],
    },
    {
      id: 'images',
      title: 'Images: ideal-image and SVGR',
      entries: [
        {
          id: 'ideal-image-format',
          title: 'Ideal image: unsupported image format',
          source: 'docusaurus',
          messages: [
            {text: '[Docusaurus responsive loader] Format "…" not supported'},
            {text: '[Docusaurus responsive loader] No mime type for file with extension … supported'},
            {text: 'Error: Input file is missing or uses unsupported image format, lqip v…'},
            {text: 'Generation of base64 failed for image "…".'},
            {text: 'Need at least one item in srcSet', versions: ['canary']},
            {text: 'Need at least one supported format item in srcSet', versions: ['canary']},
          ],
          cause:
            'The ideal-image plugin resizes images with sharp and makes a small blurred preview. It handles JPEG, PNG and WebP (GIF and SVG are not resized), and the `<IdealImage>` component needs at least one generated size.',
          fix: 'Use `<IdealImage>` only with JPEG, PNG or WebP files (`img={require("./photo.png")}`), and show other formats with a plain `<img>`. If sharp fails to install on your platform, reinstall it for that platform.',
          see: ['[plugin-ideal-image](doc:api/plugins/@docusaurus/plugin-ideal-image)'],
        },
        {
          id: 'svgr-rule-missing',
          title: 'SVGR plugin: built-in SVG rule not found',
          source: 'docusaurus',
          versions: ['canary', '3.7.0'],
          messages: [{text: "Docusaurus built-in SVG rule couldn't be found. The SVGR plugin can't enhance it.", versions: ['canary']}],
          cause: 'The SVGR plugin changes the bundler rule that Docusaurus defines for `.svg` files; another plugin\'s `configureWebpack` removed or replaced that rule.',
          fix: 'Remove the custom SVG rule, or the SVGR plugin if you handle SVG yourself.',
          see: ['[plugin-svgr](doc:api/plugins/@docusaurus/plugin-svgr)'],
        },
      ],
    },
    {
      id: 'other-plugins',
      title: 'PWA, sitemap and CSS layers',
      entries: [
        {
          id: 'pwa-reload-popup',
          title: 'The reloadPopup option is removed',
          source: 'docusaurus',
          messages: [{text: 'The reloadPopup option is removed in favor of swizzling. See https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-pwa#customizing-reload-popup for how to customize the reload popup using swizzling.'}],
          cause: 'The PWA plugin\'s `reloadPopup` option was removed in 2.0.',
          fix: 'Delete the option and swizzle the `PwaReloadPopup` component to change the popup.',
          see: ['[Customizing the reload popup](doc:api/plugins/@docusaurus/plugin-pwa#customizing-reload-popup)'],
        },
        {
          id: 'sitemap-options',
          title: 'Sitemap errors',
          source: 'docusaurus',
          messages: [
            {text: 'Option `cacheTime` in sitemap config is deprecated. Please remove it.'},
            {text: 'Please use the new Docusaurus global trailingSlash config instead, and the sitemaps plugin will use it.'},
            {text: "Can't generate a sitemap with no items"},
            {text: 'Writing sitemap failed.'},
          ],
          cause: 'The sitemap options `cacheTime` and `trailingSlash` were removed (the site-wide `trailingSlash` applies); every page was filtered out (by `ignorePatterns`, `noIndex` or a `createSitemapItems` that returns nothing); or the file could not be written.',
          fix: 'Remove the old options, and check `ignorePatterns` and `createSitemapItems`.',
          see: ['[plugin-sitemap](doc:api/plugins/@docusaurus/plugin-sitemap)'],
        },
        {
          id: 'css-cascade-layers',
          title: 'CSS Cascade Layers plugin used twice',
          source: 'docusaurus',
          versions: ['canary'],
          messages: [{text: 'The CSS Cascade Layers plugin does not support multiple instances.', versions: ['canary']}],
          cause: 'The plugin wraps the site\'s CSS in layers and can run once; `future.v4` (through `useCssCascadeLayers`) already adds it.',
          fix: 'Remove the extra instance from `plugins`, or keep it and turn off `future.v4.useCssCascadeLayers`.',
          see: ['[future](doc:api/docusaurus-config#future)'],
        },
      ],
    },
  ],
};

export default plugins;
