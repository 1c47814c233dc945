import type {ThemeConfig} from '@docusaurus/preset-classic';
import {repoUrl} from './site';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'Installation', to: '/docs/installation/'},
        {label: 'Upgrading', to: '/docs/migration/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Feature Requests', to: '/feature-requests/'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Help', to: '/community/support/'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'GitHub', href: repoUrl},
        {label: 'X', href: 'https://x.com/docusaurus'},
      ],
    },
    {
      title: 'Legal',
      className: 'footer-column-legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/', className: 'footer-item-privacy'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie Policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Docusaurus',
    src: 'img/logo-footer.svg',
    href: '/',
    width: 160,
    height: 40,
  },
  copyright: `Copyright © ${new Date().getFullYear()} the Docusaurus project. Built with Docusaurus.`,
};
