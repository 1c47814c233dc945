/**
 * The only door to `@generated/site-storage` (the site's `storage` config as core resolved it: type and namespace
 * suffix), which core generates for the theme's storage helpers and does not document. The storage-namespace
 * migration of `_dogfooding/` needs the suffix itself, which no public helper returns. README.md, entry "site-storage".
 */
export {default as siteStorage} from '@generated/site-storage';
