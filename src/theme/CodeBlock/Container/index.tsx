// Wrapper: a block highlighted at build time takes its code colours from the generated stylesheet
// (src/plugins/code-highlighting/static/tokenStylesheet.ts), so its container drops the theme's inline colour
// variables, which the server renders for the light mode only. Other blocks keep the theme's container.
import React, {useContext, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme-original/CodeBlock/Container';
import type ContainerType from '@theme/CodeBlock/Container';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {codeBlockContainerStyles as styles} from '@site/src/framework-internals/theme-classic-styles';
import {PrehighlightedContext} from '@site/src/plugins/code-highlighting/static/PrehighlightedContext';

type Props = WrapperProps<typeof ContainerType>;

export default function ContainerWrapper(props: Props): ReactNode {
  const prehighlighted = useContext(PrehighlightedContext) !== null;
  if (!prehighlighted) return <Container {...props} />;
  const {as, ...rest} = props;
  // `as` is "div" or "pre"; both take the same attributes here.
  const Element = as as 'div';
  return <Element {...(rest as ComponentProps<'div'>)} className={clsx(rest.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
