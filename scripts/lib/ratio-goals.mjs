// Issue #30: main-thread blocking of each page kind as a ratio to the plain Docusaurus site's page of the same kind
// (scripts/lib/control-site.mjs). Shared by scripts/lighthouse.mjs and scripts/blocking-time.mjs.
export const ratioGoals = {home: 0.8, 'docs page': 1.0, 'blog list': 1.0, 'blog post': 1.0};
