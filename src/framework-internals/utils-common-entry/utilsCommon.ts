/**
 * Stands in for `@docusaurus/utils-common` in the browser bundle (aliased in ../index.ts).
 * Its CommonJS entry file needs one helper from tslib, which brings the whole of tslib
 * (≈ 4 KB gzip) into every page; this file re-exports the same functions straight from
 * the package's own modules. __tests__/utilsCommon.test.ts checks both expose the same API.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// Same value as the package's entry file (not exported by any of its other modules).
export const blogPostContainerID = '__blog-post-container';
