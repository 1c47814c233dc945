/**
 * One page of every kind the site serves, shared by the quality gates (quality-*.spec.ts).
 * When a new kind of page appears, add one representative here.
 */
export const pageKinds = [
  {kind: 'home', path: '/'},
  {kind: 'docs page', path: '/docs/installation/'},
  {kind: 'docs category index', path: '/docs/category/getting-started/'},
  {kind: 'blog list', path: '/blog/'},
  {kind: 'blog post', path: '/blog/preparing-your-site-for-docusaurus-v3/'},
  {kind: 'blog tags', path: '/blog/tags/'},
  {kind: 'blog tag', path: '/blog/tags/release/'},
  {kind: 'blog author', path: '/blog/authors/slorber/'},
  {kind: 'changelog list', path: '/changelog/'},
  {kind: 'changelog release', path: '/changelog/3.7.0/'},
  {kind: 'community doc', path: '/community/support/'},
  {kind: 'showcase', path: '/showcase/'},
  {kind: 'versions', path: '/versions/'},
  {kind: 'search page', path: '/search/?q=docs'},
  {kind: 'feature requests', path: '/feature-requests/'},
  {kind: 'tests-area doc', path: '/tests/docs/standalone/'},
  // Found by `npm run axe:all`: wide Markdown tables that scroll, and the colour generator's ratings.
  {kind: 'API reference with wide tables', path: '/docs/api/plugins/@docusaurus/plugin-content-docs/'},
  {kind: 'docs page with an interactive tool', path: '/docs/styling-layout/'},
] as const;

/** WCAG 2.2 level A and AA rules of axe. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
