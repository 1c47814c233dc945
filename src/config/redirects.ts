import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {siteUrl} from './site';

type Redirect = NonNullable<RedirectOptions['redirects']>[number];

/** Pages that moved out of the docs into the community docs, and a renamed API page. */
const movedPages: Redirect[] = [
  ...['support', 'team', 'resources'].map((page) => ({
    from: [`/docs/${page}/`, `/docs/next/${page}/`],
    to: `/community/${page}/`,
  })),
  // The init command became create-docusaurus in 2.0; the old page name is still linked from the web.
  {from: '/docs/api/misc/docusaurus-init/', to: '/docs/api/misc/create-docusaurus/'},
  // The original site named this changelog page after its heading, space included.
  {from: '/changelog/V2 Changelog/', to: '/changelog/v2-changelog/'},
];

/**
 * Author pages of the 3.7 site were paginated as `<author>/authors/<n>/`; today they are `<author>/page/<n>/`.
 * Given a page that exists, returns the old URL that should lead to it (for the blog and the blog tests).
 */
export function oldAuthorPagination(existingPath: string): string[] | undefined {
  const match = /^(\/(?:tests\/)?blog\/authors\/[^/]+\/)page\/(\d+)\/?$/.exec(existingPath);
  return match ? [`${match[1]}authors/${match[2]}/`] : undefined;
}

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
  createRedirects: oldAuthorPagination,
};
