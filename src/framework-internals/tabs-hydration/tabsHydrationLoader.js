// Rspack loader for @docusaurus/theme-classic's `theme/Tabs/index.js`: the theme gives each tab group the key
// `String(isBrowser)`, so every group is thrown away and rendered again right after hydration (a fix kept for tab
// values that differ between the server and the browser, facebook/docusaurus#5653). This site's tab groups have none:
// their stored or linked choice reaches them through the theme's own layout effect, which needs no remount. The key
// is removed, and with it the second render of every group and of the code blocks inside.
const original = 'key={String(isBrowser)}';

module.exports = function tabsHydration(source) {
  if (!source.includes(original)) {
    throw new Error(
      'tabs-hydration: theme-classic Tabs no longer remounts with key={String(isBrowser)}; delete src/framework-internals/tabs-hydration if the remount is gone, or update tabsHydrationLoader.js',
    );
  }
  return source.replace(original, '');
};
