import {Children, isValidElement, type ReactNode} from 'react';

/** The text a React tree shows, as copying it from the page would give (elements contribute their children's text). */
export function nodeText(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{children?: ReactNode}>(child)) return nodeText(child.props.children);
      return '';
    })
    .join('');
}
