import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {siteUrl} from './site';

type Redirect = NonNullable<RedirectOptions['redirects']>[number];

/** Pages that moved out of the docs into the community docs, and a renamed API page. */
const movedPages: Redirect[] = [
  ...['support', 'team', 'resources'].map((page) => ({
    from: [`/docs/${page}/`, `/docs/next/${page}/`],
    to: `/community/${page}/`,
  })),
];

/** Fixtures for the redirect feature itself: relative, query, anchor and absolute targets. */
const redirectFixtures: Redirect[] = [
  {from: '/home/', to: '/'},
  {from: '/home/qs/', to: '/?a=1'},
  {from: '/home/anchor/', to: '/#anchor'},
  {from: '/home/absolute/', to: `${siteUrl}/`},
  {from: '/home/absolute/qs/', to: `${siteUrl}/?a=1`},
  {from: '/home/absolute/anchor/', to: `${siteUrl}/#anchor`},
];

export const redirectOptions: RedirectOptions = {
  fromExtensions: ['html'],
  redirects: [...movedPages, ...redirectFixtures],
};
