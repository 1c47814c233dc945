/**
 * CSS modules of the classic theme's code block, imported by src/theme/CodeBlock so that a block highlighted at build
 * time is drawn with the same class names as the theme's (README.md, entry "theme-classic-styles"). The files are not part
 * of the theme's API; the guard test fails when one of them changes.
 */
export {default as codeBlockContentStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
export {default as codeBlockLineStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
export {default as codeBlockContainerStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
export {default as codeBlockLayoutStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
