/**
 * Registers the site's extra Prism languages (themeConfig.prism.additionalLanguages)
 * on prism-react-renderer's Prism instance. Imported by src/theme/CodeBlock, so it
 * runs once, before the first code block renders.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
