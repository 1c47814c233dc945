// The theme's highlighting content (prism-react-renderer) with the site's common extra languages.
import './registerLanguages';
import type {ComponentType} from 'react';
import ThemeContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

const PrismContent: ComponentType<Props> = ThemeContent;
export default PrismContent;
