// The theme's own CodeBlock, with Prism and the site's common extra languages, for the blocks the browser highlights
// (live ones, `<CodeBlock>` and JSX `<pre>` in MDX or React, links inside code). src/theme/CodeBlock loads it lazily,
// so pages without such a block never download Prism.
import './registerLanguages';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import ThemeCodeBlock from '@theme-init/CodeBlock';

const BrowserCodeBlock = ThemeCodeBlock as ComponentType<Props>;
export default BrowserCodeBlock;
