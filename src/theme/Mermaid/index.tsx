/**
 * Wraps the Mermaid diagram so it can be opened enlarged (src/plugins/zoom): the diagram is a button that opens a
 * dialog where a wide diagram is shown at full size and can be panned. The theme puts this component in the MDX
 * components of every page, so the zoom module is loaded from here only once a diagram is on the page.
 */
import React, {type ReactNode, useEffect} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default function MermaidWrapper(props: Props): ReactNode {
  useEffect(() => {
    void import('@site/src/plugins/zoom/zoom');
  }, []);
  return (
    <div data-zoom="diagram" role="button" tabIndex={0} aria-haspopup="dialog" aria-label="Diagram (opens enlarged)">
      <Mermaid {...props} />
    </div>
  );
}
