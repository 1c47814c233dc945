import type {ThemeConfig} from '@docusaurus/preset-classic';
import {archivedVersions, legacyV1Docs, repoUrl, siteTitle} from './site';

type Navbar = NonNullable<ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];

const separator: NavbarItem = {type: 'html', value: '<hr class="dropdown-separator">'};

/** Entries shown under the docs versions, after the versions the site serves itself. */
const versionDropdownExtras: NavbarItem[] = [
  separator,
  {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
  ...archivedVersions.map(({label, href}) => ({label, href})),
  {label: legacyV1Docs.label, href: 'https://v1.docusaurus.io'},
  separator,
  {to: '/versions/', label: 'All versions'},
];

export const navbar: Navbar = {
  hideOnScroll: true,
  title: siteTitle,
  logo: {
    alt: '',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', docId: 'introduction', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {to: '/community/support/', label: 'Community', position: 'left', activeBaseRegex: '/community/'},
    {to: '/tests/docs/', label: 'Tests', position: 'left', activeBaseRegex: '^/tests/'},
    // Only rendered on /tests pages (see src/components/NavbarItems).
    {type: 'custom-dogfood-navbar-item', content: '🧪', position: 'left'} as NavbarItem,
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: versionDropdownExtras,
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        separator,
        {href: 'https://github.com/facebook/docusaurus/issues/3526', label: 'Help us translate'},
      ],
    },
    {
      href: repoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Docusaurus source code on GitHub',
    },
  ],
};
