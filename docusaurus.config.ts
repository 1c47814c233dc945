import type {Config} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {
  getAnnouncedVersion,
  resolveBaseUrl,
  siteDescription,
  siteTagline,
  siteTitle,
  siteUrl,
  defaultSocialMetadata,
} from './src/config/site';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {
  blogOptions,
  buildsBlog,
  buildsFullSite,
  devLeftOutSections,
  docsOptions,
  pagesOptions,
  svgrOptions,
} from './src/config/content';
import {plugins} from './src/config/plugins';
import {prismDark, prismLight} from './src/config/prism';
import {
  dogfoodingCustomCss,
  dogfoodingParseFrontMatter,
  dogfoodingPlugins,
  dogfoodingStaticDirectories,
} from './_dogfooding/dogfooding.config';
import {algoliaOptions, searchBackend} from './src/config/search';

const announcedVersion = getAnnouncedVersion();

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  url: siteUrl,
  baseUrl: resolveBaseUrl(),
  baseUrlIssueBanner: true,
  trailingSlash: true,
  favicon: 'img/favicon.svg',
  staticDirectories: ['static', ...dogfoodingStaticDirectories],
  organizationName: 'facebook',
  projectName: 'docusaurus',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  // v4 turns on the Rspack/SWC/LightningCSS pipeline and SSG worker threads.
  future: {v4: true},
  storage: {type: 'localStorage', namespace: true},

  // LINKS_CHECK=warn is for work-in-progress branches that link to pages written elsewhere; CI always throws.
  onBrokenLinks: process.env.LINKS_CHECK === 'warn' ? 'warn' : 'throw',
  onBrokenAnchors: process.env.LINKS_CHECK === 'warn' ? 'warn' : 'throw',
  markdown: {
    format: 'detect',
    mermaid: true,
    parseFrontMatter: dogfoodingParseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  customFields: {
    description: siteDescription,
    announcedVersion,
    // Preview deploys log route changes (src/clientModules/routeChangeLogger.ts).
    isDeployPreview: process.env.DEPLOY_PREVIEW === 'true',
    // DOCUSAURUS_CRASH_TEST=true makes /tests/pages/crashTest/ fail during static rendering.
    crashTest: process.env.DOCUSAURUS_CRASH_TEST === 'true',
    // What `npm start` left out, named on its not-found page with the switch that brings it back (empty in builds).
    devLeftOutSections,
  },
  clientModules: ['./src/clientModules/routeChangeLogger.ts'],

  presets: [
    [
      'classic',
      {
        debug: true, // keep /__docusaurus/debug/ in production builds
        docs: docsOptions,
        // `npm start` leaves the blog out unless WITH_BLOG=true or FULL_SITE=true (README "Run it").
        blog: buildsBlog ? blogOptions : false,
        pages: pagesOptions,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/reader.css',
            './src/css/print.css',
            './src/css/offscreen.css',
            dogfoodingCustomCss,
          ],
        },
        sitemap: {ignorePatterns: ['/tests/', '/tests/blog/**', '/tests/pages/**'], lastmod: 'date'},
        svgr: svgrOptions,
      },
    ],
  ],
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
  // `npm start` leaves out the /tests area's fixture instances, as it does the released docs versions, unless
  // FULL_SITE=true (README "Run it"); every other command builds them.
  plugins: buildsFullSite ? plugins : plugins.filter((plugin) => !dogfoodingPlugins.includes(plugin)),

  themeConfig: {
    image: 'img/social-card.png',
    metadata: defaultSocialMetadata,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    announcementBar: {
      id: `announcementBar-v${announcedVersion}`,
      content: `🎉 <b><a href="/blog/releases/${announcedVersion}/">Docusaurus ${announcedVersion}</a></b> is out! 🥳`,
      backgroundColor: '#1f7a55',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar,
    footer,
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: ['java', 'latex', 'haskell', 'matlab', 'php', 'powershell', 'bash', 'diff', 'json', 'scss'],
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
        {className: 'code-block-error-line', line: 'This will error'},
      ],
    },
    // Local Pagefind index unless ALGOLIA_* variables are set (src/config/search.ts).
    algolia: algoliaOptions(searchBackend),
  } satisfies ThemeConfig,
};

export default config;
