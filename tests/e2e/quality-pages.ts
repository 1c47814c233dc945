import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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

/**
 * The A and AA rules of axe that read colours. A page has the same elements, names and roles in both colour modes, so
 * the dark-mode audits run only these: the other rules already ran on the light page, and running them twice cost
 * about a minute of every test run.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** An axe audit of the page in its colour mode: every A and AA rule in light mode, the colour rules in dark mode. */
export function axeAudit(page: Page, colorScheme: 'light' | 'dark'): AxeBuilder {
  const builder = new AxeBuilder({page});
  return colorScheme === 'light' ? builder.withTags(wcagTags) : builder.withRules(colourRules);
}
