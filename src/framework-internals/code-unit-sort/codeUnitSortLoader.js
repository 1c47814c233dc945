// Rspack loader for @docusaurus/theme-common's `utils/reactUtils.js`: `useShallowMemoObject` sorts an object's keys
// with `localeCompare` only to make its memo independent of key order. The first `localeCompare` a page makes loads
// the browser's collation data, inside the hydration task of every docs page (its sidebar's mobile menu uses the
// hook). Any fixed order does the job, so the keys are sorted by code unit instead.
const original = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const replacement = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function codeUnitSort(source) {
  if (!source.includes(original)) {
    throw new Error(
      'lean-entry: theme-common reactUtils.js no longer sorts with localeCompare as expected; update codeUnitSortLoader.js',
    );
  }
  return source.replace(original, replacement);
};
