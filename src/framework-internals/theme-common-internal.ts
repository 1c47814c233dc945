/**
 * The only door to `@docusaurus/theme-common/internal`, the theme's own helpers, which it exports for its components
 * and not as API (no semver promise): every other file imports them from here (eslint.config.mjs forbids the path
 * elsewhere), so an upgrade that renames one breaks this file only. README.md, entry "theme-common-internal".
 */
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useCodeWordWrap,
  useDateTimeFormat,
  useNavbarMobileSidebar,
  useScrollController,
  useTitleFormatter,
} from '@docusaurus/theme-common/internal';
