// Wrapper: a code block whose content holds elements (links in `<pre><code>`, as in the code-blocks guide) is rendered
// by the theme without highlighting and without buttons, so it had no copy button. This adds the theme's buttons.
// They load lazily, in the browser only (the theme's buttons are never server-rendered either): this wrapper is bundled
// into every page that has code blocks, and only a few blocks hold elements.
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlockElement from '@theme-original/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock/Content/Element';
import styles from './styles.module.css';

const ElementButtons = lazy(() => import('./ElementButtons'));

export default function CodeBlockElementWithButtons(props: Props): ReactNode {
  return (
    <div className={styles.withButtons}>
      <CodeBlockElement {...props} />
      <BrowserOnly>
        {() => (
          <Suspense fallback={null}>
            <ElementButtons {...props} />
          </Suspense>
        )}
      </BrowserOnly>
    </div>
  );
}
